/**
 * Issue 54: the admin's "Data requests" panel in happy-dom with a mocked server: each prospect correction (with the
 * names of the fields) and erasure, newest first as the server lists them; a failure offers a retry; a 401 ends the
 * session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import DataRequestsPanel from '~/islands/admin/DataRequestsPanel';
import { adminCopy, withAdminCopy } from './admin-copy';

const ui = adminCopy.dataRequests;
afterEach(() => vi.unstubAllGlobals());

function serve(answers: { status: number; body?: unknown }[]) {
  const fetch = vi.fn(async (url: string) => {
    expect(url).toBe('/api/admin/data-requests');
    const { status, body } = answers.length > 1 ? answers.shift()! : answers[0];
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requests = [
  { action: 'erased', kind: 'contact', leadId: '1764000000001-0123456789ab', fields: [], at: '2026-12-01T10:00:00Z' },
  {
    action: 'corrected',
    kind: 'launchpad',
    leadId: '1764000000000-0123456789ab',
    fields: ['name', 'phone'],
    at: '2026-11-30T10:00:00Z',
  },
];

describe('Data requests panel', () => {
  it('lists corrections with their fields and erasures', async () => {
    serve([{ status: 200, body: { requests } }]);
    render(withAdminCopy(<DataRequestsPanel onExpired={() => {}} />));
    expect(await screen.findByText(ui.erased)).toBeTruthy();
    expect(screen.getByText(ui.corrected.replace('{fields}', 'name, phone'))).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('contact 1764000000001-0123456789ab');
  });

  it('says when there are none, retries after a failure, and hands a 401 back', async () => {
    serve([
      { status: 503, body: { error: 'x' } },
      { status: 200, body: { requests: [] } },
    ]);
    render(withAdminCopy(<DataRequestsPanel onExpired={() => {}} />));
    fireEvent.click(await screen.findByRole('button', { name: ui.retry }));
    expect(await screen.findByText(ui.none)).toBeTruthy();

    const expired = vi.fn();
    serve([{ status: 401, body: { error: 'Authentication required.' } }]);
    render(withAdminCopy(<DataRequestsPanel onExpired={expired} />));
    await screen.findAllByText(ui.failed);
    expect(expired).toHaveBeenCalled();
  });
});

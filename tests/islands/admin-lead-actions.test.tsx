/**
 * Admin lead actions in happy-dom with a mocked server: the details dialog's notification state and "Resend",
 * "Delete lead" with its confirmation, the delivery badge, and "Log out everywhere".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import DetailsDialog from '~/islands/admin/DetailsDialog';
import SessionControls from '~/islands/admin/SessionControls';
import DeliveryBadge from '~/islands/admin/DeliveryBadge';
import type { LeadField } from '~/lib/admin/fields';
import { adminCopy, withAdminCopy } from './admin-copy';
import type { AdminRecord } from '~/lib/admin/contract';
import { deliverySummary } from '~/lib/admin/lead-actions';

type Reply = { status: number; body?: unknown };
function mockServer(routes: Record<string, (init?: RequestInit) => Reply | Promise<Reply>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const { status, body } = routes[key] ? await routes[key](init) : { status: 404, body: { error: 'not found' } };
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const ID = '1763719200000-abcdef012345';
const record: AdminRecord = {
  id: ID,
  name: 'Riya Sharma',
  email: 'riya@example.com',
  company: 'Acme',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
};
const failed = {
  state: 'failed',
  attempts: 3,
  lastError: 'HTTP 500',
  lastAttemptAt: '2026-11-21T10:01:00.000Z',
  nextAttemptAt: '2026-11-21T10:05:00.000Z',
};

function open(extra: Partial<{ onErased: () => void; onClose: () => void }> = {}) {
  return render(
    withAdminCopy(
      <DetailsDialog
        title="Contact Details"
        kind="contact"
        record={record}
        fields={adminCopy.columns.contact as unknown as LeadField<AdminRecord>[]}
        onClose={extra.onClose ?? (() => {})}
        onErased={extra.onErased ?? (() => {})}
      />,
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('details dialog: sales team notification', () => {
  it('shows a failed delivery with its last error and attempts, and Resend delivers it', async () => {
    const calls = mockServer({
      [`GET /api/contact/${ID}/delivery`]: () => ({ status: 200, body: { configured: true, delivery: failed } }),
      [`POST /api/contact/${ID}/delivery`]: () => ({
        status: 200,
        body: {
          configured: true,
          delivery: { state: 'delivered', attempts: 1, deliveredAt: '2026-11-21T10:06:00.000Z' },
        },
      }),
    });
    open();
    expect(await screen.findByText('Not delivered after 3 attempts: HTTP 500 (retrying automatically)')).toBeTruthy();
    expect(document.querySelector('[data-delivery="failed"]')?.textContent).toBe('Team not notified');
    expect(screen.queryByText('delivery')).toBeNull(); // no raw field row for the state
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(document.querySelector('[data-delivery-summary]')?.textContent).toBe('Delivered'));
    expect(document.querySelector('[data-delivery="delivered"]')).toBeTruthy();
    expect(calls).toEqual([`GET /api/contact/${ID}/delivery`, `POST /api/contact/${ID}/delivery`]);
  });

  it('says when notifications are off, and shows a failed load with a retry', async () => {
    let up = false;
    mockServer({
      [`GET /api/contact/${ID}/delivery`]: () =>
        up
          ? { status: 200, body: { configured: false, delivery: null } }
          : {
              status: 503,
              body: { error: 'The lead storage is unavailable right now. Please try again in a moment.' },
            },
    });
    open();
    await screen.findByText('The lead storage is unavailable right now. Please try again in a moment.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Lead notifications are off: set LEAD_WEBHOOK_URL/);
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('a failed Resend keeps the state and says why', async () => {
    mockServer({
      [`GET /api/contact/${ID}/delivery`]: () => ({ status: 200, body: { configured: true, delivery: failed } }),
      [`POST /api/contact/${ID}/delivery`]: () => ({
        status: 503,
        body: { error: 'The lead storage is unavailable right now. Please try again in a moment.' },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The lead storage is unavailable right now. Please try again in a moment.',
    );
    expect(document.querySelector('[data-delivery="failed"]')).toBeTruthy();
  });
});

describe('details dialog: Delete lead', () => {
  it('asks first; Cancel deletes nothing and gives focus back', async () => {
    const calls = mockServer({
      [`GET /api/contact/${ID}/delivery`]: () => ({ status: 200, body: { configured: false, delivery: null } }),
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    expect(screen.getByText('Delete this lead permanently?')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete lead' })));
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it('Delete permanently sends DELETE and reports the erasure; a failure says so and keeps the dialog', async () => {
    let ok = false;
    const onErased = vi.fn();
    const calls = mockServer({
      [`GET /api/contact/${ID}/delivery`]: () => ({ status: 200, body: { configured: false, delivery: null } }),
      [`DELETE /api/contact/${ID}`]: () =>
        ok
          ? { status: 204 }
          : {
              status: 503,
              body: { error: 'The lead storage is unavailable right now. Please try again in a moment.' },
            },
    });
    open({ onErased });
    fireEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not delete the lead\. Please try again\./);
    expect(onErased).not.toHaveBeenCalled();
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([
      `DELETE /api/contact/${ID}`,
      `DELETE /api/contact/${ID}`,
    ]);
  });
});

describe('delivery badge and summary', () => {
  it('renders only a known state', () => {
    const { container, rerender } = render(
      withAdminCopy(<DeliveryBadge delivery={{ state: 'pending', attempts: 0 }} />),
    );
    expect(container.textContent).toBe('Notifying team');
    rerender(withAdminCopy(<DeliveryBadge delivery={{ state: 'bogus' }} />));
    expect(container.textContent).toBe('');
    rerender(withAdminCopy(<DeliveryBadge delivery={undefined} />));
    expect(container.textContent).toBe('');
  });

  it('summarises each state', () => {
    expect(deliverySummary({ state: 'delivered', attempts: 1 }, adminCopy.delivery.summary)).toBe('Delivered');
    expect(deliverySummary({ state: 'delivered', attempts: 4 }, adminCopy.delivery.summary)).toBe(
      'Delivered after 4 attempts',
    );
    expect(deliverySummary({ state: 'pending', attempts: 0 }, adminCopy.delivery.summary)).toBe('Sending');
    expect(
      deliverySummary(
        { state: 'failed', attempts: 10, lastError: 'ECONNREFUSED', nextAttemptAt: null },
        adminCopy.delivery.summary,
      ),
    ).toBe('Not delivered after 10 attempts: ECONNREFUSED (no more automatic retries)');
  });
});

describe('Log out everywhere', () => {
  it('ends every session on the server, then returns to the gate; a failure says so', async () => {
    let ok = false;
    const onEnded = vi.fn();
    const calls = mockServer({
      'DELETE /api/admin/session?scope=all': () =>
        ok ? { status: 200, body: { authenticated: false } } : { status: 503, body: { error: 'x' } },
    });
    render(withAdminCopy(<SessionControls onEnded={onEnded} />));
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not end the sessions. Please try again.');
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['DELETE /api/admin/session?scope=all', 'DELETE /api/admin/session?scope=all']);
  });
});

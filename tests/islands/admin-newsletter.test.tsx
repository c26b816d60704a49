/**
 * Issue 28: the admin's Newsletter panel in happy-dom with a mocked server: find a subscriber by address, copy the
 * unsubscribe link, erase after confirming (DELETE, then a clear message), "not found" and invalid input, and the
 * CSV download for the email tool (every subscriber with their own link).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import NewsletterPanel, { SUBSCRIBERS_CSV } from '~/islands/admin/NewsletterPanel';
import { adminCopy, withAdminCopy } from './admin-copy';

const ui = adminCopy.newsletter;
const reader = {
  id: '1764000000000-0123456789ab',
  email: 'reader@example.com',
  createdAt: '2025-11-24T16:00:00.000Z',
  unsubscribeUrl: `https://www.influencerly.example/unsubscribe?token=1764000000000-0123456789ab.${'a'.repeat(64)}`,
};

function mockServer(routes: Record<string, (url: string) => { status: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const { status, body } = routes[key]?.(url) ?? { status: 404, body: { error: 'not found' } };
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const search = (email: string) => {
  fireEvent.change(screen.getByLabelText(ui.emailLabel), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: ui.find }));
};

describe('Newsletter panel', () => {
  it('finds a subscriber, copies the link, erases after confirming', async () => {
    const calls = mockServer({
      'GET /api/admin/newsletter': (url) =>
        url.includes('reader%40example.com') ? { status: 200, body: { subscriber: reader } } : { status: 500 },
      [`DELETE /api/admin/newsletter/${reader.id}`]: () => ({ status: 204 }),
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(withAdminCopy(<NewsletterPanel onExpired={() => {}} />));

    search('  reader@example.com ');
    expect(await screen.findByText(reader.email)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(ui.unsubscribeLink).value).toBe(reader.unsubscribeUrl);
    fireEvent.click(screen.getByRole('button', { name: ui.copyLink }));
    await screen.findByText(ui.copied);
    expect(writeText).toHaveBeenCalledWith(reader.unsubscribeUrl);

    fireEvent.click(screen.getByRole('button', { name: ui.erase }));
    expect(screen.getByText(ui.confirmHeading)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(ui.cancel));
    fireEvent.click(screen.getByRole('button', { name: ui.confirm }));
    await screen.findByText(ui.erased.replace('{email}', reader.email));
    expect(calls).toContain(`DELETE /api/admin/newsletter/${reader.id}`);
    expect(screen.queryByText(ui.confirmHeading)).toBeNull();
  });

  it('says when nobody has the address, refuses a partial address without asking, and asks for a login on 401', async () => {
    const onExpired = vi.fn();
    let answer = { status: 200, body: { subscriber: null } as unknown };
    const calls = mockServer({ 'GET /api/admin/newsletter': () => answer });
    render(withAdminCopy(<NewsletterPanel onExpired={onExpired} />));

    search('nobody@example.com');
    await screen.findByText(ui.notFound.replace('{email}', 'nobody@example.com'));
    search('nobody');
    await screen.findByText(ui.invalidEmail);
    expect(calls).toHaveLength(1);

    answer = { status: 401, body: { error: 'Authentication required.' } };
    search('someone@example.com');
    await screen.findByText(ui.findFailed);
    expect(onExpired).toHaveBeenCalled();
  });

  it('downloads every subscriber with their unsubscribe link as CSV', async () => {
    mockServer({ 'GET /api/admin/newsletter': () => ({ status: 200, body: { subscribers: [reader] } }) });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:csv'), revokeObjectURL() {} }),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(withAdminCopy(<NewsletterPanel onExpired={() => {}} />));
    fireEvent.click(screen.getByRole('button', { name: ui.download }));
    await waitFor(() => expect(names).toEqual([SUBSCRIBERS_CSV]));
    const text = await blobs[0].text();
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'email,subscribedAt,unsubscribeUrl',
      `${reader.email},${reader.createdAt},${reader.unsubscribeUrl}`,
      '',
    ]);
    click.mockRestore();
  });
});

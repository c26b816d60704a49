/**
 * Issue 28: the admin's Newsletter panel in happy-dom with a mocked server: find a subscriber by address, copy the
 * unsubscribe link, erase after confirming (DELETE, then a clear message), "not found" and invalid input, and the
 * CSV download for the email tool (every subscriber with their own link), and the sign-ups held as spam (issue 52):
 * shown with their reasons, released with "Not spam", then a subscriber.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import NewsletterPanel, { SUBSCRIBERS_CSV } from '~/islands/admin/NewsletterPanel';
import { adminCopy, withAdminCopy } from './admin-copy';

const ui = adminCopy.newsletter;
const spamUi = adminCopy.spam;
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

  it('shows the sign-ups held as spam with their reasons, and "Not spam" makes one a subscriber', async () => {
    const released = { ...reader, id: '1764000000001-0123456789ac', email: 'held@example.com' };
    const held = { ...released, spam: ['no-proof', 'fast-fill'] };
    // The server's state: the held sign-up until its release, then a subscriber (found by address, listed).
    let isHeld = true;
    const calls = mockServer({
      'GET /api/admin/newsletter': (url) =>
        url.includes('spam=1')
          ? { status: 200, body: { subscribers: isHeld ? [held] : [] } }
          : url.includes('held%40example.com')
            ? { status: 200, body: { subscriber: isHeld ? held : released } }
            : { status: 200, body: { subscribers: isHeld ? [] : [released] } },
      [`POST /api/admin/newsletter/${held.id}/not-spam`]: () => {
        isHeld = false;
        return { status: 200, body: { subscriber: released } };
      },
    });
    render(withAdminCopy(<NewsletterPanel onExpired={() => {}} />));

    // Found by address, it says it is held, and why.
    search(held.email);
    const card = (await screen.findByText(held.email)).closest('[data-subscriber]')!;
    expect(card.textContent).toContain(`${spamUi.badge}: ${spamUi.reasons['no-proof']}`);

    const show = screen.getByRole('button', { name: ui.showHeld });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    await screen.findByText(ui.heldCount.one.replace('{count}', '1'));
    expect(screen.getByRole('button', { name: ui.hideHeld }).getAttribute('aria-expanded')).toBe('true');
    const row = document.querySelector<HTMLElement>(`li[data-held="${held.id}"]`)!;
    expect(row.textContent).toContain(held.email);
    expect(row.textContent).toContain(`${spamUi.badge}: ${spamUi.reasons['no-proof']}, ${spamUi.reasons['fast-fill']}`);

    fireEvent.click(within(row).getByRole('button', { name: `${spamUi.notSpam} (${held.email})` }));
    const status = await screen.findByText(ui.released.replace('{email}', held.email));
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    await screen.findByText(ui.heldNone);
    expect(document.querySelector(`li[data-held="${held.id}"]`)).toBeNull();
    expect(calls).toContain(`POST /api/admin/newsletter/${held.id}/not-spam`);

    // Now a subscriber: found without the badge.
    search(held.email);
    await waitFor(() => expect(document.querySelector('[data-subscriber] [data-spam]')).toBeNull());
    expect(await screen.findByText(ui.unsubscribeLink)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(ui.unsubscribeLink).value).toBe(held.unsubscribeUrl);
  });

  it('says when a release fails and keeps the sign-up held', async () => {
    const held = { ...reader, email: 'held@example.com', spam: ['honeypot'] };
    mockServer({
      'GET /api/admin/newsletter': () => ({ status: 200, body: { subscribers: [held] } }),
      [`POST /api/admin/newsletter/${held.id}/not-spam`]: () => ({ status: 500, body: { error: 'Server error.' } }),
    });
    render(withAdminCopy(<NewsletterPanel onExpired={() => {}} />));
    fireEvent.click(screen.getByRole('button', { name: ui.showHeld }));
    fireEvent.click(await screen.findByRole('button', { name: `${spamUi.notSpam} (${held.email})` }));
    await screen.findByText(ui.releaseFailed);
    expect(screen.getByText(held.email)).toBeTruthy();
    expect(screen.getByText(`${spamUi.badge}: ${spamUi.reasons.honeypot}`)).toBeTruthy();
  });

  it('releases a held sign-up found by its address, and the shown held list loads again', async () => {
    const held = { ...reader, email: 'held@example.com', spam: ['disposable-email'] };
    let isHeld = true;
    mockServer({
      'GET /api/admin/newsletter': (url) =>
        url.includes('spam=1')
          ? { status: 200, body: { subscribers: isHeld ? [held] : [] } }
          : { status: 200, body: { subscriber: held } },
      [`POST /api/admin/newsletter/${held.id}/not-spam`]: () => ((isHeld = false), { status: 200, body: {} }),
    });
    render(withAdminCopy(<NewsletterPanel onExpired={() => {}} />));
    fireEvent.click(screen.getByRole('button', { name: ui.showHeld }));
    await screen.findByText(ui.heldCount.one.replace('{count}', '1'));
    search(held.email);
    const card = (await screen.findByText(held.email, { selector: '[data-subscriber] p' })).closest<HTMLElement>(
      '[data-subscriber]',
    )!;
    expect(card.textContent).toContain(ui.heldOn.replace(' {date}', ''));
    fireEvent.click(within(card).getByRole('button', { name: `${spamUi.notSpam} (${held.email})` }));
    await screen.findByText(ui.heldNone);
    expect(card.textContent).not.toContain(spamUi.badge);
    expect(card.textContent).toContain(ui.subscribedOn.replace(' {date}', ''));
  });
});

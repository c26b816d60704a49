import { describe, expect, it, vi } from 'vitest';
import { interpretResponse, NEWSLETTER_ENDPOINT, NEWSLETTER_MESSAGES as M, subscribe, validateEmail } from '~/lib/blog/newsletter';

const reply = (status: number, body: unknown) => vi.fn(async () => new Response(body === undefined ? 'not json' : JSON.stringify(body), { status }));

describe('newsletter box logic', () => {
  it('validates the address before sending', async () => {
    expect(validateEmail('  ')).toBe(M.emptyEmail);
    expect(validateEmail('nope')).toBe(M.invalidEmail);
    expect(validateEmail('a@b.co')).toBeNull();
    const f = reply(201, { subscribed: true });
    expect(await subscribe('bad', '', f)).toEqual({ ok: false, field: 'email', message: M.invalidEmail });
    expect(f).not.toHaveBeenCalled();
  });

  it('posts JSON { email } (and botField when filled) to /api/newsletter', async () => {
    const f = reply(201, { subscribed: true });
    await subscribe(' me@brand.com ', '', f);
    expect(f).toHaveBeenCalledWith(NEWSLETTER_ENDPOINT, expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'me@brand.com' }) }));
    const headers = (f.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    await subscribe('me@brand.com', 'bot', f);
    expect((f.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe(JSON.stringify({ email: 'me@brand.com', botField: 'bot' }));
  });

  it('confirms 201 and 200 alreadySubscribed', async () => {
    expect(await subscribe('me@brand.com', '', reply(201, { subscribed: true }))).toEqual({ ok: true, message: M.subscribed, alreadySubscribed: false });
    expect(await subscribe('me@brand.com', '', reply(200, { subscribed: true, alreadySubscribed: true }))).toEqual({ ok: true, message: M.alreadySubscribed, alreadySubscribed: true });
  });

  it('shows the server field error on 400, and clear messages on 429, 503, other statuses and a network failure', async () => {
    expect(await subscribe('me@brand.com', '', reply(400, { error: 'Invalid', fieldErrors: { email: 'Enter a valid email' } }))).toEqual({ ok: false, field: 'email', message: 'Enter a valid email' });
    expect(interpretResponse(400, { error: 'x', fieldErrors: { email: ['First', 'Second'] } })).toMatchObject({ message: 'First' });
    expect(interpretResponse(400, null)).toMatchObject({ message: M.invalidEmail, field: 'email' });
    expect(await subscribe('me@brand.com', '', reply(429, { error: 'slow down' }))).toEqual({ ok: false, message: M.rateLimited });
    expect(await subscribe('me@brand.com', '', reply(503, { error: 'down' }))).toEqual({ ok: false, message: M.unavailable });
    expect(await subscribe('me@brand.com', '', reply(404, undefined))).toEqual({ ok: false, message: M.generic });
    expect(await subscribe('me@brand.com', '', reply(500, undefined))).toEqual({ ok: false, message: M.generic });
    const offline = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    expect(await subscribe('me@brand.com', '', offline)).toEqual({ ok: false, message: M.network });
  });
});

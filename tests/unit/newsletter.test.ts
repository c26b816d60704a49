import { describe, expect, it, vi } from 'vitest';
import { subscribe, validateEmail } from '~/lib/newsletter/client';
import { NEWSLETTER_PATH, returnPathOf, stateAnchor } from '~/lib/newsletter/contract';
import { newsletterCopySchema } from '~/lib/newsletter/newsletter.schema';
import { collectionFiles } from '~/lib/content/files';

const M = newsletterCopySchema.parse(collectionFiles('newsletter')[0].data).messages;
const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? 'not json' : JSON.stringify(body), { status }));

describe('newsletter box logic', () => {
  it('validates the address before sending', async () => {
    expect(validateEmail('  ', M)).toBe(M.emptyEmail);
    expect(validateEmail('nope', M)).toBe(M.invalidEmail);
    expect(validateEmail('a@b.co', M)).toBeNull();
    const f = reply(201, { subscribed: true });
    expect(await subscribe('bad', '', M, f)).toEqual({ ok: false, field: 'email', message: M.invalidEmail });
    expect(f).not.toHaveBeenCalled();
  });

  it('posts JSON { email } (and botField when filled) to /api/newsletter', async () => {
    const f = reply(201, { subscribed: true });
    await subscribe(' me@brand.com ', '', M, f);
    expect(f).toHaveBeenCalledWith(
      NEWSLETTER_PATH,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'me@brand.com' }) }),
    );
    const headers = (f.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    await subscribe('me@brand.com', 'bot', M, f);
    expect((f.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe(
      JSON.stringify({ email: 'me@brand.com', botField: 'bot' }),
    );
  });

  it('confirms 201 and 200 alreadySubscribed; a success body off the contract is an error', async () => {
    expect(await subscribe('me@brand.com', '', M, reply(201, { subscribed: true }))).toEqual({
      ok: true,
      message: M.subscribed,
      alreadySubscribed: false,
    });
    expect(await subscribe('me@brand.com', '', M, reply(200, { subscribed: true, alreadySubscribed: true }))).toEqual({
      ok: true,
      message: M.alreadySubscribed,
      alreadySubscribed: true,
    });
    expect(await subscribe('me@brand.com', '', M, reply(200, { ok: 1 }))).toEqual({ ok: false, message: M.generic });
  });

  it('shows the server field error on 400, and clear messages on 429, 503, other statuses and a network failure', async () => {
    expect(
      await subscribe(
        'me@brand.com',
        '',
        M,
        reply(400, { error: 'Invalid', fieldErrors: { email: 'Enter a valid email' } }),
      ),
    ).toEqual({ ok: false, field: 'email', message: 'Enter a valid email' });
    expect(await subscribe('me@brand.com', '', M, reply(400, { error: 'Bad address' }))).toEqual({
      ok: false,
      field: 'email',
      message: 'Bad address',
    });
    expect(await subscribe('me@brand.com', '', M, reply(400, undefined))).toEqual({
      ok: false,
      field: 'email',
      message: M.invalidEmail,
    });
    expect(await subscribe('me@brand.com', '', M, reply(429, { error: 'slow down' }))).toEqual({
      ok: false,
      message: M.rateLimited,
    });
    expect(await subscribe('me@brand.com', '', M, reply(503, { error: 'down' }))).toEqual({
      ok: false,
      message: M.unavailable,
    });
    expect(await subscribe('me@brand.com', '', M, reply(404, undefined))).toEqual({ ok: false, message: M.generic });
    expect(await subscribe('me@brand.com', '', M, reply(500, undefined))).toEqual({ ok: false, message: M.generic });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await subscribe('me@brand.com', '', M, offline)).toEqual({ ok: false, message: M.network });
  });
});

describe('newsletter form post contract', () => {
  it('returns only to a plain same-site path, never to another host or with a query', () => {
    expect(returnPathOf('/blog')).toBe('/blog');
    expect(returnPathOf('/blog/some-post/')).toBe('/blog/some-post/');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/blog?email=a@b.co',
      '/blog#x',
      'blog',
      '',
      42,
      undefined,
      `/${'a'.repeat(300)}`,
    ]) {
      expect(returnPathOf(bad), String(bad)).toBe('/blog');
    }
  });

  it('names one anchor per state', () => {
    expect(stateAnchor('subscribed')).toBe('newsletter-subscribed');
    expect(stateAnchor('rate-limited')).toBe('newsletter-rate-limited');
  });
});

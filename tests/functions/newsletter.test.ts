/** POST /api/newsletter against a real Blobs server (contract used by the blog's sign-up box). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import newsletter from '../../netlify/functions/newsletter';
import { LEAD_ID_PATTERN, NEWSLETTER_STORE } from '~/lib/lead/storage';
import { callFunction, startBlobs, type TestBlobs, useBlobs } from './support/blobs';
import { humanProof } from '../support/spam-proof';

let blobsServer: TestBlobs;
beforeAll(async () => {
  blobsServer = await startBlobs();
});
afterAll(async () => {
  await blobsServer.stop();
});

let n = 0;
/** As the box sends with JavaScript: an object body carries a solved proof of work unless it brings its own. */
const post = async (body: unknown, { type = 'application/json', ip = `192.0.2.${++n}` } = {}) =>
  callFunction(
    newsletter,
    '/api/newsletter',
    {
      method: 'POST',
      headers: { 'content-type': type },
      body:
        typeof body === 'string'
          ? body
          : JSON.stringify(
              body && typeof body === 'object' && !('altcha' in body) ? { ...body, altcha: await humanProof() } : body,
            ),
    },
    { ip },
  );
/** What the box's form sends without JavaScript. */
const postForm = (fields: Record<string, string>, ip = `192.0.2.${++n}`) =>
  post(new URLSearchParams(fields).toString(), { type: 'application/x-www-form-urlencoded', ip });

async function subscribers() {
  const s = getStore({ name: NEWSLETTER_STORE, consistency: 'strong' });
  const { blobs } = await s.list();
  return Promise.all(
    blobs.map(async (b) => ({
      key: b.key,
      value: (await s.get(b.key, { type: 'json' })) as { id: string; email: string; createdAt: string },
    })),
  );
}

const INVALID = {
  error: 'Please enter a valid email address',
  fieldErrors: { email: 'Please enter a valid email address' },
};

describe('POST /api/newsletter', () => {
  it('201 for a new address, stored trimmed and lower-cased under a time-sortable id', async () => {
    const res = await post({ email: '  Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscribed: true });
    const [one, ...rest] = (await subscribers()).filter((s) => s.value.email === 'reader@example.com');
    expect(rest).toEqual([]);
    expect(one.key).toMatch(LEAD_ID_PATTERN);
    expect(one.value).toEqual({
      id: one.key,
      email: 'reader@example.com',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('a known address (any case or spacing) is answered exactly like a new one; nothing new stored', async () => {
    const fresh = await post({ email: 'someone-new@example.com' });
    const known = await post({ email: 'reader@example.com' });
    expect(known.status).toBe(fresh.status);
    expect(known.status).toBe(201);
    expect(await known.text()).toBe(await fresh.text());
    expect([...known.headers].filter(([k]) => k !== 'date')).toEqual([...fresh.headers].filter(([k]) => k !== 'date'));
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => post({ email: 'READER@example.com  ' })));
    expect(concurrent.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect((await subscribers()).map((s) => s.value.email).sort()).toEqual([
      'reader@example.com',
      'someone-new@example.com',
    ]);
  });

  it('a known address counts against the per-IP limit like a new one', async () => {
    const ip = '198.51.100.201';
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ email: 'reader@example.com' }, { ip })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('400 with the exact error shape for an invalid or missing address', async () => {
    for (const body of [{ email: 'nope' }, {}, { email: 42 }, [], 'null']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(INVALID);
    }
  });

  it('honeypot: success, held as spam (issue 52: never thrown away)', async () => {
    const res = await post({ email: 'bot@example.com', botField: 'x' });
    expect(res.status).toBe(201);
    expect((await subscribers()).find((s) => s.value.email === 'bot@example.com')?.value).toMatchObject({
      spam: ['honeypot'],
    });
  });

  it('no proof of work, or a throw-away address: success, held as spam; a clean sign-up of it later releases it', async () => {
    await post({ email: 'held@example.com', altcha: undefined });
    await post({ email: 'burner@mailinator.com' });
    const held = (email: string) => subscribers().then((all) => all.find((s) => s.value.email === email)?.value);
    expect(await held('held@example.com')).toMatchObject({ spam: ['no-proof'] });
    expect(await held('burner@mailinator.com')).toMatchObject({ spam: ['disposable-email'] });
    expect((await post({ email: 'held@example.com' })).status).toBe(201);
    expect(await held('held@example.com')).toMatchObject({ spam: null });
  });

  it('415 for a body that is neither JSON nor a form, or broken JSON; 413; 405', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', '']) {
      const res = await post('email=a@b.co', { type });
      expect(res.status, type).toBe(415);
      expect((await res.json()).error).toMatch(/JSON.*form post/);
    }
    expect((await post('{"email":', {})).status).toBe(415);
    expect((await postForm({ email: `${'a'.repeat(33 * 1024)}@example.com` })).status).toBe(413);
    expect((await post({ email: `${'a'.repeat(33 * 1024)}@example.com` })).status).toBe(413);
    const get = await callFunction(newsletter, '/api/newsletter', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('429 over the per-IP limit', async () => {
    const ip = '198.51.100.200';
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ email: `limit${i}@example.com` }, { ip })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('503 when Blobs is unavailable', async () => {
    useBlobs(9);
    try {
      const res = await post({ email: 'later@example.com' });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatch(/try again/);
    } finally {
      useBlobs(blobsServer.port);
    }
  });
});

describe('POST /api/newsletter as a plain form post (no JavaScript)', () => {
  const location = (res: Response) => res.headers.get('location') ?? '';

  it('stores the address (held as spam until an admin releases it: no proof of work without JavaScript) and answers 303 back to the page at the thanks anchor, without the address in the URL', async () => {
    const res = await postForm({ email: '  No-JS@Example.com ', botField: '', returnTo: '/blog' });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/blog#newsletter-subscribed');
    expect(location(res).toLowerCase()).not.toContain('no-js');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    expect((await subscribers()).find((s) => s.value.email === 'no-js@example.com')?.value).toMatchObject({
      spam: ['no-proof'],
    });
  });

  it('a known address is thanked alike and stored once', async () => {
    const again = await postForm({ email: 'no-js@example.com', returnTo: '/blog' });
    expect(location(again)).toBe('/blog#newsletter-subscribed');
    expect((await subscribers()).filter((s) => s.value.email === 'no-js@example.com')).toHaveLength(1);
  });

  it('an invalid or missing address goes back to the invalid anchor; nothing stored', async () => {
    for (const fields of [{ email: 'nope', returnTo: '/blog' }, { returnTo: '/blog' }] as Record<string, string>[]) {
      const res = await postForm(fields);
      expect(res.status).toBe(303);
      expect(location(res)).toBe('/blog#newsletter-invalid');
    }
    expect((await subscribers()).map((s) => s.value.email)).not.toContain('nope');
  });

  it('returns only to a same-site path (else /blog), and never with a query', async () => {
    expect(location(await postForm({ email: 'path1@example.com', returnTo: '/blog/some-post' }))).toBe(
      '/blog/some-post#newsletter-subscribed',
    );
    expect(location(await postForm({ email: 'path2@example.com', returnTo: 'https://evil.example/' }))).toBe(
      '/blog#newsletter-subscribed',
    );
    expect(location(await postForm({ email: 'path3@example.com', returnTo: '//evil.example/' }))).toBe(
      '/blog#newsletter-subscribed',
    );
    expect(location(await postForm({ email: 'path4@example.com', returnTo: '/blog?email=path4@example.com' }))).toBe(
      '/blog#newsletter-subscribed',
    );
    expect(location(await postForm({ email: 'path5@example.com' }))).toBe('/blog#newsletter-subscribed');
  });

  it('honeypot: thanked, held as spam', async () => {
    const res = await postForm({ email: 'formbot@example.com', botField: 'x', returnTo: '/blog' });
    expect(location(res)).toBe('/blog#newsletter-subscribed');
    expect((await subscribers()).find((s) => s.value.email === 'formbot@example.com')?.value).toMatchObject({
      spam: ['no-proof', 'honeypot'],
    });
  });

  it('over the per-IP limit: back to the rate-limited anchor', async () => {
    const ip = '198.51.100.202';
    const anchors = [];
    for (let i = 0; i < 11; i++)
      anchors.push(location(await postForm({ email: `form-limit${i}@example.com`, returnTo: '/blog' }, ip)));
    expect(anchors).toEqual([...Array(10).fill('/blog#newsletter-subscribed'), '/blog#newsletter-rate-limited']);
  });

  it('Blobs unavailable: back to the unavailable anchor', async () => {
    useBlobs(9);
    try {
      expect(location(await postForm({ email: 'form-later@example.com', returnTo: '/blog' }))).toBe(
        '/blog#newsletter-unavailable',
      );
    } finally {
      useBlobs(blobsServer.port);
    }
  });
});

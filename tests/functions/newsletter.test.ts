/** POST /api/newsletter against a real Blobs server (contract used by the blog's sign-up box). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import newsletter from '../../netlify/functions/newsletter';
import { LEAD_ID_PATTERN, NEWSLETTER_STORE } from '~/lib/leads';
import { callFunction, startBlobs, type TestBlobs } from './support/blobs';

let blobsServer: TestBlobs;
const useBlobs = (port: number) => setEnvironmentContext({ edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}`, siteID: 'test-site', token: 'test-token' });
beforeAll(async () => { blobsServer = await startBlobs(); useBlobs(blobsServer.port); });
afterAll(async () => { await blobsServer.stop(); });

let n = 0;
const post = (body: unknown, { type = 'application/json', ip = `192.0.2.${++n}` } = {}) =>
  callFunction(newsletter, '/api/newsletter', { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) }, { ip } as never);

async function subscribers() {
  const s = getStore({ name: NEWSLETTER_STORE, consistency: 'strong' });
  const { blobs } = await s.list();
  return Promise.all(blobs.map(async (b) => ({ key: b.key, value: (await s.get(b.key, { type: 'json' })) as { id: string; email: string; createdAt: string } })));
}

const INVALID = { error: 'Please enter a valid email address', fieldErrors: { email: 'Please enter a valid email address' } };

describe('POST /api/newsletter', () => {
  it('201 for a new address, stored trimmed and lower-cased under a time-sortable id', async () => {
    const res = await post({ email: '  Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscribed: true });
    const [one, ...rest] = await subscribers();
    expect(rest).toEqual([]);
    expect(one!.key).toMatch(LEAD_ID_PATTERN);
    expect(one!.value).toEqual({ id: one!.key, email: 'reader@example.com', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
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
    expect((await subscribers()).map((s) => s.value.email).sort()).toEqual(['reader@example.com', 'someone-new@example.com']);
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

  it('honeypot: success, stored nowhere', async () => {
    const res = await post({ email: 'bot@example.com', botField: 'x' });
    expect(res.status).toBe(201);
    expect((await subscribers()).map((s) => s.value.email)).not.toContain('bot@example.com');
  });

  it('415, 413, 405', async () => {
    expect((await post('email=a@b.co', { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('{"email":', {})).status).toBe(415);
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

/**
 * Issue 28: rate-limit blobs hold a keyed hash of the client address (HMAC with RATE_LIMIT_SECRET), never the
 * address or its plain SHA-256, and a time window in the key, so the hourly sweep deletes every blob whose window
 * has passed. Against a real Blobs server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import sweepFunction from '../../netlify/functions/rate-limit-sweep';
import {
  clientKey,
  hitRateLimit,
  RATE_LIMIT_WINDOW_MS,
  rateKey,
  rateLimitSecret,
  sweepRateLimits,
} from '../../netlify/lib/rate-limit';
import { RATE_LIMIT_STORE } from '~/lib/lead/storage';
import { callScheduled, startBlobs, type TestBlobs } from './support/blobs';

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
  process.env.RATE_LIMIT_SECRET = 'rate-secret-for-tests';
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_SECRET;
  await blobs.stop();
});
const s = () => getStore({ name: RATE_LIMIT_STORE, consistency: 'strong' });
const keys = async () => (await s().list()).blobs.map((b) => b.key).sort();
afterEach(async () => {
  for (const key of await keys()) await s().delete(key);
});

const W = RATE_LIMIT_WINDOW_MS;
const IP = '192.0.2.77';

describe('rate-limit keys', () => {
  it('are an HMAC of the address with the secret, in a key that names the window', async () => {
    const at = 1_700_000_000_000;
    expect((await hitRateLimit('contact', IP, { limit: 5, now: () => at })).allowed).toBe(true);
    const [key] = await keys();
    expect(key).toBe(`contact/${Math.floor(at / W)}/${clientKey('contact', IP)}`);
    const plain = createHash('sha256').update(`rate:${IP}`).digest('hex');
    expect(key).not.toContain(plain.slice(0, 16));
    expect(key).not.toContain(IP);
    // Another secret, another key; the scope is part of the input too.
    expect(clientKey('contact', IP, 'another secret')).not.toBe(clientKey('contact', IP));
    expect(clientKey('newsletter', IP)).not.toBe(clientKey('contact', IP));
    expect(rateLimitSecret({ RATE_LIMIT_SECRET: ' a ', ADMIN_SESSION_SECRET: 'b' })).toBe('a');
    expect(rateLimitSecret({ ADMIN_SESSION_SECRET: 'b' })).toBe('b');
    expect(rateLimitSecret({})).toBe(rateLimitSecret({})); // one random key per instance
  });

  it('the window still slides across the boundary: hits of the previous window count', async () => {
    const start = Math.floor(1_700_000_000_000 / W) * W;
    for (const dt of [W - 3000, W - 2000, W - 1000])
      expect((await hitRateLimit('contact', IP, { limit: 3, now: () => start + dt })).allowed).toBe(true);
    const refused = await hitRateLimit('contact', IP, { limit: 3, now: () => start + W + 1000 });
    expect(refused).toEqual({ allowed: false, retryAfter: 56 });
    expect((await hitRateLimit('contact', IP, { limit: 3, now: () => start + 2 * W - 2500 })).allowed).toBe(true);
    // Each window's blob holds only its own hits.
    const stored = await Promise.all((await keys()).map((k) => s().get(k, { type: 'json' })));
    expect(stored).toEqual([
      { hits: [start + W - 3000, start + W - 2000, start + W - 1000] },
      { hits: [start + 2 * W - 2500] },
    ]);
  });
});

describe('sweep', () => {
  it('deletes blobs of windows before the previous one and keys of any other shape; keeps the live ones', async () => {
    const now = 1_700_000_000_000;
    const w = Math.floor(now / W);
    const client = clientKey('contact', IP);
    for (const key of [rateKey('contact', w - 5, client), rateKey('newsletter', w - 2, client)])
      await s().setJSON(key, { hits: [] });
    const live = [rateKey('contact', w - 1, client), rateKey('contact', w, client)];
    for (const key of live) await s().setJSON(key, { hits: [] });
    const legacy = `contact/${createHash('sha256').update(`rate:${IP}`).digest('hex').slice(0, 32)}`;
    await s().setJSON(legacy, { hits: [] });

    expect(await sweepRateLimits(now)).toEqual({ deleted: 3, kept: 2 });
    expect(await keys()).toEqual(live.sort());
  });

  it('runs hourly through the scheduled rate-limit-sweep function', async () => {
    await s().setJSON(rateKey('contact', 5, clientKey('contact', IP)), { hits: [] });
    const res = await callScheduled(sweepFunction, 'rate-limit-sweep');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1, kept: 0 });
    expect(await keys()).toEqual([]);
  });
});

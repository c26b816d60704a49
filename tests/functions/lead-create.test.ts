/** POST /api/launchpad and /api/contact against a real Blobs server: every status, storage, idempotency, honeypot, load. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import fc from 'fast-check';
import { getStore } from '@netlify/blobs';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import { IDEMPOTENCY_STORE, LEAD_ID_PATTERN, LEAD_STORES, RATE_LIMIT_STORE } from '~/lib/lead/storage';
import { type LaunchpadApplication, isBot, LEAD_MESSAGES, leadSubmissionSchema } from '~/lib/lead/schema';
import { RATE_LIMIT_MESSAGE } from '../../netlify/lib/rate-limit';
import { callFunction, startBlobs, type Handler, type TestBlobs, useBlobs } from './support/blobs';
import { LAUNCHPAD_SUBMISSION } from './support/lead-fixtures';
import { humanProof } from '../support/spam-proof';

let blobsServer: TestBlobs;
beforeAll(async () => {
  blobsServer = await startBlobs();
});
afterAll(async () => {
  await blobsServer.stop();
});

const valid = LAUNCHPAD_SUBMISSION;

let ipCounter = 0;
/** A fresh client address per test so the per-IP limit only bites where a test means it to. */
const freshIp = () => `198.51.100.${++ipCounter % 250}-${ipCounter}`;

/** Posts as the dialog does: an object body gets a solved proof of work unless it brings its own `altcha`. */
async function post(
  handler: Handler,
  path: string,
  body: unknown,
  { headers = {}, ip = freshIp(), raw = false }: { headers?: Record<string, string>; ip?: string; raw?: boolean } = {},
) {
  const proved =
    !raw && body && typeof body === 'object' && !Array.isArray(body) && !('altcha' in body)
      ? { ...body, altcha: await humanProof() }
      : body;
  return callFunction(
    handler,
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw ? (body as string) : JSON.stringify(proved),
    },
    { ip },
  );
}

async function keys(storeName: string): Promise<string[]> {
  const { blobs } = await getStore({ name: storeName, consistency: 'strong' }).list();
  return blobs.map((b) => b.key).sort();
}

async function clearStore(storeName: string) {
  const s = getStore({ name: storeName, consistency: 'strong' });
  const { blobs } = await s.list();
  await Promise.all(blobs.map((b) => s.delete(b.key)));
}

beforeEach(async () => {
  await Promise.all([...Object.values(LEAD_STORES), IDEMPOTENCY_STORE].map(clearStore));
});

describe('POST /api/launchpad and /api/contact', () => {
  it('201: stores a Launchpad application field for field, with id, createdAt and status pending', async () => {
    const details = {
      website: 'https://glowlabs.example',
      industry: 'Beauty & Personal Care',
      monthlyOrders: '500-2,000',
      averageOrderValue: '₹1,000-₹2,500',
      productCategory: 'Skincare',
      targetAudience: 'Women 22-35 in metro cities',
      currentMarketingChannels: ['Instagram', 'Meta ads'],
      influencerBudget: '₹50,000-₹1,00,000',
      campaignGoals: ['Brand awareness', 'Sales'],
      additionalInfo: 'Launching in March.',
    };
    const before = Date.now();
    const res = await post(launchpad, '/api/launchpad', { ...valid, ...details, unknownField: 'dropped' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(LEAD_ID_PATTERN);
    const stored = (await getStore({ name: 'launchpad-applications', consistency: 'strong' }).get(id, {
      type: 'json',
    })) as LaunchpadApplication;
    expect(stored).toEqual({
      id,
      ...valid,
      ...details,
      status: 'pending',
      createdAt: stored.createdAt,
      attribution: null,
    });
    expect(new Date(stored.createdAt).toISOString()).toBe(stored.createdAt);
    expect(Date.parse(stored.createdAt)).toBeGreaterThanOrEqual(before - 1);
    expect(await keys('contact-submissions')).toEqual([]);
  });

  it('201: a Launchpad application without the optional step stores empty strings and lists', async () => {
    const res = await post(launchpad, '/api/launchpad', valid);
    const { id } = await res.json();
    const stored = await getStore({ name: 'launchpad-applications', consistency: 'strong' }).get(id, { type: 'json' });
    expect(stored).toMatchObject({
      website: '',
      industry: '',
      monthlyOrders: '',
      averageOrderValue: '',
      productCategory: '',
      targetAudience: '',
      currentMarketingChannels: [],
      influencerBudget: '',
      campaignGoals: [],
      additionalInfo: '',
    });
  });

  it('201: a contact submission stores exactly the contact fields, trimmed', async () => {
    const res = await post(contact, '/api/contact', {
      ...valid,
      name: '  Asha Rao ',
      programType: 'Managed Services',
      location: 'Global',
      pricingTier: '',
      message: undefined,
      website: 'ignored',
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const stored = await getStore({ name: 'contact-submissions', consistency: 'strong' }).get(id, { type: 'json' });
    expect(stored).toEqual({
      id,
      name: 'Asha Rao',
      email: valid.email,
      phone: valid.phone,
      company: valid.company,
      programType: 'Managed Services',
      location: 'Global',
      pricingTier: '',
      message: '',
      status: 'pending',
      createdAt: (stored as { createdAt: string }).createdAt,
      attribution: null,
    });
  });

  it('keys sort by creation time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await (await post(contact, '/api/contact', { ...valid, name: `Person ${i}` })).json()).id);
      await new Promise((r) => setTimeout(r, 3));
    }
    expect(await keys('contact-submissions')).toEqual(ids);
  });

  it('location falls back to the Netlify geolocation when the body has none', async () => {
    const { location: _omit, ...noLocation } = valid;
    const res = await callFunction(
      contact,
      '/api/contact',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(noLocation) },
      { ip: freshIp(), geo: { country: { code: 'IN' } } },
    );
    const { id } = await res.json();
    expect(
      (
        (await getStore({ name: 'contact-submissions', consistency: 'strong' }).get(id, { type: 'json' })) as {
          location: string;
        }
      ).location,
    ).toBe('India');
  });

  it('400: per-field messages, exactly as specified, and nothing stored', async () => {
    const res = await post(launchpad, '/api/launchpad', {
      name: 'A',
      email: 'not-an-email',
      phone: '12345',
      company: '',
      location: 'Mars',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toEqual(expect.any(String));
    expect(body.fieldErrors).toEqual({ ...LEAD_MESSAGES, location: "Location must be 'India' or 'Global'" });
    expect(await keys('launchpad-applications')).toEqual([]);
  });

  it('400: length caps on every field', async () => {
    const res = await post(contact, '/api/contact', { ...valid, message: 'x'.repeat(5001), company: 'c'.repeat(201) });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fieldErrors).sort()).toEqual(['company', 'message']);
    const res2 = await post(launchpad, '/api/launchpad', {
      ...valid,
      campaignGoals: Array(21).fill('goal'),
      website: 'w'.repeat(501),
    });
    expect(Object.keys((await res2.json()).fieldErrors).sort()).toEqual(['campaignGoals', 'website']);
  });

  it('400: a JSON body that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await post(contact, '/api/contact', body, { raw: true });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The request body must be a JSON object.' });
    }
  });

  it('415: a body that is not JSON (wrong type or unparsable)', async () => {
    const form = await callFunction(contact, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toMatch(/JSON/);
    const broken = await post(contact, '/api/contact', '{"name":', { raw: true });
    expect(broken.status).toBe(415);
    const none = await callFunction(contact, '/api/contact', { method: 'POST', body: JSON.stringify(valid) });
    expect(none.status).toBe(415);
    expect(await keys('contact-submissions')).toEqual([]);
  });

  it('413: over 32 KB, with or without a declared length', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(33 * 1024) });
    expect((await post(contact, '/api/contact', big, { raw: true })).status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const res = await callFunction(contact, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await keys('contact-submissions')).toEqual([]);
  });

  it('405: other methods, with Allow', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await callFunction(launchpad, '/api/launchpad', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST');
      expect((await res.json()).error).toMatch(/Method not allowed/);
    }
  });

  it('honeypot: a filled botField is answered like success and stored as spam (issue 52: never thrown away)', async () => {
    const res = await post(
      launchpad,
      '/api/launchpad',
      { ...valid, botField: 'http://spam.example' },
      { headers: { 'idempotency-key': 'bot-1' } },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(LEAD_ID_PATTERN);
    expect(await keys('launchpad-applications')).toEqual([id]);
    const stored = getStore({ name: 'launchpad-applications', consistency: 'strong' });
    expect(await stored.get(id, { type: 'json' })).toMatchObject({ spam: ['honeypot'] });
    // An empty honeypot is a person.
    const person = await post(launchpad, '/api/launchpad', { ...valid, botField: '' });
    expect(person.status).toBe(201);
    expect(await stored.get((await person.json()).id, { type: 'json' })).not.toHaveProperty('spam');
  });

  it('idempotent retry: the same Idempotency-Key returns the first id and stores nothing new', async () => {
    const headers = { 'idempotency-key': 'dlg-7f3a9c' };
    const first = await post(launchpad, '/api/launchpad', valid, { headers });
    const { id } = await first.json();
    // The same body again (JSON spacing and surrounding spaces do not matter: the validated values are compared).
    const again = await post(
      launchpad,
      '/api/launchpad',
      JSON.stringify({ ...valid, name: ` ${valid.name} ` }, null, 2),
      { headers, raw: true },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe(id);
    expect(await keys('launchpad-applications')).toEqual([id]);
    // Concurrent retries of one key: still one record.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(contact, '/api/contact', valid, { headers: { 'idempotency-key': 'burst-key' } }),
      ),
    );
    const ids = new Set(await Promise.all(burst.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await keys('contact-submissions')).toEqual([...ids]);
    // The key is per endpoint: the same key on the other endpoint is another submission.
    expect(await keys('launchpad-applications')).toHaveLength(1);
  });

  it('422: the same Idempotency-Key with a different body, with a clear message; nothing stored', async () => {
    const headers = { 'idempotency-key': 'dlg-reused' };
    const first = await post(contact, '/api/contact', valid, { headers });
    const { id } = await first.json();
    const other = await post(
      contact,
      '/api/contact',
      { ...valid, name: 'Someone Else', email: 'else@example.com' },
      { headers },
    );
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different submission. Send a new submission with a new key.',
    });
    expect(await keys('contact-submissions')).toEqual([id]);
    const stored = await getStore({ name: 'contact-submissions', consistency: 'strong' }).get(id, { type: 'json' });
    expect(stored).toMatchObject({ name: valid.name, email: valid.email });
  });

  it('text fields lose NUL, control characters and bidirectional overrides before storage', async () => {
    const res = await post(launchpad, '/api/launchpad', {
      ...valid,
      name: 'Asha\u0000 Rao\u202E',
      company: 'Glow\u0007 Labs\u2066',
      message: 'Line one\r\nLine two\u0000\u001b[31m',
      campaignGoals: ['Awareness\u200F', 'Sales\u0085'],
      website: 'glow.example\nInjected: header',
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const stored = (await getStore({ name: 'launchpad-applications', consistency: 'strong' }).get(id, {
      type: 'json',
    })) as LaunchpadApplication;
    expect(stored.name).toBe('Asha Rao');
    expect(stored.company).toBe('Glow Labs');
    expect(stored.message).toBe('Line one\nLine two[31m');
    expect(stored.campaignGoals).toEqual(['Awareness', 'Sales']);
    expect(stored.website).toBe('glow.example Injected: header');
  });

  it('responses carry the security headers themselves', async () => {
    const res = await post(contact, '/api/contact', valid);
    for (const r of [res, await post(contact, '/api/contact', 'nope', { raw: true })]) {
      expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('400: a malformed Idempotency-Key', async () => {
    const res = await post(contact, '/api/contact', valid, { headers: { 'idempotency-key': 'x'.repeat(201) } });
    expect(res.status).toBe(400);
    expect(await keys('contact-submissions')).toEqual([]);
  });

  it('429: over the per-IP limit, with a clear message; other addresses and retries are unaffected', async () => {
    const ip = '192.0.2.55';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await post(
            contact,
            '/api/contact',
            { ...valid, name: `Lead ${i}` },
            { ip, headers: { 'idempotency-key': `rl-${i}` } },
          )
        ).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    const blocked = await post(contact, '/api/contact', valid, { ip });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: RATE_LIMIT_MESSAGE });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await keys('contact-submissions')).toHaveLength(10);
    // A retry of an accepted submission still gets its answer; another address is not limited.
    expect(
      (
        await post(
          contact,
          '/api/contact',
          { ...valid, name: 'Lead 3' },
          { ip, headers: { 'idempotency-key': 'rl-3' } },
        )
      ).status,
    ).toBe(201);
    expect((await post(contact, '/api/contact', valid, { ip: '192.0.2.56' })).status).toBe(201);
    // The limit is per endpoint.
    expect((await post(launchpad, '/api/launchpad', valid, { ip })).status).toBe(201);
    // No raw IP is stored.
    expect((await keys(RATE_LIMIT_STORE)).join(' ')).not.toContain('192.0.2');
  });

  it('2,000 generated malformed bodies never answer 5xx and store nothing', async () => {
    const small = { maxDepth: 2, maxKeys: 4 } as const;
    const notJson = fc.oneof(
      fc.string(),
      fc.constantFrom('{', '{"name":', '[1,', 'undefined', '{name: "x"}', '\u0000'),
    );
    const badValue = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
      fc.string({ maxLength: 1 }),
      fc.array(fc.anything(small), { maxLength: 3 }),
      fc.object(small),
      fc.constant('x'.repeat(6000)),
    );
    const broken = fc
      .record({
        field: fc.constantFrom(
          'name',
          'email',
          'phone',
          'company',
          'message',
          'location',
          'currentMarketingChannels',
          'campaignGoals',
          'programType',
          'pricingTier',
        ),
        value: badValue,
      })
      .map(({ field, value }) => JSON.stringify({ ...valid, [field]: value }));
    // Malformed = not JSON, or JSON the shared schema rejects (a generated body that happens to be valid is skipped).
    const invalidBody = fc
      .oneof(
        notJson,
        fc.anything(small).map((v) => JSON.stringify(v) ?? 'undefined'),
        fc.object(small).map((o) => JSON.stringify(o)),
        broken,
      )
      .filter((body) => {
        try {
          const v = JSON.parse(body);
          return !leadSubmissionSchema.safeParse(v).success && !isBot(v?.botField);
        } catch {
          return true;
        }
      });
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      '',
      'application/x-www-form-urlencoded',
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(invalidBody, contentType, fc.boolean(), async (body, type, toLaunchpad) => {
        const res = await callFunction(
          toLaunchpad ? launchpad : contact,
          toLaunchpad ? '/api/launchpad' : '/api/contact',
          {
            method: 'POST',
            headers: type ? { 'content-type': type } : {},
            body,
          },
          { ip: '203.0.113.9' },
        );
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const json = await res.json();
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof json.error).toBe('string');
        return true;
      }),
      { numRuns: 2000 },
    );
    expect(statuses.get(201) ?? 0).toBe(0);
    expect(await keys('launchpad-applications')).toEqual([]);
    expect(await keys('contact-submissions')).toEqual([]);
  });

  it('503 when Blobs is unavailable: nothing leaks, the idempotency claim is not left behind', async () => {
    useBlobs(9);
    try {
      const res = await post(launchpad, '/api/launchpad', valid, { headers: { 'idempotency-key': 'down-1' } });
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toEqual({ error: "We couldn't save your submission right now. Please try again in a moment." });
    } finally {
      useBlobs(blobsServer.port);
    }
    // The visitor's retry with the same key now succeeds.
    const retry = await post(launchpad, '/api/launchpad', valid, { headers: { 'idempotency-key': 'down-1' } });
    expect(retry.status).toBe(201);
    expect(await keys('launchpad-applications')).toHaveLength(1);
  });
  // Last: it leaves 1,000 records behind (the server's directory is removed after the file).
  it('1,000 concurrent valid POSTs are all stored exactly once', { timeout: 90_000 }, async () => {
    // The per-IP limit is covered above; here every call takes the full idempotent storage path.
    process.env.SUBMISSION_RATE_LIMIT = '0';
    onTestFinished(() => {
      delete process.env.SUBMISSION_RATE_LIMIT;
    });
    const n = 1000;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) => {
        const handler = i % 2 ? contact : launchpad;
        return post(
          handler,
          i % 2 ? '/api/contact' : '/api/launchpad',
          { ...valid, name: `Lead ${i}`, email: `lead${i}@example.com` },
          { headers: { 'idempotency-key': `load-${i}` }, ip: `10.0.${i >> 8}.${i & 255}` },
        );
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(n).fill(201));
    const ids = await Promise.all(responses.map(async (r) => (await r.json()).id as string));
    expect(new Set(ids).size).toBe(n);
    const stored = [...(await keys('launchpad-applications')), ...(await keys('contact-submissions'))];
    expect(stored.sort()).toEqual([...ids].sort());
  });
});

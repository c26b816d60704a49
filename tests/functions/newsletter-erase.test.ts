/**
 * Issue 28: newsletter privacy against a real Blobs server. A subscriber's signed unsubscribe link erases the
 * address and its dedupe claim (so the address can subscribe again), idempotently, and answers clearly for bad,
 * expired and used links; the admin finds a subscriber by address, lists them with their links and erases them
 * (session + same origin, an audit entry without personal data); the daily newsletter-retention function applies
 * the leads' retention period.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import newsletter from '../../netlify/functions/newsletter';
import unsubscribeFn from '../../netlify/functions/newsletter-unsubscribe';
import adminNewsletterFn from '../../netlify/functions/admin-newsletter';
import retentionFn from '../../netlify/functions/newsletter-retention';
import session from '../../netlify/functions/admin-session';
import {
  NEWSLETTER_AUDIT_STORE,
  unsubscribeToken,
  verifyToken,
  type SubscriberAuditEntry,
} from '../../netlify/lib/newsletter-erase';
import { NEWSLETTER_INDEX_STORE, NEWSLETTER_STORE, newLeadId } from '~/lib/lead/storage';
import { subscriberListSchema, subscriberLookupSchema, type AdminSubscriber } from '~/lib/newsletter/unsubscribe';
import { callFunction, callScheduled, startBlobs, type TestBlobs } from './support/blobs';
import { humanProof } from '../support/spam-proof';

const SECRET = 'newsletter-secret-for-tests-0123456789';
const PASSWORD = 'newsletter-admin-password';
const ORIGIN = 'http://localhost:8888';
const DAY = 24 * 60 * 60_000;

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

const s = (name: string) => getStore({ name, consistency: 'strong' });
const keys = async (name: string) => (await s(name).list()).blobs.map((b) => b.key).sort();
beforeEach(async () => {
  for (const name of [NEWSLETTER_STORE, NEWSLETTER_INDEX_STORE, NEWSLETTER_AUDIT_STORE])
    for (const key of await keys(name)) await s(name).delete(key);
  Object.assign(process.env, {
    NEWSLETTER_SECRET: SECRET,
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_SESSION_SECRET: 'n'.repeat(40),
    SUBMISSION_RATE_LIMIT: '0',
  });
});

let ipN = 0;
async function subscribe(email: string) {
  const res = await callFunction(
    newsletter,
    '/api/newsletter',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, altcha: await humanProof() }),
    },
    { ip: `198.51.100.${++ipN}` },
  );
  expect(res.status).toBe(201);
}

async function login(): Promise<string> {
  const res = await callFunction(session, '/api/admin/session', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0];
}

const admin = (path: string, init: RequestInit, cookie: string, id?: string) =>
  callFunction(
    adminNewsletterFn,
    path,
    { ...init, headers: { origin: ORIGIN, cookie, ...(init.headers as Record<string, string>) } },
    { params: id ? { id } : {} },
  );

async function lookup(email: string, cookie: string): Promise<AdminSubscriber | null> {
  const res = await admin(`/api/admin/newsletter?email=${encodeURIComponent(email)}`, {}, cookie);
  expect(res.status).toBe(200);
  return subscriberLookupSchema.parse(await res.json()).subscriber;
}

/** The page's form: posts to its own address (the token in the query). */
const confirmForm = (url: string) =>
  callFunction(unsubscribeFn, new URL(url).pathname + new URL(url).search, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
const confirmJson = (token: unknown) =>
  callFunction(unsubscribeFn, '/unsubscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });

const audit = async () =>
  (await Promise.all(
    (await keys(NEWSLETTER_AUDIT_STORE)).map((k) => s(NEWSLETTER_AUDIT_STORE).get(k, { type: 'json' })),
  )) as SubscriberAuditEntry[];

describe('unsubscribe link', () => {
  it('erases the subscriber and the dedupe claim, idempotently; the address can subscribe again', async () => {
    await subscribe('Reader@Example.com');
    const cookie = await login();
    const found = (await lookup('reader@example.com', cookie))!;
    expect(found.email).toBe('reader@example.com');
    // The admin's own origin (locally the dev server), unless Netlify's URL names the site's main address.
    expect(found.unsubscribeUrl).toMatch(
      /^http:\/\/localhost:8888\/unsubscribe\?token=\d{13}-[0-9a-f]{12}\.[0-9a-f]{64}$/,
    );
    process.env.URL = 'https://www.influencerly.example';
    expect((await lookup('reader@example.com', cookie))!.unsubscribeUrl).toMatch(
      /^https:\/\/www\.influencerly\.example\/unsubscribe\?token=/,
    );
    delete process.env.URL;
    expect(await keys(NEWSLETTER_INDEX_STORE)).toHaveLength(1);

    const first = await confirmForm(found.unsubscribeUrl!);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/unsubscribe#unsubscribe-unsubscribed');
    expect(await keys(NEWSLETTER_STORE)).toEqual([]);
    expect(await keys(NEWSLETTER_INDEX_STORE)).toEqual([]);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'subscriber.erased', subscriberId: found.id, reason: 'unsubscribe' });
    expect(entry.erased).toEqual({ record: true, claim: true });
    expect(JSON.stringify(await audit())).not.toContain('reader');

    // Used again: the same clear answer, nothing else happens.
    const again = await confirmForm(found.unsubscribeUrl!);
    expect(again.headers.get('location')).toBe('/unsubscribe#unsubscribe-gone');
    expect(await (await confirmJson(new URL(found.unsubscribeUrl!).searchParams.get('token'))).json()).toEqual({
      state: 'gone',
    });
    expect(await audit()).toHaveLength(1);

    await subscribe('reader@example.com');
    const back = (await lookup('reader@example.com', cookie))!;
    expect(back.id).not.toBe(found.id);
    expect(await keys(NEWSLETTER_STORE)).toEqual([back.id]);
  });

  it('answers bad, foreign, expired and missing tokens clearly, and erases nothing', async () => {
    await subscribe('keep@example.com');
    const [id] = await keys(NEWSLETTER_STORE);
    const good = unsubscribeToken(id, SECRET);
    expect(verifyToken(good, SECRET)).toBe(id);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    for (const token of [tampered, unsubscribeToken(id, 'another-secret-of-32-characters-long!!'), 'nonsense', '', 42])
      expect(await (await confirmJson(token)).json(), String(token)).toEqual({ state: 'invalid' });
    expect((await confirmJson(tampered)).status).toBe(400);
    const missing = await callFunction(unsubscribeFn, '/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(missing.headers.get('location')).toBe('/unsubscribe#unsubscribe-invalid');

    // A link for a sign-up older than the retention period: that address was erased by the schedule.
    const old = newLeadId(Date.now() - 800 * DAY);
    const expired = await confirmJson(unsubscribeToken(old, SECRET));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ state: 'expired' });

    delete process.env.NEWSLETTER_SECRET;
    const off = await confirmJson(good);
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({ state: 'unavailable' });
    expect(await keys(NEWSLETTER_STORE)).toEqual([id]);
    expect(await audit()).toEqual([]);
  });
});

describe('admin: newsletter', () => {
  it('needs a session; finds by whole address; lists everyone with links; erases (same origin only) with an audit entry', async () => {
    for (const e of ['a@example.com', 'b@example.com', 'c@example.com']) await subscribe(e);
    expect((await admin('/api/admin/newsletter', {}, 'admin_session=forged')).status).toBe(401);
    const cookie = await login();
    expect((await admin('/api/admin/newsletter?email=not-an-address', {}, cookie)).status).toBe(400);
    expect(await lookup('nobody@example.com', cookie)).toBeNull();

    const list = subscriberListSchema.parse(await (await admin('/api/admin/newsletter', {}, cookie)).json());
    expect(list.subscribers.map((x) => x.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(list.subscribers.every((x) => x.unsubscribeUrl?.includes(`token=${x.id}.`))).toBe(true);

    const b = (await lookup('B@example.com', cookie))!;
    const path = `/api/admin/newsletter/${b.id}`;
    const foreign = await admin(path, { method: 'DELETE', headers: { origin: 'https://evil.example' } }, cookie, b.id);
    expect(foreign.status).toBe(403);
    expect((await admin(path, { method: 'DELETE' }, 'admin_session=forged', b.id)).status).toBe(401);
    const erased = await admin(path, { method: 'DELETE' }, cookie, b.id);
    expect(erased.status).toBe(204);
    expect((await admin(path, { method: 'DELETE' }, cookie, b.id)).status).toBe(404);
    expect(await lookup('b@example.com', cookie)).toBeNull();
    expect((await audit()).map((a) => [a.subscriberId, a.reason])).toEqual([[b.id, 'admin-request']]);
    expect(JSON.stringify(await audit())).not.toContain('example.com');
    expect((await admin(path, { method: 'PATCH' }, cookie, b.id)).status).toBe(405);

    delete process.env.NEWSLETTER_SECRET;
    expect((await lookup('a@example.com', cookie))!.unsubscribeUrl).toBeNull();
  });
});

describe('newsletter retention', () => {
  it('the daily function erases sign-ups older than LEAD_RETENTION_DAYS (730 by default), claims included', async () => {
    const now = Date.now();
    const make = async (email: string, at: number) => {
      const record = { id: newLeadId(at), email, createdAt: new Date(at).toISOString() };
      await s(NEWSLETTER_STORE).setJSON(record.id, record);
      const { sha256Hex } = await import('../../netlify/lib/blobs');
      await s(NEWSLETTER_INDEX_STORE).setJSON(await sha256Hex(email), {
        id: record.id,
        createdAt: record.createdAt,
        record,
      });
      return record.id;
    };
    const old = await make('old@example.com', now - 731 * DAY);
    const young = await make('young@example.com', now - 729 * DAY);

    expect(
      (await callFunction(retentionFn, '/.netlify/functions/newsletter-retention', { method: 'POST' })).status,
    ).toBe(404);
    expect(await keys(NEWSLETTER_STORE)).toEqual([old, young].sort());

    const res = await callScheduled(retentionFn, 'newsletter-retention');
    expect(await res.json()).toEqual({ erased: 1 });
    expect(await keys(NEWSLETTER_STORE)).toEqual([young]);
    expect(await keys(NEWSLETTER_INDEX_STORE)).toHaveLength(1);
    expect((await audit()).map((a) => [a.subscriberId, a.reason])).toEqual([[old, 'retention']]);

    process.env.LEAD_RETENTION_DAYS = '30';
    expect(await (await callScheduled(retentionFn, 'newsletter-retention')).json()).toEqual({ erased: 1 });
    delete process.env.LEAD_RETENTION_DAYS;
    expect(await keys(NEWSLETTER_STORE)).toEqual([]);
  });
});

describe('an erasure racing a new sign-up of the same address', () => {
  it('never brings the erased record back, never loses the new sign-up, and leaves every record with its claim', async () => {
    const { eraseSubscriber } = await import('../../netlify/lib/newsletter-erase');
    const { sha256Hex } = await import('../../netlify/lib/blobs');
    const ROUNDS = 30;
    const erasedIds: string[] = [];
    await Promise.all(
      Array.from({ length: ROUNDS }, async (_, i) => {
        const email = `race${i}@brand.example.com`;
        await subscribe(email);
        const claim = (await s(NEWSLETTER_INDEX_STORE).get(await sha256Hex(email), { type: 'json' })) as { id: string };
        const id = claim.id;
        erasedIds.push(id);
        // The erasure and the new sign-up start 0-30 ms apart, across the erasure's tombstone, claim and record steps.
        await Promise.all([
          eraseSubscriber(id, 'admin-request'),
          new Promise((r) => setTimeout(r, i % 31)).then(() => subscribe(email)),
        ]);
      }),
    );
    const records = new Map<string, string>();
    for (const key of await keys(NEWSLETTER_STORE))
      records.set(key, ((await s(NEWSLETTER_STORE).get(key, { type: 'json' })) as { email: string }).email);
    for (const id of erasedIds) expect(records.has(id)).toBe(false);
    const claims = await Promise.all(
      (await keys(NEWSLETTER_INDEX_STORE)).map(
        async (key) => (await s(NEWSLETTER_INDEX_STORE).get(key, { type: 'json' })) as { id: string },
      ),
    );
    // Claims and records match one to one.
    expect(claims.map((c) => c.id).sort()).toEqual([...records.keys()].sort());
  });
});

/**
 * Issue 52, hole 7: spam kept from sales. Each kind of spam is stored as spam (the record and its index entry carry
 * the reasons), left out of the admin's default list and stats, and never reaches the webhook; the spam view lists it;
 * "Not spam" releases it into the list and sends the webhook once; a replayed proof of work is refused. Real Blobs
 * server, real webhook receiver, the real function handlers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import challengeFunction from '../../netlify/functions/challenge';
import notSpamFunction from '../../netlify/functions/lead-not-spam';
import contact from '../../netlify/functions/contact';
import proofSweep from '../../netlify/functions/spam-proof-sweep';
import { settleDeliveries } from '../../netlify/lib/lead/webhook';
import { CHALLENGE_TTL_MS, SPAM_PROOF_STORE, sweepProofs } from '../../netlify/lib/spam/proof';
import { callFunction, callScheduled } from './support/blobs';
import { blobsAndReceiver } from './support/blobs-and-receiver';
import {
  adminCookie,
  adminStats,
  clearStores,
  indexedEntries,
  KINDS,
  LEAD_PATH_STORES,
  leadBody,
  listedLeads,
  ORIGIN,
  storedRecords,
  strong,
  submit,
  useAdminEnv,
} from './support/lead-store';
import { humanProof, solvedPayload } from '../support/spam-proof';
import newsletter from '../../netlify/functions/newsletter';
import adminNewsletter from '../../netlify/functions/admin-newsletter';
import { NEWSLETTER_INDEX_STORE, NEWSLETTER_STORE } from '~/lib/lead/storage';
import type { LeadKind } from '~/lib/lead/kinds';
import { MIN_FILL_MS } from '~/lib/spam/contract';

const { receiver } = blobsAndReceiver();

beforeEach(async () => {
  useAdminEnv();
  Object.assign(process.env, { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_RETRY_DELAYS_MS: '20' });
  await clearStores([...LEAD_PATH_STORES, SPAM_PROOF_STORE]);
  receiver.received = [];
  receiver.answer = () => 200;
});
afterEach(async () => {
  await settleDeliveries();
  delete process.env.LEAD_WEBHOOK_URL;
  delete process.env.LEAD_WEBHOOK_RETRY_DELAYS_MS;
});

const idOf = async (res: Response) => {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

/** What the admin API shows of a kind: the default list, the spam view and the stats' count. */
async function adminView(kind: LeadKind) {
  const cookie = await adminCookie();
  const spamRes = await callFunction(contact, `/api/${kind}?spam=1`, { headers: { cookie } });
  expect(spamRes.status).toBe(200);
  const spamPage = (await spamRes.json()) as Record<string, unknown> & { total: number };
  const stats = await adminStats(cookie);
  return {
    listed: (await listedLeads(kind, cookie)).map((l) => l.id),
    spam: (spamPage.contacts as { id: string; spam: string[] }[]) ?? [],
    spamTotal: spamPage.total,
    count: stats.contactCount,
  };
}

const challenge = async () => {
  const res = await callFunction(challengeFunction, '/api/challenge');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json();
};

describe('spam kept from sales', () => {
  it('a submission with a solved proof of work and nothing suspicious is a lead: listed, counted, delivered', async () => {
    const id = await idOf(await submit('contact', leadBody()));
    await settleDeliveries();
    const view = await adminView('contact');
    expect(view.listed).toEqual([id]);
    expect(view.count).toBe(1);
    expect(view.spam).toEqual([]);
    expect(receiver.received.map((r) => r.body.lead.id)).toEqual([id]);
  });

  const kinds: [string, () => Promise<Record<string, unknown>>, string][] = [
    ['no challenge', async () => leadBody({ altcha: undefined }), 'no-proof'],
    [
      'a forged payload',
      async () => leadBody({ altcha: Buffer.from('{"challenge":{}}').toString('base64') }),
      'bad-proof',
    ],
    ['a sub-second fill', async () => leadBody({ altcha: await humanProof({ issuedAgoMs: 200 }) }), 'fast-fill'],
    ['the honeypot filled', async () => leadBody({ botField: 'http://spam.example' }), 'honeypot'],
    ['a disposable address', async () => leadBody({ email: 'someone@mailinator.com' }), 'disposable-email'],
    [
      'a link-stuffed message',
      async () => leadBody({ message: 'Buy https://a.example https://b.example https://c.example now' }),
      'links',
    ],
  ];

  it.each(kinds)('%s: stored as spam with its reason, not listed or counted, no webhook', async (_, body, reason) => {
    const sent = await body();
    // `altcha: undefined` is dropped by JSON.stringify: the request carries no proof at all.
    const id = await idOf(await submit('contact', 'altcha' in sent ? sent : { ...sent, altcha: await humanProof() }));
    await settleDeliveries();
    const record = (await storedRecords('contact')).get(id) as unknown as { spam: string[] };
    expect(record.spam).toContain(reason);
    expect((await indexedEntries('contact')).find((e) => e.id === id)).toMatchObject({ spam: record.spam });
    const view = await adminView('contact');
    expect(view.listed).toEqual([]);
    expect(view.count).toBe(0);
    expect(view.spam.map((l) => l.id)).toEqual([id]);
    expect(view.spam[0].spam).toEqual(record.spam);
    expect(view.spamTotal).toBe(1);
    expect(receiver.received).toEqual([]);
  });

  it('a solution sent twice is accepted once: the replay is stored as spam', async () => {
    const altcha = await humanProof();
    const first = await idOf(await submit('contact', leadBody({ altcha })));
    const second = await idOf(await submit('contact', leadBody({ altcha })));
    await settleDeliveries();
    const records = await storedRecords('contact');
    expect((records.get(first) as { spam?: unknown }).spam).toBeUndefined();
    expect((records.get(second) as unknown as { spam: string[] }).spam).toEqual(['replayed-proof']);
    expect((await adminView('contact')).listed).toEqual([first]);
    expect(receiver.received.map((r) => r.body.lead.id)).toEqual([first]);
  });

  it('a retry of the same submission (same Idempotency-Key) may resend its proof; another key may not', async () => {
    const altcha = await humanProof();
    const body = leadBody({ altcha });
    const id = await idOf(await submit('launchpad', body, 'retry-key-1'));
    const again = await submit('launchpad', body, 'retry-key-1');
    expect(await idOf(again)).toBe(id);
    const other = await idOf(await submit('launchpad', leadBody({ altcha }), 'retry-key-2'));
    const records = await storedRecords('launchpad');
    expect((records.get(id) as { spam?: unknown }).spam).toBeUndefined();
    expect((records.get(other) as unknown as { spam: string[] }).spam).toEqual(['replayed-proof']);
  });

  it('a challenge from GET /api/challenge, solved, is accepted once; its claim is swept after it expires', async () => {
    const issued = await challenge();
    expect(issued.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(issued.parameters.data.issuedAt).toBeLessThanOrEqual(Date.now());
    const altcha = await solvedPayload(issued);
    await new Promise((r) => setTimeout(r, MIN_FILL_MS)); // a person takes longer than the minimum fill time
    const id = await idOf(await submit('contact', leadBody({ altcha })));
    expect((await storedRecords('contact')).get(id)).not.toHaveProperty('spam');
    expect((await strong(SPAM_PROOF_STORE).list()).blobs).toHaveLength(1);
    // Swept only once expired: nothing now, the claim once its challenge has expired.
    expect(await (await callScheduled(proofSweep, 'spam-proof-sweep')).json()).toEqual({ deleted: 0 });
    expect(await sweepProofs(Date.now() + CHALLENGE_TTL_MS + 1_000)).toEqual({ deleted: 1 });
    expect((await strong(SPAM_PROOF_STORE).list()).blobs).toHaveLength(0);
    const tampered = { ...issued, parameters: { ...issued.parameters, data: { issuedAt: 0 } } };
    const forged = await idOf(await submit('contact', leadBody({ altcha: await solvedPayload(tampered) })));
    expect(((await storedRecords('contact')).get(forged) as unknown as { spam: string[] }).spam).toEqual(['bad-proof']);
  });

  it.each(KINDS)(
    '"Not spam" releases a %s lead: listed, counted, one webhook even when released twice at once',
    async (kind) => {
      const id = await idOf(await submit(kind, leadBody({ email: 'real.person@yopmail.com' })));
      await settleDeliveries();
      expect(receiver.received).toEqual([]);
      const cookie = await adminCookie();
      const release = () =>
        callFunction(
          notSpamFunction,
          `/api/${kind}/${id}/not-spam`,
          { method: 'POST', headers: { cookie, origin: ORIGIN } },
          { params: { id } },
        );
      const answers = await Promise.all([release(), release()]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      await settleDeliveries();
      expect(receiver.received.map((r) => r.body.lead.id)).toEqual([id]);
      expect(receiver.received[0].body.lead.spam).toBeNull();
      expect((await listedLeads(kind, cookie)).map((l) => l.id)).toEqual([id]);
      const stats = await adminStats(cookie);
      expect(kind === 'contact' ? stats.contactCount : stats.launchpadCount).toBe(1);
      expect((await indexedEntries(kind))[0]).toMatchObject({ id, spam: null });
    },
  );

  it('a newsletter sign-up held as spam is left out of the subscriber list; the spam view lists it; "Not spam" releases it', async () => {
    await clearStores([NEWSLETTER_STORE, NEWSLETTER_INDEX_STORE]);
    const signUp = async (body: Record<string, unknown>) =>
      expect(
        (
          await callFunction(newsletter, '/api/newsletter', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      ).toBe(201);
    await signUp({ email: 'reader@example.com', altcha: await humanProof() });
    await signUp({ email: 'script@example.com' });
    const cookie = await adminCookie();
    const list = async (query = '') =>
      (
        (await (
          await callFunction(adminNewsletter, `/api/admin/newsletter${query}`, { headers: { cookie } })
        ).json()) as { subscribers: { id: string; email: string; spam?: string[] }[] }
      ).subscribers;
    expect((await list()).map((s) => s.email)).toEqual(['reader@example.com']);
    const [held] = await list('?spam=1');
    expect(held).toMatchObject({ email: 'script@example.com', spam: ['no-proof'] });
    const res = await callFunction(
      notSpamFunction,
      `/api/admin/newsletter/${held.id}/not-spam`,
      { method: 'POST', headers: { cookie, origin: ORIGIN } },
      { params: { id: held.id } },
    );
    expect(res.status).toBe(200);
    expect((await list()).map((s) => s.email)).toEqual(['reader@example.com', 'script@example.com']);
    expect(await list('?spam=1')).toEqual([]);
  });

  it('"Not spam" needs a session and the same origin; an unknown id is 404', async () => {
    const id = await idOf(await submit('contact', leadBody({ altcha: undefined })));
    const call = (headers: Record<string, string>, leadId = id) =>
      callFunction(
        notSpamFunction,
        `/api/contact/${leadId}/not-spam`,
        { method: 'POST', headers },
        { params: { id: leadId } },
      );
    expect((await call({ origin: ORIGIN })).status).toBe(401);
    const cookie = await adminCookie();
    expect((await call({ cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call({ cookie, origin: ORIGIN }, '0000000000000-000000000000')).status).toBe(404);
    await settleDeliveries();
    expect(receiver.received).toEqual([]);
  });
});

/**
 * Every new lead reaches the sales team. The lead functions and the scheduled retry run against a real
 * Blobs server and a real local HTTP receiver that is down, fails, hangs and comes back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import delivery from '../../netlify/functions/lead-delivery';
import retry from '../../netlify/functions/lead-webhook-retry';
import { startSession } from '../../netlify/lib/auth';
import { eraseLead } from '../../netlify/lib/lead/erase';
import {
  DELIVERY_STORE,
  MAX_ATTEMPTS,
  readDelivery,
  resendLead,
  settleDeliveries,
  sweepDeliveries,
  type Delivery,
} from '../../netlify/lib/lead/webhook';
import { LEAD_STORES } from '~/lib/lead/storage';
import type { LeadKind } from '~/lib/lead/kinds';
import { callFunction, callScheduled, type Handler } from './support/blobs';
import { blobsAndReceiver } from './support/blobs-and-receiver';
import { contactFixture } from './support/lead-fixtures';
import { validSignature } from './support/webhook-receiver';
import { humanProof } from '../support/spam-proof';

const SECRET = 'whsec-test-0123456789';
const ORIGIN = 'http://localhost:8888';
const ADMIN = { password: 'pw-for-webhook-tests', secret: 's'.repeat(48) };

const { receiver } = blobsAndReceiver();

async function clear(name: string) {
  const s = getStore({ name, consistency: 'strong' });
  const { blobs: listed } = await s.list();
  await Promise.all(listed.map((b) => s.delete(b.key)));
}

beforeEach(async () => {
  await Promise.all([DELIVERY_STORE, ...Object.values(LEAD_STORES)].map(clear));
  receiver.received = [];
  receiver.answer = () => 200;
  if (!receiver['server']) await receiver.up();
  Object.assign(process.env, {
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEAD_WEBHOOK_RETRY_DELAYS_MS: '30,60',
    SUBMISSION_RATE_LIMIT: '0',
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_SESSION_SECRET: ADMIN.secret,
  });
});
afterEach(async () => {
  receiver.release();
  await settleDeliveries();
  for (const k of [
    'LEAD_WEBHOOK_URL',
    'LEAD_WEBHOOK_SECRET',
    'LEAD_WEBHOOK_RETRY_DELAYS_MS',
    'SUBMISSION_RATE_LIMIT',
    'ADMIN_PASSWORD',
    'ADMIN_SESSION_SECRET',
  ])
    delete process.env[k];
});

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Glow Labs',
  programType: 'Launchpad Program',
  location: 'India',
};
let n = 0;
const submit = async (
  handler: Handler,
  kind: LeadKind,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  callFunction(handler, `/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...valid, email: `lead${++n}@example.com`, altcha: await humanProof(), ...body }),
  });

/** Submits through the real functions; returns the stored ids. */
async function submitMany(count: number): Promise<{ kind: LeadKind; id: string }[]> {
  const out = [];
  for (let i = 0; i < count; i++) {
    const kind: LeadKind = i % 2 ? 'contact' : 'launchpad';
    const res = await submit(kind === 'contact' ? contact : launchpad, kind, { name: `Lead ${i}` });
    expect(res.status).toBe(201);
    out.push({ kind, id: (await res.json()).id as string });
  }
  return out;
}

const state = (kind: LeadKind, id: string) => readDelivery(kind, id) as Promise<Delivery>;

describe('lead webhook', () => {
  it('POSTs every new lead as signed JSON with X-Webhook-Id; honeypot hits (kept as spam) and idempotent replays send nothing', async () => {
    const res = await submit(launchpad, 'launchpad', {}, { 'idempotency-key': 'wh-1' });
    const { id } = await res.json();
    const email = `lead${n}@example.com`;
    expect(
      (await submit(launchpad, 'launchpad', { email }, { 'idempotency-key': 'wh-1' })).headers.get(
        'idempotent-replayed',
      ),
    ).toBe('true');
    expect((await submit(contact, 'contact', { botField: 'I am a bot' })).status).toBe(201);
    await settleDeliveries();

    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(hit.headers['x-webhook-id']).toBe(id);
    expect(hit.headers['content-type']).toBe('application/json');
    expect(validSignature(hit.raw, hit.headers['x-webhook-signature-256'], SECRET)).toBe(true);
    expect(hit.body).toEqual({
      type: 'lead.created',
      kind: 'launchpad',
      lead: await getStore({ name: LEAD_STORES.launchpad, consistency: 'strong' }).get(id, { type: 'json' }),
      text: `New Launchpad application: Asha Rao (Glow Labs) · ${email} · +91 98765 43210 · Launchpad Program · India`,
    });
    expect(await state('launchpad', id)).toMatchObject({ state: 'delivered', attempts: 1, nextAttemptAt: null });
    // Delivered: no payload is kept any longer.
    expect((await getStore({ name: DELIVERY_STORE, consistency: 'strong' }).list({ prefix: 'outbox/' })).blobs).toEqual(
      [],
    );
  });

  it('no signature header without LEAD_WEBHOOK_SECRET; nothing at all without LEAD_WEBHOOK_URL', async () => {
    delete process.env.LEAD_WEBHOOK_SECRET;
    await submitMany(1);
    await settleDeliveries();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers['x-webhook-signature-256']).toBeUndefined();

    delete process.env.LEAD_WEBHOOK_URL;
    await submitMany(2);
    await settleDeliveries();
    expect(receiver.received).toHaveLength(1);
    expect((await getStore({ name: DELIVERY_STORE, consistency: 'strong' }).list()).blobs).toHaveLength(1);
  });

  it('the 201 does not wait for the receiver: it is answered while the delivery is still unanswered', async () => {
    receiver.hold();
    const res = await submit(contact, 'contact');
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await receiver.waitFor(1); // the delivery is on its way and held open by the receiver
    expect((await state('contact', id)).state).toBe('pending');
    receiver.release();
    await settleDeliveries();
    expect((await state('contact', id)).state).toBe('delivered');
  });

  it('one attempt at a time: the scheduled sweep leaves a lead alone while its delivery is on its way', async () => {
    receiver.hold();
    const [{ kind, id }] = await submitMany(1);
    await receiver.waitFor(1);
    expect(await sweepDeliveries()).toMatchObject({ attempted: 0 });
    receiver.release();
    await settleDeliveries();
    expect(await state(kind, id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await sweepDeliveries()).toMatchObject({ attempted: 0 });
    expect(receiver.received.map((r) => r.body.lead.id)).toEqual([id]);
  });

  it('a lead erased while its delivery is on its way stays erased: the answer writes nothing back', async () => {
    for (const answer of [200, 500]) {
      receiver.received = [];
      receiver.answer = () => answer;
      receiver.hold();
      const [{ kind, id }] = await submitMany(1);
      await receiver.waitFor(1);
      // The erasure waits for the request on its way (so none leaves after it returns), then removes what it wrote.
      let done = false;
      const erasing = eraseLead(kind, id, 'admin-request').then(() => (done = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(done).toBe(false);
      receiver.release();
      await erasing;
      await settleDeliveries();
      expect(await readDelivery(kind, id)).toBeNull();
      expect((await getStore({ name: DELIVERY_STORE, consistency: 'strong' }).list()).blobs).toEqual([]);
      expect(await sweepDeliveries()).toMatchObject({ attempted: 0 });
      expect(receiver.received).toHaveLength(1);
    }
  });

  it('an erasure between the delivered answer and the write of its outcome still leaves nothing behind', async () => {
    for (const answer of [200, 500]) {
      receiver.answer = () => answer;
      const [{ kind, id }] = await submitMany(1);
      await settleDeliveries();
      receiver.received = [];
      // The attempt asks whether the payload is still queued (a read of its outbox blob) after the receiver answered;
      // the erasure runs right after that answer, before the attempt writes its outcome.
      const original = globalThis.fetch;
      let answered = false;
      let armed = true;
      let erased: Promise<unknown> | null = null;
      globalThis.fetch = async (input, init) => {
        const res = await original(input, init);
        const url = decodeURIComponent(input instanceof Request ? input.url : String(input));
        if (url.startsWith(receiver.url)) answered = true;
        else if (armed && answered && url.includes(`outbox/${kind}/${id}`)) {
          armed = false;
          erased = eraseLead(kind, id, 'admin-request');
          await erased;
        }
        return res;
      };
      try {
        const cookie = `admin_session=${(await startSession(ADMIN)).token}`;
        const resend = await callFunction(
          delivery,
          `/api/${kind}/${id}/delivery`,
          { method: 'POST', headers: { cookie, origin: ORIGIN } },
          { params: { id } },
        );
        expect(resend.status).toBe(200);
      } finally {
        globalThis.fetch = original;
      }
      expect(erased).not.toBeNull(); // the erasure did land in that window
      expect(receiver.received).toHaveLength(1);
      expect(await readDelivery(kind, id)).toBeNull();
      expect((await getStore({ name: DELIVERY_STORE, consistency: 'strong' }).list()).blobs).toEqual([]);
      expect(await sweepDeliveries({ now: Date.now() + 24 * 60 * 60_000 })).toMatchObject({ attempted: 0 });
    }
  });

  it('a lead read before its erasure and queued after it is neither queued nor sent ("Resend" racing "Delete")', async () => {
    const [{ kind, id }] = await submitMany(1);
    await settleDeliveries();
    const stale = (await getStore({ name: LEAD_STORES[kind], consistency: 'strong' }).get(id, { type: 'json' })) as {
      id: string;
    };
    expect(await eraseLead(kind, id, 'admin-request')).not.toBeNull();
    receiver.received = [];
    expect(await resendLead(kind, stale)).toBeNull();
    expect(receiver.received).toEqual([]);
    expect((await getStore({ name: DELIVERY_STORE, consistency: 'strong' }).list()).blobs).toEqual([]);
  });

  it('a receiver that is down and comes back gets every lead at least once, signed; only 2xx answers mark delivered', async () => {
    await receiver.down();
    const leads = await submitMany(6);
    await settleDeliveries();
    // Three attempts each in the background (at once, then after the two retry delays), all refused.
    for (const { kind, id } of leads) {
      const s = await state(kind, id);
      expect(s).toMatchObject({ state: 'failed', attempts: 3, lastError: 'ECONNREFUSED' });
      expect(Date.parse(s.nextAttemptAt!)).toBeGreaterThan(Date.now());
    }

    // Back, but the first answer to each lead is a 503.
    await receiver.up();
    receiver.answer = (_body, count) => (count === 0 ? 503 : 200);
    const later = Date.now() + 60 * 60_000;
    const first = await sweepDeliveries({ now: later });
    expect(first).toMatchObject({ attempted: 6, delivered: 0 });
    for (const { kind, id } of leads)
      expect(await state(kind, id)).toMatchObject({ state: 'failed', attempts: 4, lastError: 'HTTP 503' });

    // The scheduled function itself (as Netlify calls it) picks them up again.
    const res = await callScheduled(retry, 'lead-webhook-retry');
    expect(res.status).toBe(200);
    // Not due yet (back-off): nothing is sent.
    expect(await res.json()).toMatchObject({ attempted: 0 });
    const second = await sweepDeliveries({ now: later + 24 * 60 * 60_000 });
    expect(second).toMatchObject({ attempted: 6, delivered: 6 });

    const acknowledged = receiver.acknowledged();
    for (const { kind, id } of leads) {
      expect(acknowledged.has(id)).toBe(true);
      expect(await state(kind, id)).toMatchObject({ state: 'delivered', attempts: 5 });
    }
    // Every request carried a valid signature and the lead's id.
    for (const r of receiver.received) {
      expect(validSignature(r.raw, r.headers['x-webhook-signature-256'], SECRET)).toBe(true);
      expect(r.headers['x-webhook-id']).toBe(r.body.lead.id);
    }
    // Nothing is marked delivered that the receiver did not acknowledge.
    const delivered = (await getStore({ name: DELIVERY_STORE, consistency: 'strong' }).list({ prefix: 'state/' })).blobs
      .length;
    expect(delivered).toBe(acknowledged.size);
    // A further sweep sends nothing again.
    expect(await sweepDeliveries({ now: later + 48 * 60 * 60_000 })).toMatchObject({ attempted: 0 });
  });

  it('a lead whose background delivery was lost is found and sent by the scheduled sweep', async () => {
    const lost = contactFixture({ name: 'Lost In Transit' }, Date.now() - 5 * 60_000);
    await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).setJSON(lost.id, lost);
    const old = contactFixture({ name: 'From last month' }, Date.now() - 30 * 24 * 60 * 60_000);
    await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).setJSON(old.id, old);
    const fresh = contactFixture({ name: 'Just now' }, Date.now());
    await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).setJSON(fresh.id, fresh); // its own task queues it
    const result = await sweepDeliveries();
    expect(result).toMatchObject({ queued: 1, attempted: 1, delivered: 1 });
    expect(receiver.received.map((r) => r.body.lead.id)).toEqual([lost.id]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts (failed, nothing more due); "Resend" in the admin delivers it`, async () => {
    receiver.answer = () => 500;
    const [{ kind, id }] = await submitMany(1);
    await settleDeliveries();
    let now = Date.now();
    for (let i = 3; i < MAX_ATTEMPTS; i++) {
      now += 7 * 60 * 60_000;
      expect((await sweepDeliveries({ now })).attempted).toBe(1);
    }
    expect(await state(kind, id)).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'HTTP 500',
      nextAttemptAt: null,
    });
    expect((await sweepDeliveries({ now: now + 365 * 24 * 60 * 60_000 })).attempted).toBe(0);

    const cookie = `admin_session=${(await startSession(ADMIN)).token}`;
    const url = `/api/${kind}/${id}/delivery`;
    const get = await callFunction(delivery, url, { headers: { cookie } }, { params: { id } });
    expect(get.status).toBe(200);
    expect(await get.json()).toMatchObject({ configured: true, delivery: { state: 'failed', attempts: MAX_ATTEMPTS } });

    expect(
      (await callFunction(delivery, url, { method: 'POST', headers: { cookie } }, { params: { id } })).status,
    ).toBe(403);
    expect(
      (await callFunction(delivery, url, { method: 'POST', headers: { origin: ORIGIN } }, { params: { id } })).status,
    ).toBe(401);
    receiver.answer = () => 204;
    const resend = await callFunction(
      delivery,
      url,
      { method: 'POST', headers: { cookie, origin: ORIGIN } },
      { params: { id } },
    );
    expect(resend.status).toBe(200);
    expect(await resend.json()).toMatchObject({ configured: true, delivery: { state: 'delivered', attempts: 1 } });
    expect(receiver.acknowledged().has(id)).toBe(true);

    delete process.env.LEAD_WEBHOOK_URL;
    const off = await callFunction(
      delivery,
      url,
      { method: 'POST', headers: { cookie, origin: ORIGIN } },
      { params: { id } },
    );
    expect(off.status).toBe(409);
    expect((await off.json()).error).toMatch(/LEAD_WEBHOOK_URL/);
    const unknown = await callFunction(
      delivery,
      `/api/${kind}/0000000000001-000000000000/delivery`,
      { headers: { cookie } },
      { params: { id: '0000000000001-000000000000' } },
    );
    expect(await unknown.json()).toEqual({ configured: false, delivery: null });
  });
});

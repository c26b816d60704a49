/**
 * Erasure (DELETE and the retention schedule), the audit entry, and a session that really ends.
 * Against a real Blobs server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import launchpadItem from '../../netlify/functions/launchpad-status';
import contactItem from '../../netlify/functions/contact-status';
import session from '../../netlify/functions/admin-session';
import retention from '../../netlify/functions/lead-retention';
import { ADMIN_SESSION_STORE } from '../../netlify/lib/auth';
import { AUDIT_STORE, eraseExpiredLeads, type AuditEntry } from '../../netlify/lib/lead/erase';
import { DELIVERY_STORE, settleDeliveries } from '../../netlify/lib/lead/webhook';
import { IDEMPOTENCY_STORE, LEAD_STORES } from '~/lib/lead/storage';
import type { LeadKind } from '~/lib/lead/kinds';
import { callFunction, callScheduled, startBlobs, type Handler, type TestBlobs, useBlobs } from './support/blobs';
import { contactFixture, launchpadFixture } from './support/lead-fixtures';
import { humanProof } from '../support/spam-proof';

const PASSWORD = 'erase-tests-password';
const ORIGIN = 'http://localhost:8888';
const DAY = 24 * 60 * 60_000;

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(async () => {
  await blobs.stop();
});

const s = (name: string) => getStore({ name, consistency: 'strong' });
async function keys(name: string, prefix?: string) {
  return (await s(name).list(prefix ? { prefix } : {})).blobs.map((b) => b.key).sort();
}
async function clear(name: string) {
  const { blobs: listed } = await s(name).list();
  await Promise.all(listed.map((b) => s(name).delete(b.key)));
}

beforeEach(async () => {
  await Promise.all(
    [...Object.values(LEAD_STORES), IDEMPOTENCY_STORE, DELIVERY_STORE, AUDIT_STORE, ADMIN_SESSION_STORE].map(clear),
  );
  Object.assign(process.env, {
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_SESSION_SECRET: 'e'.repeat(40),
    SUBMISSION_RATE_LIMIT: '0',
  });
});
afterEach(async () => {
  await settleDeliveries();
  for (const k of [
    'ADMIN_PASSWORD',
    'ADMIN_SESSION_SECRET',
    'SUBMISSION_RATE_LIMIT',
    'LEAD_WEBHOOK_URL',
    'LEAD_WEBHOOK_RETRY_DELAYS_MS',
    'LEAD_RETENTION_DAYS',
  ])
    delete process.env[k];
});

async function login(): Promise<string> {
  const res = await callFunction(session, '/api/admin/session', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0];
}

const HANDLERS: Record<LeadKind, { list: Handler; item: Handler }> = {
  launchpad: { list: launchpad, item: launchpadItem },
  contact: { list: contact, item: contactItem },
};
const erase = (kind: LeadKind, id: string, headers: Record<string, string>) =>
  callFunction(HANDLERS[kind].item, `/api/${kind}/${id}`, { method: 'DELETE', headers }, { params: { id } });
const list = (kind: LeadKind, cookie: string) =>
  callFunction(HANDLERS[kind].list, `/api/${kind}`, { headers: { cookie } });

const lead = {
  name: 'Meera Iyer',
  email: 'meera.private@example.com',
  phone: '+91 99887 76655',
  company: 'Secret Spices',
  programType: 'Launchpad Program',
};

describe.each(['launchpad', 'contact'] as const)('DELETE /api/%s/{id}', (kind) => {
  it('erases the record, its idempotency copy and its delivery payload; 204; an audit entry without personal data', async () => {
    // A webhook that cannot be reached keeps the payload queued.
    Object.assign(process.env, {
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/unreachable',
      LEAD_WEBHOOK_RETRY_DELAYS_MS: '1',
    });
    const res = await callFunction(HANDLERS[kind].list, `/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `erase-${kind}` },
      body: JSON.stringify({ ...lead, altcha: await humanProof() }),
    });
    const { id } = await res.json();
    await settleDeliveries();
    const other = (
      await (
        await callFunction(HANDLERS[kind].list, `/api/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `keep-${kind}` },
          body: JSON.stringify({ ...lead, name: 'Kept Person', altcha: await humanProof() }),
        })
      ).json()
    ).id;
    await settleDeliveries();
    expect(await keys(DELIVERY_STORE, 'outbox/')).toContain(`outbox/${kind}/${id}`);
    const claimsBefore = await keys(IDEMPOTENCY_STORE);
    expect(claimsBefore).toHaveLength(4); // two claims and two pointers

    const cookie = await login();
    expect((await erase(kind, id, { cookie })).status).toBe(403); // no Origin
    expect((await erase(kind, id, { origin: ORIGIN })).status).toBe(401);
    const gone = await erase(kind, id, { cookie, origin: ORIGIN });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    expect(gone.headers.get('strict-transport-security')).toBeTruthy();

    expect(await keys(LEAD_STORES[kind])).toEqual([other]);
    expect(await keys(DELIVERY_STORE)).toEqual([`outbox/${kind}/${other}`, `state/${kind}/${other}`]);
    const claims = await Promise.all(
      (await keys(IDEMPOTENCY_STORE)).map((k) => s(IDEMPOTENCY_STORE).get(k, { type: 'text' })),
    );
    // The other lead's claim and pointer, and the erased lead's claim turned into a tombstone claim: its id and times.
    expect(claims).toHaveLength(3);
    const tombstoneClaim = claims.find((c) => c?.includes(id));
    expect(JSON.parse(tombstoneClaim!)).toEqual({ id, createdAt: expect.any(String), erasedAt: expect.any(String) });
    const listed = (await (await list(kind, cookie)).json())[kind === 'launchpad' ? 'applications' : 'contacts'];
    expect(listed.map((r: { id: string }) => r.id)).toEqual([other]);

    const audit = (await Promise.all(
      (await keys(AUDIT_STORE)).map((k) => s(AUDIT_STORE).get(k, { type: 'json' })),
    )) as AuditEntry[];
    expect(audit).toEqual([
      {
        action: 'lead.erased',
        kind,
        leadId: id,
        reason: 'admin-request',
        at: expect.stringMatching(/^\d{4}-/),
        erased: { record: true, idempotencyCopy: true, delivery: true, index: true },
      },
    ]);
    const auditText = JSON.stringify(audit);
    for (const personal of [lead.name, lead.email, lead.phone, lead.company]) expect(auditText).not.toContain(personal);

    // Again: nothing left, 404.
    expect((await erase(kind, id, { cookie, origin: ORIGIN })).status).toBe(404);
    expect((await erase(kind, 'not-an-id', { cookie, origin: ORIGIN })).status).toBe(404);
  });
});

describe('retention', () => {
  it(`erases leads older than LEAD_RETENTION_DAYS (default 730) the same way, each with an audit entry`, async () => {
    const now = Date.now();
    const old = [launchpadFixture({}, now - 731 * DAY), contactFixture({}, now - 800 * DAY)];
    const young = [launchpadFixture({}, now - 729 * DAY), contactFixture({}, now - DAY)];
    for (const r of [...old, ...young])
      await s(LEAD_STORES['programType' in r && r.programType === 'Launchpad' ? 'launchpad' : 'contact']).setJSON(
        r.id,
        r,
      );

    const res = await callScheduled(retention, 'lead-retention');
    expect(await res.json()).toEqual({ erased: 2 });
    expect([...(await keys(LEAD_STORES.launchpad)), ...(await keys(LEAD_STORES.contact))].sort()).toEqual(
      young.map((r) => r.id).sort(),
    );
    const audit = (await Promise.all(
      (await keys(AUDIT_STORE)).map((k) => s(AUDIT_STORE).get(k, { type: 'json' })),
    )) as AuditEntry[];
    expect(audit.map((a) => [a.leadId, a.reason]).sort()).toEqual(old.map((r) => [r.id, 'retention']).sort());

    process.env.LEAD_RETENTION_DAYS = '30';
    expect((await eraseExpiredLeads()).map((a) => a.leadId)).toEqual([young[0].id]);
    process.env.LEAD_RETENTION_DAYS = 'nonsense'; // falls back to 730
    expect(await eraseExpiredLeads()).toEqual([]);
  });
});

describe('sessions end on the server', () => {
  it('after logout the same cookie answers 401 everywhere', async () => {
    const cookie = await login();
    expect((await list('contact', cookie)).status).toBe(200);
    const out = await callFunction(session, '/api/admin/session', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie },
    });
    expect(out.status).toBe(200);
    expect((await list('contact', cookie)).status).toBe(401);
    expect((await list('launchpad', cookie)).status).toBe(401);
    expect(await (await callFunction(session, '/api/admin/session', { headers: { cookie } })).json()).toEqual({
      authenticated: false,
    });
  });

  it('"log out everywhere" ends every session, and needs a live one', async () => {
    const [a, b] = [await login(), await login()];
    expect(
      (await callFunction(session, '/api/admin/session?scope=all', { method: 'DELETE', headers: { origin: ORIGIN } }))
        .status,
    ).toBe(401);
    expect((await list('contact', b)).status).toBe(200);
    const res = await callFunction(session, '/api/admin/session?scope=all', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie: a },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await list('contact', a)).status).toBe(401);
    expect((await list('contact', b)).status).toBe(401);
    // A new login works again.
    expect((await list('contact', await login())).status).toBe(200);
  });

  it('the admin endpoints cap and type their bodies', async () => {
    const cookie = await login();
    const id = contactFixture().id;
    const patch = (body: string, type = 'application/json') =>
      callFunction(
        contactItem,
        `/api/contact/${id}`,
        { method: 'PATCH', headers: { cookie, origin: ORIGIN, 'content-type': type }, body },
        { params: { id } },
      );
    expect((await patch('status=reviewed', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await patch(JSON.stringify({ status: 'reviewed', pad: 'x'.repeat(5000) }))).status).toBe(413);
    const big = await callFunction(session, '/api/admin/session', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x'.repeat(5000) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe('The request is too large (the limit is 4 KB).');
  });

  it('a Blobs failure in an admin call answers 503 with a clear message, never 500', async () => {
    const cookie = await login();
    useBlobs(9);
    try {
      for (const res of [
        await list('contact', cookie),
        await callFunction(session, '/api/admin/session', { headers: { cookie } }),
        await erase('contact', contactFixture().id, { cookie, origin: ORIGIN }),
      ]) {
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          error: 'The lead storage is unavailable right now. Please try again in a moment.',
        });
        expect(res.headers.get('retry-after')).toBe('5');
      }
    } finally {
      useBlobs(blobs.port);
    }
  });
});

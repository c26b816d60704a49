/**
 * Issue 54: every new lead gets one receipt e-mail (and, with SALES_EMAIL, one sales copy), sent after the 201 over a
 * real in-process SMTP server (smtp-server) against a real Blobs server: exactly once under replays, concurrent
 * attempts, an SMTP outage and a crash after the claim; never for a spam record or an erased lead.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import contact from '../../netlify/functions/contact';
import retry from '../../netlify/functions/lead-mail-retry';
import {
  attemptMail,
  MAIL_STORE,
  readMailState,
  settleMail,
  sweepMail,
  mailConfig,
} from '../../netlify/lib/mail/lead-mail';
import { eraseLead } from '../../netlify/lib/lead/erase';
import { markErased } from '../../netlify/lib/lead/tombstone';
import { isIndexed } from '../../netlify/lib/lead/index-store';
import { verifyManageToken } from '../../netlify/lib/data-rights/token';
import { LEAD_STORES } from '~/lib/lead/storage';
import { callFunction, callScheduled, clearStores, startBlobs, type TestBlobs } from './support/blobs';
import { contactFixture } from './support/lead-fixtures';
import { startMailCatcher } from '../../local-netlify/mail-catcher.mjs';
import { humanProof } from '../support/spam-proof';
import { releaseLead } from '../../netlify/lib/spam/release';

const SECRET = 'manage-link-secret-for-tests-0123456789';
let blobsServer: TestBlobs;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  blobsServer = await startBlobs();
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await smtp.stop();
  await blobsServer.stop();
});

const ENV = {
  SMTP_URL: '',
  MAIL_FROM: 'Influencerly <hello@influencerly.example>',
  MAIL_RETRY_DELAYS_MS: '20,40',
  MAIL_BACKOFF_MS: '50',
  NEWSLETTER_SECRET: SECRET,
  SUBMISSION_RATE_LIMIT: '0',
  URL: 'http://localhost:8888',
};
beforeEach(async () => {
  await smtp.up();
  smtp.messages.length = 0;
  await clearStores(MAIL_STORE, ...Object.values(LEAD_STORES), 'lead-idempotency', 'lead-tombstones');
  Object.assign(process.env, { ...ENV, SMTP_URL: smtp.url });
});
afterEach(async () => {
  await settleMail();
  for (const k of [...Object.keys(ENV), 'SALES_EMAIL']) delete process.env[k];
});

let n = 0;
/** Posts as the dialog does, with a solved proof of work (a lead without one is held as spam and never mailed). */
const submit = async (body: Record<string, unknown>, key?: string) =>
  callFunction(
    contact,
    '/api/contact',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ altcha: await humanProof(), ...body }),
    },
    { ip: `198.51.100.${++n % 250}` },
  );
const lead = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Glow Labs <b>',
  message: 'Two lines\nof text',
  programType: 'Managed Services',
};
const storeLead = async (overrides = {}, at = Date.now()) => {
  const record = contactFixture(overrides, at);
  await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).setJSON(record.id, record);
  return record;
};

describe('receipt e-mail', () => {
  it('sends one receipt with what was submitted and a signed manage link after the 201', async () => {
    const res = await submit(lead);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await settleMail();
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.to).toBe('asha@example.com');
    expect(mail.from).toContain('hello@influencerly.example');
    expect(mail.text).toContain('Name: Asha Rao');
    expect(mail.text).toContain('Company: Glow Labs <b>');
    expect(mail.text).toContain('+91 98765 43210');
    const link = /http:\/\/localhost:8888\/my-data\?token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const check = verifyManageToken(decodeURIComponent(link![1]), SECRET);
    expect(check).toEqual({ ok: true, kind: 'contact', id });
    expect((await readMailState('receipt', 'contact', id))?.state).toBe('sent');
  });

  it('sends nothing for a lead held as spam, even from the sweep, and one receipt once an admin releases it', async () => {
    // No proof of work: held as spam by the create path itself.
    const res = await callFunction(
      contact,
      '/api/contact',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) },
      { ip: '198.51.100.250' },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await settleMail();
    await sweepMail({ now: Date.now() + 120_000 });
    expect(smtp.messages).toHaveLength(0);
    const [first, second] = await Promise.all([releaseLead('contact', id), releaseLead('contact', id)]);
    for (const r of [first, second]) if (typeof r === 'object' && r.sent) await r.sent;
    await settleMail();
    await sweepMail({ now: Date.now() + 120_000 });
    expect(smtp.messages.map((m) => m.to)).toEqual(['asha@example.com']);
    expect((await readMailState('receipt', 'contact', id))?.state).toBe('sent');
  });

  it('answers 201 while SMTP is down and sends once when the sweep runs after it is back', async () => {
    await smtp.down();
    const res = await submit(lead);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await settleMail();
    const failed = await readMailState('receipt', 'contact', id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    await smtp.up();
    // Due once the back-off has passed.
    const later = Date.parse(failed!.nextAttemptAt!) + 1;
    expect(await sweepMail({ now: later })).toEqual({ attempted: 1, sent: 1 });
    expect(await sweepMail({ now: later + 60_000 })).toEqual({ attempted: 0, sent: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends once for a replayed submission and for attempts racing each other', async () => {
    const first = await submit(lead, 'same-key-1');
    const again = await submit(lead, 'same-key-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const { id } = (await first.json()) as { id: string };
    await Promise.all(Array.from({ length: 8 }, () => attemptMail('receipt', 'contact', id)));
    await settleMail();
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends a message whose claim outlived its lease (a crash) once, and leaves a live claim alone', async () => {
    const record = await storeLead({}, Date.now() - 120_000);
    const mails = getStore({ name: MAIL_STORE, consistency: 'strong' });
    const leaseUntil = new Date(Date.now() + 30_000).toISOString();
    await mails.setJSON(`receipt/contact/${record.id}`, { state: 'sending', attempts: 0, leaseUntil });
    expect((await sweepMail()).attempted).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    const res = await callScheduled(retry, 'lead-mail-retry');
    expect(await res.json()).toEqual({ attempted: 0, sent: 0 });
    expect(await sweepMail({ now: Date.now() + 31_000 })).toEqual({ attempted: 1, sent: 1 });
    expect(await sweepMail({ now: Date.now() + 62_000 })).toEqual({ attempted: 0, sent: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('finds a lead whose background task was lost, and lists it in the admin before its receipt leaves', async () => {
    // A create that stopped after storing the record: no index entry, no mail state.
    const stored = await storeLead({}, Date.now() - 120_000);
    expect(await isIndexed('contact', stored.id)).toBe(false);
    const res = await callScheduled(retry, 'lead-mail-retry');
    expect(await res.json()).toEqual({ attempted: 1, sent: 1 });
    expect(smtp.messages).toHaveLength(1);
    expect(await isIndexed('contact', stored.id)).toBe(true);
  });

  it('never sends for a lead held as spam or an erased lead', async () => {
    const spam = await storeLead({ spam: ['no-proof'] }, Date.now() - 120_000);
    // An erasure in progress: the tombstone is written, the record not yet deleted.
    const erasing = await storeLead({ email: 'erasing@example.com' }, Date.now() - 120_000);
    await markErased('contact', erasing.id);
    const erased = await storeLead({ email: 'gone@example.com' }, Date.now() - 120_000);
    await eraseLead('contact', erased.id, 'admin-request');
    expect(await sweepMail()).toEqual({ attempted: 2, sent: 0 });
    expect(await readMailState('receipt', 'contact', spam.id)).toMatchObject({ state: 'skipped', reason: 'spam' });
    expect(await readMailState('receipt', 'contact', erasing.id)).toBeNull();
    expect(await attemptMail('receipt', 'contact', erased.id)).toBeNull();
    expect(await readMailState('receipt', 'contact', erased.id)).toBeNull();
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends nothing without SMTP_URL or MAIL_FROM', async () => {
    delete process.env.MAIL_FROM;
    expect(mailConfig()).toBeNull();
    expect((await submit(lead)).status).toBe(201);
    await settleMail();
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('sales copy', () => {
  it('sends SALES_EMAIL the webhook summary, escaped the same way, once', async () => {
    process.env.SALES_EMAIL = 'sales@influencerly.example';
    const res = await submit({ ...lead, name: 'Asha <!channel> & co' }, 'sales-key');
    expect(res.status).toBe(201);
    await submit({ ...lead, name: 'Asha <!channel> & co' }, 'sales-key');
    await settleMail();
    const sales = smtp.messages.filter((m) => m.to === 'sales@influencerly.example');
    expect(sales).toHaveLength(1);
    expect(sales[0].text).toContain('New contact request: Asha &lt;!channel&gt; &amp; co (Glow Labs &lt;b&gt;)');
    expect(smtp.messages.filter((m) => m.to === 'asha@example.com')).toHaveLength(1);
  });
});

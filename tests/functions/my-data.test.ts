/**
 * Issue 54: /my-data against a real Blobs server and the built page (dist/my-data.html). From the signed link a
 * prospect sees the stored lead, corrects it (the dialog's rules, a conditional write, an index refresh) and erases it
 * (the admin's erasure: nothing with the address is left in any blob); forged, altered, expired and used links get a
 * clear state; forms get 303s; the prospect's requests are logged without values; the endpoint is rate limited.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import contact from '../../netlify/functions/contact';
import myDataFn from '../../netlify/functions/my-data';
import adminDataRequestsFn from '../../netlify/functions/admin-data-requests';
import session from '../../netlify/functions/admin-session';
import { listDataRequests } from '../../netlify/lib/data-rights/my-data';
import { manageToken } from '../../netlify/lib/data-rights/token';
import { unsubscribeToken } from '../../netlify/lib/newsletter-erase';
import { readMailState, settleMail } from '../../netlify/lib/mail/lead-mail';
import { queryIndex } from '../../netlify/lib/lead/index-store';
import { ALL_STORES } from '~/lib/blobs/stores';
import { parseLeadPageQuery } from '~/lib/admin/lead-query';
import { callFunction, clearStores, startBlobs, type TestBlobs } from './support/blobs';
import { startMailCatcher } from '../../local-netlify/mail-catcher.mjs';
import { humanProof } from '../support/spam-proof';

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
beforeEach(async () => {
  await clearStores(...ALL_STORES);
  smtp.messages.length = 0;
  Object.assign(process.env, {
    NEWSLETTER_SECRET: SECRET,
    SUBMISSION_RATE_LIMIT: '0',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'hello@influencerly.example',
    URL: 'http://localhost:8888',
  });
});

function parseLeadPageQueryOk() {
  const q = parseLeadPageQuery(new URLSearchParams('limit=10'));
  if (!q.ok) throw new Error(q.message);
  return q.value;
}

let n = 0;
const EMAIL = 'meera.prospect@example.com';
async function newLead(key = `k-${++n}`): Promise<string> {
  const res = await callFunction(
    contact,
    '/api/contact',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        name: 'Meera <b>Iyer</b>',
        email: EMAIL,
        phone: '+91 90000 11111',
        company: 'Chai & Co',
        message: 'Hello "there"',
        programType: 'Managed Services',
        altcha: await humanProof(),
      }),
    },
    { ip: `203.0.113.${++n % 250}` },
  );
  expect(res.status).toBe(201);
  await settleMail();
  return ((await res.json()) as { id: string }).id;
}

const post = (token: string, body: Record<string, string>, form = true, ip = '198.51.100.9') =>
  callFunction(
    myDataFn,
    `/my-data?token=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    },
    { ip },
  );

async function blobFilesContaining(text: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if ((await readFile(p)).includes(text)) out.push(p.slice(blobsServer.directory.length));
    }
  };
  await walk(blobsServer.directory);
  return out;
}

describe('/my-data', () => {
  it('shows the stored lead, escaped, in the built page with its CSP', async () => {
    const id = await newLead();
    const token = manageToken('contact', id, SECRET);
    const json = await post(token, { action: 'view' }, false);
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ state: 'view', lead: { name: 'Meera <b>Iyer</b>', email: EMAIL } });
    const res = await post(token, { action: 'view' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain('sha256-');
    const html = await res.text();
    expect(html).toContain('Meera &lt;b&gt;Iyer&lt;/b&gt;');
    expect(html).toContain('value="Chai &amp; Co"');
    expect(html).toContain('>Hello &quot;there&quot;</textarea>');
    expect(html).not.toContain('<b>Iyer</b>');
    expect(html).not.toContain('__MY_DATA_');
    expect(html).toMatch(/data-my-data-view>/);
    expect(html).toMatch(/data-my-data-ask hidden/);
  });

  it('corrects name, phone, company and message with the dialog rules, logging field names only', async () => {
    const id = await newLead();
    const token = manageToken('contact', id, SECRET);
    const bad = await post(token, { action: 'correct', name: 'M', phone: '12', company: 'X', message: '' }, false);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
    });
    const badForm = await post(token, { action: 'correct', name: 'M', phone: '+91 90000 11111', company: 'X' });
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain('Name must be at least 2 characters');

    const res = await post(token, {
      action: 'correct',
      name: 'Meera Iyer',
      phone: '+91 90000 22222',
      company: 'Chai & Co',
      message: 'Hello "there"',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/my-data?token=${encodeURIComponent(token)}#my-data-corrected`);
    const record = (await getStore({ name: 'contact-submissions', consistency: 'strong' }).get(id, {
      type: 'json',
    })) as Record<string, unknown>;
    expect(record).toMatchObject({ name: 'Meera Iyer', phone: '+91 90000 22222', email: EMAIL, status: 'pending' });
    const page = await queryIndex('contact', parseLeadPageQueryOk());
    expect(JSON.stringify(page)).toContain('+91 90000 22222');
    const again = await post(token, {
      action: 'correct',
      name: 'Meera Iyer',
      phone: '+91 90000 22222',
      company: 'Chai & Co',
      message: 'Hello "there"',
    });
    expect(again.headers.get('location')).toContain('#my-data-unchanged');
    const log = await listDataRequests();
    expect(log).toEqual([
      { action: 'corrected', kind: 'contact', leadId: id, fields: ['name', 'phone'], at: expect.any(String) },
    ]);
    expect(JSON.stringify(log)).not.toContain('Meera');
  });

  it('erases the lead from the link: no blob holds the address afterwards, the link then answers used', async () => {
    const id = await newLead();
    const token = manageToken('contact', id, SECRET);
    expect((await blobFilesContaining(EMAIL)).length).toBeGreaterThan(0);
    expect(await readMailState('receipt', 'contact', id)).toMatchObject({ state: 'sent' });
    const res = await post(token, { action: 'erase', confirm: 'yes' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/my-data#my-data-erased');
    expect(await blobFilesContaining(EMAIL)).toEqual([]);
    expect(await readMailState('receipt', 'contact', id)).toBeNull();
    const again = await post(token, { action: 'view' });
    expect(again.headers.get('location')).toBe('/my-data#my-data-used');
    expect((await post(token, { action: 'erase' }, false)).status).toBe(410);
    expect(await listDataRequests()).toEqual([
      { action: 'erased', kind: 'contact', leadId: id, fields: [], at: expect.any(String) },
    ]);
    // The admin's view of the log: a live session only.
    expect((await callFunction(adminDataRequestsFn, '/api/admin/data-requests')).status).toBe(401);
    Object.assign(process.env, { ADMIN_PASSWORD: 'data-requests-admin', ADMIN_SESSION_SECRET: 'd'.repeat(40) });
    const login = await callFunction(session, '/api/admin/session', {
      method: 'POST',
      headers: { origin: 'http://localhost:8888', 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'data-requests-admin' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const listed = await callFunction(adminDataRequestsFn, '/api/admin/data-requests', { headers: { cookie } });
    expect(listed.status).toBe(200);
    const body = await listed.text();
    expect(JSON.parse(body)).toEqual({
      requests: [{ action: 'erased', kind: 'contact', leadId: id, fields: [], at: expect.any(String) }],
    });
    expect(body).not.toContain(EMAIL);
  });

  it('refuses forged, altered and expired links with a clear state', async () => {
    const id = await newLead();
    const good = manageToken('contact', id, SECRET);
    const [kind, lead, expiry, sig] = good.split('.');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === '0' ? '1' : '0') + s.slice(i + 1);
    const forged = [
      '',
      'nonsense',
      `${kind}.${lead}.${expiry}`,
      `launchpad.${lead}.${expiry}.${sig}`,
      `${kind}.${flip(lead, 3)}.${expiry}.${sig}`,
      `${kind}.${lead}.${flip(expiry, 9)}.${sig}`,
      `${kind}.${lead}.${String(Number(expiry) + 86_400)}.${sig}`,
      manageToken('contact', id, 'another-secret-of-32-characters-or-more!!'),
      unsubscribeToken(id, SECRET),
      `${good}0`,
      good.toUpperCase(),
      ...Array.from({ length: 14 }, (_, i) => `${kind}.${lead}.${expiry}.${flip(sig, i * 4)}`),
    ];
    expect(forged.length).toBeGreaterThanOrEqual(20);
    for (const token of forged) {
      const res = await post(token, { action: 'view' }, false);
      expect(res.status, token).toBe(400);
      expect(await res.json()).toEqual({ state: 'invalid' });
    }
    const expired = manageToken('contact', id, SECRET, Date.now() - 31 * 86_400_000);
    const res = await post(expired, { action: 'erase' });
    expect(res.headers.get('location')).toContain('#my-data-expired');
    expect(await getStore({ name: 'contact-submissions', consistency: 'strong' }).get(id)).not.toBeNull();
  });

  it('is rate limited per client address and answers only POST', async () => {
    process.env.SUBMISSION_RATE_LIMIT = '2';
    const id = await newLead();
    const token = manageToken('contact', id, SECRET);
    expect((await post(token, { action: 'view' }, false, '192.0.2.1')).status).toBe(200);
    expect((await post(token, { action: 'view' }, false, '192.0.2.1')).status).toBe(200);
    const limited = await post(token, { action: 'view' }, true, '192.0.2.1');
    expect(limited.headers.get('location')).toContain('#my-data-limited');
    expect((await callFunction(myDataFn, '/my-data', { method: 'GET' })).status).toBe(405);
  });
});

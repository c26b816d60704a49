/**
 * The lead index against a real Blobs server: submissions are indexed at once (1,000 concurrent ones
 * exactly once), status changes update it, the repair brings back every lead removed behind the functions' back,
 * and the list and stats endpoints search, filter and page through it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import contactStatus from '../../netlify/functions/contact-status';
import stats from '../../netlify/functions/admin-stats';
import repair from '../../netlify/functions/admin-index-repair';
import daily, { config as dailyConfig } from '../../netlify/functions/lead-index-repair-daily';
import { startSession } from '../../netlify/lib/auth';
import {
  bulkIndex,
  clearIndexMemo,
  entryFromRecord,
  indexPatch,
  indexRemove,
  LEAD_INDEX_STORE,
  rebuildIndex,
} from '../../netlify/lib/lead/index-store';
import { LEAD_STORES } from '../../src/lib/lead/storage';
import { QUERY_MESSAGES } from '../../src/lib/admin/lead-query';
import { callFunction, callScheduled, startBlobs, type Handler, type TestBlobs } from './support/blobs';
import { contactFixture } from './support/lead-fixtures';
import { humanProof } from '../support/spam-proof';

const PASSWORD = 'index-password';
const SECRET = 'i'.repeat(64);
const ORIGIN = 'http://localhost:8888';
/** A live server-side session, made once the Blobs server runs. */
let sessionToken = '';
const cookie = () => `admin_session=${sessionToken}`;

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.ADMIN_SESSION_SECRET = SECRET;
  sessionToken = (await startSession({ password: PASSWORD, secret: SECRET })).token;
});
afterAll(async () => {
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_SESSION_SECRET;
  await blobs.stop();
});

const recordStore = (kind: 'launchpad' | 'contact') => getStore({ name: LEAD_STORES[kind], consistency: 'strong' });
const indexStore = () => getStore({ name: LEAD_INDEX_STORE, consistency: 'strong' });

async function clearKind(kind: 'launchpad' | 'contact') {
  for (const store of [recordStore(kind), indexStore()]) {
    const { blobs: keys } = await store.list();
    await Promise.all(
      keys.filter((b) => store === recordStore(kind) || b.key.startsWith(`${kind}/`)).map((b) => store.delete(b.key)),
    );
  }
  clearIndexMemo();
}

type Page = { items: { id: string; [k: string]: unknown }[]; nextCursor: string | null; total: number };
async function list(handler: Handler, path: string, query = ''): Promise<Page> {
  const res = await callFunction(handler, `${path}${query ? `?${query}` : ''}`, { headers: { cookie: cookie() } });
  expect(res.status).toBe(200);
  const body = await res.json();
  return { items: body.applications ?? body.contacts, nextCursor: body.nextCursor, total: body.total };
}

/** Every lead the listing shows, following nextCursor page by page. */
async function listAll(handler: Handler, path: string, query = 'limit=500'): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(handler, path, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...page.items.map((r) => r.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

async function storedIds(kind: 'launchpad' | 'contact'): Promise<string[]> {
  return (await recordStore(kind).list()).blobs
    .map((b) => b.key)
    .sort()
    .reverse();
}

const submission = (i: number) => ({
  name: `Applicant ${i}`,
  email: `applicant${i}@example.com`,
  phone: '+91 98765 43210',
  company: `Company ${i % 37}`,
  message: '',
  programType: 'Launchpad Program',
  location: 'India',
  pricingTier: '₹39,999/month',
});

describe('submission time indexing', () => {
  afterEach(() => {
    delete process.env.SUBMISSION_RATE_LIMIT;
  });

  it('1,000 concurrent submissions (some retried with their Idempotency-Key) all appear exactly once', async () => {
    await clearKind('launchpad');
    process.env.SUBMISSION_RATE_LIMIT = '0';
    const proofs = await Promise.all(Array.from({ length: 1000 }, () => humanProof()));
    const post = (i: number) =>
      callFunction(
        launchpad,
        '/api/launchpad',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(i % 3 === 0 ? { 'idempotency-key': `key-${i}` } : {}) },
          body: JSON.stringify({ ...submission(i), altcha: proofs[i] }),
        },
        { ip: `10.0.${i % 250}.${i}` },
      );
    const first = await Promise.all(Array.from({ length: 1000 }, (_, i) => post(i)));
    expect(first.every((r) => r.status === 201)).toBe(true);
    // Replays of every keyed submission, concurrently: the same ids, nothing new.
    const replays = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => i)
        .filter((i) => i % 3 === 0)
        .map((i) => post(i)),
    );
    expect(replays.every((r) => r.status === 201 && r.headers.get('idempotent-replayed') === 'true')).toBe(true);

    const stored = await storedIds('launchpad');
    expect(stored).toHaveLength(1000);
    const listed = await listAll(launchpad, '/api/launchpad');
    expect(listed).toEqual(stored); // every one, exactly once, newest first
    expect((await list(launchpad, '/api/launchpad', 'limit=1')).total).toBe(1000);
  }, 120_000);

  it("the repair brings back every lead whose index entry was removed behind the functions' back", async () => {
    const before = await storedIds('launchpad');
    // Remove single entries, delete one whole shard and corrupt another.
    await Promise.all(before.slice(0, 50).map((id) => indexRemove('launchpad', id)));
    const { blobs: shards } = await indexStore().list({ prefix: 'launchpad/w/' });
    expect(shards.length).toBeGreaterThan(0);
    await indexStore().set(shards[0].key, '{"v":1,"entries":"broken"');
    clearIndexMemo();
    expect((await list(launchpad, '/api/launchpad', 'limit=1')).total).toBeLessThan(1000);

    const res = await callFunction(repair, '/api/admin/index/repair', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: cookie() },
    });
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report.launchpad.records).toBe(1000);
    expect(report.launchpad.added).toBeGreaterThanOrEqual(50);
    expect(await listAll(launchpad, '/api/launchpad')).toEqual(before);
    // A second repair finds nothing to do and reads no record.
    expect(await rebuildIndex('launchpad')).toEqual({ records: 1000, indexed: 1000, added: 0, updated: 0, removed: 0 });
  }, 120_000);

  it('the repair drops entries whose record is gone and refreshes entries changed behind its back', async () => {
    const [gone, changed] = await storedIds('launchpad');
    await recordStore('launchpad').delete(gone);
    const record = (await recordStore('launchpad').get(changed, { type: 'json' })) as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 5)); // the local server's etag is the file's mtime in ms
    await recordStore('launchpad').setJSON(changed, { ...record, status: 'archived', name: 'Renamed' });
    const report = await rebuildIndex('launchpad');
    expect(report).toMatchObject({ records: 999, removed: 1, updated: 1, added: 0 });
    const page = await list(launchpad, '/api/launchpad', 'status=archived');
    expect(page.items.map((r) => r.id)).toEqual([changed]);
    expect(page.total).toBe(1);
    expect((await list(launchpad, '/api/launchpad', 'q=renamed')).items.map((r) => r.id)).toEqual([changed]);
  }, 60_000);

  it('the daily scheduled function runs the repair', async () => {
    expect(dailyConfig.schedule).toBe('@daily');
    const [id] = await storedIds('launchpad');
    await indexRemove('launchpad', id);
    const res = await callScheduled(daily, 'lead-index-repair-daily');
    expect(res.status).toBe(204);
    expect((await list(launchpad, '/api/launchpad', 'limit=1')).items[0].id).toBe(id);
  });
});

describe('GET /api/contact: search, filters and pages', () => {
  const at = (day: string, hour = 10) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const leads = [
    contactFixture(
      { name: 'Riya Sharma', email: 'riya@acme.example', company: 'Acme Foods', phone: '98765 43210' },
      at('2026-11-01'),
    ),
    contactFixture(
      {
        name: 'Dev Patel',
        email: 'dev@glow.example',
        company: 'Glow Labs',
        phone: '+1 415 555 0100',
        status: 'contacted',
      },
      at('2026-11-02'),
    ),
    contactFixture(
      { name: 'Sam Lee', email: 'sam@example.com', company: 'ACME Retail', phone: '020 7946 0000' },
      at('2026-11-02', 23),
    ),
    contactFixture({ name: 'Ana Gomez', email: 'ana@example.com', company: 'Tide', phone: '' }, at('2026-11-05')),
  ];
  const ids = (page: Page) => page.items.map((r) => r.id);
  const newestFirst = (list: typeof leads) =>
    list
      .map((l) => l.id)
      .sort()
      .reverse();

  beforeAll(async () => {
    await clearKind('contact');
    for (const lead of leads) await recordStore('contact').setJSON(lead.id, lead);
    await rebuildIndex('contact');
  });

  it('answers {contacts, nextCursor, total}, newest first, 100 by default', async () => {
    const page = await list(contact, '/api/contact');
    expect(ids(page)).toEqual(newestFirst(leads));
    expect(page).toMatchObject({ nextCursor: null, total: 4 });
  });

  it.each([
    ['acme', [0, 2]], // company, any case
    ['RIYA@', [0]], // email
    ['patel', [1]], // name
    ['9876543210', [0]], // phone digits match a spaced phone
    ['415 555', [1]],
    ['nobody', []],
  ])('q=%s matches name, email, company or phone', async (q, expected) => {
    const page = await list(contact, '/api/contact', `q=${encodeURIComponent(q)}`);
    expect(ids(page)).toEqual(newestFirst(expected.map((i) => leads[i])));
    expect(page.total).toBe(expected.length);
  });

  it('filters by status and by an inclusive date range, together with q', async () => {
    expect(ids(await list(contact, '/api/contact', 'status=contacted'))).toEqual([leads[1].id]);
    expect((await list(contact, '/api/contact', 'status=archived')).total).toBe(0);
    expect(ids(await list(contact, '/api/contact', 'from=2026-11-02&to=2026-11-02'))).toEqual(
      newestFirst([leads[1], leads[2]]),
    );
    expect(ids(await list(contact, '/api/contact', 'from=2026-11-02'))).toEqual(
      newestFirst([leads[1], leads[2], leads[3]]),
    );
    expect(ids(await list(contact, '/api/contact', 'to=2026-11-01'))).toEqual([leads[0].id]);
    expect(ids(await list(contact, '/api/contact', 'q=acme&from=2026-11-02&status=pending'))).toEqual([leads[2].id]);
  });

  it('pages with limit and cursor: every lead once, total on every page', async () => {
    const first = await list(contact, '/api/contact', 'limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.total).toBe(4);
    expect(first.nextCursor).toBe(first.items[2].id);
    const second = await list(contact, '/api/contact', `limit=3&cursor=${first.nextCursor}`);
    expect([...ids(first), ...ids(second)]).toEqual(newestFirst(leads));
    expect(second).toMatchObject({ nextCursor: null, total: 4 });
    const filtered = await list(contact, '/api/contact', 'q=acme&limit=1');
    expect(filtered).toMatchObject({ total: 2, nextCursor: leads[2].id });
  });

  it.each([
    ['limit=0', QUERY_MESSAGES.limit],
    ['limit=501', QUERY_MESSAGES.limit],
    ['limit=ten', QUERY_MESSAGES.limit],
    ['status=deleted', QUERY_MESSAGES.status],
    ['from=2026-13-01', QUERY_MESSAGES.from],
    ['to=yesterday', QUERY_MESSAGES.to],
    ['from=2026-11-05&to=2026-11-01', QUERY_MESSAGES.range],
    ['cursor=../../x', QUERY_MESSAGES.cursor],
    [`q=${'x'.repeat(201)}`, QUERY_MESSAGES.q],
    ['sort=asc', QUERY_MESSAGES.unknown('sort')],
  ])('%s answers 400 with a clear message', async (query, message) => {
    const res = await callFunction(contact, `/api/contact?${query}`, { headers: { cookie: cookie() } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('a status change updates the index at once, keeping fields other modules keep beside the entry', async () => {
    const id = leads[3].id;
    expect(await indexPatch('contact', id, { delivery: { state: 'failed', attempts: 3 } })).toBe(true);
    const res = await callFunction(
      contactStatus,
      `/api/contact/${id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: cookie() },
        body: JSON.stringify({ status: 'reviewed' }),
      },
      { params: { id } },
    );
    expect(res.status).toBe(200);
    const page = await list(contact, '/api/contact', 'status=reviewed');
    expect(ids(page)).toEqual([id]);
    expect(page.items[0]).toMatchObject({ status: 'reviewed', delivery: { state: 'failed', attempts: 3 } });
    expect(page.items[0]).not.toHaveProperty('rv');
    expect((await list(contact, '/api/contact', 'status=pending')).total).toBe(2);
  });

  it('bulkIndex writes many entries in one pass, and a listing never shows a lead whose record is gone', async () => {
    const extra = contactFixture({ name: 'Bulk One' }, at('2026-11-03'));
    await bulkIndex('contact', [entryFromRecord(extra)]); // indexed, but no record stored
    const page = await list(contact, '/api/contact', 'q=bulk');
    expect(page.items).toEqual([]);
    await rebuildIndex('contact');
    expect((await list(contact, '/api/contact', 'q=bulk')).total).toBe(0);
  });
});

describe('GET /api/admin/stats', () => {
  const getStats = (query = '', headers: Record<string, string> = { cookie: cookie() }) =>
    callFunction(stats, `/api/admin/stats${query ? `?${query}` : ''}`, { headers });

  it('counts both kinds for the filter, with the 30-day chart in the given time zone', async () => {
    const res = await getStats('tz=Asia/Kolkata');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.launchpadCount).toBe(999);
    expect(body.contactCount).toBe(4);
    expect(body.daily).toHaveLength(30);
    const filtered = await (await getStats('q=acme')).json();
    expect(filtered).toMatchObject({ launchpadCount: 0, contactCount: 2, pendingCount: 2, uniqueCompanies: 2 });
    const byStatus = await (await getStats('status=contacted')).json();
    expect(byStatus).toMatchObject({ contactCount: 1, pendingCount: 0 });
  });

  it('answers 401 without a session, 400 for a bad parameter or time zone', async () => {
    expect((await getStats('', {})).status).toBe(401);
    expect((await getStats('status=nope')).status).toBe(400);
    expect((await getStats('limit=5')).status).toBe(400);
    const res = await getStats('tz=Mars/Olympus');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/time zone/);
  });
});

describe('POST /api/admin/index/repair', () => {
  it('needs a session, the same origin and POST', async () => {
    expect(
      (await callFunction(repair, '/api/admin/index/repair', { method: 'POST', headers: { origin: ORIGIN } })).status,
    ).toBe(401);
    expect(
      (
        await callFunction(repair, '/api/admin/index/repair', {
          method: 'POST',
          headers: { origin: 'https://evil.example', cookie: cookie() },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callFunction(repair, '/api/admin/index/repair', { headers: { origin: ORIGIN, cookie: cookie() } })).status,
    ).toBe(405);
  });
});

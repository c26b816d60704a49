/**
 * Lead index benchmark, in process against a real Netlify Blobs server (`@netlify/blobs/server`):
 *   first page of 5,000 leads, cold          target ≤ 200 ms
 *   first page of 100,000 leads              target ≤ 500 ms
 *   a search over 100,000 leads              target ≤ 2 s
 *   stats over 100,000 leads                 target ≤ 2 s
 *   one lead POST (record + index entry)     (figure only)
 * Every figure is the whole function handler (session check, query parsing, index, records of the page, JSON).
 * "Cold" = a function instance with nothing in memory (no parsed shard), the index as writes leave it (median of
 * 5); "first call" = the very first call of this process, which also pays for loading and compiling the modules;
 * "warm" = the same instance again (median of 5); "no summary" = the first listing after the summary blob is lost
 * (it then reads every shard once).
 *
 * Seeding writes the records as files in the server's directory (its on-disk layout) and the index through
 * bulkIndex (one conditional write per day shard): seconds instead of 105,000 POSTs. BENCH_STRICT=1 makes a missed
 * target fail the run (off by default: figures on a shared machine move with its load).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import stats from '../../netlify/functions/admin-stats';
import { startSession } from '../../netlify/lib/auth';
import {
  bulkIndex,
  clearIndexMemo,
  entryFromRecord,
  LEAD_INDEX_STORE,
  mapLimit,
} from '../../netlify/lib/lead/index-store';
import { LEAD_STORES, newLeadId } from '../../src/lib/lead/storage';
import type { ContactSubmission } from '../../src/lib/lead/schema';
import type { LeadKind } from '../../src/lib/lead/kinds';

const SITE = 'bench-site';
const TOKEN = 'bench-token';
const PASSWORD = 'bench-password';
const SECRET = 'b'.repeat(64);
const SMALL = 5_000;
const LARGE = 100_000;
const DAY = 86_400_000;

const directory = await mkdtemp(join(tmpdir(), 'blobs-bench-'));
const server = new BlobsServer({ directory, token: TOKEN, port: 0 });
const { port } = await server.start();
setEnvironmentContext({
  edgeURL: `http://localhost:${port}`,
  uncachedEdgeURL: `http://localhost:${port}`,
  siteID: SITE,
  token: TOKEN,
});
process.env.ADMIN_PASSWORD = PASSWORD;
process.env.ADMIN_SESSION_SECRET = SECRET;
process.env.SUBMISSION_RATE_LIMIT = '0';
// A live server-side session: every admin call checks it, as in production.
const cookie = `admin_session=${(await startSession({ password: PASSWORD, secret: SECRET })).token}`;

const FIRST = ['Asha', 'Riya', 'Dev', 'Sam', 'Ana', 'Kabir', 'Meera', 'Arjun', 'Lena', 'Omar', 'Priya', 'Tom'];
const LAST = ['Rao', 'Sharma', 'Patel', 'Lee', 'Gomez', 'Singh', 'Iyer', 'Khan', 'Smith', 'Nair'];
const STATUSES = ['pending', 'pending', 'reviewed', 'contacted', 'archived'] as const;

function lead(i: number, at: number, launchpadFields: boolean): ContactSubmission & Record<string, unknown> {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
  const record = {
    id: newLeadId(at, (i + 1).toString(16).padStart(12, '0')),
    name,
    email: `lead${i}@company${i % 2_000}.example`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    company: `Company ${i % 2_000}`,
    programType: launchpadFields ? 'Launchpad Program' : 'Managed Services',
    location: i % 3 === 0 ? 'Global' : 'India',
    pricingTier: '',
    message: 'We would like a proposal for a creator campaign next quarter.',
    status: STATUSES[i % STATUSES.length],
    createdAt: new Date(at).toISOString(),
  } as ContactSubmission & Record<string, unknown>;
  if (launchpadFields)
    Object.assign(record, {
      website: 'https://brand.example',
      industry: 'Beauty',
      campaignGoals: ['Sales'],
      currentMarketingChannels: ['Instagram'],
    });
  return record;
}

async function seed(kind: LeadKind, count: number, spanDays: number): Promise<number> {
  const t = performance.now();
  const now = Date.now();
  const records = Array.from({ length: count }, (_, i) =>
    lead(i, now - Math.floor(((count - i) / count) * spanDays * DAY), kind === 'launchpad'),
  );
  const dir = join(directory, 'entries', SITE, `site:${LEAD_STORES[kind]}`);
  await mkdir(dir, { recursive: true });
  await mapLimit(records, 64, (r) => writeFile(join(dir, r.id), JSON.stringify(r)));
  await bulkIndex(
    kind,
    records.map((r) => entryFromRecord(r)),
  );
  return performance.now() - t;
}

async function forgetSummary(kind: LeadKind) {
  await getStore({ name: LEAD_INDEX_STORE, consistency: 'strong' }).delete(`${kind}/summary`);
}

type Handler = (req: Request, context: never) => Promise<Response>;
async function timed(
  handler: Handler,
  path: string,
  init: RequestInit = {},
): Promise<{ ms: number; body: Record<string, unknown> }> {
  const t = performance.now();
  const res = await handler(
    new Request(new URL(path, 'http://localhost:8888'), { ...init, headers: { cookie, ...init.headers } }),
    { ip: '203.0.113.9', geo: { country: { code: 'IN' } }, params: {} } as never,
  );
  const body = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function medianOf(n: number, run: () => Promise<number>) {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) xs.push(await run());
  return median(xs);
}

const rows: { figure: string; ms: number; target?: number; note?: string }[] = [];
const row = (figure: string, ms: number, target?: number, note?: string) => rows.push({ figure, ms, target, note });

// --- seed ---------------------------------------------------------------------------------------------------
const seedSmall = await seed('launchpad', SMALL, 60);
const seedLarge = await seed('contact', LARGE, 365);
row(`seed ${SMALL.toLocaleString('en-US')} launchpad leads (files + index)`, seedSmall);
row(`seed ${LARGE.toLocaleString('en-US')} contact leads (files + index)`, seedLarge);

// --- 5,000: first page --------------------------------------------------------------------------------------
clearIndexMemo();
const small = await timed(launchpad, '/api/launchpad');
if ((small.body.applications as unknown[]).length !== 100 || small.body.total !== SMALL)
  throw new Error('5,000: wrong first page');
row(
  `first page of ${SMALL.toLocaleString('en-US')}, first call of the process`,
  small.ms,
  undefined,
  '100 records + total',
);
row(
  `first page of ${SMALL.toLocaleString('en-US')}, cold`,
  await medianOf(5, async () => (clearIndexMemo(), (await timed(launchpad, '/api/launchpad')).ms)),
  200,
);
await forgetSummary('launchpad');
clearIndexMemo();
row(`first page of ${SMALL.toLocaleString('en-US')}, no summary`, (await timed(launchpad, '/api/launchpad')).ms);

// --- 100,000: first page, search, stats ----------------------------------------------------------------------
clearIndexMemo();
const large = await timed(contact, '/api/contact');
if ((large.body.contacts as unknown[]).length !== 100 || large.body.total !== LARGE)
  throw new Error('100,000: wrong first page');
row(
  `first page of ${LARGE.toLocaleString('en-US')}, cold`,
  await medianOf(5, async () => (clearIndexMemo(), (await timed(contact, '/api/contact')).ms)),
  500,
  `${large.body.total} in total`,
);
await forgetSummary('contact');
clearIndexMemo();
row(
  `first page of ${LARGE.toLocaleString('en-US')}, no summary`,
  (await timed(contact, '/api/contact')).ms,
  undefined,
  'reads every shard once',
);
row(
  `first page of ${LARGE.toLocaleString('en-US')}, warm`,
  await medianOf(5, async () => (await timed(contact, '/api/contact')).ms),
);
row(
  `status=archived page of ${LARGE.toLocaleString('en-US')}, cold`,
  await medianOf(5, async () => (clearIndexMemo(), (await timed(contact, '/api/contact?status=archived')).ms)),
);

const search = await timed(contact, '/api/contact?q=meera%20rao');
clearIndexMemo();
row(
  `search "meera rao" over ${LARGE.toLocaleString('en-US')}, cold`,
  await medianOf(5, async () => (clearIndexMemo(), (await timed(contact, '/api/contact?q=meera%20rao')).ms)),
  2000,
  `${String(search.body.total)} matches`,
);
row(
  `search over ${LARGE.toLocaleString('en-US')}, warm`,
  await medianOf(5, async () => (await timed(contact, '/api/contact?q=98000424')).ms),
);
row(
  `stats over ${LARGE.toLocaleString('en-US')} (+${SMALL.toLocaleString('en-US')}), cold`,
  await medianOf(5, async () => (clearIndexMemo(), (await timed(stats, '/api/admin/stats?tz=Asia/Kolkata')).ms)),
  2000,
);
row(
  `stats over ${LARGE.toLocaleString('en-US')}, filtered (q + from), warm`,
  await medianOf(
    5,
    async () =>
      (
        await timed(
          stats,
          `/api/admin/stats?q=company%201&from=${new Date(Date.now() - 90 * DAY).toISOString().slice(0, 10)}`,
        )
      ).ms,
  ),
);

// --- one POST -----------------------------------------------------------------------------------------------
const body = JSON.stringify({
  name: 'Bench Lead',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  company: 'Bench Co',
  message: '',
  programType: 'Launchpad Program',
  location: 'India',
  pricingTier: '',
});
row(
  `one lead POST (store with ${SMALL.toLocaleString('en-US')} leads)`,
  await medianOf(
    9,
    async () =>
      (
        await timed(launchpad, '/api/launchpad', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).ms,
  ),
  undefined,
  'record + index entry',
);

// --- report -------------------------------------------------------------------------------------------------
await server.stop();
await rm(directory, { recursive: true, force: true });

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const width = Math.max(...rows.map((r) => r.figure.length));
console.log(
  `Lead index benchmark: node ${process.version}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);
console.log(`${'figure'.padEnd(width)}  ${'measured'.padStart(9)}  ${'target'.padStart(8)}  result`);
let missed = 0;
for (const r of rows) {
  const ok = r.target === undefined ? '' : r.ms <= r.target ? 'ok' : 'OVER TARGET';
  if (ok === 'OVER TARGET') missed++;
  console.log(
    `${r.figure.padEnd(width)}  ${fmt(r.ms).padStart(9)}  ${(r.target ? fmt(r.target) : '').padStart(8)}  ${ok}${r.note ? `${ok ? ' · ' : ''}${r.note}` : ''}`,
  );
}
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);

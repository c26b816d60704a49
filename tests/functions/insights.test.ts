/**
 * The insights functions against a real Blobs server (issue 29): POST /api/events (validation, privacy rules, caps,
 * nothing identifying stored), the rollup (exactly-once counting under concurrency, also with rollups running while
 * beacons arrive; crash recovery; retention) and GET /api/admin/insights.
 * The site's pages come from the build's own sitemap (dist/, built by the test setup). A small local server stands
 * for a host a beacon names in Host and Origin: the function must never fetch from it (issue 52, hole 2: SSRF).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import events from '../../netlify/functions/events';
import adminInsights from '../../netlify/functions/admin-insights';
import rollupFunction from '../../netlify/functions/insights-rollup';
import {
  INSIGHTS_STORE,
  appendBeacon,
  clearFullPages,
  clearKnownPaths,
  clearRateWindows,
  periodAggregate,
  rollup,
} from '../../netlify/lib/insights';
import { startSession } from '../../netlify/lib/auth';
import { bulkIndex, entryFromRecord } from '../../netlify/lib/lead/index-store';
import { insightsAnswerSchema } from '../../src/lib/insights/contract';
import { callFunction, callScheduled, startBlobs, type TestBlobs } from './support/blobs';
import { contactFixture, launchpadFixture } from './support/lead-fixtures';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
/** Pages of the built site (dist/sitemap-0.xml). */
const PAGES = ['/', '/pricing', '/blog'];
/** A page only the other host's sitemap lists. */
const FOREIGN_PAGE = '/only-on-the-other-host';
const PASSWORD = 'correct horse battery staple';
const SECRET = 'y'.repeat(64);

let blobs: TestBlobs;
let site: Server;
let origin: string;
let sitemapRequests = 0;

beforeAll(async () => {
  blobs = await startBlobs();
  site = createServer((req, res) => {
    sitemapRequests += 1;
    const base = 'https://www.influencerly.example';
    if (req.url === '/sitemap-index.xml')
      res.end(`<?xml version="1.0"?><sitemapindex><sitemap><loc>${base}/sitemap-0.xml</loc></sitemap></sitemapindex>`);
    else if (req.url === '/sitemap-0.xml')
      res.end(
        `<?xml version="1.0"?><urlset>${[...PAGES, FOREIGN_PAGE].map((p) => `<url><loc>${base}${p}</loc></url>`).join('')}</urlset>`,
      );
    else res.writeHead(404).end();
  });
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
  const address = site.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((ok) => site.close(ok));
  await blobs.stop();
});

const insights = () => getStore({ name: INSIGHTS_STORE, consistency: 'strong' });
async function clearInsights() {
  const s = insights();
  const { blobs: all } = await s.list();
  await Promise.all(all.map((b) => s.delete(b.key)));
}
beforeEach(async () => {
  await clearInsights();
  clearRateWindows();
  clearKnownPaths();
  clearFullPages();
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.ADMIN_SESSION_SECRET = SECRET;
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_SESSION_SECRET;
});

function beacon(body: unknown, { ip = '198.51.100.1', headers = {}, raw = false } = {}): Promise<Response> {
  return callFunction(
    events,
    `${origin}/api/events`,
    {
      method: 'POST',
      headers: { origin, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA, ...headers },
      body: raw ? (body as string) : JSON.stringify(body),
    },
    { ip },
  );
}

async function storedKeys(prefix = ''): Promise<string[]> {
  const { blobs: all } = await insights().list({ prefix });
  return all.map((b) => b.key);
}

const today = () => new Date().toISOString().slice(0, 10);

async function cookie(): Promise<string> {
  const { token } = await startSession({ password: PASSWORD, secret: SECRET });
  return `admin_session=${token}`;
}
const get = async (query = '', withCookie = true) =>
  callFunction(adminInsights, `/api/admin/insights${query}`, {
    headers: withCookie ? { cookie: await cookie() } : {},
  });

describe('POST /api/events', () => {
  it('stores a beacon as one new blob holding the path and the events only: no address, agent, cookie or id', async () => {
    const res = await beacon(
      { path: '/pricing/', events: [{ type: 'view' }, { type: 'vital', metric: 'LCP', value: 1234.5 }] },
      { ip: '203.0.113.99' },
    );
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
    const keys = await storedKeys('e/');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^e/${today()}/\\d{13}-[0-9a-f]{12}$`));
    const stored = await insights().get(keys[0], { type: 'text' });
    expect(JSON.parse(stored)).toEqual({
      v: 1,
      path: '/pricing',
      events: [{ type: 'view' }, { type: 'vital', metric: 'LCP', value: 1234.5 }],
    });
    expect(stored).not.toContain('203.0.113');
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain(origin);
  });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['headless Chrome', { 'user-agent': UA.replace('Chrome/', 'HeadlessChrome/') }],
    ['Lighthouse', { 'user-agent': `${UA} Chrome-Lighthouse` }],
    ['curl', { 'user-agent': 'curl/8.5.0' }],
    ['no user agent', { 'user-agent': '' }],
  ])('does not count a request with %s (204, nothing stored)', async (_, headers) => {
    const res = await beacon({ path: '/', events: [{ type: 'view' }] }, { headers });
    expect(res.status).toBe(204);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses what is not a valid beacon, with a clear message and nothing stored', async () => {
    const cases: [unknown, number, RegExp, Record<string, string>?, boolean?][] = [
      [{ path: '/', events: [{ type: 'click' }] }, 400, /./],
      [{ path: '/', events: [{ type: 'vital', metric: 'FID', value: 3 }] }, 400, /./],
      [{ path: '/', events: [{ type: 'view' }], visitor: 'abc' }, 400, /./],
      [{ path: '/not-a-page', events: [{ type: 'view' }] }, 422, /not a page of this site/],
      [{ path: '/admin', events: [{ type: 'view' }] }, 422, /not a page of this site/],
      ['{"path":', 400, /not valid JSON/, {}, true],
      [{ path: '/', events: [{ type: 'view' }] }, 403, /Cross-origin/, { origin: 'https://evil.example' }],
      [
        { path: '/', events: [{ type: 'view' }] },
        415,
        /Content-Type/,
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
      [{ path: '/', events: [{ type: 'view' }], pad: 'x'.repeat(3000) }, 413, /too large/],
    ];
    for (const [body, status, message, headers, raw] of cases) {
      const res = await beacon(body, { headers, raw });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect((await res.json()).error).toMatch(message);
    }
    expect((await callFunction(events, `${origin}/api/events`)).status).toBe(405);
    expect(await storedKeys()).toEqual([]);
  });

  it('never fetches from the host a beacon names (Host, Origin, X-Forwarded-For): the pages come from the build', async () => {
    const before = sitemapRequests;
    const forwarded = { 'x-forwarded-host': new URL(origin).host, 'x-forwarded-for': '127.0.0.1' };
    for (let i = 0; i < 5; i++)
      expect((await beacon({ path: '/pricing', events: [{ type: 'view' }] }, { headers: forwarded })).status).toBe(202);
    const foreign = await beacon({ path: FOREIGN_PAGE, events: [{ type: 'view' }] }, { headers: forwarded });
    expect(foreign.status).toBe(422);
    expect(sitemapRequests - before).toBe(0);
  });

  it('caps the rate per address (in memory), other addresses unaffected', async () => {
    vi.stubEnv('EVENTS_RATE_LIMIT', '3');
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon({ path: '/', events: [{ type: 'view' }] })).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect((await beacon({ path: '/', events: [{ type: 'view' }] }, { ip: '198.51.100.2' })).status).toBe(202);
    expect(await storedKeys('e/')).toHaveLength(4);
  });
});

describe('what one client can write (issue 52, hole 5)', () => {
  it("beacons claiming leads do not add leads to a page: those come from the stored leads' attribution", async () => {
    for (let i = 0; i < 30; i++)
      expect((await beacon({ path: '/blog', events: [{ type: 'lead' }] }, { ip: `198.51.100.${i}` })).status).toBe(204);
    // A lead of 200 days ago (the other tests ask for today only).
    const at = Date.now() - 200 * 86_400_000;
    // The visit landed on / and the dialog was submitted on /pricing: the lead counts for /pricing.
    const attribution = {
      landingPage: '/?utm_source=x',
      referrer: null,
      utm: { source: 'x', medium: null, campaign: null, term: null, content: null },
      clickId: [],
      submittedFrom: '/pricing',
      pagesViewed: ['/', '/pricing'],
    };
    await bulkIndex('contact', [entryFromRecord(contactFixture({ attribution }, at))]);
    const from = new Date(at - 86_400_000).toISOString().slice(0, 10);
    const answer = insightsAnswerSchema.parse(await (await get(`?from=${from}&to=${today()}`)).json());
    expect(answer.pages.find((p) => p.path === '/blog')?.leads ?? 0).toBe(0);
    expect(answer.pages.find((p) => p.path === '/pricing')?.leads).toBe(1);
    expect(answer.pages.find((p) => p.path === '/')?.leads ?? 0).toBe(0);
  });

  it('drops vitals outside plausible ranges, keeping the rest of the beacon', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (
          await beacon(
            {
              path: '/',
              events: [
                { type: 'vital', metric: 'LCP', value: 60_000 },
                { type: 'vital', metric: 'CLS', value: 9 },
                { type: 'vital', metric: 'INP', value: 59_000 },
              ],
            },
            { ip: `198.51.100.${i}` },
          )
        ).status,
      ).toBe(204); // nothing countable left: not stored
    await beacon({ path: '/', events: [{ type: 'view' }, { type: 'vital', metric: 'LCP', value: 61_000 }] });
    await beacon({ path: '/', events: [{ type: 'vital', metric: 'LCP', value: 1500 }] });
    const answer = insightsAnswerSchema.parse(await (await get(`?from=${today()}&to=${today()}`)).json());
    expect(answer.vitals).toEqual([{ path: '/', metric: 'LCP', p75: 1500, samples: 1 }]);
    expect(answer.pages).toEqual([{ path: '/', views: 1, dialogOpens: 0, leads: 0, conversionRate: 0 }]);
  });

  it('bounds the beacons stored per page and day (INSIGHTS_PAGE_DAY_LIMIT), other pages unaffected', async () => {
    vi.stubEnv('INSIGHTS_PAGE_DAY_LIMIT', '5');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        beacon({ path: '/pricing', events: [{ type: 'view' }] }, { ip: `198.51.100.${i}` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 204)).toHaveLength(7);
    expect((await beacon({ path: '/blog', events: [{ type: 'view' }] })).status).toBe(202);
    const answer = insightsAnswerSchema.parse(await (await get(`?from=${today()}&to=${today()}`)).json());
    expect(answer.pages.find((p) => p.path === '/pricing')?.views).toBe(5);
    expect(answer.pages.find((p) => p.path === '/blog')?.views).toBe(1);
  });
});

describe('counting under contention', () => {
  const TYPES = ['view', 'view', 'open', 'view', 'open'] as const;

  /**
   * 200 clients at once, each sending 5 beacons (1,000 in all). Each client's n-th beacon goes out in round n, and
   * every round runs beside three rollups started together on the events already stored, so rollups overlap both
   * the appends and each other.
   */
  it('1,000 beacons from 200 concurrent clients are counted exactly once, with rollups running meanwhile', async () => {
    const expected: Record<string, Record<string, number>> = {};
    const statuses: number[] = [];
    const reports: Awaited<ReturnType<typeof rollup>>[] = [];
    const send = async (client: number, n: number) => {
      const path = PAGES[(client + n) % PAGES.length];
      const type = TYPES[n];
      const field = type === 'view' ? 'views' : type === 'open' ? 'dialogOpens' : 'leads';
      (expected[path] ??= { views: 0, dialogOpens: 0, leads: 0 })[field] += 1;
      const res = await beacon(
        { path, events: [{ type }] },
        { ip: `10.0.${Math.floor(client / 250)}.${client % 250}` },
      );
      statuses.push(res.status);
    };
    for (let n = 0; n < 5; n++) {
      const rollups = [rollup(), rollup(), rollup()];
      await Promise.all(Array.from({ length: 200 }, (_, client) => send(client, n)));
      reports.push(...(await Promise.all(rollups)));
    }

    expect(statuses.filter((s) => s === 202)).toHaveLength(1000);
    // Before the last rollup, the answer already counts every beacon (rolled up or still pending).
    const current = await periodAggregate(today(), today());
    expect(current.pages).toEqual(expected);

    // Three more rollups at the same time: everything left is rolled up once, no event blob remains.
    reports.push(...(await Promise.all([rollup(), rollup(), rollup()])));
    expect(reports.reduce((n, r) => n + r.rolled, 0)).toBe(1000);
    expect(await storedKeys('e/')).toEqual([]);
    const stored = (await insights().get(`d/${today()}`, { type: 'json' })) as { agg: { pages: unknown } };
    expect(stored.agg.pages).toEqual(expected);
    expect((await periodAggregate(today(), today())).pages).toEqual(expected);
    // Rollups lost races and re-read: the compare-and-swap was exercised, not just sequential runs.
    expect(reports.reduce((n, r) => n + r.conflicts, 0)).toBeGreaterThan(0);
  }, 120_000);

  it('a rollup that stopped after writing the aggregate (before deleting) never counts those events twice', async () => {
    const keys = [
      await appendBeacon('/', [{ type: 'view' }]),
      await appendBeacon('/', [{ type: 'view' }, { type: 'open' }]),
    ];
    // The state a crash between the aggregate's write and the deletes leaves: counted, listed in `rolled`, still there.
    await insights().setJSON(`d/${today()}`, {
      v: 1,
      day: today(),
      agg: { pages: { '/': { views: 2, dialogOpens: 1, leads: 0 } }, vitals: {} },
      rolled: keys,
    });
    expect((await periodAggregate(today(), today())).pages['/']).toEqual({ views: 2, dialogOpens: 1, leads: 0 });
    const report = await rollup();
    expect(report.rolled).toBe(0);
    expect(await storedKeys('e/')).toEqual([]);
    const third = await appendBeacon('/', [{ type: 'view' }]);
    expect(third).toMatch(/^e\//);
    await rollup();
    const stored = (await insights().get(`d/${today()}`, { type: 'json' })) as {
      agg: { pages: unknown };
      rolled: string[];
    };
    expect(stored.agg.pages).toEqual({ '/': { views: 3, dialogOpens: 1, leads: 0 } });
    expect(stored.rolled).toEqual([]); // added, deleted, then forgotten
    expect((await rollup()).rolled).toBe(0);
  });

  it('the scheduled function rolls up and deletes aggregates and events older than the retention', async () => {
    vi.stubEnv('INSIGHTS_RETENTION_DAYS', '30');
    const old = new Date(Date.now() - 40 * 86_400_000);
    const oldDay = old.toISOString().slice(0, 10);
    const kept = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await insights().setJSON(`d/${oldDay}`, { v: 1, day: oldDay, agg: { pages: {}, vitals: {} }, rolled: [] });
    await insights().setJSON(`d/${kept}`, { v: 1, day: kept, agg: { pages: {}, vitals: {} }, rolled: [] });
    await appendBeacon('/', [{ type: 'view' }], old.getTime());
    await appendBeacon('/', [{ type: 'view' }]);
    const res = await callScheduled(rollupFunction, 'insights-rollup');
    expect(res.status).toBe(204);
    expect((await storedKeys()).sort()).toEqual([`d/${kept}`, `d/${today()}`].sort());
  });
});

describe('GET /api/admin/insights', () => {
  it('needs an admin session and valid dates', async () => {
    expect((await get('', false)).status).toBe(401);
    const bad = await get('?from=2026-13-01');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/ISO date/);
    expect((await get('?from=2026-11-02&to=2026-11-01')).status).toBe(400);
    expect((await callFunction(adminInsights, '/api/admin/insights', { method: 'POST' })).status).toBe(405);
  });

  it('answers pages by leads, sources from the lead index, leads per day by source and vitals p75, rolled up or not', async () => {
    for (const [type, n] of [
      ['view', 8],
      ['open', 2],
      ['lead', 1],
    ] as const)
      for (let i = 0; i < n; i++)
        expect((await beacon({ path: '/pricing', events: [{ type }] })).status).toBe(type === 'lead' ? 204 : 202);
    for (let i = 0; i < 3; i++) await beacon({ path: '/', events: [{ type: 'view' }] });
    for (const v of [1800, 2600, 900, 4100])
      await beacon({ path: '/', events: [{ type: 'vital', metric: 'LCP', value: v }] });
    await beacon({ path: '/', events: [{ type: 'vital', metric: 'CLS', value: 0.02 }] });
    await rollup(); // some rolled up...
    await beacon({ path: '/', events: [{ type: 'view' }] }); // ...and one still pending

    const now = Date.now();
    const attribution = { source: 'newsletter', medium: 'email', campaign: 'launch', landingPage: '/?utm_source=x' };
    await bulkIndex('contact', [
      { ...entryFromRecord(contactFixture({}, now)), attribution },
      { ...entryFromRecord(contactFixture({}, now + 1)), attribution: null },
      entryFromRecord(contactFixture({}, now + 2)), // written before attribution existed
    ]);
    await bulkIndex('launchpad', [{ ...entryFromRecord(launchpadFixture({}, now + 3)), attribution }]);

    const res = await get(`?from=${today()}&to=${today()}`);
    expect(res.status).toBe(200);
    const answer = insightsAnswerSchema.parse(await res.json());
    // Leads per page are the stored leads' landing pages, not the 'lead' beacons anyone can send.
    expect(answer.pages).toEqual([
      { path: '/', views: 4, dialogOpens: 0, leads: 2, conversionRate: 0.5 },
      { path: '/pricing', views: 8, dialogOpens: 2, leads: 0, conversionRate: 0 },
    ]);
    expect(answer.sources).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'launch', leads: 2 },
      { source: '', medium: '', campaign: '', leads: 2 },
    ]);
    expect(answer.daily).toEqual([{ date: today(), sources: { newsletter: 2, '': 2 } }]);
    expect(answer.vitals).toEqual([
      { path: '/', metric: 'LCP', p75: 2600, samples: 4 },
      { path: '/', metric: 'CLS', p75: 0.02, samples: 1 },
    ]);

    // A period without today is empty.
    const empty = insightsAnswerSchema.parse(await (await get('?from=2020-01-01&to=2020-01-31')).json());
    expect(empty.pages).toEqual([]);
    expect(empty.daily).toHaveLength(31);
  });
});

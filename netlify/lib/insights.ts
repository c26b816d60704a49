/**
 * First-party page insights (issue 29): the funnel per page (views, lead-dialog opens, leads) and real-user Core Web
 * Vitals, counted without a cookie, an identifier, an IP address or a user agent being stored.
 *
 * Storage, in the Blobs store INSIGHTS_STORE, built for contention (no blob is rewritten by every request):
 *   `e/<YYYY-MM-DD>/<ms>-<random>`  one blob per accepted beacon, written once (`onlyIfNew`) and never changed:
 *                                   `{ v: 1, path, events }`. 1,000 concurrent beacons are 1,000 distinct keys.
 *   `d/<YYYY-MM-DD>`                the day's aggregate `{ v: 1, day, agg, rolled }`, written only by the rollup,
 *                                   with compare-and-swap (`onlyIfMatch` the etag read / `onlyIfNew`). `rolled` lists
 *                                   the event keys already added whose blobs may still exist; a rollup adds only the
 *                                   listed event keys not in it, then deletes those blobs, and drops from `rolled`
 *                                   the keys no longer listed (deleted keys never come back: every key is new).
 * So each beacon is counted exactly once: two rollups at once cannot both win the write of the same aggregate, the
 * loser re-reads and finds the winner's keys in `rolled`. The admin's answer adds the events not rolled up yet.
 * Retention (INSIGHTS_RETENTION_DAYS, default 395): the rollup deletes older aggregates and events.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blobs, store } from './blobs';
import { mapLimit } from './lead/index-store';
import { addEvents, emptyAggregate, mergeAggregate, type Aggregate } from '../../src/lib/insights/aggregate';
import { normalisePath, type BeaconEvent } from '../../src/lib/insights/events';
import type { Store } from '@netlify/blobs';
import { INSIGHTS_STORE } from '../../src/lib/blobs/stores';

export { INSIGHTS_STORE };
const VERSION = 1;
const DAY_MS = 86_400_000;
const READ_CONCURRENCY = 32;
const CAS_ATTEMPTS = 20;
/** Event blobs one rollup run reads at most (a scheduled function has 30 s); the next run takes the rest. */
export const MAX_ROLLUP_EVENTS = 5000;

export const DEFAULT_INSIGHTS_RETENTION_DAYS = 395;
export function insightsRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.INSIGHTS_RETENTION_DAYS);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_INSIGHTS_RETENTION_DAYS;
}

export interface StoredBeacon {
  v: number;
  path: string;
  events: BeaconEvent[];
}

interface DayBlob {
  v: number;
  day: string;
  agg: Aggregate;
  rolled: string[];
}

const insightsStore = (): Store => store(INSIGHTS_STORE);
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const eventPrefix = (day: string) => `e/${day}/`;
const dayKey = (day: string) => `d/${day}`;
const DAY_OF_EVENT = /^e\/(\d{4}-\d{2}-\d{2})\/\d{13}-[0-9a-f]{12}$/;
const DAY_OF_AGGREGATE = /^d\/(\d{4}-\d{2}-\d{2})$/;

// ---------------------------------------------------------------------------------------------------------------
// Who is not counted

/** Obvious automated clients: crawlers, monitors, headless browsers, Lighthouse, HTTP libraries. */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|headlesschrome|lighthouse|pagespeed|ptst|phantomjs|python-|curl\/|wget|go-http|java\/|okhttp|axios|node-fetch|undici|httpclient|preview|facebookexternalhit|embedly|monitor|uptime/i;

/** Why a request is not counted (privacy signal or bot), or null when it is counted. */
export function notCounted(req: Request): 'gpc' | 'dnt' | 'bot' | null {
  if (req.headers.get('sec-gpc')?.trim() === '1') return 'gpc';
  if (req.headers.get('dnt')?.trim() === '1') return 'dnt';
  const ua = req.headers.get('user-agent') ?? '';
  if (!ua.trim() || BOT_UA.test(ua)) return 'bot';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The site's pages (from its own build: the sitemap files in dist/)

/**
 * The build's sitemap files, relative to the project root: listed in netlify.toml's `included_files`, so each
 * function bundle carries the sitemap of its own deploy. Nothing is fetched: a URL taken from Host, Origin or
 * X-Forwarded-For would let any client make the function call a host of its choosing (issue 52, hole 2).
 */
export const SITEMAP_INDEX_FILE = 'dist/sitemap-index.xml';

const PATHS_TTL_MS = 10 * 60_000;
let pathCache: { at: number; paths: Promise<Set<string>> } | null = null;

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]);

/** The directory holding dist/: the working directory (build, tests, Netlify's function root), else above this module. */
function projectRoot(): string {
  const candidates = [process.cwd()];
  try {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++, dir = dirname(dir)) candidates.push(dir);
  } catch {
    // bundled without a file URL: the working directory is the only place
  }
  return candidates.find((dir) => existsSync(join(dir, SITEMAP_INDEX_FILE))) ?? candidates[0];
}

/**
 * Every page path of the site, read from the build's own sitemap (the index and the sitemaps it lists, by their
 * file names next to it) and kept for 10 minutes, a failure too (the beacons answer 503 meanwhile and nothing is
 * read again per beacon). The sitemap lists every public page (not /admin or /cms): exactly the pages counted.
 */
export function knownPaths(now = Date.now()): Promise<Set<string>> {
  if (pathCache && now - pathCache.at < PATHS_TTL_MS) return pathCache.paths;
  const paths = (async () => {
    const index = join(projectRoot(), SITEMAP_INDEX_FILE);
    const maps = locs(await readFile(index, 'utf8')).map((u) => join(dirname(index), basename(new URL(u).pathname)));
    const pages = await Promise.all(maps.map((file) => readFile(file, 'utf8')));
    return new Set(pages.flatMap(locs).map((u) => normalisePath(new URL(u).pathname)));
  })();
  paths.catch(() => {}); // kept as a failure until the time-out; each caller sees the rejection
  pathCache = { at: now, paths };
  return paths;
}

/** Forget the cached page list (tests). */
export function clearKnownPaths(): void {
  pathCache = null;
}

// ---------------------------------------------------------------------------------------------------------------
// Rate cap, in memory only (no address is stored anywhere)

/** A whole number >= 0 from the environment, else the default (unset, empty or not such a number). */
function countSetting(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export const DEFAULT_EVENTS_RATE_LIMIT = 120;
export function eventsRateLimit(env: Record<string, string | undefined> = process.env): number {
  return countSetting(env.EVENTS_RATE_LIMIT, DEFAULT_EVENTS_RATE_LIMIT);
}

const WINDOW_MS = 60_000;
const hits = new Map<string, { start: number; count: number }>();

/**
 * A fixed one-minute window per client address in this function instance's memory: the address is a map key
 * for at most a minute and is never written anywhere. (Netlify's `config.rateLimit` adds a platform limit.)
 */
export function withinRate(ip: string, limit = eventsRateLimit(), now = Date.now()): boolean {
  if (limit <= 0) return true;
  if (hits.size > 10_000) for (const [k, v] of hits) if (now - v.start >= WINDOW_MS) hits.delete(k);
  const h = hits.get(ip);
  if (!h || now - h.start >= WINDOW_MS) {
    hits.set(ip, { start: now, count: 1 });
    return true;
  }
  h.count += 1;
  return h.count <= limit;
}

export function clearRateWindows(): void {
  hits.clear();
}

// ---------------------------------------------------------------------------------------------------------------
// Beacons per page and day, counted and capped

export const DEFAULT_PAGE_DAY_LIMIT = 5000;
/** INSIGHTS_PAGE_DAY_LIMIT: beacons stored per page per UTC day (default 5,000; 0 = no cap). */
export function pageDayLimit(env: Record<string, string | undefined> = process.env): number {
  return countSetting(env.INSIGHTS_PAGE_DAY_LIMIT, DEFAULT_PAGE_DAY_LIMIT);
}

/**
 * A page's beacons of one day take numbered slots, `n/<day>/<page hash>/<slot>`, each claimed by a write-if-new
 * (`onlyIfNew`): never more than the limit are stored, concurrent beacons do not contend on one blob, and a claim costs
 * one write and no read. A beacon tries slots from a random one onwards, at most MAX_SLOT_PROBES of them; a page
 * whose probes all met taken slots is full for the day in this instance's memory (no more writes for it).
 */
const SLOT_PREFIX = 'n/';
const MAX_SLOT_PROBES = 64;
const DAY_OF_SLOT = /^n\/(\d{4}-\d{2}-\d{2})\//;
const fullPages = new Map<string, string>();
const pageHash = (path: string) => createHash('sha256').update(path).digest('hex').slice(0, 24);

/** Takes one of the day's slots of a page: true when the beacon may be stored. */
export async function takePageDaySlot(path: string, now = Date.now(), limit = pageDayLimit()): Promise<boolean> {
  if (limit <= 0) return true;
  const day = utcDay(now);
  const hash = pageHash(path);
  if (fullPages.get(hash) === day) return false;
  const s = insightsStore();
  const start = Math.floor(Math.random() * limit);
  for (let i = 0; i < Math.min(limit, MAX_SLOT_PROBES); i++) {
    const key = `${SLOT_PREFIX}${day}/${hash}/${(start + i) % limit}`;
    if ((await blobs(() => s.set(key, '', { onlyIfNew: true }))).modified) return true;
  }
  if (fullPages.size > 1000) fullPages.clear();
  fullPages.set(hash, day);
  return false;
}

/** Forget the pages known to be full (tests). */
export function clearFullPages(): void {
  fullPages.clear();
}

// ---------------------------------------------------------------------------------------------------------------
// Appending

const randomHex = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12);

/** Stores one validated beacon as a new blob; returns its key. */
export async function appendBeacon(path: string, events: readonly BeaconEvent[], now = Date.now()): Promise<string> {
  const s = insightsStore();
  for (;;) {
    const key = `${eventPrefix(utcDay(now))}${String(now).padStart(13, '0')}-${randomHex()}`;
    const body: StoredBeacon = { v: VERSION, path, events: [...events] };
    const written = await blobs(() => s.setJSON(key, body, { onlyIfNew: true }));
    if (written.modified) return key;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading blobs

function validDayBlob(value: unknown, day: string): DayBlob {
  const v = value as DayBlob | null;
  if (v && v.v === VERSION && v.agg && typeof v.agg === 'object' && Array.isArray(v.rolled))
    return { v: VERSION, day, agg: { pages: v.agg.pages ?? {}, vitals: v.agg.vitals ?? {} }, rolled: v.rolled };
  return { v: VERSION, day, agg: emptyAggregate(), rolled: [] };
}

async function readDay(s: Store, day: string): Promise<{ blob: DayBlob; etag?: string; exists: boolean }> {
  const got = await blobs(() => s.getWithMetadata(dayKey(day), { type: 'json' }));
  return { blob: validDayBlob(got?.data ?? null, day), etag: got?.etag, exists: !!got };
}

/** A stored beacon, or null when it is gone (rolled up and deleted meanwhile) or unreadable. */
async function readBeacon(s: Store, key: string): Promise<StoredBeacon | null> {
  const value = (await blobs(() => s.get(key, { type: 'json' }))) as StoredBeacon | null;
  return value && typeof value.path === 'string' && Array.isArray(value.events) ? value : null;
}

async function listEventKeys(s: Store, day?: string): Promise<Map<string, string[]>> {
  const { blobs: listed } = await blobs(() => s.list({ prefix: day ? eventPrefix(day) : 'e/' }));
  const byDay = new Map<string, string[]>();
  for (const { key } of listed) {
    const d = DAY_OF_EVENT.exec(key)?.[1];
    if (!d) continue;
    const list = byDay.get(d);
    if (list) list.push(key);
    else byDay.set(d, [key]);
  }
  for (const list of byDay.values()) list.sort();
  return byDay;
}

// ---------------------------------------------------------------------------------------------------------------
// Rolling up

export interface RollupReport {
  /** Event blobs added to a day's aggregate by this run. */
  rolled: number;
  /** Write conflicts with another rollup (each costs one re-read). */
  conflicts: number;
  /** Aggregates and events deleted as older than the retention. */
  expired: number;
}

/** Adds the listed, not yet rolled up events of one day to its aggregate; returns how many it added. */
async function rollupDay(s: Store, day: string, report: RollupReport, limit: number): Promise<number> {
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    // List first, read the aggregate second: a key listed and rolled up by another run meanwhile is then in `rolled`.
    const listed = (await listEventKeys(s, day)).get(day) ?? [];
    const { blob, etag, exists } = await readDay(s, day);
    const rolled = new Set(blob.rolled);
    const fresh = listed.filter((k) => !rolled.has(k)).slice(0, limit);
    const stillListed = new Set(listed);
    const keep = blob.rolled.filter((k) => stillListed.has(k));
    if (fresh.length === 0 && keep.length === blob.rolled.length) {
      await deleteAll(s, keep);
      return 0;
    }
    const read = await mapLimit(fresh, READ_CONCURRENCY, (k) => readBeacon(s, k));
    const added: string[] = [];
    const agg = blob.agg;
    fresh.forEach((key, i) => {
      const beacon = read[i];
      // Gone: another run rolled it up and deleted it after our listing; its write makes ours fail below.
      if (!beacon) return;
      addEvents(agg, beacon.path, beacon.events);
      added.push(key);
    });
    const next: DayBlob = { v: VERSION, day, agg, rolled: [...keep, ...added] };
    const condition = exists && etag ? { onlyIfMatch: etag } : { onlyIfNew: true as const };
    const written = await blobs(() => s.setJSON(dayKey(day), next, condition));
    if (written.modified) {
      // Deleting is tidying: a blob left behind stays in `rolled` and is never counted twice. Once every one is
      // gone, `rolled` is emptied (only if nobody wrote since; otherwise the next run drops the deleted keys).
      if ((await deleteAll(s, next.rolled)) && next.rolled.length > 0 && written.etag)
        await blobs(() => s.setJSON(dayKey(day), { ...next, rolled: [] }, { onlyIfMatch: written.etag! }));
      return added.length;
    }
    report.conflicts += 1;
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 25));
  }
  throw new Error(`insights rollup of ${day}: too many write conflicts`);
}

/** Deletes keys (best effort); true when every delete succeeded. */
async function deleteAll(s: Store, keys: readonly string[]): Promise<boolean> {
  const done = await mapLimit(keys, READ_CONCURRENCY, (k) =>
    s.delete(k).then(
      () => true,
      () => false,
    ),
  );
  return done.every(Boolean);
}

/** One rollup run: every day with pending events (oldest first), then the retention. */
export async function rollup(
  now = Date.now(),
  env: Record<string, string | undefined> = process.env,
): Promise<RollupReport> {
  const s = insightsStore();
  const report: RollupReport = { rolled: 0, conflicts: 0, expired: 0 };
  const oldest = utcDay(now - (insightsRetentionDays(env) - 1) * DAY_MS);
  const byDay = await listEventKeys(s);
  let budget = MAX_ROLLUP_EVENTS;
  for (const [day, keys] of [...byDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (day < oldest) {
      await deleteAll(s, keys);
      report.expired += keys.length;
      continue;
    }
    if (budget <= 0) break;
    const n = await rollupDay(s, day, report, budget);
    report.rolled += n;
    budget -= n;
  }
  const { blobs: days } = await blobs(() => s.list({ prefix: 'd/' }));
  const expired = days.map((b) => b.key).filter((k) => (DAY_OF_AGGREGATE.exec(k)?.[1] ?? '9999') < oldest);
  await deleteAll(s, expired);
  report.expired += expired.length;
  // The slots of days before yesterday are done with (a beacon only takes a slot of its own UTC day).
  const { blobs: slots } = await blobs(() => s.list({ prefix: SLOT_PREFIX }));
  const yesterday = utcDay(now - DAY_MS);
  await deleteAll(
    s,
    slots.map((b) => b.key).filter((k) => (DAY_OF_SLOT.exec(k)?.[1] ?? '9999') < yesterday),
  );
  return report;
}

// ---------------------------------------------------------------------------------------------------------------
// The period, current (rolled-up aggregates plus the events not rolled up yet)

async function currentDay(s: Store, day: string, listed: readonly string[], exists: boolean): Promise<Aggregate> {
  let keys = listed;
  for (let attempt = 0; attempt < 5; attempt++) {
    const { blob } = exists || attempt > 0 ? await readDay(s, day) : { blob: validDayBlob(null, day) };
    const rolled = new Set(blob.rolled);
    const pending = keys.filter((k) => !rolled.has(k));
    const read = await mapLimit(pending, READ_CONCURRENCY, (k) => readBeacon(s, k));
    if (read.every(Boolean)) {
      for (const b of read) addEvents(blob.agg, b!.path, b!.events);
      return blob.agg;
    }
    // A pending event was rolled up (and deleted) while we read: read the day again.
    keys = (await listEventKeys(s, day)).get(day) ?? [];
  }
  throw new Error(`insights of ${day}: events kept moving`);
}

/** The aggregate of every UTC day from `from` to `to`, inclusive, with the events not rolled up yet. */
export async function periodAggregate(from: string, to: string): Promise<Aggregate> {
  const s = insightsStore();
  const inRange = (d: string) => d >= from && d <= to;
  // Events first, then the aggregates (see rollupDay).
  const events = await listEventKeys(s);
  const { blobs: dayBlobs } = await blobs(() => s.list({ prefix: 'd/' }));
  const aggregated = new Set(dayBlobs.map((b) => DAY_OF_AGGREGATE.exec(b.key)?.[1] ?? '').filter(inRange));
  const days = [...new Set([...aggregated, ...[...events.keys()].filter(inRange)])];
  const parts = await mapLimit(days, 8, (d) => currentDay(s, d, events.get(d) ?? [], aggregated.has(d)));
  return parts.reduce((sum, a) => mergeAggregate(sum, a), emptyAggregate());
}

/**
 * The lead index: what the admin reads instead of every record.
 *
 * Layout, in the Blobs store LEAD_INDEX_STORE:
 *   `<kind>/w/<YYYY-MM-DD>`  one shard per 7-day span of submission (see spanStart): `{ v: 1, entries: IndexEntry[] }`,
 *                            newest first.
 *                            Written with compare-and-swap (`onlyIfMatch` the etag read / `onlyIfNew`), so two
 *                            writers never overwrite each other's entries; a losing writer re-reads and retries.
 *   `<kind>/summary`         a read-side cache `{ shardKey -> { etag, count, byStatus } }`, checked against the
 *                            shard etags of every listing (a stale or lost summary only costs re-reading shards).
 * The records in the lead stores stay the source of truth: `rebuildIndex` re-derives the index from them.
 *
 * Public API (for lead-create, lead-admin, the repair functions and other modules such as lead delivery/erasure):
 *   entryFromRecord(record, etag?)       the index entry of a stored record
 *   indexAdd(kind, entry)                add an entry unless its id is already indexed (submission path; never
 *                                        overwrites a status changed since)
 *   indexUpsert(kind, entry)             add or replace an entry (keeps extra fields of the old one it does not set)
 *   indexPatch(kind, id, fields)         merge fields into an existing entry; false when the id is not indexed
 *   indexRemove(kind, id)                drop an entry; false when it was not indexed
 *   indexErase(kind, id)                 drop an entry and mark the id erased in its shard: a later add, upsert,
 *                                        patch or refresh of that id is ignored (erasure; see lead/tombstone.ts)
 *   indexRefresh(kind, id)               set the entry from the record as it is when the shard is written (read
 *                                        inside the compare-and-swap, so the last refresh always shows the last write)
 *   rebuildIndex(kind)                   repair from the records: adds missing, refreshes changed, drops entries
 *                                        whose record is provably gone; never hides a live lead
 *   queryIndex(kind, query)              one page `{ entries, nextCursor, total }`, newest first
 *   scanIndex(kind, filter?, predicate?) every matching entry (stats, exports, delivery sweeps)
 *   bulkIndex(kind, entries)             write many entries in one pass per shard (seeding, rebuild)
 * An entry may carry any extra JSON fields (e.g. `delivery: { state, attempts }`): they are kept as they are.
 *
 * Writes to one shard within a process are grouped: every change queued while a write is in flight goes into the
 * next write, so 1,000 concurrent submissions cost a handful of shard writes, not 1,000 contended ones.
 */
import { getStore, type Store } from '@netlify/blobs';
import { LEAD_ID_PATTERN, LEAD_STORES } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import {
  hasFacets,
  idDay,
  isKeptAsSpam,
  leadMatcher,
  type LeadFilter,
  type LeadPageQuery,
} from '../../../src/lib/admin/lead-query';
import { attributionPart, facetsOf, type AttributionFacets } from '../../../src/lib/attribution/facets';
import type { RepairReport } from '../../../src/lib/admin/contract';

export type { RepairReport };
import { StorageUnavailableError } from '../blobs';
import { isErased } from './tombstone';
import { LEAD_INDEX_STORE } from '../../../src/lib/blobs/stores';

export { LEAD_INDEX_STORE };
const SHARD_VERSION = 1;
export const READ_CONCURRENCY = 32;
const CAS_ATTEMPTS = 25;

/** One lead as the index holds it: what listing, search, filters and stats read. */
export interface IndexEntry {
  id: string;
  createdAt: string;
  status: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  /** UTM source, medium, campaign and landing page of the record's attribution (facet filters, insights); null when
   *  the record has none. Entries indexed before attribution existed lack the field: their records have none either. */
  attribution?: AttributionFacets | null;
  /** The page whose lead dialog was submitted (the attribution's `submittedFrom`): the insights' leads per page. */
  page?: string | null;
  /** The record's etag when it was indexed (shortened): lets the repair re-read only changed records. */
  rv?: string;
  [extra: string]: unknown;
}

interface Shard {
  v: number;
  entries: IndexEntry[];
  /** Ids erased from this shard and when (ms): no later write may index them again. Pruned after ERASED_MARK_TTL_MS. */
  erased?: Record<string, number>;
}

/** How long a shard remembers an erased id: far longer than any write in flight (a replay's window is 15 minutes). */
export const ERASED_MARK_TTL_MS = 24 * 60 * 60_000;

interface ShardSummary {
  etag: string;
  count: number;
  byStatus: Record<string, number>;
}

interface Summary {
  v: number;
  shards: Record<string, ShardSummary>;
}

export type StoredLead = Record<string, unknown> & { id: string };

export function leadStore(kind: LeadKind): Store {
  return getStore({ name: LEAD_STORES[kind], consistency: 'strong' });
}

function indexStore(): Store {
  return getStore({ name: LEAD_INDEX_STORE, consistency: 'strong' });
}

const shardPrefix = (kind: LeadKind) => `${kind}/w/`;
const summaryKey = (kind: LeadKind) => `${kind}/summary`;
/**
 * A shard holds the leads of one 7-day span (UTC days, spans counted from the epoch), named by its first day: a search
 * reads about 53 blobs a year, and even at 100,000 leads a year a shard is a few hundred KB, cheap to rewrite on a
 * submission and to read for a first page. (Day shards made a year's search read 365 blobs; month shards made every
 * submission and first page rewrite or read 2 MB at that volume.)
 */
const SPAN_DAYS = 7;
const DAY_MS = 86_400_000;
/** The first day (YYYY-MM-DD) of the span holding a day. */
export function spanStart(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return new Date(Math.floor(ms / (SPAN_DAYS * DAY_MS)) * SPAN_DAYS * DAY_MS).toISOString().slice(0, 10);
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The shard key of a lead id: its UTC day. */
export function shardKeyOf(kind: LeadKind, id: string): string {
  return `${shardPrefix(kind)}${spanStart(idDay(id))}`;
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Parses a stored blob into a record; anything that is not a JSON object is not a lead and is skipped. */
export function parseLead(key: string, text: string | null): StoredLead | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    return { ...record, id: typeof record.id === 'string' && record.id ? record.id : key };
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** Etags are quoted hashes; 16 characters of one are plenty to notice a change. */
export const shortEtag = (etag: string | undefined) => (etag ? etag.replace(/"/g, '').slice(0, 16) : undefined);

export function entryFromRecord(lead: { id: string }, etag?: string): IndexEntry {
  const record = lead as StoredLead;
  const entry: IndexEntry = {
    id: record.id,
    createdAt: str(record.createdAt) || new Date(Number(record.id.slice(0, 13))).toISOString(),
    status: str(record.status),
    name: str(record.name),
    email: str(record.email),
    company: str(record.company),
    phone: str(record.phone),
    attribution: facetsOf(record.attribution),
  };
  const page = attributionPart(record.attribution, 'submittedFrom');
  if (typeof page === 'string') entry.page = page;
  // Kept as spam (reasons), or null once released: a refresh must replace the old entry's reasons.
  if (record.spam !== undefined) entry.spam = record.spam;
  const rv = shortEtag(etag);
  if (rv) entry.rv = rv;
  return entry;
}

function validShard(value: unknown): value is Shard {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as Shard).v === SHARD_VERSION &&
    Array.isArray((value as Shard).entries)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Parsed shards by key, valid while the key's etag is unchanged (a warm function instance skips re-reading). */
const memo = new Map<string, { etag: string; entries: IndexEntry[] }>();
/** Forget every parsed shard (tests and the benchmark measure cold reads). */
export function clearIndexMemo(): void {
  memo.clear();
}

function parseShard(text: string | null | undefined): IndexEntry[] {
  return parseWholeShard(text).entries;
}

/** A shard with its erased marks (an unreadable shard reads as empty; the repair rewrites it from the records). */
function parseWholeShard(text: string | null | undefined): { entries: IndexEntry[]; erased: Record<string, number> } {
  if (!text) return { entries: [], erased: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (!validShard(value)) return { entries: [], erased: {} };
    const erased = value.erased && typeof value.erased === 'object' && !Array.isArray(value.erased) ? value.erased : {};
    return { entries: value.entries, erased };
  } catch {
    return { entries: [], erased: {} };
  }
}

async function readShard(key: string, listedEtag?: string): Promise<{ entries: IndexEntry[]; etag?: string }> {
  const hit = memo.get(key);
  if (hit && listedEtag && hit.etag === listedEtag) return hit;
  const got = await indexStore().getWithMetadata(key, { type: 'text' });
  if (!got) return { entries: [] };
  const entries = parseShard(got.data);
  if (got.etag) memo.set(key, { etag: got.etag, entries });
  return { entries, etag: got.etag };
}

/** A blob's text and the etag it was read with, to make a conditional write against. */
export async function readForWrite(store: Store, key: string): Promise<{ text: string | null; etag?: string }> {
  const got = await store.getWithMetadata(key, { type: 'text' });
  return { text: got?.data ?? null, etag: got?.etag };
}

/** Every shard of a kind, newest first, with its etag. */
async function listShards(
  kind: LeadKind,
  filter: LeadFilter = {},
): Promise<{ key: string; etag: string; period: string }[]> {
  const prefix = shardPrefix(kind);
  const { blobs } = await indexStore().list({ prefix });
  return (
    blobs
      .map((b) => ({ key: b.key, etag: b.etag, period: b.key.slice(prefix.length) }))
      .filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.period))
      // A span overlaps [from, to] when it starts on or before `to` and ends (6 days after its start) on or after `from`.
      .filter(
        (s) =>
          (!filter.from || s.period >= addDays(filter.from, 1 - SPAN_DAYS)) && (!filter.to || s.period <= filter.to),
      )
      .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
  );
}

/** Counts of a shard's leads; those kept as spam are not counted (the spam view scans, like a search). */
function summarise(entries: readonly IndexEntry[], etag: string): ShardSummary {
  const byStatus: Record<string, number> = {};
  let count = 0;
  for (const e of entries) {
    if (isKeptAsSpam(e)) continue;
    byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
    count++;
  }
  return { etag, count, byStatus };
}

async function readSummary(kind: LeadKind): Promise<Summary> {
  try {
    const value = (await indexStore().get(summaryKey(kind), { type: 'json' })) as Summary | null;
    return value && value.v === SHARD_VERSION && value.shards && typeof value.shards === 'object'
      ? value
      : { v: SHARD_VERSION, shards: {} };
  } catch {
    return { v: SHARD_VERSION, shards: {} }; // unreadable: rebuilt below
  }
}

/** Shard summaries checked against the listed etags; shards that changed are read (and their entries returned). */
async function currentSummaries(kind: LeadKind, shards: { key: string; etag: string }[]) {
  const summary = await readSummary(kind);
  const fresh: Record<string, ShardSummary> = {};
  const read = new Map<string, IndexEntry[]>();
  const stale = shards.filter((s) => {
    const known = summary.shards[s.key];
    if (known && s.etag && known.etag === s.etag) {
      fresh[s.key] = known;
      return false;
    }
    return true;
  });
  await mapLimit(stale, READ_CONCURRENCY, async (s) => {
    const { entries, etag } = await readShard(s.key, s.etag);
    read.set(s.key, entries);
    fresh[s.key] = summarise(entries, etag ?? s.etag);
  });
  if (stale.length > 0 || Object.keys(summary.shards).length !== shards.length) {
    // Last write wins between concurrent listings; either version is checked against the etags next time.
    await indexStore()
      .setJSON(summaryKey(kind), { v: SHARD_VERSION, shards: fresh } satisfies Summary)
      .catch((err: unknown) =>
        console.error('[lead index] summary not written:', err instanceof Error ? err.message : String(err)),
      );
  }
  return { summaries: fresh, read };
}

export interface IndexPage {
  entries: IndexEntry[];
  nextCursor: string | null;
  total: number;
}

/**
 * One page of a kind's index, newest first. Without a search or date filter the total comes from the shard
 * summaries and only the newest shards are read; with one, every shard in the date range is scanned.
 */
export async function queryIndex(kind: LeadKind, query: LeadPageQuery): Promise<IndexPage> {
  const { limit, cursor, ...filter } = query;
  const matches = leadMatcher(filter);
  const shards = await listShards(kind, filter);

  const page: IndexEntry[] = [];
  let more = false;
  const take = (entries: readonly IndexEntry[]) => {
    for (const e of entries) {
      if (cursor && e.id >= cursor) continue;
      if (!matches(e)) continue;
      if (page.length === limit) {
        more = true;
        return;
      }
      page.push(e);
    }
  };
  const cursorPeriod = cursor ? spanStart(idDay(cursor)) : '';
  const pageShards = cursorPeriod ? shards.filter((s) => s.period <= cursorPeriod) : shards;

  if (filter.q || filter.from || filter.to || hasFacets(filter) || filter.spam) {
    // A search, a date range or an attribution facet: scan the range (in parallel) and count every match.
    const all = await mapLimit(shards, READ_CONCURRENCY, (s) => readShard(s.key, s.etag));
    let total = 0;
    all.forEach(({ entries }) => {
      for (const e of entries) if (matches(e)) total++;
    });
    for (let i = 0; i < shards.length && !more; i++)
      if (!cursorPeriod || shards[i].period <= cursorPeriod) take(all[i].entries);
    return { entries: page, nextCursor: more ? page[page.length - 1].id : null, total };
  }

  const { summaries, read } = await currentSummaries(kind, shards);
  const count = (key: string) =>
    filter.status ? (summaries[key]?.byStatus[filter.status] ?? 0) : (summaries[key]?.count ?? 0);
  const total = shards.reduce((n, s) => n + count(s.key), 0);
  // Read the newest shards (skipping those with no match) a few at a time until the page is full.
  const candidates = pageShards.filter((s) => count(s.key) > 0);
  for (let i = 0; i < candidates.length && !more; i += 4) {
    const batch = candidates.slice(i, i + 4);
    const loaded = await Promise.all(
      batch.map((s) => (read.has(s.key) ? Promise.resolve({ entries: read.get(s.key)! }) : readShard(s.key, s.etag))),
    );
    for (const { entries } of loaded) {
      if (more) break;
      take(entries);
    }
  }
  return { entries: page, nextCursor: more ? page[page.length - 1].id : null, total };
}

/** Every entry of a kind that matches the filter (and the optional predicate), newest first. */
export async function scanIndex(
  kind: LeadKind,
  filter: LeadFilter = {},
  predicate?: (entry: IndexEntry) => boolean,
): Promise<IndexEntry[]> {
  const matches = leadMatcher(filter);
  const shards = await listShards(kind, filter);
  const all = await mapLimit(shards, READ_CONCURRENCY, (s) => readShard(s.key, s.etag));
  const out: IndexEntry[] = [];
  for (const { entries } of all) for (const e of entries) if (matches(e) && (!predicate || predicate(e))) out.push(e);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

export type IndexOp =
  | { type: 'add'; entry: IndexEntry }
  | { type: 'upsert'; entry: IndexEntry }
  | { type: 'patch'; id: string; fields: Record<string, unknown> }
  | { type: 'remove'; id: string }
  | { type: 'erase'; id: string }
  | { type: 'refresh'; kind: LeadKind; id: string };

const opId = (op: IndexOp) => (op.type === 'add' || op.type === 'upsert' ? op.entry.id : op.id);

interface Pending {
  op: IndexOp;
  done: (found: boolean) => void;
  fail: (err: unknown) => void;
}

const queues = new Map<string, Pending[]>();
const flushing = new Set<string>();

/**
 * Applies ops to a shard's entries; returns, per op, whether its id was already indexed. `records` holds, for each
 * refresh op's id, the entry derived from the record read for this attempt (null: no record, nothing to index).
 * An id marked erased is never indexed again.
 */
function applyOps(
  shard: { entries: IndexEntry[]; erased: Record<string, number> },
  ops: readonly IndexOp[],
  records: ReadonlyMap<string, IndexEntry | null> = new Map(),
  now = Date.now(),
): { entries: IndexEntry[]; erased: Record<string, number>; found: boolean[]; changed: boolean } {
  const byId = new Map(shard.entries.map((e) => [e.id, e]));
  let changed = false;
  const erased: Record<string, number> = {};
  for (const [id, at] of Object.entries(shard.erased)) {
    if (typeof at === 'number' && at > now - ERASED_MARK_TTL_MS) erased[id] = at;
    else changed = true;
  }
  const found = ops.map((op) => {
    const id = opId(op);
    const current = byId.get(id);
    if (op.type === 'erase') {
      if (current) byId.delete(id);
      if (!(id in erased)) {
        erased[id] = now;
        changed = true;
      }
      changed ||= !!current;
      return !!current;
    }
    if (id in erased) {
      // Erased: whatever is still indexed goes, nothing comes back.
      if (current) {
        byId.delete(id);
        changed = true;
      }
      return !!current;
    }
    if (op.type === 'add') {
      if (!current) {
        byId.set(id, op.entry);
        changed = true;
      }
    } else if (op.type === 'upsert') {
      byId.set(id, { ...current, ...op.entry });
      changed = true;
    } else if (op.type === 'refresh') {
      const entry = records.get(id);
      if (entry && (!current || current.rv !== entry.rv || !sameEntry(current, entry))) {
        byId.set(id, { ...current, ...entry });
        changed = true;
      }
    } else if (op.type === 'patch') {
      if (current) {
        byId.set(id, { ...current, ...op.fields, id });
        changed = true;
      }
    } else if (current) {
      byId.delete(id);
      changed = true;
    }
    return !!current;
  });
  const next = [...byId.values()].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { entries: next, erased, found, changed };
}

const sameEntry = (a: IndexEntry, b: IndexEntry) =>
  (Object.keys(b) as (keyof IndexEntry)[]).every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/** The entries of the records that refresh ops name, read now (null where there is no readable record). */
async function readRefreshed(ops: readonly IndexOp[]): Promise<Map<string, IndexEntry | null>> {
  const refresh = ops.filter((op): op is Extract<IndexOp, { type: 'refresh' }> => op.type === 'refresh');
  const out = new Map<string, IndexEntry | null>();
  await mapLimit(refresh, READ_CONCURRENCY, async (op) => {
    const got = await leadStore(op.kind).getWithMetadata(op.id, { type: 'text' });
    const record = got ? parseLead(op.id, got.data) : null;
    out.set(op.id, record ? entryFromRecord({ ...record, id: op.id }, got?.etag) : null);
  });
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One compare-and-swap write of a shard with the given ops, retried until it wins. */
async function writeShard(key: string, ops: readonly IndexOp[]): Promise<boolean[]> {
  const store = indexStore();
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const got = await readForWrite(store, key);
    // Records are read after the shard: a write that wins its compare-and-swap shows records at least that recent.
    const records = await readRefreshed(ops);
    const { entries, erased, found, changed } = applyOps(parseWholeShard(got.text), ops, records);
    if (!changed) return found;
    const shard: Shard = { v: SHARD_VERSION, entries, ...(Object.keys(erased).length ? { erased } : {}) };
    const result =
      got.text !== null && got.etag
        ? await store.setJSON(key, shard, { onlyIfMatch: got.etag })
        : await store.setJSON(key, shard, { onlyIfNew: true });
    if (result.modified) {
      if (result.etag) memo.set(key, { etag: result.etag, entries });
      return found;
    }
    await sleep(5 + Math.random() * 20 * (attempt + 1)); // another writer won: re-read and retry
  }
  throw new StorageUnavailableError(`index shard ${key} stayed contended after ${CAS_ATTEMPTS} attempts`);
}

async function flush(key: string) {
  try {
    for (;;) {
      const batch = queues.get(key) ?? [];
      queues.delete(key);
      if (batch.length === 0) break;
      try {
        const found = await writeShard(
          key,
          batch.map((p) => p.op),
        );
        batch.forEach((p, i) => p.done(found[i]));
      } catch (err) {
        const wrapped = err instanceof StorageUnavailableError ? err : new StorageUnavailableError(err);
        batch.forEach((p) => p.fail(wrapped));
      }
    }
  } finally {
    flushing.delete(key);
  }
}

function enqueue(key: string, op: IndexOp): Promise<boolean> {
  return new Promise<boolean>((done, fail) => {
    const list = queues.get(key) ?? [];
    list.push({ op, done, fail });
    queues.set(key, list);
    if (!flushing.has(key)) {
      flushing.add(key);
      // Changes queued in the same tick (a bulk call, a burst of submissions) go into the first write together.
      queueMicrotask(() => void flush(key));
    }
  });
}

function checkId(id: string) {
  if (!LEAD_ID_PATTERN.test(id)) throw new Error(`not a lead id: ${id}`);
}

export async function indexAdd(kind: LeadKind, entry: IndexEntry): Promise<boolean> {
  checkId(entry.id);
  return enqueue(shardKeyOf(kind, entry.id), { type: 'add', entry });
}

export async function indexUpsert(kind: LeadKind, entry: IndexEntry): Promise<boolean> {
  checkId(entry.id);
  return enqueue(shardKeyOf(kind, entry.id), { type: 'upsert', entry });
}

export async function indexPatch(kind: LeadKind, id: string, fields: Record<string, unknown>): Promise<boolean> {
  if (!LEAD_ID_PATTERN.test(id)) return false;
  return enqueue(shardKeyOf(kind, id), { type: 'patch', id, fields });
}

export async function indexRemove(kind: LeadKind, id: string): Promise<boolean> {
  if (!LEAD_ID_PATTERN.test(id)) return false;
  return enqueue(shardKeyOf(kind, id), { type: 'remove', id });
}

export async function indexErase(kind: LeadKind, id: string): Promise<boolean> {
  if (!LEAD_ID_PATTERN.test(id)) return false;
  return enqueue(shardKeyOf(kind, id), { type: 'erase', id });
}

export async function indexRefresh(kind: LeadKind, id: string): Promise<boolean> {
  if (!LEAD_ID_PATTERN.test(id)) return false;
  return enqueue(shardKeyOf(kind, id), { type: 'refresh', kind, id });
}

/** Whether the id has an entry in its shard now. */
export async function isIndexed(kind: LeadKind, id: string): Promise<boolean> {
  if (!LEAD_ID_PATTERN.test(id)) return false;
  const got = await indexStore().get(shardKeyOf(kind, id), { type: 'text' });
  return parseShard(got).some((e) => e.id === id);
}

/** Upserts many entries (and applies other ops), one write per shard, a few shards at a time. */
export async function bulkIndex(
  kind: LeadKind,
  entries: readonly IndexEntry[],
  ops: readonly IndexOp[] = [],
): Promise<void> {
  const byShard = new Map<string, IndexOp[]>();
  const add = (id: string, op: IndexOp) => {
    const key = shardKeyOf(kind, id);
    const list = byShard.get(key);
    if (list) list.push(op);
    else byShard.set(key, [op]);
  };
  for (const entry of entries) {
    checkId(entry.id);
    add(entry.id, { type: 'upsert', entry });
  }
  for (const op of ops) add(opId(op), op);
  await mapLimit([...byShard], 8, ([key, list]) => Promise.all(list.map((op) => enqueue(key, op))));
  // Leave the summary current (from the shards just written, still in memory), so the next listing reads no shard twice.
  if (byShard.size > 0) await currentSummaries(kind, await listShards(kind));
}

/** Test hooks of the repair: called between its reads, to land other operations exactly there. */
export interface RepairHooks {
  afterIndexRead?: () => Promise<void>;
  afterListing?: () => Promise<void>;
}

async function listRecordKeys(store: Store): Promise<Map<string, string>> {
  const records = new Map<string, string>();
  for await (const page of store.list({ paginate: true })) {
    for (const b of page.blobs) if (LEAD_ID_PATTERN.test(b.key)) records.set(b.key, b.etag);
  }
  return records;
}

/**
 * Repairs a kind's index from its records. It can only add or fix, never hide a live lead:
 * 1. it reads the index first and lists the records after, so every entry it read has its record written before the
 *    listing (a record is always stored before its entry): an entry younger than the listing is never looked at;
 * 2. a record missing from the index, or changed since it was indexed (etag differs), is refreshed: the entry is set
 *    from the record as read inside the shard's compare-and-swap (a status change racing the repair always wins);
 * 3. an entry is removed only when its record is provably gone: erased (a tombstone; the shard then keeps the mark),
 *    or absent from this listing and from a second one taken after it.
 * Repairs running at the same time, beside submissions, status changes, erasures and sweeps, agree. Reads only the
 * records that are missing or changed, so a daily run over an intact index costs one listing of each store.
 */
export async function rebuildIndex(kind: LeadKind, hooks: RepairHooks = {}): Promise<RepairReport> {
  const store = leadStore(kind);
  const indexed = new Map<string, IndexEntry>();
  for (const e of await scanIndex(kind, { includeSpam: true })) indexed.set(e.id, e);
  await hooks.afterIndexRead?.();
  const records = await listRecordKeys(store);
  await hooks.afterListing?.();

  const ops: IndexOp[] = [];
  let added = 0;
  let updated = 0;
  for (const [id, etag] of records) {
    const entry = indexed.get(id);
    if (entry && entry.rv && entry.rv === shortEtag(etag)) continue;
    if (entry) updated++;
    else added++;
    ops.push({ type: 'refresh', kind, id });
  }
  const missing = [...indexed.keys()].filter((id) => !records.has(id));
  let removed = 0;
  if (missing.length > 0) {
    const again = await listRecordKeys(store);
    for (const id of missing) {
      if (await isErased(kind, id)) ops.push({ type: 'erase', id });
      else if (!again.has(id)) ops.push({ type: 'remove', id });
      else continue;
      removed++;
    }
  }
  await bulkIndex(kind, [], ops);
  return { records: records.size, indexed: indexed.size, added, updated, removed };
}

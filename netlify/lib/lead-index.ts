/**
 * Reads every stored lead of a kind, fast even with thousands of them (issue #5: 5,000 in under 2 s).
 *
 * The lead stores hold one blob per submission (key = id, written by the lead functions). Listing keys is cheap
 * (one call per 1,000 keys) but reading 5,000 blobs one by one is not, so the admin side keeps a cache: one blob
 * per kind in LEAD_CACHE_STORE holding `{key -> {etag, record}}` of what it read before.
 *
 * Correctness does not depend on the cache: the key listing of the lead store is always the source of truth.
 * A cached record is used only when its key is still listed with the same etag; new or changed keys are read from
 * the lead store (a bounded number at a time), and keys that are no longer listed drop out. So no record is lost,
 * none is duplicated (one entry per listed key) and none is stale beyond what the listing itself shows. The cache
 * is rewritten only when it changed; concurrent rewrites are last-write-wins, and either version is a valid cache.
 */
import { getStore } from '@netlify/blobs';
import { LEAD_ID_PATTERN, LEAD_STORES, type LeadKind } from '../../src/lib/leads';

export const LEAD_CACHE_STORE = 'admin-lead-cache';
const CACHE_VERSION = 1;
export const READ_CONCURRENCY = 64;

interface CacheEntry {
  etag: string;
  record: Record<string, unknown>;
}

interface CacheBlob {
  version: number;
  entries: Record<string, CacheEntry>;
}

export type StoredLead = Record<string, unknown> & { id: string };

export function leadStore(kind: LeadKind) {
  return getStore({ name: LEAD_STORES[kind], consistency: 'strong' });
}

function cacheStore() {
  return getStore({ name: LEAD_CACHE_STORE, consistency: 'strong' });
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

async function readCache(kind: LeadKind): Promise<Record<string, CacheEntry>> {
  try {
    const blob = (await cacheStore().get(kind, { type: 'json' })) as CacheBlob | null;
    return blob && blob.version === CACHE_VERSION && blob.entries && typeof blob.entries === 'object' ? blob.entries : {};
  } catch {
    return {}; // unreadable cache: rebuild it
  }
}

export interface ListStats {
  listed: number;
  fromCache: number;
  read: number;
}

/** Every record of a kind, newest first (ids, and so keys, start with the creation time in ms). */
export async function listStoredLeads(kind: LeadKind, stats?: ListStats): Promise<StoredLead[]> {
  const store = leadStore(kind);
  const [listing, cached] = await Promise.all([store.list(), readCache(kind)]);
  // Only keys shaped like lead ids (newLeadId) are submissions; anything else in the store is not listed.
  const blobs = listing.blobs.filter((b) => LEAD_ID_PATTERN.test(b.key));

  const fresh: Record<string, CacheEntry> = {};
  const toRead: { key: string; etag: string }[] = [];
  for (const { key, etag } of blobs) {
    const hit = cached[key];
    if (hit && etag && hit.etag === etag) fresh[key] = hit;
    else toRead.push({ key, etag });
  }
  const fromCache = Object.keys(fresh).length;

  await mapLimit(toRead, READ_CONCURRENCY, async ({ key, etag }) => {
    const record = parseLead(key, await store.get(key, { type: 'text' }));
    if (record) fresh[key] = { etag, record };
  });

  const changed = toRead.length > 0 || Object.keys(cached).length !== fromCache;
  if (changed) {
    try {
      await cacheStore().setJSON(kind, { version: CACHE_VERSION, entries: fresh } satisfies CacheBlob);
    } catch (err) {
      console.error('[lead cache] could not be written:', err instanceof Error ? err.message : String(err));
    }
  }
  if (stats) Object.assign(stats, { listed: blobs.length, fromCache, read: toRead.length });

  return Object.keys(fresh)
    .sort()
    .reverse()
    .map((key) => fresh[key].record as StoredLead);
}


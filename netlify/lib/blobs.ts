/**
 * Netlify Blobs access shared by the submission functions: strong-consistency stores, a "Blobs is down" error
 * that becomes 503, and `storeOnce`, the write-once pattern behind idempotent retries and newsletter dedupe.
 */
import { getStore, type Store } from '@netlify/blobs';
import { MESSAGES } from './messages';

/** Any failure to reach or use Blobs. The functions answer 503 with a retry hint, never 500. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Blobs unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StorageUnavailableError';
  }
}

export const STORAGE_UNAVAILABLE_MESSAGE = MESSAGES.saveUnavailable;

/** Runs a Blobs operation, turning every failure into StorageUnavailableError. */
export async function blobs<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    throw err instanceof StorageUnavailableError ? err : new StorageUnavailableError(err);
  }
}

/** A store read with strong consistency (we read what we just wrote). Throws StorageUnavailableError. */
export function store(name: string): Store {
  try {
    return getStore({ name, consistency: 'strong' });
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

/**
 * One in-process queue per key. Netlify Blobs' conditional writes are atomic on the platform, but the local
 * BlobsServer checks and then writes, so two concurrent calls in one process could both "win". Serialising per key
 * inside a process closes that gap locally: `npm start` and `npm run dev` run every call of a function in one warm
 * module instance (scripts/local/functions.mjs), as do the tests. On Netlify the atomic conditional writes do.
 */
const queues = new Map<string, Promise<unknown>>();
export async function withKeyLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const settled = run.then(
    () => {},
    () => {},
  );
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}

/** How long after a claim a retry may still (re)write its record. */
export const REPAIR_WINDOW_MS = 15 * 60_000;

interface Claim<T> {
  id: string;
  createdAt: string;
  /** Absent once the record was erased (the claim then only remembers the id, so a replay stores nothing). */
  record?: T;
  erasedAt?: string;
  /** A hash of what was submitted: a retry must send the same thing (older claims have none and always match). */
  fingerprint?: string;
}

/**
 * Stores `record` under `record.id` in `target` at most once per `claimKey`: the first caller writes a claim
 * {id, record} to `index` (only if new) and then the record; a later caller with the same claim key gets the
 * first record back and writes nothing new (it only repairs a record whose write was interrupted).
 * `beforeCreate` runs only for a new claim (the rate limit); if it refuses, or the record write fails, the claim
 * is removed (best effort) so the visitor's retry can succeed.
 * With a `fingerprint`, a later caller whose fingerprint differs gets `{ conflict: true }` and nothing is written:
 * the same key with another body is a client bug, not a retry.
 * With `erased`, a replay of a record erased since (its claim turned into a tombstone claim, or `erased(id)` true)
 * gets `{ erased: id }` and writes nothing; a repair that raced the erasure deletes what it wrote.
 */
export async function storeOnce<T extends { id: string; createdAt: string }, R = never>(opts: {
  index: Store;
  claimKey: string;
  target: Store;
  make: () => T;
  beforeCreate?: () => Promise<R | null>;
  fingerprint?: string;
  /** Runs for a new claim just before the record is written (e.g. a pointer from the record back to its claim). */
  link?: (record: T) => Promise<unknown>;
  /** Whether the record with this id was erased (its tombstone). */
  erased?: (id: string) => Promise<boolean>;
}): Promise<
  | { record: T; created: boolean; rejected?: undefined; conflict?: undefined; erased?: undefined }
  | { rejected: R; record?: undefined; created?: undefined; conflict?: undefined; erased?: undefined }
  | { conflict: true; record?: undefined; created?: undefined; rejected?: undefined; erased?: undefined }
  | { erased: string; record?: undefined; created?: undefined; rejected?: undefined; conflict?: undefined }
> {
  const { index, claimKey, target, make, beforeCreate, fingerprint, link, erased } = opts;
  return withKeyLock(`claim:${claimKey}`, async () => {
    // A claim that vanishes between a refused claim and its read (its owner was refused or erased meanwhile) is free
    // again: claim it afresh, a few times.
    for (let attempt = 0; ; attempt++) {
      const record = make();
      const claimed = await blobs(() =>
        index.setJSON(
          claimKey,
          {
            id: record.id,
            createdAt: record.createdAt,
            record,
            ...(fingerprint ? { fingerprint } : {}),
          } satisfies Claim<T>,
          { onlyIfNew: true },
        ),
      );
      if (!claimed.modified) {
        const winner = await blobs(() => index.get(claimKey, { type: 'json' }) as Promise<Claim<T> | null>);
        if (!winner && attempt < 3) continue;
        if (winner?.erasedAt && winner.id) return { erased: winner.id };
        const record = winner?.record;
        if (!winner || !record) throw new StorageUnavailableError('idempotency claim unreadable');
        if (fingerprint && winner.fingerprint && winner.fingerprint !== fingerprint) return { conflict: true as const };
        // Repair an interrupted write only while a retry is plausible, so a record deleted later stays deleted.
        if (Date.now() - Date.parse(winner.createdAt) < REPAIR_WINDOW_MS) {
          if (erased && (await erased(winner.id))) return { erased: winner.id };
          const repaired = await blobs(() => target.setJSON(winner.id, record, { onlyIfNew: true }));
          // An erasure that deleted the record between the check above and this write: undo the write.
          if (repaired.modified && erased && (await erased(winner.id))) {
            await blobs(() => target.delete(winner.id));
            return { erased: winner.id };
          }
        }
        return { record, created: false };
      }
      try {
        const rejected = beforeCreate ? await beforeCreate() : null;
        if (rejected !== null) {
          await index.delete(claimKey).catch(() => {});
          return { rejected };
        }
        if (link) await blobs(() => link(record));
        await blobs(() => target.setJSON(record.id, record));
      } catch (err) {
        await index.delete(claimKey).catch(() => {});
        throw err;
      }
      return { record, created: true };
    }
  });
}

/** sha256 hex of a string (Web Crypto: works in Node and on Netlify). */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

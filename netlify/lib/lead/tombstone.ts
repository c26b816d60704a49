/**
 * Tombstones: the mark an erasure leaves so that nothing erased is written, listed, counted or sent again, whatever
 * the order in which the other operations on that lead land.
 *
 * One blob per erased lead in TOMBSTONE_STORE, key `<kind>/<id>`, value `{ erasedAt }`: the id (a timestamp and
 * random hex) and a time, no personal data. Erasure writes it before it deletes anything (netlify/lib/lead/erase.ts),
 * so every writer that checks it after its own write either sees it and undoes that write, or wrote before the
 * erasure's deletions, which then remove what it wrote:
 * - a status change writes only over the version it read (onlyIfMatch), and a deleted record matches nothing;
 * - a replay that repairs its record (`storeOnce`) checks the tombstone before and after, and deletes what it wrote;
 * - queueing a delivery checks after its writes and removes them; an attempt checks before it sends;
 * - the lead index keeps its own mark in the shard (`erase` op), written by the erasure in one compare-and-swap with the
 *   removal of the entry, so a late `add`, `upsert`, `patch` or `refresh` of that id is ignored.
 * Tombstones are read with `get`, never `getMetadata` (a blob whose metadata write was interrupted has none).
 * They are kept TOMBSTONE_TTL_DAYS and then deleted by the retention schedule: every in-flight write lasts seconds.
 */
import { LEAD_ID_PATTERN } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { blobs, store } from '../blobs';
import { TOMBSTONE_STORE } from '../../../src/lib/blobs/stores';

export { TOMBSTONE_STORE };
export const TOMBSTONE_TTL_DAYS = 30;
const DAY_MS = 86_400_000;

interface Tombstone {
  erasedAt: string;
}

const tombstones = () => store(TOMBSTONE_STORE);
/** Leads of each kind, and newsletter subscribers (whose erasure races a re-subscription's repair the same way). */
export type ErasedKind = LeadKind | 'newsletter';
export const tombstoneKey = (kind: ErasedKind, id: string) => `${kind}/${id}`;

/** Writes the lead's tombstone (once: a second erasure keeps the first time). Throws StorageUnavailableError. */
export async function markErased(kind: ErasedKind, id: string, now = Date.now()): Promise<void> {
  await blobs(() =>
    tombstones().setJSON(tombstoneKey(kind, id), { erasedAt: new Date(now).toISOString() } satisfies Tombstone, {
      onlyIfNew: true,
    }),
  );
}

/** Whether the lead was erased. Throws StorageUnavailableError. */
export async function isErased(kind: ErasedKind, id: string): Promise<boolean> {
  if (!LEAD_ID_PATTERN.test(id)) return false;
  return (await blobs(() => tombstones().get(tombstoneKey(kind, id), { type: 'text' }))) !== null;
}

/** Deletes tombstones older than TOMBSTONE_TTL_DAYS; the number deleted. */
export async function pruneTombstones(now = Date.now(), days = TOMBSTONE_TTL_DAYS): Promise<number> {
  const s = tombstones();
  let pruned = 0;
  for await (const page of s.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const value = (await blobs(() => s.get(key, { type: 'json' }))) as Tombstone | null;
      const at = value ? Date.parse(value.erasedAt) : NaN;
      if (Number.isFinite(at) && at < now - days * DAY_MS) {
        await blobs(() => s.delete(key));
        pruned++;
      }
    }
  }
  return pruned;
}

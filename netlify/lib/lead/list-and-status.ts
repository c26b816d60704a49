/**
 * Admin side of the lead stores.
 * - GET /api/launchpad -> `{applications, nextCursor, total}`, GET /api/contact -> `{contacts, nextCursor, total}`,
 *   newest first, one page read through the lead index (netlify/lib/lead/index-store.ts); query parameters q, status,
 *   from, to, the attribution facets source, medium, campaign, landingPage, and limit, cursor
 *   (src/lib/admin/lead-query.ts); a bad parameter answers 400 with a clear message.
 * - PATCH /api/launchpad/{id}, PATCH /api/contact/{id} with `{status}` -> `{application}` / `{contact}`.
 * Both need a valid admin session cookie (401 otherwise, with no data); PATCH also needs a same-origin request
 * (403). An unknown id answers 404; a lead erased while its status was being changed, 409 (nothing is written
 * back). The PATCH body must be JSON of at most 4 KB (415 / 413); a Blobs failure answers 503. DELETE (erasure)
 * and the delivery actions live in lead/delete-and-delivery.ts.
 */
import type { Context } from '@netlify/functions';
import { LEAD_ID_PATTERN } from '../../../src/lib/lead/storage';
import { ITEM_KEY, LEAD_STATUSES, LIST_KEY, type LeadKind, type LeadStatus } from '../../../src/lib/lead/kinds';
import { sameOrigin, liveSession } from '../auth';
import { error, json, methodNotAllowed } from '../http';
import { adminSafely, UNAUTHENTICATED } from '../admin-http';
import { ADMIN_BODY_BYTES, readJsonBody } from '../request';
import { parseLeadPageQuery } from '../../../src/lib/admin/lead-query';
import {
  indexRefresh,
  indexRemove,
  leadStore,
  mapLimit,
  parseLead,
  queryIndex,
  readForWrite,
  READ_CONCURRENCY,
  type IndexEntry,
  type StoredLead,
} from './index-store';
import { StorageUnavailableError } from '../blobs';
import { isErased } from './tombstone';
import { MESSAGES } from '../messages';

export { UNAUTHENTICATED };
const NOT_FOUND = MESSAGES.leadNotFound;
export const ERASED_MEANWHILE: Record<LeadKind, string> = {
  launchpad: 'This application was deleted while its status was being changed.',
  contact: 'This contact submission was deleted while its status was being changed.',
};

/** The new status from a `{status}` body, or null (plain check: no schema library in the admin functions' bundles). */
export function statusFrom(body: unknown): LeadStatus | null {
  const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  return typeof status === 'string' && (LEAD_STATUSES as readonly string[]).includes(status)
    ? (status as LeadStatus)
    : null;
}

export async function listLeads(kind: LeadKind, req: Request, _context: Context): Promise<Response> {
  return adminSafely(async () => {
    if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
    const query = parseLeadPageQuery(new URL(req.url).searchParams);
    if (!query.ok) return error(400, query.message);
    const page = await queryIndex(kind, query.value);
    const { records, gone } = await readRecords(kind, page.entries);
    // The total counts index entries: those whose record is gone are not leads (and are removed from the index).
    const total = Math.max(page.total - gone, records.length);
    return json({ [LIST_KEY[kind]]: records, nextCursor: page.nextCursor, total });
  });
}

const INDEX_ONLY = new Set(['rv', 'page']);

/**
 * The full records of a page, in its order; fields the index keeps beside the record (such as a delivery state) are
 * added where the record has none. A blob that is not a JSON object is left out. An entry whose record is gone (erased
 * behind the index's back, or an index write lost to a concurrent one) is left out and removed from the index, so the
 * totals and the stat cards stop counting it: a record is always written before its entry, so a missing record is
 * never one still being stored. `gone` counts those entries.
 */
async function readRecords(kind: LeadKind, entries: readonly IndexEntry[]) {
  const store = leadStore(kind);
  const orphans: string[] = [];
  const records = await mapLimit(entries, READ_CONCURRENCY, async (entry) => {
    const text = await store.get(entry.id, { type: 'text' });
    if (text === null) orphans.push(entry.id);
    const record = parseLead(entry.id, text);
    if (!record) return null;
    const extras = Object.fromEntries(Object.entries(entry).filter(([k]) => !INDEX_ONLY.has(k) && !(k in record)));
    return { ...extras, ...record };
  });
  await Promise.all(
    orphans.map((id) =>
      indexRemove(kind, id).catch((err: unknown) =>
        console.error('[lead index] orphan entry not removed:', err instanceof Error ? err.message : String(err)),
      ),
    ),
  );
  return { records: records.filter((r) => r !== null), gone: orphans.length };
}

export async function updateLeadStatus(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  return adminSafely(async () => {
    if (req.method !== 'PATCH') return methodNotAllowed(['PATCH', 'DELETE']);
    if (!sameOrigin(req)) return error(403, MESSAGES.crossOrigin);
    if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);

    const id = context.params?.id ?? '';
    if (!LEAD_ID_PATTERN.test(id)) return error(404, NOT_FOUND[kind]);

    const body = await readJsonBody(req, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const status = statusFrom(body.value);
    if (!status) return error(400, `Status must be one of: ${LEAD_STATUSES.join(', ')}.`);

    const changed = await changeStatus(kind, id, status);
    if (changed === 'unknown') return error(404, NOT_FOUND[kind]);
    if (changed === 'gone') return error(409, ERASED_MEANWHILE[kind]);
    return json({ [ITEM_KEY[kind]]: changed });
  });
}

const STATUS_ATTEMPTS = 16;

/**
 * Sets a lead's status by a conditional write over the version read (onlyIfMatch its etag): a mismatch re-reads and
 * re-applies, so a concurrent change is never overwritten with an older record, and an erased record (deleted, and
 * tombstoned first) is never written back. Then the index entry is refreshed from the record as it is then.
 * 'unknown' when there was no such lead; 'gone' when it was erased while this ran. `afterRead` is a test hook.
 */
export async function changeStatus(
  kind: LeadKind,
  id: string,
  status: LeadStatus,
  { afterRead }: { afterRead?: () => Promise<void> } = {},
): Promise<StoredLead | 'unknown' | 'gone'> {
  const store = leadStore(kind);
  for (let attempt = 0; attempt < STATUS_ATTEMPTS; attempt++) {
    const got = await readForWrite(store, id);
    const current = parseLead(id, got.text);
    if (!current || !got.etag || (await isErased(kind, id))) return attempt === 0 && !current ? 'unknown' : 'gone';
    await afterRead?.();
    const updated = { ...current, status };
    const written = await store.setJSON(id, updated, { onlyIfMatch: got.etag });
    if (written.modified) {
      await indexRefresh(kind, id);
      return updated;
    }
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 10 * (attempt + 1))); // another writer won: re-read
  }
  throw new StorageUnavailableError(`lead ${id} stayed contended after ${STATUS_ATTEMPTS} attempts`);
}

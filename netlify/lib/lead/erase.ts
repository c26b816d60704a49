/**
 * Erasure of one lead: the admin's DELETE and the retention schedule both come here.
 * Leaves a tombstone (lead/tombstone.ts), then erases the record, the copy kept with its idempotency claim (found
 * through the pointer `by-lead/<kind>/<id>` written when the claim was made), its delivery state and any payload
 * waiting to be sent, and its entry in the admin's lead index; then appends an audit entry that names only the kind,
 * the id, what was erased, why and when (no personal data: ids are a timestamp and random hex).
 */
import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_STORE, LEAD_ID_PATTERN, LEAD_STORES } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { blobs, store } from '../blobs';
import { forgetDelivery, hasDelivery, settleSends } from './webhook';
import { forgetMail } from '../mail/lead-mail';
import { indexErase, isIndexed } from './index-store';
import { markErased, pruneTombstones } from './tombstone';
import { retentionDays } from '../../../src/lib/lead/retention';
import { AUDIT_STORE } from '../../../src/lib/blobs/stores';

export { retentionDays };

export { AUDIT_STORE };
const DAY_MS = 24 * 60 * 60 * 1000;

export type ErasureReason = 'admin-request' | 'retention' | 'prospect-request';

export interface AuditEntry {
  action: 'lead.erased';
  kind: LeadKind;
  leadId: string;
  reason: ErasureReason;
  at: string;
  erased: { record: boolean; idempotencyCopy: boolean; delivery: boolean; index: boolean };
}

export const claimPointerKey = (kind: LeadKind, id: string) => `by-lead/${kind}/${id}`;

/**
 * Erases everything kept about one lead. Returns the audit entry, or null when nothing was there.
 *
 * The order makes the erasure final whatever runs beside it (see lead/tombstone.ts):
 * 1. the tombstone, before anything is deleted; then it waits for a webhook request already on its way in this
 *    process (an attempt that starts later sees the tombstone and sends nothing);
 * 2. the idempotency claim becomes a tombstone claim (the id and times only), so a replay of the same key writes
 *    nothing and answers with the id it was first given;
 * 3. the delivery state and payload, the record, the index entry (removed and marked erased in its shard in one
 *    compare-and-swap), the claim's pointer, and the delivery blobs once more (a queue that raced this removes its
 *    own writes when it sees the tombstone);
 * 4. an audit entry naming only the kind, the id, what was erased, why and when.
 */
export async function eraseLead(
  kind: LeadKind,
  id: string,
  reason: ErasureReason,
  now = Date.now(),
): Promise<AuditEntry | null> {
  if (!LEAD_ID_PATTERN.test(id)) return null;
  const leads = store(LEAD_STORES[kind]);
  const claims = store(IDEMPOTENCY_STORE);

  // Read with `get`, not `getMetadata`: a record whose metadata write was interrupted has data and no metadata.
  const [record, claimKey, delivered, indexed] = await blobs(() =>
    Promise.all([
      leads.get(id, { type: 'text' }),
      claims.get(claimPointerKey(kind, id), { type: 'text' }),
      hasDelivery(kind, id),
      isIndexed(kind, id),
    ]),
  );
  if (record === null && !claimKey && !delivered && !indexed) return null;

  await markErased(kind, id, now);
  await settleSends(kind, id);

  let idempotencyCopy = false;
  if (claimKey) {
    const claim = (await blobs(() => claims.get(claimKey, { type: 'json' }))) as {
      id?: string;
      createdAt?: string;
      record?: unknown;
    } | null;
    // Only the claim that belongs to this lead: never another lead's.
    if (claim?.id === id) {
      idempotencyCopy = claim.record !== undefined;
      await blobs(() =>
        claims.setJSON(claimKey, { id, createdAt: claim.createdAt, erasedAt: new Date(now).toISOString() }),
      );
    }
  }
  const delivery = await forgetDelivery(kind, id);
  await blobs(() => leads.delete(id));
  const index = await blobs(() => indexErase(kind, id));
  if (claimKey) await blobs(() => claims.delete(claimPointerKey(kind, id)));
  // Once more after the record is gone: a delivery queued or written while this ran finds the tombstone and removes its
  // own blobs, or wrote them before this second pass removes them (lead/webhook.ts).
  const lateDelivery = await forgetDelivery(kind, id);
  await forgetMail(kind, id); // the receipt's state (no personal data, but nothing of the lead stays behind)

  const entry: AuditEntry = {
    action: 'lead.erased',
    kind,
    leadId: id,
    reason,
    at: new Date(now).toISOString(),
    erased: { record: record !== null, idempotencyCopy, delivery: delivery || lateDelivery, index: index || indexed },
  };
  await blobs(() =>
    store(AUDIT_STORE).setJSON(`${String(now).padStart(13, '0')}-${randomBytes(6).toString('hex')}`, entry),
  );
  return entry;
}

/** Erases every lead older than the retention period (ids start with their creation time). */
export async function eraseExpiredLeads({
  days = retentionDays(),
  now = Date.now(),
}: { days?: number; now?: number } = {}): Promise<AuditEntry[]> {
  const cutoff = String(now - days * DAY_MS).padStart(13, '0');
  const erased: AuditEntry[] = [];
  for (const kind of Object.keys(LEAD_STORES) as LeadKind[]) {
    const expired: string[] = [];
    for await (const page of store(LEAD_STORES[kind]).list({ paginate: true })) {
      for (const { key } of page.blobs) if (LEAD_ID_PATTERN.test(key) && key.slice(0, 13) < cutoff) expired.push(key);
    }
    for (const id of expired) {
      const entry = await eraseLead(kind, id, 'retention', now);
      if (entry) erased.push(entry);
    }
  }
  // Tombstones outlive every write that could race their erasure by far; then they go too (by the real clock).
  await pruneTombstones();
  return erased;
}

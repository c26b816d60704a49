/**
 * Erasure of one lead: the admin's DELETE and the retention schedule both come here.
 * Erases the record, the copy kept with its idempotency claim (found through the pointer `by-lead/<kind>/<id>`
 * written when the claim was made), its delivery state and any payload waiting to be sent, and its entry in the
 * admin's lead index; then appends an audit entry that names only the kind, the id, what was erased, why and when
 * (no personal data: ids are a timestamp and random hex).
 */
import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_STORE, LEAD_ID_PATTERN, LEAD_STORES } from '../../src/lib/lead/storage';
import type { LeadKind } from '../../src/lib/lead/kinds';
import { blobs, store } from './blobs';
import { forgetDelivery } from './lead-webhook';
import { indexRemove } from './lead-index';
import { retentionDays } from '../../src/lib/lead/retention';

export { retentionDays };

export const AUDIT_STORE = 'lead-audit';
const DAY_MS = 24 * 60 * 60 * 1000;

export type ErasureReason = 'admin-request' | 'retention';

export interface AuditEntry {
  action: 'lead.erased';
  kind: LeadKind;
  leadId: string;
  reason: ErasureReason;
  at: string;
  erased: { record: boolean; idempotencyCopy: boolean; delivery: boolean; index: boolean };
}

export const claimPointerKey = (kind: LeadKind, id: string) => `by-lead/${kind}/${id}`;

/** Erases everything kept about one lead. Returns the audit entry, or null when nothing was there. */
export async function eraseLead(
  kind: LeadKind,
  id: string,
  reason: ErasureReason,
  now = Date.now(),
): Promise<AuditEntry | null> {
  if (!LEAD_ID_PATTERN.test(id)) return null;
  const leads = store(LEAD_STORES[kind]);
  const claims = store(IDEMPOTENCY_STORE);

  const [record, claimKey] = await blobs(() =>
    Promise.all([leads.getMetadata(id), claims.get(claimPointerKey(kind, id), { type: 'text' })]),
  );
  let idempotencyCopy = false;
  if (claimKey) {
    const claim = (await blobs(() => claims.get(claimKey, { type: 'json' }))) as { id?: string } | null;
    // Only the claim that belongs to this lead: never another lead's.
    if (claim?.id === id) {
      await blobs(() => claims.delete(claimKey));
      idempotencyCopy = true;
    }
  }
  const delivery = await forgetDelivery(kind, id);
  const index = await blobs(() => indexRemove(kind, id));
  // The record last: if anything above failed, the admin still sees the lead and can erase it again.
  await blobs(() => leads.delete(id));
  if (claimKey) await blobs(() => claims.delete(claimPointerKey(kind, id)));
  // Once more after the record is gone: a delivery queued or written while this ran finds no record and removes its
  // own blobs, or wrote them before this second pass removes them (lead-webhook.ts).
  const lateDelivery = await forgetDelivery(kind, id);

  if (!record && !idempotencyCopy && !delivery && !lateDelivery && !index) return null;
  const entry: AuditEntry = {
    action: 'lead.erased',
    kind,
    leadId: id,
    reason,
    at: new Date(now).toISOString(),
    erased: { record: Boolean(record), idempotencyCopy, delivery: delivery || lateDelivery, index },
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
  return erased;
}

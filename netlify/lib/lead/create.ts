/**
 * POST handler of /api/launchpad and /api/contact: validate with the shared lead schema, then store one blob per
 * accepted submission (key = time-sortable id) in the kind's store, with status 'pending' and createdAt.
 *
 *  415 not JSON · 413 over 32 KB · 400 invalid (per-field messages) · 429 over the per-IP limit
 *  503 Blobs unavailable · 201 { id } stored (a submission with spam signals too: stored as spam, see netlify/lib/spam/)
 *  An Idempotency-Key header makes retries safe: the same key returns the first id and stores nothing new.
 */
import type { Context } from '@netlify/functions';
import {
  fieldErrorsOf,
  leadSubmissionSchema,
  RECORD_FIELDS,
  type LeadSubmission,
  type ContactSubmission,
  type LaunchpadApplication,
} from '../../../src/lib/lead/schema';
import { IDEMPOTENCY_KEY_PATTERN, type LeadCreated } from '../../../src/lib/lead/contract';
import { IDEMPOTENCY_STORE, LEAD_STORES, newLeadId } from '../../../src/lib/lead/storage';
import type { LeadKind, LeadLocation } from '../../../src/lib/lead/kinds';
import { error, json } from '../http';
import { clientIp, readJsonBody } from '../request';
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError, sha256Hex, store, storeOnce, blobs } from '../blobs';
import { hitRateLimit, RATE_LIMIT_MESSAGE } from '../rate-limit';
import { entryFromRecord, indexAdd } from './index-store';
import { notifyNewLead } from './webhook';
import { mailNewLead } from '../mail/lead-mail';
import { claimPointerKey } from './erase';
import { isErased } from './tombstone';
import { MESSAGES } from '../messages';
import { leadSpamReasons, withSpam } from '../spam/verdict';
import { isKeptAsSpam } from '../../../src/lib/admin/lead-query';

export const LEAD_ERRORS = {
  invalid: 'Please correct the highlighted fields.',
  notObject: 'The request body must be a JSON object.',
  badKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used for a different submission. Send a new submission with a new key.',
} as const;

/** The stored record of a validated submission: every field of the kind's record schema, nothing else. */
export function toRecord(
  kind: LeadKind,
  data: LeadSubmission,
  id: string,
  createdAt: string,
  fallbackLocation: LeadLocation,
): ContactSubmission | LaunchpadApplication {
  const full: Record<string, unknown> = {
    ...data,
    id,
    location: data.location ?? fallbackLocation,
    status: 'pending',
    createdAt,
  };
  return Object.fromEntries(RECORD_FIELDS[kind].map((key) => [key, full[key]])) as
    ContactSubmission | LaunchpadApplication;
}

export async function createLead(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  try {
    return await handle(kind, req, context);
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
      console.error(`[${kind}] ${err.message}`);
      return error(503, STORAGE_UNAVAILABLE_MESSAGE, {}, { 'retry-after': '5' });
    }
    console.error(`[${kind}] unexpected`, err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return error(500, MESSAGES.internal);
  }
}

async function handle(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  const idempotencyKey = req.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return error(400, LEAD_ERRORS.badKey);

  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value))
    return error(400, LEAD_ERRORS.notObject);

  const parsed = leadSubmissionSchema.safeParse(body.value);
  if (!parsed.success) return error(400, LEAD_ERRORS.invalid, { fieldErrors: fieldErrorsOf(parsed.error) });

  // Spam (no proof of work, a replayed one, a sub-second fill, the honeypot, content signals) is stored as spam.
  const spam = await leadSpamReasons(body.value as Record<string, unknown>, parsed.data, idempotencyKey);
  const fallbackLocation = context?.geo?.country?.code === 'IN' ? 'India' : 'Global';
  const target = store(LEAD_STORES[kind]);
  const make = () => {
    const now = Date.now();
    return withSpam(toRecord(kind, parsed.data, newLeadId(now), new Date(now).toISOString(), fallbackLocation), spam);
  };

  if (idempotencyKey === null) {
    const limited = await rateLimited(kind, req, context);
    if (limited) return limited;
    const record = make();
    const written = await blobs(() => target.setJSON(record.id, record));
    return created(kind, record, context, await indexNewLead(kind, record, written.etag));
  }

  const claimKey = `${kind}/${await sha256Hex(idempotencyKey)}`;
  // A retry of a stored submission is answered from its claim and never counts against the limit.
  // What was validated (trimmed and cleaned), so a retry that differs only in JSON spacing is still the same.
  const fingerprint = await sha256Hex(JSON.stringify(parsed.data));
  const index = store(IDEMPOTENCY_STORE);
  // The pointer lets erasure find the copy of the record kept with the claim.
  const link = (record: { id: string }) => index.set(claimPointerKey(kind, record.id), claimKey);
  const result = await storeOnce({
    index,
    claimKey,
    target,
    make,
    fingerprint,
    link,
    beforeCreate: () => rateLimited(kind, req, context),
    erased: (id) => isErased(kind, id),
  });
  if (result.conflict) return error(422, LEAD_ERRORS.keyReused);
  if (result.rejected) return result.rejected;
  // A replay of a submission erased since: it was stored once (the first answer said so) and stays erased.
  if (result.erased !== undefined)
    return json({ id: result.erased } satisfies LeadCreated, 201, { 'idempotent-replayed': 'true' });
  const indexed = await indexNewLead(kind, result.record);
  if (!result.created)
    return json({ id: result.record.id } satisfies LeadCreated, 201, { 'idempotent-replayed': 'true' });
  return created(kind, result.record, context, indexed);
}

/**
 * 201 for a newly stored lead; the sales-team notification and the e-mails run after the response
 * (context.waitUntil), only once the lead is indexed (visible to the admin): otherwise the scheduled sweeps index it
 * first, then deliver it. A lead kept as spam is neither delivered nor mailed until an admin releases it.
 */
function created(kind: LeadKind, record: ContactSubmission, context: Context, indexed: boolean): Response {
  if (!indexed || isKeptAsSpam(record)) return json({ id: record.id } satisfies LeadCreated, 201);
  const work = Promise.all([notifyNewLead(kind, record), mailNewLead(kind, record)]);
  if (typeof context?.waitUntil === 'function') context.waitUntil(work);
  return json({ id: record.id } satisfies LeadCreated, 201);
}

/**
 * The admin lists leads from the index, so each stored lead is indexed before the 201 (compare-and-swap
 * on its day shard, never overwriting an entry already there, e.g. on a replay). The record is already stored: if
 * the index cannot be written the visitor still gets the 201 and the repair (daily, or from the admin) indexes it.
 */
async function indexNewLead(kind: LeadKind, record: ContactSubmission, etag?: string): Promise<boolean> {
  try {
    await indexAdd(kind, entryFromRecord(record, etag));
    return true;
  } catch (err) {
    console.error(
      `[${kind}] lead ${record.id} stored but not indexed (the webhook sweep or the repair will index it):`,
      err instanceof Error ? err.message : String(err),
    );
    return false;
  }
}

async function rateLimited(kind: LeadKind, req: Request, context: Context): Promise<Response | null> {
  const decision = await hitRateLimit(kind, clientIp(req, context));
  if (decision.allowed) return null;
  return error(429, RATE_LIMIT_MESSAGE, {}, { 'retry-after': String(decision.retryAfter) });
}

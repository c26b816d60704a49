/**
 * Newsletter privacy (issue 28): signed unsubscribe links, erasure of a subscriber (by the subscriber's own link,
 * by the admin, or by the retention schedule) with an audit entry, and the admin's lookup and list.
 *
 * Erasing a subscriber removes its dedupe claim in NEWSLETTER_INDEX_STORE (keyed by the SHA-256 of the address,
 * and holding a copy of the record) and then the record, so the same address can subscribe again afterwards.
 * The audit entry names only the subscriber id (a time and random hex), why, when and what was erased.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_INDEX_STORE, NEWSLETTER_STORE, LEAD_ID_PATTERN } from '../../src/lib/lead/storage';
import type { NewsletterSubscriber } from '../../src/lib/lead/storage';
import { retentionDays } from '../../src/lib/lead/retention';
import type { Context } from '@netlify/functions';
import { MAX_BODY_BYTES } from '../../src/lib/lead/kinds';
import { newsletterRequestSchema, normaliseEmail } from '../../src/lib/newsletter/contract';
import {
  TOKEN_PARAM,
  TOKEN_PATTERN,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_STATUS,
  unsubscribeAnchor,
  unsubscribeUrl,
  type AdminSubscriber,
  type SubscriberList,
  type SubscriberLookup,
  type UnsubscribeAnswer,
  type UnsubscribeState,
} from '../../src/lib/newsletter/unsubscribe';
import { markErased } from './lead/tombstone';
import { blobs, sha256Hex, StorageUnavailableError, store } from './blobs';
import { empty, error, json, methodNotAllowed, noContent } from './http';
import { BODY_MESSAGES, isFormPost, readFormBody, readJsonBody } from './request';
import { liveSession, sameOrigin } from './auth';
import { adminSafely, UNAUTHENTICATED } from './admin-http';
import { FOREIGN_ORIGIN } from './lead/delete-and-delivery';
import { NEWSLETTER_AUDIT_STORE } from '../../src/lib/blobs/stores';
import { isKeptAsSpam } from '../../src/lib/admin/lead-query';

export { NEWSLETTER_AUDIT_STORE };
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriberErasureReason = 'unsubscribe' | 'admin-request' | 'retention';

export interface SubscriberAuditEntry {
  action: 'subscriber.erased';
  subscriberId: string;
  reason: SubscriberErasureReason;
  at: string;
  erased: { record: boolean; claim: boolean };
}

/** NEWSLETTER_SECRET (at least 32 characters), or null: without it no unsubscribe link can be made or checked. */
export function newsletterSecret(env: Record<string, string | undefined> = process.env): string | null {
  const secret = env.NEWSLETTER_SECRET?.trim() ?? '';
  return secret.length >= 32 ? secret : null;
}

const sign = (id: string, secret: string) => createHmac('sha256', secret).update(`unsubscribe:${id}`).digest('hex');

export function unsubscribeToken(id: string, secret: string): string {
  return `${id}.${sign(id, secret)}`;
}

/** The subscriber id a token was signed for, or null (malformed, or not signed with this secret). */
export function verifyToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string') return null;
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(m[1], secret), 'hex');
  const given = Buffer.from(m[2], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? m[1] : null;
}

/**
 * The origin of unsubscribe links: URL (Netlify's main address of the site), else the origin the admin is using
 * (locally http://localhost:8888, so a link copied there works there).
 */
export function publicOrigin(requestOrigin: string, env: Record<string, string | undefined> = process.env): string {
  return env.URL?.trim() || requestOrigin;
}

function adminView(record: NewsletterSubscriber, secret: string | null, origin: string): AdminSubscriber {
  return {
    id: record.id,
    email: record.email,
    createdAt: record.createdAt,
    unsubscribeUrl: secret ? unsubscribeUrl(origin, unsubscribeToken(record.id, secret)) : null,
    ...(record.spam?.length ? { spam: record.spam } : {}),
  };
}

/** Erases one subscriber and its dedupe claim; the audit entry, or null when nothing was there. */
export async function eraseSubscriber(
  id: string,
  reason: SubscriberErasureReason,
  now = Date.now(),
): Promise<SubscriberAuditEntry | null> {
  if (!LEAD_ID_PATTERN.test(id)) return null;
  const records = store(NEWSLETTER_STORE);
  const claims = store(NEWSLETTER_INDEX_STORE);
  const record = (await blobs(() => records.get(id, { type: 'json' }))) as NewsletterSubscriber | null;
  // The tombstone first (lead/tombstone.ts): a sign-up of the same address that is repairing this record meanwhile
  // sees it and deletes what it wrote, then signs up afresh once the claim is gone.
  if (record) await markErased('newsletter', id, now);
  let claim = false;
  if (record?.email) {
    const claimKey = await sha256Hex(normaliseEmail(record.email));
    const held = (await blobs(() => claims.get(claimKey, { type: 'json' }))) as { id?: string } | null;
    // Only this subscriber's claim: a newer sign-up of the same address after an erasure is another subscriber.
    if (held?.id === id) {
      await blobs(() => claims.delete(claimKey));
      claim = true;
    }
  }
  // The record last: if the claim could not be removed, the admin still finds the subscriber and can erase again.
  if (record) await blobs(() => records.delete(id));
  if (!record && !claim) return null;
  const entry: SubscriberAuditEntry = {
    action: 'subscriber.erased',
    subscriberId: id,
    reason,
    at: new Date(now).toISOString(),
    erased: { record: Boolean(record), claim },
  };
  await blobs(() =>
    store(NEWSLETTER_AUDIT_STORE).setJSON(`${String(now).padStart(13, '0')}-${randomBytes(6).toString('hex')}`, entry),
  );
  return entry;
}

/** A subscriber's sign-up is past the retention period (its id starts with the sign-up time). */
export function isExpired(id: string, now = Date.now(), days = retentionDays()): boolean {
  return Number(id.slice(0, 13)) < now - days * DAY_MS;
}

/** The outcome of an unsubscribe link (the page's states). */
export async function unsubscribeWithToken(token: unknown, now = Date.now()): Promise<UnsubscribeState> {
  const secret = newsletterSecret();
  if (!secret) return 'unavailable';
  const id = verifyToken(token, secret);
  if (!id) return 'invalid';
  const entry = await eraseSubscriber(id, 'unsubscribe', now);
  if (entry?.erased.record) return 'unsubscribed';
  return isExpired(id, now) ? 'expired' : 'gone';
}

/** Erases every subscriber older than the retention period (LEAD_RETENTION_DAYS, the same as leads). */
export async function eraseExpiredSubscribers({
  days = retentionDays(),
  now = Date.now(),
}: { days?: number; now?: number } = {}): Promise<SubscriberAuditEntry[]> {
  const expired: string[] = [];
  for await (const page of store(NEWSLETTER_STORE).list({ paginate: true })) {
    for (const { key } of page.blobs) if (LEAD_ID_PATTERN.test(key) && isExpired(key, now, days)) expired.push(key);
  }
  const erased: SubscriberAuditEntry[] = [];
  for (const id of expired) {
    const entry = await eraseSubscriber(id, 'retention', now);
    if (entry) erased.push(entry);
  }
  return erased;
}

/** The subscriber with this address (case-insensitive), through the dedupe claim; null when there is none. */
export async function findSubscriber(email: string, origin: string): Promise<AdminSubscriber | null> {
  const claimKey = await sha256Hex(normaliseEmail(email));
  const claim = (await blobs(() => store(NEWSLETTER_INDEX_STORE).get(claimKey, { type: 'json' }))) as {
    id?: string;
  } | null;
  if (!claim?.id) return null;
  const record = (await blobs(() =>
    store(NEWSLETTER_STORE).get(claim.id!, { type: 'json' }),
  )) as NewsletterSubscriber | null;
  return record ? adminView(record, newsletterSecret(), origin) : null;
}

/** Every subscriber, oldest first (ids sort by sign-up time); `spam`: only the sign-ups held as spam, else none. */
export async function listSubscribers(origin: string, spam = false): Promise<AdminSubscriber[]> {
  const s = store(NEWSLETTER_STORE);
  const ids: string[] = [];
  for await (const page of s.list({ paginate: true })) for (const { key } of page.blobs) ids.push(key);
  ids.sort();
  const secret = newsletterSecret();
  const out: AdminSubscriber[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const records = await Promise.all(
      ids
        .slice(i, i + 50)
        .map((id) => blobs(() => s.get(id, { type: 'json' })) as Promise<NewsletterSubscriber | null>),
    );
    for (const r of records) if (r?.id && r.email && isKeptAsSpam(r) === spam) out.push(adminView(r, secret, origin));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: the unsubscribe page's POST, and the admin's Newsletter panel.

function unsubscribeAnswer(state: UnsubscribeState, form: boolean): Response {
  if (form) return empty(303, { location: `${UNSUBSCRIBE_PATH}#${unsubscribeAnchor(state)}` });
  return json({ state } satisfies UnsubscribeAnswer, UNSUBSCRIBE_STATUS[state]);
}

/**
 * POST /unsubscribe?token=… (the page's form posts to its own address; the token may also come in the body, as a
 * form field or JSON): erases the subscriber. A form gets a 303 to the page's state, anything else `{ state }`.
 */
export async function unsubscribe(req: Request): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const form = isFormPost(req);
  let token: unknown = new URL(req.url).searchParams.get(TOKEN_PARAM);
  if (!token) {
    const body = form ? await readFormBody(req) : await readJsonBody(req, MAX_BODY_BYTES, BODY_MESSAGES.notJsonOrForm);
    if (!body.ok && !form) return body.response;
    const value = body.ok ? body.value : null;
    token = value && typeof value === 'object' ? (value as Record<string, unknown>)[TOKEN_PARAM] : undefined;
  }
  let state: UnsubscribeState;
  try {
    state = await unsubscribeWithToken(token);
  } catch (err) {
    state = err instanceof StorageUnavailableError ? 'unavailable' : 'error';
    console.error('[unsubscribe]', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
  }
  return unsubscribeAnswer(state, form);
}

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found.';
export const BAD_EMAIL_QUERY = 'Search by a whole email address, e.g. reader@example.com.';

/**
 * The admin's Newsletter panel (live session; DELETE also same-origin):
 * - GET /api/admin/newsletter?email=<address> -> `{ subscriber }` (null when nobody has that address); 400 when the
 *   address is not one;
 * - GET /api/admin/newsletter -> `{ subscribers }`, every subscriber oldest first (the CSV for the email tool), without
 *   the sign-ups held as spam; `?spam=1` lists those instead (released by POST /api/admin/newsletter/<id>/not-spam);
 * - DELETE /api/admin/newsletter/<id> -> 204 (erased, with an audit entry); 404 when unknown.
 */
export async function adminNewsletter(req: Request, context: Context): Promise<Response> {
  return adminSafely(async () => {
    if (req.method !== 'GET' && req.method !== 'DELETE') return methodNotAllowed(['GET', 'DELETE']);
    const id = context.params?.id;
    if (req.method === 'DELETE') {
      if (!sameOrigin(req)) return error(403, FOREIGN_ORIGIN);
      if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
      if (!id || !LEAD_ID_PATTERN.test(id)) return error(404, SUBSCRIBER_NOT_FOUND);
      return (await eraseSubscriber(id, 'admin-request')) ? noContent() : error(404, SUBSCRIBER_NOT_FOUND);
    }
    if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
    if (id) return methodNotAllowed(['DELETE']);
    const url = new URL(req.url);
    const origin = publicOrigin(url.origin);
    const email = url.searchParams.get('email');
    if (email === null) {
      const spam = url.searchParams.get('spam') === '1';
      return json({ subscribers: await listSubscribers(origin, spam) } satisfies SubscriberList);
    }
    const parsed = newsletterRequestSchema.shape.email.safeParse(email);
    if (!parsed.success) return error(400, BAD_EMAIL_QUERY);
    return json({ subscriber: await findSubscriber(parsed.data, origin) } satisfies SubscriberLookup);
  });
}

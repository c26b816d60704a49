/**
 * "Not spam": POST /api/{launchpad|contact}/{id}/not-spam releases a lead kept as spam (and
 * POST /api/admin/newsletter/{id}/not-spam a newsletter sign-up, see ./newsletter.ts). The record is rewritten
 * without its reasons (`spam: null`) by a conditional write over the version read (onlyIfMatch its etag), so of two
 * admins releasing at once exactly one write lands and only that one notifies sales: the webhook fires once. The index
 * entry is refreshed from the record, so the lead joins the default list and the stats.
 *  200 `{ lead }` (a lead that was not spam: 200 as it is, nothing sent) · 401 no session · 403 another origin ·
 *  404 unknown id · 409 erased meanwhile · 503 Blobs unavailable.
 */
import type { Context } from '@netlify/functions';
import { LEAD_ID_PATTERN } from '../../../src/lib/lead/storage';
import { LEAD_KINDS, leadPath, type LeadKind } from '../../../src/lib/lead/kinds';
import { isKeptAsSpam } from '../../../src/lib/admin/lead-query';
import { liveSession, sameOrigin } from '../auth';
import { error, json, methodNotAllowed } from '../http';
import { adminSafely, UNAUTHENTICATED } from '../admin-http';
import { indexRefresh, leadStore, parseLead, readForWrite, type StoredLead } from '../lead/index-store';
import { isErased } from '../lead/tombstone';
import { notifyNewLead } from '../lead/webhook';
import { forgetMail, mailNewLead } from '../mail/lead-mail';
import { ERASED_MEANWHILE } from '../lead/list-and-status';
import { StorageUnavailableError } from '../blobs';
import { MESSAGES } from '../messages';
import { ADMIN_NEWSLETTER_PATH } from '../../../src/lib/newsletter/unsubscribe';
import { SUBSCRIBER_NOT_FOUND } from '../newsletter-erase';
import { releaseSubscriber } from './newsletter';

const ATTEMPTS = 16;

/**
 * Releases a lead: 'unknown', 'gone' (erased), or the record as it now is with whether this call released it (and so
 * queued its notification, returned as `sent`).
 */
export async function releaseLead(
  kind: LeadKind,
  id: string,
): Promise<'unknown' | 'gone' | { lead: StoredLead; released: boolean; sent: Promise<void> | null }> {
  const store = leadStore(kind);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const got = await readForWrite(store, id);
    const current = parseLead(id, got.text);
    if (!current || !got.etag || (await isErased(kind, id))) return attempt === 0 && !current ? 'unknown' : 'gone';
    if (!isKeptAsSpam(current)) return { lead: current, released: false, sent: null };
    const released = { ...current, spam: null };
    const written = await store.setJSON(id, released, { onlyIfMatch: got.etag });
    if (written.modified) {
      await indexRefresh(kind, id);
      // The receipt held back while it was spam (state 'skipped') goes now, once, like a new lead's.
      await forgetMail(kind, id);
      const sent = Promise.all([notifyNewLead(kind, released), mailNewLead(kind, released)]).then(() => undefined);
      return { lead: released, released: true, sent };
    }
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 10 * (attempt + 1))); // another writer won: re-read
  }
  throw new StorageUnavailableError(`lead ${id} stayed contended after ${ATTEMPTS} attempts`);
}

export async function notSpam(req: Request, context: Context): Promise<Response> {
  const path = new URL(req.url).pathname;
  const kind = LEAD_KINDS.find((k) => path.startsWith(`${leadPath(k)}/`));
  const newsletter = path.startsWith(`${ADMIN_NEWSLETTER_PATH}/`);
  if (!kind && !newsletter) return error(404, MESSAGES.notFound);
  return adminSafely(async () => {
    if (req.method !== 'POST') return methodNotAllowed(['POST']);
    if (!sameOrigin(req)) return error(403, MESSAGES.crossOrigin);
    if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
    const id = context.params?.id ?? '';
    if (!kind) {
      const subscriber = LEAD_ID_PATTERN.test(id) ? await releaseSubscriber(id) : 'unknown';
      return subscriber === 'unknown' ? error(404, SUBSCRIBER_NOT_FOUND) : json({ subscriber });
    }
    if (!LEAD_ID_PATTERN.test(id)) return error(404, MESSAGES.leadNotFound[kind]);
    const result = await releaseLead(kind, id);
    if (result === 'unknown') return error(404, MESSAGES.leadNotFound[kind]);
    if (result === 'gone') return error(409, ERASED_MEANWHILE[kind]);
    if (result.sent && typeof context?.waitUntil === 'function') context.waitUntil(result.sent);
    return json({ lead: result.lead });
  });
}

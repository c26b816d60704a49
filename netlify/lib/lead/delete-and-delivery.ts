/**
 * Admin actions on one lead, beside the status change of lead/list-and-status.ts:
 * - DELETE /api/{launchpad|contact}/{id}: erase the lead (netlify/lib/lead/erase.ts) -> 204; 404 when unknown.
 * - GET /api/{kind}/{id}/delivery -> `{ configured, delivery }`: the sales-team webhook state of the lead.
 * - POST /api/{kind}/{id}/delivery ("Resend"): queue the lead again and try once now -> `{ configured, delivery }`;
 *   409 when no webhook is configured.
 * Every call needs a live session (401); DELETE and POST also a same-origin request (403); Blobs failures 503.
 */
import type { Context } from '@netlify/functions';
import { LEAD_ID_PATTERN, LEAD_STORES } from '../../../src/lib/lead/storage';
import { LEAD_KINDS, leadPath, type LeadKind } from '../../../src/lib/lead/kinds';
import { sameOrigin, liveSession } from '../auth';
import { error, json, methodNotAllowed, noContent } from '../http';
import { adminSafely, UNAUTHENTICATED } from '../admin-http';
import { eraseLead } from './erase';
import { readDelivery, resendLead, webhookConfig } from './webhook';
import { blobs, store } from '../blobs';
import { MESSAGES } from '../messages';

export const NOT_FOUND = MESSAGES.leadNotFound;
export const FOREIGN_ORIGIN = MESSAGES.crossOrigin;
export const WEBHOOK_OFF = 'Lead notifications are not configured: set LEAD_WEBHOOK_URL to send leads to your team.';

async function guard(
  req: Request,
  context: Context,
  kind: LeadKind,
  { changes }: { changes: boolean },
): Promise<Response | string> {
  if (changes && !sameOrigin(req)) return error(403, FOREIGN_ORIGIN);
  if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
  const id = context.params?.id ?? '';
  if (!LEAD_ID_PATTERN.test(id)) return error(404, NOT_FOUND[kind]);
  return id;
}

export async function deleteLead(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  return adminSafely(async () => {
    const id = await guard(req, context, kind, { changes: true });
    if (typeof id !== 'string') return id;
    const entry = await eraseLead(kind, id, 'admin-request');
    return entry ? noContent() : error(404, NOT_FOUND[kind]);
  });
}

export async function leadDelivery(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  return adminSafely(async () => {
    if (req.method !== 'GET' && req.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
    const id = await guard(req, context, kind, { changes: req.method === 'POST' });
    if (typeof id !== 'string') return id;
    const config = webhookConfig();
    if (req.method === 'GET') return json({ configured: config !== null, delivery: await readDelivery(kind, id) });

    if (!config) return error(409, WEBHOOK_OFF);
    const lead = (await blobs(() => store(LEAD_STORES[kind]).get(id, { type: 'json' }))) as Record<
      string,
      unknown
    > | null;
    if (!lead || typeof lead !== 'object') return error(404, NOT_FOUND[kind]);
    const delivery = await resendLead(kind, { ...lead, id }, config);
    return json({ configured: true, delivery });
  });
}

/** The kind of a `/api/{kind}/{id}/delivery` address. */
export function kindOfPath(url: string): LeadKind | null {
  const path = new URL(url).pathname;
  return LEAD_KINDS.find((kind) => path.startsWith(`${leadPath(kind)}/`)) ?? null;
}

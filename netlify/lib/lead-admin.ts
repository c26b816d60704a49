/**
 * Admin side of the lead stores (issue #5).
 * - GET /api/launchpad -> `{applications: [...]}`, GET /api/contact -> `{contacts: [...]}`, newest first.
 * - PATCH /api/launchpad/{id}, PATCH /api/contact/{id} with `{status}` -> `{application}` / `{contact}`.
 * Both need a valid admin session cookie (401 otherwise, with no data); PATCH also needs a same-origin request
 * (403). An unknown id answers 404. The PATCH body must be JSON of at most 4 KB (415 / 413); a Blobs failure
 * answers 503 (issue #12). DELETE (erasure) and the delivery actions live in lead-admin-actions.ts.
 */
import type { Context } from '@netlify/functions';
import { LEAD_ID_PATTERN, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../src/lib/leads';
import { sameOrigin, sessionOf } from './auth';
import { error, json, methodNotAllowed } from './http';
import { adminSafely, UNAUTHENTICATED } from './admin-http';
import { ADMIN_BODY_BYTES, readJsonBody } from './request';
import { leadStore, listStoredLeads, parseLead } from './lead-index';

export { UNAUTHENTICATED };
const LIST_FIELD: Record<LeadKind, 'applications' | 'contacts'> = { launchpad: 'applications', contact: 'contacts' };
const ITEM_FIELD: Record<LeadKind, 'application' | 'contact'> = { launchpad: 'application', contact: 'contact' };
const NOT_FOUND: Record<LeadKind, string> = { launchpad: 'Application not found.', contact: 'Contact submission not found.' };

/** The new status from a `{status}` body, or null (plain check: no schema library in the admin functions' bundles). */
export function statusFrom(body: unknown): LeadStatus | null {
  const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  return typeof status === 'string' && (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : null;
}

export async function listLeads(kind: LeadKind, req: Request, _context: Context): Promise<Response> {
  return adminSafely(async () => {
    if (!(await sessionOf(req))) return error(401, UNAUTHENTICATED);
    const records = await listStoredLeads(kind);
    return json({ [LIST_FIELD[kind]]: records });
  });
}

export async function updateLeadStatus(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  return adminSafely(async () => {
    if (req.method !== 'PATCH') return methodNotAllowed(['PATCH', 'DELETE']);
    if (!sameOrigin(req)) return error(403, 'Cross-origin requests are not allowed.');
    if (!(await sessionOf(req))) return error(401, UNAUTHENTICATED);

    const id = context.params?.id ?? '';
    if (!LEAD_ID_PATTERN.test(id)) return error(404, NOT_FOUND[kind]);

    const body = await readJsonBody(req, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const status = statusFrom(body.value);
    if (!status) return error(400, `Status must be one of: ${LEAD_STATUSES.join(', ')}.`);

    const store = leadStore(kind);
    const current = parseLead(id, await store.get(id, { type: 'text' }));
    if (!current) return error(404, NOT_FOUND[kind]);
    const updated = { ...current, status };
    await store.setJSON(id, updated);
    return json({ [ITEM_FIELD[kind]]: updated });
  });
}

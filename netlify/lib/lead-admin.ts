/**
 * Admin side of the lead stores (issue #5).
 * - GET /api/launchpad -> `{applications: [...]}`, GET /api/contact -> `{contacts: [...]}`, newest first.
 * - PATCH /api/launchpad/{id}, PATCH /api/contact/{id} with `{status}` -> `{application}` / `{contact}`.
 * Both need a valid admin session cookie (401 otherwise, with no data); PATCH also needs a same-origin request
 * (403). An unknown id answers 404.
 */
import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { LEAD_ID_PATTERN, LEAD_STATUSES, type LeadKind } from '../../src/lib/leads';
import { sameOrigin, sessionOf } from './auth';
import { error, json, methodNotAllowed, safely } from './http';
import { leadStore, listStoredLeads, parseLead } from './lead-index';

export const UNAUTHENTICATED = 'Authentication required.';
const LIST_FIELD: Record<LeadKind, 'applications' | 'contacts'> = { launchpad: 'applications', contact: 'contacts' };
const ITEM_FIELD: Record<LeadKind, 'application' | 'contact'> = { launchpad: 'application', contact: 'contact' };
const NOT_FOUND: Record<LeadKind, string> = { launchpad: 'Application not found.', contact: 'Contact submission not found.' };

const StatusBody = z.object({ status: z.enum(LEAD_STATUSES) });

export async function listLeads(kind: LeadKind, req: Request, _context: Context): Promise<Response> {
  return safely(async () => {
    if (!sessionOf(req)) return error(401, UNAUTHENTICATED);
    const records = await listStoredLeads(kind);
    return json({ [LIST_FIELD[kind]]: records });
  });
}

export async function updateLeadStatus(kind: LeadKind, req: Request, context: Context): Promise<Response> {
  return safely(async () => {
    if (req.method !== 'PATCH') return methodNotAllowed(['PATCH']);
    if (!sameOrigin(req)) return error(403, 'Cross-origin requests are not allowed.');
    if (!sessionOf(req)) return error(401, UNAUTHENTICATED);

    const id = context.params?.id ?? '';
    if (!LEAD_ID_PATTERN.test(id)) return error(404, NOT_FOUND[kind]);

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return error(400, 'Send a JSON body with a status.');
    }
    const parsed = StatusBody.safeParse(body);
    if (!parsed.success) return error(400, `Status must be one of: ${LEAD_STATUSES.join(', ')}.`);

    const store = leadStore(kind);
    const current = parseLead(id, await store.get(id, { type: 'text' }));
    if (!current) return error(404, NOT_FOUND[kind]);
    const updated = { ...current, status: parsed.data.status };
    await store.setJSON(id, updated);
    return json({ [ITEM_FIELD[kind]]: updated });
  });
}

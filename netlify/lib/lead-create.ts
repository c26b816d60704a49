/**
 * POST handler of /api/launchpad and /api/contact. Placeholder until the lead-capture issue (#4) implements it:
 * answers 503 so nothing a visitor submits is silently dropped.
 */
import type { Context } from '@netlify/functions';
import type { LeadKind } from '../../src/lib/leads';
import { error } from './http';

export async function createLead(_kind: LeadKind, _req: Request, _context: Context): Promise<Response> {
  return error(503, 'Submissions are not accepted yet. Please email us instead.');
}

/**
 * GET handler of /api/launchpad and /api/contact (admin listing). Placeholder until the admin issue (#5)
 * implements sessions: answers 401 and no data.
 */
import type { Context } from '@netlify/functions';
import type { LeadKind } from '../../src/lib/leads';
import { error } from './http';

export async function listLeads(_kind: LeadKind, _req: Request, _context: Context): Promise<Response> {
  return error(401, 'Authentication required.');
}

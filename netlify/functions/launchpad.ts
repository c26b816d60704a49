/**
 * /api/launchpad. POST: a visitor submits a Launchpad application (lead capture). GET: the admin lists them.
 * Thin: each method is handled in netlify/lib.
 */
import type { Config, Context } from '@netlify/functions';
import { createLead } from '../lib/lead-create';
import { listLeads } from '../lib/lead-admin';
import { methodNotAllowed } from '../lib/http';

export default async (req: Request, context: Context) => {
  if (req.method === 'POST') return createLead('launchpad', req, context);
  if (req.method === 'GET') return listLeads('launchpad', req, context);
  return methodNotAllowed(['GET', 'POST']);
};

export const config: Config = { path: '/api/launchpad' };

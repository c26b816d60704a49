/**
 * /api/contact. POST: a visitor submits a contact form (lead capture). GET: the admin lists them.
 * Thin: each method is handled in netlify/lib.
 */
import type { Config, Context } from '@netlify/functions';
import { createLead } from '../lib/lead/create';
import { listLeads } from '../lib/lead/list-and-status';
import { methodNotAllowed } from '../lib/http';

export default async (req: Request, context: Context) => {
  if (req.method === 'POST') return createLead('contact', req, context);
  if (req.method === 'GET') return listLeads('contact', req, context);
  return methodNotAllowed(['GET', 'POST']);
};

export const config: Config = {
  path: '/api/contact',
  // Enforced by Netlify in production (per IP and domain, sliding window); netlify/lib/rate-limit.ts also limits
  // new submissions in code so the limit holds under `npm start` too.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

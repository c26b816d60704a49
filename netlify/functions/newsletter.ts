/**
 * POST /api/newsletter { email, botField? }: stores a newsletter address once (trimmed, case-insensitive dedupe).
 *  JSON: 201 { subscribed: true } for a new and a known address alike (nothing reveals who is subscribed) ·
 *  400 invalid · 429 over the per-IP limit · 503 Blobs unavailable.
 *  Form post (no JavaScript): 303 back to `returnTo` with the outcome in the fragment.
 *  415 neither JSON nor a form · 413 over 32 KB · 405 other methods.
 */
import type { Config, Context } from '@netlify/functions';
import { subscribe } from '../lib/newsletter';
import { methodNotAllowed } from '../lib/http';

export default async (req: Request, context: Context) => {
  if (req.method === 'POST') return subscribe(req, context);
  return methodNotAllowed(['POST']);
};

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

/** POST /api/events: the insights beacon of every page (netlify/lib/insights-http.ts). */
import type { Config, Context } from '@netlify/functions';
import { receiveBeacon } from '../lib/insights-http';

export default async (req: Request, context: Context) => receiveBeacon(req, context);

export const config: Config = {
  path: '/api/events',
  // Enforced by Netlify in production (per IP and domain); netlify/lib/insights.ts also caps in memory.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

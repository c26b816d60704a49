/**
 * GET /api/sandbox/insight/{influencer_id}: Influencer Insight on the sandbox's generated sample set, as the OpenAPI
 * document describes it (netlify/lib/influencer-api-sandbox.ts). 200 · 400 · 401 · 404 · 405 · 429 (Retry-After) · 500.
 */
import type { Config, Context } from '@netlify/functions';
import { sandboxInsight } from '../lib/influencer-api-sandbox';

export default (req: Request, context: Context) => sandboxInsight(req, context);

export const config: Config = { path: '/api/sandbox/insight/:influencer_id' };

/**
 * POST /api/sandbox/search?platform=: Influencer Search on the sandbox's generated sample set, as the OpenAPI
 * document describes it (netlify/lib/influencer-api-sandbox.ts). 200 · 400 · 401 · 405 · 422 · 429 (Retry-After) · 500.
 */
import type { Config, Context } from '@netlify/functions';
import { sandboxSearch } from '../lib/influencer-api-sandbox';

export default (req: Request, context: Context) => sandboxSearch(req, context);

export const config: Config = { path: '/api/sandbox/search' };

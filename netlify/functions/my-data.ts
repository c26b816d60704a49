/**
 * POST /my-data?token=…: a prospect's view, correction and erasure of their lead from the receipt e-mail's link
 * (netlify/lib/data-rights/my-data.ts). GET /my-data is the static page (src/pages/my-data.astro).
 */
import type { Config, Context } from '@netlify/functions';
import { myData } from '../lib/data-rights/my-data';
import { safely } from '../lib/http';

export default async (req: Request, context: Context) => safely(() => myData(req, context));

export const config: Config = { path: '/my-data', method: 'POST' };

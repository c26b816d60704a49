/** GET /api/admin/insights?from&to: pages, sources and vitals of a period (netlify/lib/insights-http.ts). */
import type { Config } from '@netlify/functions';
import { insightsReport } from '../lib/insights-http';

export default async (req: Request) => insightsReport(req);

export const config: Config = { path: '/api/admin/insights' };

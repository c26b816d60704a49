/** GET /api/admin/stats: the dashboard's stat cards and chart for a filter, from the lead index. */
import type { Config } from '@netlify/functions';
import { leadStats } from '../lib/lead/stats-and-repair';

export default async (req: Request) => leadStats(req);

export const config: Config = { path: '/api/admin/stats' };

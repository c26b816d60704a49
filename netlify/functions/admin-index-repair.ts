/** POST /api/admin/index/repair: the admin rebuilds the lead indexes from the records. */
import type { Config } from '@netlify/functions';
import { repairIndex } from '../lib/lead/stats-and-repair';

export default async (req: Request) => repairIndex(req);

export const config: Config = { path: '/api/admin/index/repair' };

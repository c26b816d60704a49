/**
 * GET /api/admin/data-requests: the prospects' own corrections and erasures from /my-data, newest first (live session).
 * See netlify/lib/data-rights/my-data.ts.
 */
import type { Config } from '@netlify/functions';
import { adminDataRequests } from '../lib/data-rights/my-data';

export default async (req: Request) => adminDataRequests(req);

export const config: Config = { path: '/api/admin/data-requests' };

/**
 * Scheduled daily: erases leads older than LEAD_RETENTION_DAYS (default 730) the way the admin's
 * DELETE does, with an audit entry each. See netlify/lib/lead-erase.ts.
 */
import type { Config } from '@netlify/functions';
import { eraseExpiredLeads, retentionDays } from '../lib/lead-erase';
import { json, safely } from '../lib/http';

export default async () =>
  safely(async () => {
    const erased = await eraseExpiredLeads();
    console.log(`[retention] ${erased.length} lead(s) older than ${retentionDays()} days erased`);
    return json({ erased: erased.length });
  });

export const config: Config = { schedule: '@daily' };

/**
 * Scheduled daily: erases leads older than LEAD_RETENTION_DAYS (default 730) the way the admin's
 * DELETE does, with an audit entry each. See netlify/lib/lead-erase.ts. Only the scheduler runs it
 * (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config } from '@netlify/functions';
import { eraseExpiredLeads, retentionDays } from '../lib/lead-erase';
import { json, safely } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(() =>
  safely(async () => {
    const erased = await eraseExpiredLeads();
    console.log(`[retention] ${erased.length} lead(s) older than ${retentionDays()} days erased`);
    return json({ erased: erased.length });
  }),
);

export const config: Config = { schedule: '@daily' };

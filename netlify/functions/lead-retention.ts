/**
 * Scheduled daily: erases leads older than LEAD_RETENTION_DAYS (default 730) the way the admin's
 * DELETE does, with an audit entry each (netlify/lib/lead/erase.ts); deletes tombstones older than 30 days and
 * login-limit windows whose attempts have all expired (netlify/lib/login-limit.ts). Only the scheduler runs it
 * (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config } from '@netlify/functions';
import { eraseExpiredLeads, retentionDays } from '../lib/lead/erase';
import { json, safely } from '../lib/http';
import { pruneLoginWindows } from '../lib/login-limit';
import { scheduled } from '../lib/scheduled';

export default scheduled(() =>
  safely(async () => {
    const erased = await eraseExpiredLeads();
    // Login windows whose attempts have all left them go too (login-limit.ts): nothing keyed by a client outlives a day.
    const loginWindows = await pruneLoginWindows();
    console.log(
      `[retention] ${erased.length} lead(s) older than ${retentionDays()} days erased; ${loginWindows} login window(s) pruned`,
    );
    return json({ erased: erased.length });
  }),
);

export const config: Config = { schedule: '@daily' };

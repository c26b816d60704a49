/**
 * Scheduled daily: erases newsletter subscribers whose sign-up is older than LEAD_RETENTION_DAYS (default 730, the
 * same period as leads), each with an audit entry. See netlify/lib/newsletter-erase.ts. Only the scheduler runs it
 * (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config } from '@netlify/functions';
import { eraseExpiredSubscribers } from '../lib/newsletter-erase';
import { retentionDays } from '../../src/lib/lead/retention';
import { json, safely } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(() =>
  safely(async () => {
    const erased = await eraseExpiredSubscribers();
    console.log(`[newsletter retention] ${erased.length} subscriber(s) older than ${retentionDays()} days erased`);
    return json({ erased: erased.length });
  }),
);

export const config: Config = { schedule: '@daily' };

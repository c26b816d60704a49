/**
 * Scheduled every 15 minutes: triggers one Netlify rebuild through BUILD_HOOK_URL when a story or post the deployed
 * build left out (its publishAt was still to come) is now due. The logic and its guarantees are in
 * netlify/lib/publish-schedule.ts; without BUILD_HOOK_URL it does nothing and logs so. Only the scheduler runs it
 * (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config, Context } from '@netlify/functions';
import { json, safely } from '../lib/http';
import { store } from '../lib/blobs';
import { SCHEDULE_STORE, runSchedule } from '../lib/publish-schedule';
import { scheduled } from '../lib/scheduled';

export default scheduled(async (_req: Request, context: Context) =>
  safely(async () =>
    json(
      await runSchedule({
        hookUrl: process.env.BUILD_HOOK_URL,
        // The production site: Netlify's URL (read-only, set at run time), the context's site URL, else SITE_URL.
        siteUrl: process.env.URL || context?.site?.url || process.env.SITE_URL,
        now: new Date(),
        store: store(SCHEDULE_STORE),
      }),
    ),
  ),
);

export const config: Config = { schedule: '*/15 * * * *' };

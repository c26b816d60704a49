/**
 * Scheduled every 5 minutes: adds the new insights events to their days' aggregates and deletes them, and deletes
 * aggregates and events older than INSIGHTS_RETENTION_DAYS (default 395). See netlify/lib/insights.ts. Only the
 * scheduler runs it (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config } from '@netlify/functions';
import { insightsRetentionDays, rollup } from '../lib/insights';
import { empty } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(async () => {
  try {
    const report = await rollup();
    // Quiet when there was nothing to do (under `npm start` it runs every minute).
    if (report.rolled || report.expired || report.conflicts)
      console.log(`[insights rollup] ${JSON.stringify(report)} (retention ${insightsRetentionDays()} days)`);
    return empty(204);
  } catch (err) {
    console.error('[insights rollup] failed:', err instanceof Error ? err.message : String(err));
    return empty(500);
  }
});

export const config: Config = { schedule: '*/5 * * * *' };

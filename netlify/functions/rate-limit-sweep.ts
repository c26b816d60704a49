/**
 * Scheduled hourly: deletes submission rate-limit blobs of windows that have passed (netlify/lib/rate-limit.ts), so
 * no client key outlives its minute by more than an hour. Only the scheduler runs it (netlify/lib/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { sweepRateLimits } from '../lib/rate-limit';
import { json, safely } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(() =>
  safely(async () => {
    const result = await sweepRateLimits();
    if (result.deleted) console.log('[rate-limit sweep]', JSON.stringify(result));
    return json(result);
  }),
);

export const config: Config = { schedule: '@hourly' };

/**
 * Scheduled every minute: delivers queued lead notifications whose next attempt is due, and queues
 * recent leads whose background delivery was lost. See netlify/lib/lead/webhook.ts. Only the scheduler runs it
 * (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config } from '@netlify/functions';
import { sweepDeliveries } from '../lib/lead/webhook';
import { json, safely } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(() =>
  safely(async () => {
    const result = await sweepDeliveries();
    if (result.attempted || result.queued) console.log('[webhook sweep]', JSON.stringify(result));
    return json(result);
  }),
);

export const config: Config = { schedule: '* * * * *' };

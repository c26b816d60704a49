/**
 * Scheduled daily (Netlify scheduled function): repairs both lead indexes from the records, so a lead whose index
 * write failed, or an entry whose record is gone, is set right within a day even if nobody presses "Repair index".
 * Only the scheduler runs it (netlify/lib/scheduled.ts): any other request answers 404.
 */
import type { Config } from '@netlify/functions';
import { repairAll } from '../lib/lead/stats-and-repair';
import { empty } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(async () => {
  try {
    const reports = await repairAll();
    console.log('[lead index repair]', JSON.stringify(reports));
    return empty(204);
  } catch (err) {
    console.error('[lead index repair] failed:', err instanceof Error ? err.message : String(err));
    return empty(500);
  }
});

export const config: Config = { schedule: '@daily' };

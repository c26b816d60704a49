/**
 * Scheduled every minute: sends the lead e-mails (receipt, sales copy) whose next attempt is due, whose claim outlived
 * its lease, or whose background task was lost. See netlify/lib/mail/lead-mail.ts. Only the scheduler runs it.
 */
import type { Config } from '@netlify/functions';
import { sweepMail } from '../lib/mail/lead-mail';
import { json, safely } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(() =>
  safely(async () => {
    const result = await sweepMail();
    if (result.attempted) console.log('[mail sweep]', JSON.stringify(result));
    return json(result);
  }),
);

export const config: Config = { schedule: '* * * * *' };

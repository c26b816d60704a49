/**
 * Scheduled hourly: deletes the claims of proof-of-work solutions whose challenge has expired
 * (netlify/lib/spam/proof.ts): a solution is refused twice while it could still verify, and forgotten after.
 */
import type { Config } from '@netlify/functions';
import { sweepProofs } from '../lib/spam/proof';
import { json, safely } from '../lib/http';
import { scheduled } from '../lib/scheduled';

export default scheduled(() => safely(async () => json(await sweepProofs())));

export const config: Config = { schedule: '@hourly' };

/**
 * GET /api/challenge: a fresh proof-of-work challenge (ALTCHA) for the lead dialog and the newsletter box, signed with
 * the time it was issued (netlify/lib/spam/proof.ts). Never cached: each form gets its own.
 */
import type { Config } from '@netlify/functions';
import { issueChallenge } from '../lib/spam/proof';
import { json, methodNotAllowed, safely } from '../lib/http';

export default async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  return safely(async () => json(await issueChallenge()));
};

export const config: Config = {
  path: '/api/challenge',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

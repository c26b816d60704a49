/**
 * A valid proof of work for a submission made by a test or a benchmark rather than the widget: a challenge signed
 * with the functions' key (the same env), issued `issuedAgoMs` ago (a person's fill time), cheap to solve, solved with
 * altcha-lib as the widget's worker would. Each call is a fresh challenge, so each payload is accepted once.
 */
import { solvedPayload } from './solve-challenge';
import { CHALLENGE_WORK, issueChallenge } from '../../netlify/lib/spam/proof';

const CHEAP = { ...CHALLENGE_WORK, cost: 1, counterMin: 1, counterMax: 3 };

/** The base64 payload the widget would put in the `altcha` field. */
export async function humanProof({
  issuedAgoMs = 5_000,
  env = process.env,
}: { issuedAgoMs?: number; env?: Record<string, string | undefined> } = {}): Promise<string> {
  return solvedPayload(await issueChallenge(Date.now() - issuedAgoMs, env, CHEAP));
}

export { solvedPayload } from './solve-challenge';

/** Solves an ALTCHA challenge as the widget's worker would (altcha-lib), returning the `altcha` field's payload. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MIN_FILL_MS } from '../../src/lib/spam/contract';

export async function solvedPayload(challenge: Parameters<typeof solveChallenge>[0]['challenge']): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A proof from a running server: fetch its challenge, solve it, and wait out the minimum fill time, as a person's
 * browser would have by the time they press Send.
 */
export async function serverProof(base: string, minFillMs = MIN_FILL_MS): Promise<string> {
  const res = await fetch(new URL('/api/challenge', base));
  if (res.status !== 200) throw new Error(`GET /api/challenge: ${res.status}`);
  // Counted from the answer, not the request: the server signs the time it issued the challenge, which under load
  // may come well after the request left (a fill counted from the request could still read as under the minimum).
  const answeredAt = Date.now();
  const payload = await solvedPayload(await res.json());
  await new Promise((r) => setTimeout(r, Math.max(0, answeredAt + minFillMs + 100 - Date.now())));
  return payload;
}

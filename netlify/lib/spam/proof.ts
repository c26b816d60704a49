/**
 * The invisible proof of work (ALTCHA, `altcha-lib`): GET /api/challenge issues a signed challenge, the widget in the
 * lead dialog and the newsletter box solves it in a Web Worker while the visitor types, and the submission carries
 * the solved payload. A payload is accepted once: its challenge's signature is claimed in SPAM_PROOF_STORE
 * (`onlyIfNew`) under a key that starts with the challenge's expiry, so the hourly sweep deletes it once the challenge
 * could no longer be verified anyway.
 *
 * The challenge also carries, signed with it, when it was issued (`data.issuedAt`, ms): the form's render time, which
 * the submission's time is compared with (src/lib/spam/signals.ts, MIN_FILL_MS).
 *
 * Key: ALTCHA_HMAC_KEY (32+ characters); else derived from ADMIN_SESSION_SECRET; else a random key per instance (a
 * challenge issued by one instance then fails on another: the function log says so once). `npm start` generates one
 * per run.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SpamReason } from '../../../src/lib/spam/contract';
import { SPAM_PROOF_STORE } from '../../../src/lib/blobs/stores';
import { blobs, sha256Hex, store } from '../blobs';

export { SPAM_PROOF_STORE };

/**
 * The work: PBKDF2-SHA-256 at 5,000 iterations per attempt, the answer a random counter from 150 to 450 (about
 * 0.1-0.3 s of a core in Node, a few seconds of a slowed phone's worker while its owner types).
 */
export const CHALLENGE_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 5_000, counterMin: 150, counterMax: 450 } as const;
/** How long a challenge stays solvable: a form left open over lunch still sends (the widget fetches a new one after). */
export const CHALLENGE_TTL_MS = 60 * 60_000;

type Env = Record<string, string | undefined>;
let fallbackKey: string | null = null;

/** The HMAC key of challenges (see the header). */
export function challengeKey(env: Env = process.env): string {
  const own = env.ALTCHA_HMAC_KEY?.trim();
  if (own && own.length >= 32) return own;
  const admin = env.ADMIN_SESSION_SECRET?.trim();
  if (admin) return createHmac('sha256', admin).update('altcha-challenges').digest('hex');
  if (!fallbackKey) {
    fallbackKey = randomBytes(32).toString('hex');
    console.error(
      '[spam] ALTCHA_HMAC_KEY is not set: challenges verify only on the function instance that issued them.',
    );
  }
  return fallbackKey;
}

/** The second key ALTCHA signs the expected answer with (fast verification without re-deriving). */
const keySignatureKey = (key: string) => createHmac('sha256', key).update('altcha-key-signature').digest('hex');

/**
 * A new challenge, issued now (its `data.issuedAt` is the form's signed render time). `work`: the function always uses
 * CHALLENGE_WORK; tests and benchmarks that need many valid payloads sign cheaper ones with the same key.
 */
export async function issueChallenge(
  now = Date.now(),
  env: Env = process.env,
  work: { algorithm: string; cost: number; counterMin: number; counterMax: number } = CHALLENGE_WORK,
): Promise<Challenge> {
  const key = challengeKey(env);
  return createChallenge({
    algorithm: work.algorithm,
    cost: work.cost,
    counter: randomInt(work.counterMax, work.counterMin),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    data: { issuedAt: now },
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureKey(key),
  });
}

export type ProofCheck = { ok: true; issuedAt: number } | { ok: false; reason: SpamReason };

/** The widget's payload: base64 of `{ challenge, solution }` (a parsed object is accepted too). */
function decode(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  try {
    const value: unknown =
      typeof payload === 'string' ? JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) : payload;
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || !solution) return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Longest payload read (a real one is about 700 characters). */
const MAX_PAYLOAD = 4_000;

/**
 * Verifies a submitted payload and claims it. `replayKey`: the submission's Idempotency-Key, if any: a retry of the
 * same submission may send the same payload again (its claim remembers the key); anything else sending it is a replay.
 * Throws StorageUnavailableError when the claim cannot be written.
 */
export async function checkProof(
  payload: unknown,
  { replayKey = null, env = process.env }: { replayKey?: string | null; env?: Env } = {},
): Promise<ProofCheck> {
  if (payload === undefined || payload === null || payload === '') return { ok: false, reason: 'no-proof' };
  if (typeof payload === 'string' && payload.length > MAX_PAYLOAD) return { ok: false, reason: 'bad-proof' };
  const decoded = decode(payload);
  if (!decoded) return { ok: false, reason: 'bad-proof' };
  const key = challengeKey(env);
  let result;
  try {
    result = await verifySolution({
      ...decoded,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: keySignatureKey(key),
    });
  } catch {
    return { ok: false, reason: 'bad-proof' };
  }
  if (result.expired) return { ok: false, reason: 'expired-proof' };
  const { issuedAt } = decoded.challenge.parameters.data ?? {};
  if (!result.verified || typeof issuedAt !== 'number') return { ok: false, reason: 'bad-proof' };

  const claim = `${decoded.challenge.parameters.expiresAt ?? 0}/${await sha256Hex(decoded.challenge.signature!)}`;
  const owner = replayKey ? await sha256Hex(replayKey) : '';
  const proofs = store(SPAM_PROOF_STORE);
  const written = await blobs(() => proofs.set(claim, owner, { onlyIfNew: true }));
  if (!written.modified) {
    const first = await blobs(() => proofs.get(claim, { type: 'text' }));
    if (!owner || first !== owner) return { ok: false, reason: 'replayed-proof' };
  }
  return { ok: true, issuedAt };
}

/** Deletes the claims of challenges that have expired (scheduled hourly). */
export async function sweepProofs(now = Date.now()): Promise<{ deleted: number }> {
  const proofs = store(SPAM_PROOF_STORE);
  const { blobs: listed } = await blobs(() => proofs.list());
  const expired = listed.filter(({ key }) => Number(key.split('/')[0]) * 1000 < now);
  for (const { key } of expired) await blobs(() => proofs.delete(key));
  return { deleted: expired.length };
}

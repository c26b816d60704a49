/**
 * The spam hook of the submission paths (lead create, newsletter): every signal of one submission, as the reasons it
 * is kept as spam (empty: a lead like any other). Nothing here refuses a submission: a lead with reasons is stored
 * with them, kept out of the default list, the stats and the webhook, until an admin's "Not spam" (./release.ts).
 */
import { isBot } from '../../../src/lib/lead/schema';
import { PROOF_FIELD, type SpamReason } from '../../../src/lib/spam/contract';
import { contentReasons } from '../../../src/lib/spam/signals';
import { checkProof } from './proof';

/**
 * `body`: the submission as sent (the proof and the honeypot are read from it); `email` and `texts`: its validated
 * address and free-text fields. `replayKey`: the request's Idempotency-Key (a retry may resend its proof).
 */
export async function spamReasons(
  body: Record<string, unknown>,
  {
    email,
    texts,
    replayKey = null,
    now = Date.now(),
  }: {
    email: string;
    texts: readonly string[];
    replayKey?: string | null;
    now?: number;
  },
): Promise<SpamReason[]> {
  const proof = await checkProof(body[PROOF_FIELD], { replayKey });
  const reasons: SpamReason[] = proof.ok ? [] : [proof.reason];
  if (isBot(body.botField)) reasons.push('honeypot');
  reasons.push(...contentReasons({ email, texts, issuedAt: proof.ok ? proof.issuedAt : undefined, now }));
  return reasons;
}

/** The free-text fields of a lead submission (where links are counted). */
const LEAD_TEXTS = ['message', 'website', 'targetAudience', 'additionalInfo'] as const;

/** The reasons of a validated lead submission (see spamReasons). */
export function leadSpamReasons(
  body: Record<string, unknown>,
  data: { email: string } & Partial<Record<(typeof LEAD_TEXTS)[number], string>>,
  replayKey: string | null,
): Promise<SpamReason[]> {
  return spamReasons(body, { email: data.email, texts: LEAD_TEXTS.map((f) => data[f] ?? ''), replayKey });
}

/** A record as stored: with `spam` (its reasons) when there are any, untouched otherwise. */
export function withSpam<T extends object>(record: T, reasons: readonly SpamReason[]): T {
  return reasons.length ? { ...record, spam: [...reasons] } : record;
}

/**
 * The spam filter's wire, zod-free (the lead dialog and the newsletter box import it): where the proof-of-work
 * challenge comes from, the body field carrying the solved payload, and why a submission was kept as spam.
 */

/** GET: a fresh ALTCHA challenge (netlify/functions/challenge.ts). */
export const CHALLENGE_PATH = '/api/challenge';

/** The body field (JSON or form) holding the widget's base64 payload. */
export const PROOF_FIELD = 'altcha';

/**
 * A submission sooner than this after its challenge was issued (the form opened) is a signal of a script: nobody
 * types a name, address, phone and company in three seconds (sub-second fills are the common case).
 */
export const MIN_FILL_MS = 3000;

/**
 * The widget never hands out a solution sooner than this after it started, so a person (an autofilled newsletter
 * address, a quick click) is never caught by MIN_FILL_MS; anyone slower than this never waits for it. The margin
 * over MIN_FILL_MS covers the challenge's own round trip (the server signs the time it answered, which a cold
 * function start can put a second after the widget started).
 */
export const WIDGET_MIN_DURATION_MS = 4500;

/** Why a submission is kept as spam (stored on the record and its index entry). */
export const SPAM_REASONS = [
  'no-proof',
  'bad-proof',
  'expired-proof',
  'replayed-proof',
  'fast-fill',
  'honeypot',
  'disposable-email',
  'links',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** "Not spam": POST here releases a lead kept as spam (`/api/{kind}/{id}/not-spam`). */
export const notSpamPath = (leadPath: string, id: string) => `${leadPath}/${encodeURIComponent(id)}/not-spam`;

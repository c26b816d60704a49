/**
 * The HTTP contract of POST /api/newsletter, shared by the function and the box.
 * - JSON `{ email, botField? }` -> 201 `{ subscribed: true }` for a new and a known address alike;
 *   400 `{ error, fieldErrors: { email } }`; 429 / 503 `{ error }`.
 * - A plain form post (application/x-www-form-urlencoded, the box without JavaScript) with the same fields and
 *   `returnTo` -> 303 to `returnTo#newsletter-<state>`, where the page shows that state's message.
 */
import { z } from 'zod';
import { LEAD_LIMITS } from '../lead/schema';

export const NEWSLETTER_PATH = '/api/newsletter';

/** The server's message for a missing or invalid address. */
export const NEWSLETTER_INVALID_MESSAGE = 'Please enter a valid email address';

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID_MESSAGE })
    .trim()
    .max(LEAD_LIMITS.email, NEWSLETTER_INVALID_MESSAGE)
    .pipe(z.email({ error: NEWSLETTER_INVALID_MESSAGE })),
  botField: z.unknown().optional(),
});

/** A 200 `alreadySubscribed` from an older deployment is still understood. */
export const newsletterAnswerSchema = z.object({
  subscribed: z.literal(true),
  alreadySubscribed: z.boolean().optional(),
});
export type NewsletterAnswer = z.output<typeof newsletterAnswerSchema>;

/** The outcomes a form post is redirected to; the page shows each one's message. */
export const NEWSLETTER_STATES = ['subscribed', 'invalid', 'rate-limited', 'unavailable', 'error'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** The fragment (element id) of a state on the page. */
export const stateAnchor = (state: NewsletterState) => `newsletter-${state}`;

/** The form field naming the page to return to after a form post. */
export const RETURN_FIELD = 'returnTo';
export const DEFAULT_RETURN_PATH = '/blog';

const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/;

/** A same-site path to send the visitor back to: `returnTo` when it is a plain path, else /blog. Never a query. */
export function returnPathOf(value: unknown): string {
  return typeof value === 'string' && value.length <= 200 && SAFE_PATH.test(value) ? value : DEFAULT_RETURN_PATH;
}

/** The form a stored address takes: trimmed, lower-cased (dedupe is case-insensitive). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

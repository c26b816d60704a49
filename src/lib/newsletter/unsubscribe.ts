/**
 * Newsletter unsubscribe and erasure (issue 28): the contract shared by the unsubscribe page, its function and the
 * admin's Newsletter panel.
 *
 * - Every subscriber has an unsubscribe link `/unsubscribe?token=<id>.<signature>`: the signature is an HMAC-SHA256
 *   of the subscriber id with NEWSLETTER_SECRET (netlify/lib/newsletter-erase.ts), so only this site can make one
 *   and a link names nobody (the id is a time and random hex).
 * - The page asks first; its form posts back to its own address (the token stays in the query), which reaches
 *   POST /unsubscribe (a function for POST only): the subscriber and their dedupe claim are erased, and the page
 *   shows the outcome (303 to `/unsubscribe#unsubscribe-<state>` for a form, `{ state }` as JSON otherwise).
 * - A link never expires while its subscriber is kept; once the retention period has passed since the sign-up the
 *   address is already erased, and the link says so (`expired`). A link used twice answers `gone`: idempotent.
 */
import { z } from 'zod';

export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const TOKEN_PARAM = 'token';

export const UNSUBSCRIBE_STATES = ['unsubscribed', 'gone', 'expired', 'invalid', 'unavailable', 'error'] as const;
export type UnsubscribeState = (typeof UNSUBSCRIBE_STATES)[number];

/** The HTTP status of each outcome (JSON answers). */
export const UNSUBSCRIBE_STATUS: Record<UnsubscribeState, number> = {
  unsubscribed: 200,
  gone: 200,
  expired: 410,
  invalid: 400,
  unavailable: 503,
  error: 500,
};

export const unsubscribeAnchor = (state: UnsubscribeState) => `unsubscribe-${state}`;

export const unsubscribeAnswerSchema = z.object({ state: z.enum(UNSUBSCRIBE_STATES) });
export type UnsubscribeAnswer = z.output<typeof unsubscribeAnswerSchema>;

/** `<id>.<64 hex>`: the shape of a token (the signature is checked by the function). */
export const TOKEN_PATTERN = /^(\d{13}-[0-9a-f]{12})\.([0-9a-f]{64})$/;

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The admin's view of one subscriber. */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Null when NEWSLETTER_SECRET is not set (no link can be signed). */
  unsubscribeUrl: z.string().nullable(),
  /** Why the sign-up is held as spam (src/lib/spam/contract.ts); absent for a subscriber. */
  spam: z.array(z.string()).optional(),
});
export type AdminSubscriber = z.output<typeof subscriberSchema>;

export const ADMIN_NEWSLETTER_PATH = '/api/admin/newsletter';
export const adminSubscriberPath = (id: string) => `${ADMIN_NEWSLETTER_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/newsletter?email=… → the subscriber with that address, or null. */
export const subscriberLookupSchema = z.object({ subscriber: subscriberSchema.nullable() });
export type SubscriberLookup = z.output<typeof subscriberLookupSchema>;
/** GET /api/admin/newsletter → every subscriber, oldest first (the CSV for the email tool). */
export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema) });
export type SubscriberList = z.output<typeof subscriberListSchema>;

/** The CSV the admin downloads for the email tool: address, sign-up time and unsubscribe link per row. */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'subscribedAt', 'unsubscribeUrl'] as const;

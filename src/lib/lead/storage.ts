/**
 * Where leads and sign-ups are kept (Netlify Blobs store names) and how their ids look. Shared by the functions
 * (which write), the admin (which reads) and the tests that seed stores.
 */
import type { LeadKind } from './kinds';

/** One blob per submission, key = id. */
export const LEAD_STORES: Record<LeadKind, string> = {
  launchpad: 'launchpad-applications',
  contact: 'contact-submissions',
};
export const NEWSLETTER_STORE = 'newsletter-subscribers';
/** Idempotency records of lead submissions (key: `<kind>/<sha256 of the Idempotency-Key>`). Not a lead store. */
export const IDEMPOTENCY_STORE = 'lead-idempotency';
/** Per-IP submission counters of the lead and newsletter functions. */
export const RATE_LIMIT_STORE = 'submission-rate-limits';
/** Newsletter dedupe index: key = sha256 of the normalised address, value = the subscriber's id. */
export const NEWSLETTER_INDEX_STORE = 'newsletter-index';

/**
 * Ids sort by creation time: 13-digit zero-padded epoch milliseconds, a dash, then random hex.
 * Because the blob key is the id, listing keys in lexical order lists submissions oldest first.
 */
export function newLeadId(
  now: number = Date.now(),
  random: string = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12),
): string {
  return `${String(now).padStart(13, '0')}-${random}`;
}

export const LEAD_ID_PATTERN = /^\d{13}-[0-9a-f]{12}$/;

/** One newsletter sign-up; stored in NEWSLETTER_STORE under its id (time-sortable like lead ids). */
export interface NewsletterSubscriber {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** ISO 8601 */
  createdAt: string;
}

/**
 * Where leads and sign-ups are kept (Netlify Blobs store names) and how their ids look. Shared by the functions
 * (which write), the admin (which reads) and the tests that seed stores.
 */
export {
  LEAD_STORES,
  NEWSLETTER_STORE,
  IDEMPOTENCY_STORE,
  RATE_LIMIT_STORE,
  NEWSLETTER_INDEX_STORE,
} from '../blobs/stores';

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
  /** Why the sign-up is held as spam (src/lib/spam/contract.ts); null once released, absent for a subscriber. */
  spam?: string[] | null;
}

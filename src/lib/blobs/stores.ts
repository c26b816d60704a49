/**
 * Every Netlify Blobs store the functions use, by name: the one table of store names. The modules that own a store's
 * data (src/lib/lead/storage.ts, netlify/lib/*) re-export its constant from here, so a store is named once and
 * tests/unit/blob-stores.test.ts can check that no two constants share a name and that no other file spells one.
 */
import type { LeadKind } from '../lead/kinds';

/** Leads: one blob per submission, key = id (src/lib/lead/storage.ts). */
export const LEAD_STORES: Record<LeadKind, string> = {
  launchpad: 'launchpad-applications',
  contact: 'contact-submissions',
};
/** Idempotency records of lead submissions (key: `<kind>/<sha256 of the Idempotency-Key>`). Not a lead store. */
export const IDEMPOTENCY_STORE = 'lead-idempotency';
/** The lead list's index (netlify/lib/lead/index-store.ts). */
export const LEAD_INDEX_STORE = 'lead-index';
/** Erased leads' markers (netlify/lib/lead/tombstone.ts). */
export const TOMBSTONE_STORE = 'lead-tombstones';
/** The erasure audit log (netlify/lib/lead/erase.ts). */
export const AUDIT_STORE = 'lead-audit';
/** Webhook delivery state per lead (netlify/lib/lead/webhook.ts). */
export const DELIVERY_STORE = 'lead-deliveries';
/** Receipt and sales e-mail state per lead (netlify/lib/mail/lead-mail.ts): no personal data, only states. */
export const MAIL_STORE = 'lead-mail';
/** Prospects' own corrections and erasures, append-only (netlify/lib/data-rights/my-data.ts): no personal data. */
export const DATA_REQUEST_STORE = 'lead-data-requests';
/** Per-IP submission counters of the lead and newsletter functions. */
export const RATE_LIMIT_STORE = 'submission-rate-limits';

/** Newsletter sign-ups, key = subscriber id. */
export const NEWSLETTER_STORE = 'newsletter-subscribers';
/** Newsletter dedupe index: key = sha256 of the normalised address, value = the subscriber's id. */
export const NEWSLETTER_INDEX_STORE = 'newsletter-index';
/** The newsletter erasure audit log (netlify/lib/newsletter-erase.ts). */
export const NEWSLETTER_AUDIT_STORE = 'newsletter-audit';

/** Admin sessions: key = session id, value = {createdAt, expiresAt}; `_revoked` holds {before} (netlify/lib/auth.ts). */
export const ADMIN_SESSION_STORE = 'admin-sessions';
/** Failed admin logins per client (netlify/lib/login-limit.ts). */
export const LOGIN_ATTEMPT_STORE = 'admin-login-attempts';

/** Insights beacons and daily roll-ups (netlify/lib/insights.ts). */
export const INSIGHTS_STORE = 'insights-events';
/** Scheduled publishing's claims (netlify/lib/publish-schedule.ts). */
export const SCHEDULE_STORE = 'publish-schedule';
/** Proof-of-work solutions already accepted, one blob each until its challenge expires (netlify/lib/spam/proof.ts). */
export const SPAM_PROOF_STORE = 'spam-proofs';

/** Every store name above. */
export const ALL_STORES = [
  ...Object.values(LEAD_STORES),
  IDEMPOTENCY_STORE,
  LEAD_INDEX_STORE,
  TOMBSTONE_STORE,
  AUDIT_STORE,
  DELIVERY_STORE,
  MAIL_STORE,
  DATA_REQUEST_STORE,
  RATE_LIMIT_STORE,
  NEWSLETTER_STORE,
  NEWSLETTER_INDEX_STORE,
  NEWSLETTER_AUDIT_STORE,
  ADMIN_SESSION_STORE,
  LOGIN_ATTEMPT_STORE,
  INSIGHTS_STORE,
  SCHEDULE_STORE,
  SPAM_PROOF_STORE,
] as const;

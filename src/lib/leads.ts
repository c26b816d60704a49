/**
 * The stored shape of lead submissions: the contract between the lead functions (which write) and the admin
 * dashboard (which reads). Spec 001 §3 'Launchpad application' and 'Contact submission'.
 */
export const LEAD_STATUSES = ['pending', 'reviewed', 'contacted', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type LeadKind = 'launchpad' | 'contact';

/** Netlify Blobs store of each kind. One blob per submission, key = id. */
export const LEAD_STORES: Record<LeadKind, string> = {
  launchpad: 'launchpad-applications',
  contact: 'contact-submissions',
};
export const NEWSLETTER_STORE = 'newsletter-subscribers';

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  programType: string;
  location: 'India' | 'Global';
  pricingTier: string;
  message: string;
  status: LeadStatus;
  /** ISO 8601 */
  createdAt: string;
}

/** The optional second step of a Launchpad application, 'Tell us about your brand' (spec 001 §3). */
export interface LaunchpadDetails {
  website: string;
  industry: string;
  monthlyOrders: string;
  averageOrderValue: string;
  productCategory: string;
  targetAudience: string;
  currentMarketingChannels: string[];
  influencerBudget: string;
  campaignGoals: string[];
  additionalInfo: string;
}

export interface LaunchpadApplication extends ContactSubmission, LaunchpadDetails {}

export type LeadRecord<K extends LeadKind> = K extends 'launchpad' ? LaunchpadApplication : ContactSubmission;

/** Spec 000 §7: programType containing 'launchpad' (any case) goes to /api/launchpad, everything else to /api/contact. */
export function leadKindFor(programType: string): LeadKind {
  return /launchpad/i.test(programType) ? 'launchpad' : 'contact';
}

export function leadEndpoint(programType: string): '/api/launchpad' | '/api/contact' {
  return leadKindFor(programType) === 'launchpad' ? '/api/launchpad' : '/api/contact';
}

/**
 * Ids sort by creation time: 13-digit zero-padded epoch milliseconds, a dash, then random hex.
 * Because the blob key is the id, listing keys in lexical order lists submissions oldest first.
 */
export function newLeadId(now: number = Date.now(), random: string = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12)): string {
  return `${String(now).padStart(13, '0')}-${random}`;
}

export const LEAD_ID_PATTERN = /^\d{13}-[0-9a-f]{12}$/;

/** Idempotency records of lead submissions (key: `<kind>/<sha256 of the Idempotency-Key>`). Not a lead store. */
export const IDEMPOTENCY_STORE = 'lead-idempotency';
/** Per-IP submission counters of the lead and newsletter functions. */
export const RATE_LIMIT_STORE = 'submission-rate-limits';
/** Newsletter dedupe index: key = sha256 of the normalised address, value = the subscriber's id. */
export const NEWSLETTER_INDEX_STORE = 'newsletter-index';

/** One newsletter sign-up; stored in NEWSLETTER_STORE under its id (time-sortable like lead ids). */
export interface NewsletterSubscriber {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** ISO 8601 */
  createdAt: string;
}

/** Idempotency-Key header values the functions accept: 1 to 200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

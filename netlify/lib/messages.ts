/**
 * The messages several functions answer with, in one table, so each reads the same wherever it is sent. Messages of
 * one endpoint stay beside it (BODY_MESSAGES in request.ts, EVENTS_MESSAGES in insights-http.ts, SANDBOX_MESSAGES in
 * sandbox.ts, ...) and take the shared ones from here. Every answer is `{ error: message }` (http.ts `error`).
 */
import type { LeadKind } from '../../src/lib/lead/kinds';

export const MESSAGES = {
  /** 403 to a state-changing request from another origin (admin, insights beacon). */
  crossOrigin: 'Cross-origin requests are not allowed.',
  /** 500 when something unexpected failed (the detail goes to the function log only). */
  internal: 'Something went wrong on our side. Please try again.',
  badJson: 'The request body is not valid JSON.',
  /** 503 of the lead and newsletter submissions when Blobs fails. */
  saveUnavailable: "We couldn't save your submission right now. Please try again in a moment.",
  /** 429 of the lead and newsletter submissions. */
  tooManySubmissions: 'Too many submissions from your connection. Please wait a minute and try again.',
  /** 404 of scheduled functions to anything but the scheduler, and of unknown addresses. */
  notFound: 'Not found.',
  /** 401 of the admin endpoints without a live session. */
  unauthenticated: 'Authentication required.',
  /** 503 of the admin endpoints when Blobs fails. */
  storageUnavailable: 'The lead storage is unavailable right now. Please try again in a moment.',
  /** 503 of the admin list and stats when the lead index cannot be read. */
  indexUnavailable: 'The lead store is unavailable right now. Please try again in a moment.',
  /** 404 of one lead's endpoints. */
  leadNotFound: {
    launchpad: 'Application not found.',
    contact: 'Contact submission not found.',
  } satisfies Record<LeadKind, string>,
  /** 405, with the methods the endpoint takes. */
  methodNotAllowed: (allowed: readonly string[]) => `Method not allowed. Use ${allowed.join(' or ')}.`,
} as const;

/**
 * Rules of the lead dialog, free of React and the DOM so they can be unit-tested: what an opener passes, the
 * payload, which error text to show, and the timings.
 */
import { HttpError } from '../http/client';
import type { FieldErrors } from '../http/contract';
import { leadEndpoint, leadKindFor, type LeadLocation } from './kinds';
import type { Attribution } from '../attribution/capture';
import type { FormValues, LaunchpadDetails } from './schema';

/** The dialog closes this long after a success and the status returns to idle. */
export const SUCCESS_CLOSE_MS = 2000;

export { DEFAULT_PROGRAM_TYPE } from './kinds';

export type PricingTier = string | { india: string; global: string };

/** What an opener passes to the lead dialog. */
export interface LeadDialogConfig {
  title: string;
  description: string;
  programType: string;
  pricingTier?: PricingTier;
  /** Chat link of the thank-you view's WhatsApp button (LeadButton fills it from src/config/site.ts). */
  whatsappUrl?: string;
  /** Address offered on the error view ('contact us directly'). */
  contactEmail?: string;
}

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export function resolvePricingTier(tier: PricingTier | undefined, isIndia: boolean): string {
  if (!tier) return '';
  return typeof tier === 'string' ? tier : isIndia ? tier.india : tier.global;
}

/** Launchpad dialogs (programType contains 'launchpad', any case) offer the optional second step. */
export function hasBrandStep(programType: string): boolean {
  return leadKindFor(programType) === 'launchpad';
}

/** The first field, in form order, that has an error. */
export function firstInvalid<T extends string>(order: readonly T[], errors: FieldErrors): T | null {
  return order.find((f) => errors[f]) ?? null;
}

/**
 * What the dialog posts, plus the brand details when given, the (empty) honeypot and where the visit came from
 * (src/lib/attribution/capture.ts).
 */
export function buildPayload(
  config: LeadDialogConfig,
  values: FormValues,
  details: LaunchpadDetails | null,
  isIndia: boolean,
  botField = '',
  attribution: Attribution | null = null,
) {
  const location: LeadLocation = isIndia ? 'India' : 'Global';
  return {
    ...values,
    programType: config.programType,
    location,
    pricingTier: resolvePricingTier(config.pricingTier, isIndia),
    ...(details && hasBrandStep(config.programType) ? details : {}),
    ...(botField ? { botField } : {}),
    attribution,
  };
}

export function endpointFor(config: Pick<LeadDialogConfig, 'programType'>): string {
  return leadEndpoint(config.programType);
}

/** A new Idempotency-Key (one per opened dialog). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return `lead-${c.randomUUID()}`;
  return `lead-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface FailureView {
  /** A server message worth showing under the standard text (rate limit, storage down), else null. */
  detail: string | null;
  /** Per-field errors the server reported (400): the dialog goes back to the form and shows them. */
  fieldErrors: FieldErrors | null;
}

/** Reads a failed submission: what extra to show, or which fields to mark. */
export function describeFailure(err: unknown): FailureView {
  if (!(err instanceof HttpError)) return { detail: null, fieldErrors: null };
  if (err.status === 400 && err.fieldErrors) return { detail: null, fieldErrors: err.fieldErrors };
  return { detail: err.status === 429 || err.status === 503 ? err.serverMessage : null, fieldErrors: null };
}

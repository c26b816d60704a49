/**
 * Rules of the lead dialog (spec 000 §2.8, §4 'Lead dialog', §7, §8), free of React and the DOM so they can be
 * unit-tested: initial values, the payload, which error text to show, and the timings.
 */
import { resolvePricingTier, type LeadDialogConfig } from '~/lib/lead-dialog-config';
import { leadEndpoint, leadKindFor, type LaunchpadDetails } from '~/lib/leads';
import { HttpError } from '~/lib/fetch';
import type { FieldErrors } from '~/lib/lead-schema';

/** Spec 000 §4/§9: the dialog closes 2000 ms after a success and the status returns to idle. */
export const SUCCESS_CLOSE_MS = 2000;

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export const FORM_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;

export type DetailValues = LaunchpadDetails;
export const DETAIL_FIELDS = ['website', 'industry', 'monthlyOrders', 'averageOrderValue', 'productCategory', 'targetAudience', 'currentMarketingChannels', 'influencerBudget', 'campaignGoals', 'additionalInfo'] as const;

export const emptyForm = (): FormValues => ({ name: '', email: '', phone: '', company: '', message: '' });
export const emptyDetails = (): DetailValues => ({
  website: '', industry: '', monthlyOrders: '', averageOrderValue: '', productCategory: '', targetAudience: '',
  currentMarketingChannels: [], influencerBudget: '', campaignGoals: [], additionalInfo: '',
});

/** Launchpad dialogs (programType contains 'launchpad', any case) offer the optional second step. */
export function hasBrandStep(programType: string): boolean {
  return leadKindFor(programType) === 'launchpad';
}

/** The first field, in form order, that has an error. */
export function firstInvalid<T extends string>(order: readonly T[], errors: FieldErrors): T | null {
  return order.find((f) => errors[f]) ?? null;
}

/** What the dialog posts (spec 000 §7), plus the brand details when given and the (empty) honeypot. */
export function buildPayload(config: LeadDialogConfig, values: FormValues, details: DetailValues | null, isIndia: boolean, botField = '') {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    message: values.message,
    programType: config.programType,
    location: isIndia ? ('India' as const) : ('Global' as const),
    pricingTier: resolvePricingTier(config.pricingTier, isIndia),
    ...(details && hasBrandStep(config.programType) ? details : {}),
    ...(botField ? { botField } : {}),
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
  const body = err.json<{ error?: unknown; fieldErrors?: unknown }>();
  if (err.status === 400 && body && typeof body.fieldErrors === 'object' && body.fieldErrors) {
    return { detail: null, fieldErrors: body.fieldErrors as FieldErrors };
  }
  const message = body && typeof body.error === 'string' ? body.error : null;
  return { detail: err.status === 429 || err.status === 503 ? message : null, fieldErrors: null };
}

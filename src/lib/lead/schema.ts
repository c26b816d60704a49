/**
 * The one source of the lead domain's shapes: what the dialog validates as the visitor types, what the functions
 * accept, what they store and the admin reads. Types and field lists are derived from these schemas. Every field
 * has a length cap so nothing unbounded reaches storage.
 */
import { z } from 'zod';
import { cleanText } from './sanitize';
import type { FieldErrors } from '../http/contract';
import { LEAD_LOCATIONS, LEAD_STATUSES } from './kinds';
import { attributionSchema, storedAttributionSchema } from '../attribution/schema';

export const LEAD_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  company: 'Company name is required',
} as const;

/** Length caps (characters) of every field; lists also have an item cap. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 200,
  message: 5000,
  programType: 200,
  pricingTier: 100,
  website: 500,
  short: 200,
  targetAudience: 1000,
  additionalInfo: 5000,
  listItems: 20,
  listItem: 100,
  botField: 1000,
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Single-line text: control and bidirectional-override characters removed, then trimmed. */
const line = (error: string) =>
  z
    .string({ error })
    .overwrite((v) => cleanText(v))
    .trim();

/** A trimmed string; a missing value becomes ''; anything but a string is rejected with `message`. */
const text = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite((v) => cleanText(v, { multiline }))
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .default('');

const list = (label: string) =>
  z
    .array(
      line(`${label} must be a list of text`)
        .min(1)
        .max(LEAD_LIMITS.listItem, tooLong(`Each ${label.toLowerCase()} entry`, LEAD_LIMITS.listItem)),
      { error: `${label} must be a list` },
    )
    .max(LEAD_LIMITS.listItems, `Choose at most ${LEAD_LIMITS.listItems}`)
    .optional()
    .default([]);

/** The fields the visitor types in the first step. */
export const leadFormSchema = z.object({
  name: line(LEAD_MESSAGES.name).min(2, LEAD_MESSAGES.name).max(LEAD_LIMITS.name, tooLong('Name', LEAD_LIMITS.name)),
  email: line(LEAD_MESSAGES.email)
    .max(LEAD_LIMITS.email, LEAD_MESSAGES.email)
    .pipe(z.email({ error: LEAD_MESSAGES.email })),
  phone: line(LEAD_MESSAGES.phone).min(10, LEAD_MESSAGES.phone).max(LEAD_LIMITS.phone, LEAD_MESSAGES.phone),
  company: line(LEAD_MESSAGES.company)
    .min(1, LEAD_MESSAGES.company)
    .max(LEAD_LIMITS.company, tooLong('Company name', LEAD_LIMITS.company)),
  message: text('Message', LEAD_LIMITS.message, true),
});

/** The optional second step of a Launchpad application ('Tell us about your brand'). */
export const launchpadDetailsSchema = z.object({
  website: text('Website', LEAD_LIMITS.website),
  industry: text('Industry', LEAD_LIMITS.short),
  monthlyOrders: text('Monthly orders', LEAD_LIMITS.short),
  averageOrderValue: text('Average order value', LEAD_LIMITS.short),
  productCategory: text('Product category', LEAD_LIMITS.short),
  targetAudience: text('Target audience', LEAD_LIMITS.targetAudience, true),
  currentMarketingChannels: list('Marketing channels'),
  influencerBudget: text('Influencer budget', LEAD_LIMITS.short),
  campaignGoals: list('Campaign goals'),
  additionalInfo: text('Additional information', LEAD_LIMITS.additionalInfo, true),
});

/** What the dialog posts, plus the Launchpad details and the honeypot. */
export const leadSubmissionSchema = leadFormSchema.extend({
  programType: text('Programme type', LEAD_LIMITS.programType),
  location: z.enum(LEAD_LOCATIONS, { error: "Location must be 'India' or 'Global'" }).optional(),
  pricingTier: text('Pricing tier', LEAD_LIMITS.pricingTier),
  /** Honeypot: hidden from people and assistive technology; anything in it marks a bot. */
  botField: z.unknown().optional(),
  /** Where the visit came from (src/lib/attribution/): never a validation error; null when missing or empty. */
  attribution: attributionSchema,
  ...launchpadDetailsSchema.shape,
});

export type LaunchpadDetails = z.output<typeof launchpadDetailsSchema>;
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

/** The fields of the first step, in form order. */
export const FORM_FIELDS = leadFormSchema.keyof().options;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;

/** The fields of the Launchpad step, in form order. */
export const DETAIL_FIELDS = launchpadDetailsSchema.keyof().options;

/** The stored record of a contact request: the first step, what the dialog adds, and the admin's status. */
export const contactRecordSchema = z.object({
  id: z.string(),
  ...leadFormSchema.shape,
  programType: z.string(),
  location: z.enum(LEAD_LOCATIONS),
  pricingTier: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** ISO 8601 */
  createdAt: z.string(),
  /** Where the visit came from; null for a submission that sent none (src/lib/attribution/schema.ts). */
  attribution: storedAttributionSchema,
  /** Why it is kept as spam (src/lib/spam/contract.ts SPAM_REASONS); absent or null for a lead (null once released). */
  spam: z.array(z.string()).nullable().optional(),
});
/** The stored record of a Launchpad application: a contact record plus the Launchpad details. */
export const launchpadRecordSchema = contactRecordSchema.extend(launchpadDetailsSchema.shape);

export type ContactSubmission = z.output<typeof contactRecordSchema>;
export type LaunchpadApplication = z.output<typeof launchpadRecordSchema>;

/** Every field a stored record of each kind carries. */
export const RECORD_FIELDS = {
  launchpad: launchpadRecordSchema.keyof().options,
  contact: contactRecordSchema.keyof().options,
} as const;

/** Empty first-step values. */
export const emptyForm = (): FormValues => Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as FormValues;
/** Empty Launchpad details (every text '' and every list []). */
export const emptyDetails = (): LaunchpadDetails => launchpadDetailsSchema.parse({});

/** The first message per top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Validates the visitor's first-step values; {} when valid. */
export function validateLeadForm(values: object): FieldErrors {
  const result = leadFormSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** Validates the second-step values; {} when valid. */
export function validateLaunchpadDetails(values: object): FieldErrors {
  const result = launchpadDetailsSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** Whether the honeypot was filled (any non-empty value). */
export function isBot(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

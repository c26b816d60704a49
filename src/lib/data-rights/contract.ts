/**
 * Prospects' data rights (issue 54): the contract shared by the /my-data page, its function, the receipt e-mail and the
 * admin's "Data requests" view.
 *
 * - Every new lead gets a receipt e-mail with a "manage my data" link `/my-data?token=<kind>.<id>.<expiry>.<sig>`:
 *   the signature is an HMAC-SHA256 of kind, id and expiry (seconds since 1970) with NEWSLETTER_SECRET under its own
 *   purpose prefix (netlify/lib/data-rights/token.ts), so only this site can make one and a link names nobody.
 * - The page asks first; its forms post back to its own address (the token stays in the query), which reaches
 *   POST /my-data: `view` answers the page with the stored data filled in, `correct` and `erase` change it and answer
 *   303 to `/my-data?token=…#my-data-<state>` (`/my-data#my-data-erased` after an erasure). JSON clients get JSON.
 * - A link expires LINK_DAYS after it was made; one used to erase the lead answers `used` afterwards; corrections do
 *   not use a link up (docs/decisions/data-rights.md).
 */
import { z } from 'zod';
import { leadFormSchema } from '../lead/schema';
import { LEAD_KINDS } from '../lead/kinds';

export const MY_DATA_PATH = '/my-data';
export const TOKEN_PARAM = 'token';
/** How long a "manage my data" link works after the receipt was sent. */
export const LINK_DAYS = 30;

/** `<kind>.<id>.<expiry seconds>.<64 hex>`: the shape of a token (the signature is checked by the function). */
export const MANAGE_TOKEN_PATTERN = /^(launchpad|contact)\.(\d{13}-[0-9a-f]{12})\.(\d{10})\.([0-9a-f]{64})$/;

export const MY_DATA_ACTIONS = ['view', 'correct', 'erase'] as const;
export type MyDataAction = (typeof MY_DATA_ACTIONS)[number];

/** The outcomes the page shows (each an anchor `#my-data-<state>`). */
export const MY_DATA_STATES = [
  'corrected',
  'unchanged',
  'erased',
  'invalid',
  'expired',
  'used',
  'gone',
  'limited',
  'unavailable',
  'error',
] as const;
export type MyDataState = (typeof MY_DATA_STATES)[number];

export const MY_DATA_STATUS: Record<MyDataState, number> = {
  corrected: 200,
  unchanged: 200,
  erased: 200,
  invalid: 400,
  expired: 410,
  used: 410,
  gone: 404,
  limited: 429,
  unavailable: 503,
  error: 500,
};

export const myDataAnchor = (state: MyDataState) => `my-data-${state}`;

export function manageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${MY_DATA_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The fields a prospect may correct, with the lead dialog's own rules (the e-mail address is the link's owner). */
export const CORRECTABLE_FIELDS = ['name', 'phone', 'company', 'message'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
export const correctionSchema = leadFormSchema.pick({ name: true, phone: true, company: true, message: true });
export type Correction = z.output<typeof correctionSchema>;

/** The stored fields shown to the prospect, in this order. */
export const SHOWN_FIELDS = ['name', 'email', 'phone', 'company', 'message', 'programType', 'createdAt'] as const;
export type ShownField = (typeof SHOWN_FIELDS)[number];
export type ShownLead = Record<ShownField, string>;

/** One entry of the append-only "Data requests" log: what and when, never a value. */
export const dataRequestSchema = z.object({
  action: z.enum(['corrected', 'erased']),
  kind: z.enum(LEAD_KINDS),
  leadId: z.string(),
  /** The names of the corrected fields (empty for an erasure). */
  fields: z.array(z.enum(CORRECTABLE_FIELDS)),
  at: z.string(),
});
export type DataRequest = z.output<typeof dataRequestSchema>;
export const ADMIN_DATA_REQUESTS_PATH = '/api/admin/data-requests';
export const dataRequestListSchema = z.object({ requests: z.array(dataRequestSchema) });
export type DataRequestList = z.output<typeof dataRequestListSchema>;

/**
 * The HTTP contract of POST /api/launchpad and POST /api/contact (the dialog and the functions import it).
 * Request: `leadSubmissionSchema` as JSON, with an optional Idempotency-Key header.
 * Answers: 201 `{ id }` (stored, replayed or a filled honeypot); 400 `{ error, fieldErrors }`; 413; 415; 422;
 * 429 and 503 `{ error }` with Retry-After.
 */
import { z } from 'zod';

export const leadCreatedSchema = z.object({ id: z.string() });
export type LeadCreated = z.output<typeof leadCreatedSchema>;

/** Idempotency-Key header values the functions accept: 1 to 200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

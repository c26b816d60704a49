/** The error body every function answers with, and what a client reads from it. */
import { z } from 'zod';

export const errorBodySchema = z.looseObject({
  error: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export type FieldErrors = Record<string, string>;

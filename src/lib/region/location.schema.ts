/**
 * The visitor's location as GET /api/geo answers it, and the context islands read from the region store.
 * The types come from these schemas; the browser code imports them as types only, so no page bundles zod.
 */
import { z } from 'zod';

export const locationResultSchema = z.object({
  country_code: z.string(),
  country_name: z.string(),
  ip: z.string(),
  success: z.boolean(),
});
export type LocationResult = z.infer<typeof locationResultSchema>;

export const locationContextSchema = z.object({
  isIndia: z.boolean(),
  isLoading: z.boolean(),
  countryCode: z.string().nullable(),
  error: z.string().nullable(),
});
export type LocationContext = z.infer<typeof locationContextSchema>;

export const regionSchema = z.enum(['india', 'global']);
export type Region = z.infer<typeof regionSchema>;

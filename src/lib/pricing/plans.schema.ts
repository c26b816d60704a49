/** Schema of the `plans` collection: the self-serve plans, one YAML file per plan. */
import { z } from 'astro/zod';

export const limit = z.union([z.number().int().nonnegative(), z.literal('unlimited')]);

export const plansSchema = z.object({
  name: z.string(),
  order: z.number().int(),
  description: z.string(),
  price: z.number().positive(),
  yearlyPrice: z.number().positive(),
  savingsAmount: z.number().positive(),
  period: z.string().default('month'),
  popular: z.boolean().default(false),
  cta: z.string(),
  limits: z.object({
    searchResults: limit,
    searchPages: z.number().int().positive().optional(),
    analytics: limit,
    campaignPostings: limit,
    emailUnlocks: limit,
    phoneUnlocks: limit,
    seats: limit,
  }),
});

/** Schema of the `apiPlans` collection: one YAML file per API plan (content-collections/api-plans). */
import { z } from 'astro/zod';

export const apiPlansSchema = z.object({
  order: z.number().int(),
  name: z.string(),
  /** USD per month; null = custom. */
  price: z.number().int().positive().nullable(),
  priceLabel: z.string().optional(),
  period: z.string().default('month'),
  popular: z.boolean().default(false),
  influencerTokens: z.string(),
  audienceTokens: z.string(),
  rateLimit: z.string(),
  support: z.string(),
  features: z.array(z.string()),
});

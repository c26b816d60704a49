/** Schema of the `customerQuotes` collection: testimonials of /pricing, /integrations, /managed-services, /launchpad. */
import { z } from 'astro/zod';

export const QUOTE_PAGES = ['pricing', 'integrations', 'managed-services', 'launchpad'] as const;

export const customerQuotesSchema = z.object({
  pages: z.array(z.enum(QUOTE_PAGES)).min(1),
  order: z.number().int(),
  title: z.string(),
  content: z.string(),
  ratingType: z.literal('stars').default('stars'),
  ratingColor: z.enum(['orange', 'yellow', 'blue']).default('orange'),
  rating: z.number().min(0).max(5),
  author: z.object({ name: z.string(), role: z.string(), avatar: z.string().optional() }),
  company: z.string(),
  featuredIn: z.array(z.object({ name: z.string(), url: z.url() })).optional(),
});

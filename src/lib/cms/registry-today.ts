// TEMPORARY (until issue-14a's src/lib/content/schemas.ts is merged): today's schemas in the registry's shape.
import { z } from 'astro/zod';
import { caseStudySchema } from '../case-studies/schema';
import { blogPostSchema } from '../blog/schema';
import { testimonialSchema } from '../home/content';

const limit = z.union([z.number().int().nonnegative(), z.literal('unlimited')]);
const plansSchema = z.object({
  name: z.string(), order: z.number().int(), description: z.string(), price: z.number().positive(), yearlyPrice: z.number().positive(),
  savingsAmount: z.number().positive(), period: z.string().default('month'), popular: z.boolean().default(false), cta: z.string(),
  limits: z.object({ searchResults: limit, searchPages: z.number().int().positive().optional(), analytics: limit, campaignPostings: limit, emailUnlocks: limit, phoneUnlocks: limit, seats: limit }),
});
const faqsSchema = z.object({
  title: z.string().default('Frequently Asked Questions'),
  items: z.array(z.object({ question: z.string().min(5), answer: z.string().min(5) })).min(1),
});
type Helpers = { image: () => z.ZodType };
export const collectionDefs = {
  faqs: { label: 'FAQs', folder: 'content-collections/faqs', pattern: '*.yaml', format: 'yaml', schema: faqsSchema },
  testimonials: { label: 'Testimonials', folder: 'content-collections/testimonials', pattern: '*.yaml', format: 'yaml', schema: testimonialSchema },
  plans: { label: 'Plans', folder: 'content-collections/plans', pattern: '*.yaml', format: 'yaml', schema: plansSchema },
  caseStudies: { label: 'Case studies', folder: 'content-collections/case-studies', pattern: '*.mdx', format: 'mdx', schema: ({ image }: Helpers) => caseStudySchema(image()) },
  blog: { label: 'Blog posts', folder: 'content-collections/blog', pattern: '*.mdx', format: 'mdx', schema: ({ image }: Helpers) => blogPostSchema(image()) },
} as const;
export type CollectionName = keyof typeof collectionDefs;
export function resolveSchema(name: CollectionName, helpers: Helpers): unknown {
  const s = collectionDefs[name].schema as unknown;
  return typeof s === 'function' ? (s as (h: Helpers) => unknown)(helpers) : s;
}

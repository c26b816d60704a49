/**
 * Every content collection and its zod schema. Loaders read from ../content-collections (what marketers edit).
 * A build fails with the file and field named when a file does not match its schema.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { homePageSchema, stepsSectionSchema, testimonialSchema, trustedCompaniesSchema } from '~/lib/home/content';

// --- legal pages (foundation) -------------------------------------------------------------
const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content-collections/legal' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    lastUpdated: z.coerce.date(),
  }),
});

// --- FAQs (shared): one YAML file per page, id = file name (home, pricing, launchpad, influencer-api, ...) ---
const faqs = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/faqs' }),
  schema: z.object({
    title: z.string().default('Frequently Asked Questions'),
    items: z.array(z.object({ question: z.string().min(5), answer: z.string().min(5) })).min(1),
  }),
});

// --- home (issue 3) -------------------------------------------------------------------------
// Schemas live in src/lib/home/content.ts so unit tests validate the same files.
const homePage = defineCollection({
  loader: glob({ pattern: 'page.yaml', base: './content-collections/home' }),
  schema: homePageSchema,
});
/** Step showcases of the home page: steps-discovery.yaml (id 'steps-discovery'), steps-campaign.yaml. */
const homeSteps = defineCollection({
  loader: glob({ pattern: 'steps-*.yaml', base: './content-collections/home' }),
  schema: stepsSectionSchema,
});
const trustedCompanies = defineCollection({
  loader: glob({ pattern: 'trusted-companies.yaml', base: './content-collections/home' }),
  schema: trustedCompaniesSchema,
});
/** One YAML file per testimonial; `pages` says where each one is shown (home, pricing, ...). */
const testimonials = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/testimonials' }),
  schema: testimonialSchema,
});

// --- lead capture (issue 4) -----------------------------------------------------------------

// --- pricing, integrations, managed services, launchpad (issue 6) ---------------------------

// --- customer stories and blog (issue 7) ----------------------------------------------------

// --- influencer API, tools, guides (issue 8) ------------------------------------------------

export const collections = {
  legal,
  faqs,
  // home (issue 3)
  homePage,
  homeSteps,
  trustedCompanies,
  testimonials,

  // pages (issue 6)

  // stories and blog (issue 7)

  // api, tools, guides (issue 8)

};

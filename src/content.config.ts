/**
 * Every content collection and its zod schema. Loaders read from ../content-collections (what marketers edit).
 * A build fails with the file and field named when a file does not match its schema.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

// --- lead capture (issue 4) -----------------------------------------------------------------

// --- pricing, integrations, managed services, launchpad (issue 6) ---------------------------

// --- customer stories and blog (issue 7) ----------------------------------------------------

// --- influencer API, tools, guides (issue 8) ------------------------------------------------
import { EXAMPLE_SCHEMAS, type ExampleKind } from './lib/api-docs/schemas';

/** Parses an API example with the documented schema; a drifted example fails the build. */
function validExample(kind: ExampleKind) {
  return z.unknown().superRefine((value, ctx) => {
    const result = EXAMPLE_SCHEMAS[kind].safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: `${kind} example drifted from the schema at ${issue.path.join('.') || '(root)'}: ${issue.message}` });
      }
    }
  });
}
const apiField = z.object({ name: z.string(), type: z.string(), required: z.boolean(), description: z.string() });
const apiDocs = defineCollection({
  loader: glob({ pattern: 'endpoints/*.yaml', base: './content-collections/api-docs' }),
  schema: z.object({
    order: z.number().int(),
    tab: z.string(),
    title: z.string(),
    summary: z.string(),
    method: z.enum(['GET', 'POST']),
    path: z.string().startsWith('/'),
    query: z.array(apiField),
    headers: z.array(apiField),
    params: z.array(apiField),
    tokens: z.string(),
    exampleQuery: z.string().optional(),
    examplePath: z.string().optional(),
    exampleRequest: validExample('search-request').optional(),
    exampleResponse: z.unknown(),
  }).superRefine((d, ctx) => {
    // The response example of each endpoint is checked against that endpoint's schema.
    const kind: ExampleKind = d.method === 'POST' ? 'search-response' : 'insight-response';
    const result = EXAMPLE_SCHEMAS[kind].safeParse(d.exampleResponse);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['exampleResponse', ...issue.path.map(String)], message: `${kind} example drifted from the schema: ${issue.message}` });
      }
    }
    if (d.method === 'POST' && d.exampleRequest === undefined) ctx.addIssue({ code: 'custom', message: 'POST endpoints need an exampleRequest' });
  }),
});
const iconCard = z.object({ icon: z.string(), title: z.string(), text: z.string() });
const titled = z.object({ title: z.string(), text: z.string() });
const apiDocsPage = defineCollection({
  loader: glob({ pattern: 'docs.yaml', base: './content-collections/api-docs' }),
  schema: z.object({
    title: z.string(),
    description: z.string().min(50),
    intro: z.string(),
    baseUrlNote: z.string(),
    authentication: z.object({ header: z.literal('influencer-api-key'), text: z.string() }),
    gettingStarted: z.array(titled).min(1),
    tokenStructure: z.array(titled.extend({ value: z.string() })).min(1),
    features: z.array(iconCard).min(1),
    teamNote: z.string(),
  }),
});
const apiMarketing = defineCollection({
  loader: glob({ pattern: 'marketing.yaml', base: './content-collections/api-docs' }),
  schema: z.object({
    title: z.string(),
    description: z.string().min(50),
    eyebrow: z.string(),
    heading: z.string(),
    intro: z.string(),
    stats: z.array(z.object({ value: z.string(), label: z.string() })),
    capabilities: z.array(iconCard).min(3),
    steps: z.array(titled).length(3),
    segments: z.array(iconCard).length(6),
  }),
});
const apiPlans = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/api-plans' }),
  schema: z.object({
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
  }),
});
const tools = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/tools' }),
  schema: z.object({
    order: z.number().int(),
    name: z.string(),
    href: z.string().startsWith('/'),
    icon: z.string(),
    popular: z.boolean().default(false),
    summary: z.string(),
    highlights: z.array(z.string()),
    page: z.object({
      title: z.string(),
      description: z.string().min(50),
      eyebrow: z.string(),
      heading: z.string(),
      intro: z.string(),
      explainer: z.array(z.string()),
      formula: z.string(),
    }),
    benefits: z.array(z.object({ audience: z.string(), items: z.array(z.string()).min(1) })),
  }),
});
const comparisonCell = z.union([z.boolean(), z.string().min(1)]);
const comparison = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/comparison' }),
  schema: z.object({
    title: z.string(),
    description: z.string().min(50),
    eyebrow: z.string(),
    heading: z.string(),
    intro: z.string(),
    productLabel: z.string(),
    competitors: z.array(z.string()).length(3),
    rows: z.array(z.object({ feature: z.string(), product: comparisonCell, competitors: z.array(comparisonCell).length(3) })).min(1),
    benefits: z.array(iconCard).length(6),
  }),
});
const guides = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content-collections/guides' }),
  schema: z.object({
    title: z.string(),
    description: z.string().min(50),
    eyebrow: z.string(),
    intro: z.string(),
    readTime: z.string(),
    sections: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: z.string() })).min(1),
  }),
});

export const collections = {
  legal,
  faqs,
  // home (issue 3)

  // pages (issue 6)

  // stories and blog (issue 7)

  // api, tools, guides (issue 8)
  apiDocs,
  apiDocsPage,
  apiMarketing,
  apiPlans,
  tools,
  comparison,
  guides,

};

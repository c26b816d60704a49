/**
 * Every content collection and its zod schema. Loaders read from ../content-collections (what marketers edit).
 * A build fails with the file and field named when a file does not match its schema.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { caseStudySchema } from './lib/case-studies/schema';
import { blogPostSchema } from './lib/blog/schema';
import { checkedGlob } from './lib/case-studies/checked-loader';
import { caseStudyProblems, type StoryRef } from './lib/case-studies/links';
import { blogProblems, type PostLike } from './lib/blog/posts';

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
const limit = z.union([z.number().int().nonnegative(), z.literal('unlimited')]);
const iconName = z.string().regex(/^[a-z0-9-]+$/);
/** What a page passes to <LeadButton>: the dialog's title, description, programType and pricing tier. */
const leadButton = z.object({
  text: z.string(),
  title: z.string(),
  description: z.string(),
  programType: z.string().min(1),
  pricingTier: z.union([z.string(), z.object({ india: z.string(), global: z.string() })]).optional(),
});
const iconItem = z.object({ title: z.string(), description: z.string(), icon: iconName });

/** The three self-serve plans (spec 000 §3 Plan, §9). One file per plan. */
const plans = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/plans' }),
  schema: z.object({
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
  }),
});

const tooltipItem = z.object({ text: z.string(), tooltip: z.string().optional(), icon: iconName.optional() });
/** Copy of /pricing around the plan cards. */
const pricingPage = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/plans/page' }),
  schema: z.object({
    hero: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string() }),
    billing: z.object({
      legend: z.string(), monthly: z.string(), yearly: z.string(), saveBadge: z.string(),
      billedMonthly: z.string(), billedAnnually: z.string(), popularBadge: z.string(), trialNote: z.string(),
    }),
    limitRows: z.array(z.object({
      key: z.enum(['searchResults', 'analytics', 'campaignPostings', 'emailUnlocks', 'phoneUnlocks', 'seats']),
      label: z.string(),
      /** Label after a limit of exactly 1 ('1 team seat'); defaults to label. */
      singular: z.string().optional(),
      tooltip: z.string(),
    })).length(6),
    allPlans: z.object({ title: z.string(), items: z.array(tooltipItem).min(1), creditNote: z.string() }),
    comparison: z.object({ title: z.string(), intro: z.string() }),
    enterprise: z.object({
      eyebrow: z.string(), title: z.string(), intro: z.string(),
      features: z.array(z.object({ text: z.string(), icon: iconName })).min(1),
      button: leadButton,
    }),
    quotes: z.object({ title: z.string(), intro: z.string() }),
  }),
});

/** Static testimonials of the pricing, integrations, managed-services and Launchpad pages (spec 000 §3 Testimonial). */
const customerQuotes = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/customer-quotes' }),
  schema: z.object({
    pages: z.array(z.enum(['pricing', 'integrations', 'managed-services', 'launchpad'])).min(1),
    order: z.number().int(),
    title: z.string(),
    content: z.string(),
    ratingType: z.literal('stars').default('stars'),
    ratingColor: z.enum(['orange', 'yellow', 'blue']).default('orange'),
    rating: z.number().min(0).max(5),
    author: z.object({ name: z.string(), role: z.string(), avatar: z.string().optional() }),
    company: z.string(),
    featuredIn: z.array(z.object({ name: z.string(), url: z.url() })).optional(),
  }),
});

const integrationCard = z.object({
  title: z.string(),
  kind: z.string(),
  description: z.string(),
  badge: z.string().optional(),
  logo: z.object({ initials: z.string().min(1).max(2), color: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
});
/** Copy of /integrations (spec 000 §2.7). */
const integrations = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/integrations' }),
  schema: z.object({
    seo: z.object({ title: z.string(), description: z.string() }),
    hero: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), primary: z.string() }),
    tabs: z.object({
      label: z.string(),
      ecommerce: z.object({
        label: z.string(), title: z.string(), intro: z.string(),
        cards: z.array(integrationCard).length(4),
        flow: z.object({ title: z.string(), steps: z.array(iconItem).length(3) }),
      }),
      email: z.object({
        label: z.string(), title: z.string(), intro: z.string(),
        cards: z.array(integrationCard).length(2),
        benefits: z.object({ title: z.string(), items: z.array(z.string()).min(1) }),
      }),
    }),
    benefits: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), items: z.array(iconItem).min(1) }),
    testimonial: z.object({ eyebrow: z.string(), title: z.string(), featuredLabel: z.string() }),
    launchpad: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), button: leadButton }),
    cta: z.object({ title: z.string(), intro: z.string(), button: z.string() }),
  }),
});

/** Copy of /managed-services (spec 001). */
const managedServices = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/managed-services' }),
  schema: z.object({
    seo: z.object({ title: z.string(), description: z.string() }),
    hero: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), points: z.array(z.string()), button: leadButton }),
    why: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), items: z.array(iconItem).min(1) }),
    steps: z.object({ eyebrow: z.string(), title: z.string(), items: z.array(iconItem).length(4) }),
    pricing: z.object({ eyebrow: z.string(), title: z.string(), fee: z.string(), feeLabel: z.string(), items: z.array(iconItem).min(1) }),
    launchpad: z.object({ badge: z.string(), title: z.string(), intro: z.string(), learnMore: z.string(), button: leadButton }),
    quotes: z.object({ title: z.string(), storiesButton: z.string() }),
    trusted: z.string(),
    cta: z.object({ title: z.string(), intro: z.string(), button: z.string() }),
  }),
});

const launchpadPlan = z.object({
  tab: z.string(),
  regionLabel: z.string(),
  name: z.string(),
  price: z.number().positive(),
  currency: z.enum(['INR', 'USD']),
  period: z.string(),
  note: z.string(),
  button: leadButton,
});
/** Copy and prices of /launchpad (spec 001 /launchpad, §4, §6, §9). */
const launchpad = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content-collections/launchpad' }),
  schema: z.object({
    seo: z.object({ title: z.string(), description: z.string() }),
    hero: z.object({
      badge: z.string(), title: z.string(), intro: z.string(), apply: leadButton,
      secondaryIndia: z.string(), secondaryGlobal: z.string(),
      stats: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
    eligibility: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), criteria: z.array(iconItem).length(4), button: leadButton }),
    steps: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), items: z.array(iconItem).length(3), button: leadButton }),
    benefits: z.object({ eyebrow: z.string(), title: z.string(), items: z.array(iconItem).length(6) }),
    pricing: z.object({
      eyebrow: z.string(), title: z.string(), intro: z.string(), tabsLabel: z.string(),
      plans: z.object({ india: launchpadPlan, global: launchpadPlan }),
      includes: z.array(z.string()).min(1),
      terms: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
    quotes: z.object({ title: z.string() }),
    cta: z.object({ title: z.string(), intro: z.string(), button: leadButton.omit({ programType: true, pricingTier: true }) }),
  }),
});

// --- customer stories and blog (issue 7) ----------------------------------------------------
// Schemas live in src/lib/{case-studies,blog}/schema.ts (unit tested). Cross-file checks (nextCaseStudy exists,
// one featured story/post, every story reachable) run after loading, and again in the pages' getStaticPaths.
const caseStudies = defineCollection({
  loader: checkedGlob({ pattern: '*.mdx', base: './content-collections/case-studies' }, (e) => caseStudyProblems(e as unknown as StoryRef[]), 'case studies'),
  schema: ({ image }) => caseStudySchema(image()),
});

const blog = defineCollection({
  loader: checkedGlob({ pattern: '*.mdx', base: './content-collections/blog' }, (e) => blogProblems(e as unknown as PostLike[]), 'blog posts'),
  schema: ({ image }) => blogPostSchema(image()),
});

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
  homePage,
  homeSteps,
  trustedCompanies,
  testimonials,

  // pages (issue 6)
  plans,
  pricingPage,
  customerQuotes,
  integrations,
  managedServices,
  launchpad,

  // stories and blog (issue 7)
  caseStudies,
  blog,

  // api, tools, guides (issue 8)
  apiDocs,
  apiDocsPage,
  apiMarketing,
  apiPlans,
  tools,
  comparison,
  guides,

};

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

export const collections = {
  legal,
  faqs,
  // home (issue 3)

  // pages (issue 6)

  // stories and blog (issue 7)
  caseStudies,
  blog,

  // api, tools, guides (issue 8)

};

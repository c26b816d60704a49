/**
 * The registry of every content collection: its schema, where its files live and their format. The build
 * (src/content.config.ts), the unit tests, the route list and the CMS generator all read this one module, so a
 * field exists in one place. It does not import astro:content; plain Node (vitest, scripts) can load it.
 *
 * `schema` is a zod schema, or for collections with images a function of Astro's `{ image }` helper (as Astro's
 * `defineCollection` takes it). `resolveSchema` gives the schema with a stand-in image field (`imagePath()`, a
 * string marked `meta({ kind: 'image' })`) where Astro is not running.
 */
import type { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';
import { imagePath } from './fields';
import { legalSchema } from '../legal/legal.schema';
import { faqsSchema } from '../faqs/faqs.schema';
import { homePageSchema } from '../home/home-page.schema';
import { stepsSectionSchema } from '../home/home-steps.schema';
import { trustedCompaniesSchema } from '../home/trusted-companies.schema';
import { testimonialSchema } from '../home/testimonials.schema';
import { plansSchema } from '../pricing/plans.schema';
import { pricingPageSchema } from '../pricing/pricing-page.schema';
import { customerQuotesSchema } from '../pricing/customer-quotes.schema';
import { integrationsSchema } from '../integrations/integrations.schema';
import { managedServicesSchema } from '../managed-services/managed-services.schema';
import { launchpadSchema } from '../launchpad/launchpad.schema';
import { customerStorySchema } from '../customer-stories/customer-stories.schema';
import { blogPostSchema } from '../blog/blog.schema';
import { blogPageSchema } from '../blog/blog-page.schema';
import { customerStoriesPageSchema } from '../customer-stories/customer-stories-page.schema';
import { shareSchema } from '../ui/share.schema';
import { searchSchema } from '../search/search.schema';
import { influencerApiDocsPageSchema } from '../influencer-api/influencer-api-docs-page.schema';
import { influencerApiPageSchema } from '../influencer-api/influencer-api-page.schema';
import { toolsSchema } from '../tools/tools.schema';
import { comparisonGuideSchema } from '../guides/comparison-guide.schema';
import { guidesSchema } from '../guides/guides.schema';
import { navigationSchema } from '../navigation/navigation.schema';
import { uiCopySchema } from '../ui/ui-copy.schema';
import { notFoundSchema } from '../not-found/not-found.schema';
import { newsletterCopySchema } from '../newsletter/newsletter.schema';
import { unsubscribeCopySchema } from '../newsletter/unsubscribe.schema';
import { adminCopySchema } from '../admin/admin.schema';
import { leadDialogCopySchema } from '../lead/lead-dialog.schema';
import { privacyNoticeSchema } from '../data-rights/notice.schema';
import { myDataCopySchema } from '../data-rights/my-data.schema';
import { factsSchema } from '../facts/facts.schema';
import { customerStoryProblems, explainChain, type StoryRef } from '../customer-stories/links';
import { blogProblems, type PostLike } from '../blog/posts';
import { publishedStories } from '../customer-stories/published';
import { withPublishRules } from './publish-check';
import { entryUrl } from '../../config/entry-url.mjs';
import type { PublishData } from './publish';

type PublishedRef = StoryRef & { data: PublishData };

/** Astro's `{ image }` helper, or a stand-in with the same call shape. */
export type SchemaHelpers = SchemaContext | { image: () => z.ZodType };
export type SchemaSource = z.ZodType | ((helpers: SchemaContext) => z.ZodType);

/** An entry as a loader stores it: id = file name without extension. */
export interface LoadedEntry {
  id: string;
  filePath?: string;
  body?: string;
  data: Record<string, unknown>;
}
/** A rule across all entries of a collection: problems fail the build, notes are printed. */
export type CrossCheck = (entries: LoadedEntry[]) => { problems: string[]; notes?: string[] };

export interface CollectionDef {
  /** What a marketer calls it. */
  label: string;
  /** Folder of its files, relative to the project root. */
  folder: string;
  /** Glob of its files inside `folder` (not recursive unless it says so). */
  pattern: string;
  format: 'mdx' | 'yaml';
  schema: SchemaSource;
  /** The page of each entry, when every entry is a page (id = file name). */
  route?: (id: string) => string;
  check?: CrossCheck;
}

const def = <const T extends CollectionDef>(d: T) => d;

export const collectionDefs = {
  legal: def({
    label: 'Legal pages',
    folder: 'content-collections/legal',
    pattern: '*.mdx',
    format: 'mdx',
    schema: legalSchema,
    route: (id) => entryUrl('legal', id),
  }),
  faqs: def({
    label: 'FAQs',
    folder: 'content-collections/faqs',
    pattern: '*.yaml',
    format: 'yaml',
    schema: faqsSchema,
  }),
  homePage: def({
    label: 'Home page',
    folder: 'content-collections/home',
    pattern: 'page.yaml',
    format: 'yaml',
    schema: homePageSchema,
  }),
  homeSteps: def({
    label: 'Home step showcases',
    folder: 'content-collections/home',
    pattern: 'steps-*.yaml',
    format: 'yaml',
    schema: stepsSectionSchema,
  }),
  trustedCompanies: def({
    label: 'Trusted companies',
    folder: 'content-collections/home',
    pattern: 'trusted-companies.yaml',
    format: 'yaml',
    schema: trustedCompaniesSchema,
  }),
  testimonials: def({
    label: 'Testimonials',
    folder: 'content-collections/testimonials',
    pattern: '*.yaml',
    format: 'yaml',
    schema: testimonialSchema,
  }),
  plans: def({
    label: 'Plans',
    folder: 'content-collections/pricing/plans',
    pattern: '*.yaml',
    format: 'yaml',
    schema: plansSchema,
  }),
  pricingPage: def({
    label: 'Pricing page',
    folder: 'content-collections/pricing',
    pattern: 'page.yaml',
    format: 'yaml',
    schema: pricingPageSchema,
  }),
  customerQuotes: def({
    label: 'Customer quotes',
    folder: 'content-collections/customer-quotes',
    pattern: '*.yaml',
    format: 'yaml',
    schema: customerQuotesSchema,
  }),
  integrations: def({
    label: 'Integrations page',
    folder: 'content-collections/integrations',
    pattern: '*.yaml',
    format: 'yaml',
    schema: integrationsSchema,
  }),
  managedServices: def({
    label: 'Managed services page',
    folder: 'content-collections/managed-services',
    pattern: '*.yaml',
    format: 'yaml',
    schema: managedServicesSchema,
  }),
  launchpad: def({
    label: 'Launchpad page',
    folder: 'content-collections/launchpad',
    pattern: '*.yaml',
    format: 'yaml',
    schema: launchpadSchema,
  }),
  customerStories: def({
    label: 'Case studies',
    folder: 'content-collections/customer-stories',
    pattern: '*.mdx',
    format: 'mdx',
    schema: ({ image }: SchemaContext) => customerStorySchema(image()),
    route: (id) => entryUrl('customerStories', id),
    check: withPublishRules(
      (entries) => {
        const stories = entries as unknown as StoryRef[];
        const problems = customerStoryProblems(stories);
        return { problems, notes: problems.length ? [] : explainChain(stories) };
      },
      (entries, now) => publishedStories(entries as unknown as PublishedRef[], now) as unknown as LoadedEntry[],
    ),
  }),
  blog: def({
    label: 'Blog posts',
    folder: 'content-collections/blog',
    pattern: '*.mdx',
    format: 'mdx',
    schema: ({ image }: SchemaContext) => blogPostSchema(image()),
    route: (id) => entryUrl('blog', id),
    check: withPublishRules((entries) => ({ problems: blogProblems(entries as unknown as PostLike[]) })),
  }),
  customerStoriesPage: def({
    label: 'Customer stories page',
    folder: 'content-collections/customer-stories-page',
    pattern: '*.yaml',
    format: 'yaml',
    schema: customerStoriesPageSchema,
  }),
  blogPage: def({
    label: 'Blog page',
    folder: 'content-collections/blog-page',
    pattern: '*.yaml',
    format: 'yaml',
    schema: blogPageSchema,
  }),
  share: def({
    label: 'Share buttons',
    folder: 'content-collections/share',
    pattern: '*.yaml',
    format: 'yaml',
    schema: shareSchema,
  }),
  search: def({
    label: 'Site search',
    folder: 'content-collections/search',
    pattern: '*.yaml',
    format: 'yaml',
    schema: searchSchema,
  }),
  influencerApiDocsPage: def({
    label: 'API docs page',
    folder: 'content-collections/influencer-api',
    pattern: 'docs.yaml',
    format: 'yaml',
    schema: influencerApiDocsPageSchema,
  }),
  influencerApiPage: def({
    label: 'Influencer API page',
    folder: 'content-collections/influencer-api',
    pattern: 'page.yaml',
    format: 'yaml',
    schema: influencerApiPageSchema,
  }),
  tools: def({
    label: 'Free tools',
    folder: 'content-collections/tools',
    pattern: '*.yaml',
    format: 'yaml',
    schema: toolsSchema,
  }),
  comparisonGuide: def({
    label: 'Comparison guide',
    folder: 'content-collections/comparison-guide',
    pattern: '*.yaml',
    format: 'yaml',
    schema: comparisonGuideSchema,
  }),
  guides: def({
    label: 'Guides',
    folder: 'content-collections/guides',
    pattern: '*.mdx',
    format: 'mdx',
    schema: guidesSchema,
  }),
  navigation: def({
    label: 'Navigation',
    folder: 'content-collections/navigation',
    pattern: '*.yaml',
    format: 'yaml',
    schema: navigationSchema,
  }),
  ui: def({
    label: 'Shared interface words',
    folder: 'content-collections/ui',
    pattern: '*.yaml',
    format: 'yaml',
    schema: uiCopySchema,
  }),
  notFound: def({
    label: 'Not-found page',
    folder: 'content-collections/not-found',
    pattern: '*.yaml',
    format: 'yaml',
    schema: notFoundSchema,
  }),
  admin: def({
    label: 'Admin dashboard texts',
    folder: 'content-collections/admin',
    pattern: '*.yaml',
    format: 'yaml',
    schema: adminCopySchema,
  }),
  leadDialog: def({
    label: 'Lead form texts',
    folder: 'content-collections/lead',
    pattern: 'dialog.yaml',
    format: 'yaml',
    schema: leadDialogCopySchema,
  }),
  newsletter: def({
    label: 'Newsletter box',
    folder: 'content-collections/newsletter',
    pattern: '*.yaml',
    format: 'yaml',
    schema: newsletterCopySchema,
  }),
  unsubscribe: def({
    label: 'Newsletter unsubscribe page',
    folder: 'content-collections/unsubscribe',
    pattern: '*.yaml',
    format: 'yaml',
    schema: unsubscribeCopySchema,
  }),
  privacyNotice: def({
    label: 'Privacy notice at collection (English, Hindi)',
    folder: 'content-collections/privacy-notice',
    pattern: '*.yaml',
    format: 'yaml',
    schema: privacyNoticeSchema,
  }),
  myData: def({
    label: 'My data page',
    folder: 'content-collections/my-data',
    pattern: '*.yaml',
    format: 'yaml',
    schema: myDataCopySchema,
  }),
  facts: def({
    label: 'Facts (figures the copy repeats)',
    folder: 'content-collections/facts',
    pattern: 'facts.yaml',
    format: 'yaml',
    schema: factsSchema,
  }),
} satisfies Record<string, CollectionDef>;

export type CollectionName = keyof typeof collectionDefs;
export const collectionNames = Object.keys(collectionDefs) as CollectionName[];

/** The schema of a collection; image fields become `imagePath()` unless an `image` helper is given. */
export function resolveSchema(name: CollectionName, helpers: SchemaHelpers = { image: imagePath }): z.ZodType {
  const source: SchemaSource = collectionDefs[name].schema;
  // The stand-in returns a string schema where Astro's returns an image object: the factories only pass it through.
  return typeof source === 'function' ? source(helpers as SchemaContext) : source;
}

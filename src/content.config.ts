/**
 * Wires every content collection of src/lib/content/schemas.ts (the registry: schema, folder, format) to an Astro
 * loader. Nothing else lives here: each collection's schema is in its own module, named after the collection.
 * A file that does not match fails the build with the file and the field named; a collection's cross-entry check
 * runs right after its files load and may print notes (the next-story chain). Every loader fills the fact
 * placeholders ({creatorCount}, ...) from content-collections/facts before the schema runs (src/lib/facts/loader.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { checkedGlob } from './lib/customer-stories/checked-loader';
import { factsLoader } from './lib/facts/loader';
import { collectionDefs as defs, type CollectionDef, type CollectionName } from './lib/content/schemas';

function loaderOf(name: CollectionName) {
  const d: CollectionDef = defs[name];
  const options = { pattern: d.pattern, base: `./${d.folder}` };
  return factsLoader(d.check ? checkedGlob(options, d.check, d.label.toLowerCase()) : glob(options));
}

export const collections = {
  legal: defineCollection({ loader: loaderOf('legal'), schema: defs.legal.schema }),
  faqs: defineCollection({ loader: loaderOf('faqs'), schema: defs.faqs.schema }),
  homePage: defineCollection({ loader: loaderOf('homePage'), schema: defs.homePage.schema }),
  homeSteps: defineCollection({ loader: loaderOf('homeSteps'), schema: defs.homeSteps.schema }),
  trustedCompanies: defineCollection({ loader: loaderOf('trustedCompanies'), schema: defs.trustedCompanies.schema }),
  testimonials: defineCollection({ loader: loaderOf('testimonials'), schema: defs.testimonials.schema }),
  plans: defineCollection({ loader: loaderOf('plans'), schema: defs.plans.schema }),
  pricingPage: defineCollection({ loader: loaderOf('pricingPage'), schema: defs.pricingPage.schema }),
  customerQuotes: defineCollection({ loader: loaderOf('customerQuotes'), schema: defs.customerQuotes.schema }),
  integrations: defineCollection({ loader: loaderOf('integrations'), schema: defs.integrations.schema }),
  managedServices: defineCollection({ loader: loaderOf('managedServices'), schema: defs.managedServices.schema }),
  launchpad: defineCollection({ loader: loaderOf('launchpad'), schema: defs.launchpad.schema }),
  customerStories: defineCollection({ loader: loaderOf('customerStories'), schema: defs.customerStories.schema }),
  blog: defineCollection({ loader: loaderOf('blog'), schema: defs.blog.schema }),
  blogPage: defineCollection({ loader: loaderOf('blogPage'), schema: defs.blogPage.schema }),
  customerStoriesPage: defineCollection({
    loader: loaderOf('customerStoriesPage'),
    schema: defs.customerStoriesPage.schema,
  }),
  share: defineCollection({ loader: loaderOf('share'), schema: defs.share.schema }),
  search: defineCollection({ loader: loaderOf('search'), schema: defs.search.schema }),
  influencerApiDocsPage: defineCollection({
    loader: loaderOf('influencerApiDocsPage'),
    schema: defs.influencerApiDocsPage.schema,
  }),
  influencerApiPage: defineCollection({ loader: loaderOf('influencerApiPage'), schema: defs.influencerApiPage.schema }),
  tools: defineCollection({ loader: loaderOf('tools'), schema: defs.tools.schema }),
  comparisonGuide: defineCollection({ loader: loaderOf('comparisonGuide'), schema: defs.comparisonGuide.schema }),
  guides: defineCollection({ loader: loaderOf('guides'), schema: defs.guides.schema }),
  navigation: defineCollection({ loader: loaderOf('navigation'), schema: defs.navigation.schema }),
  ui: defineCollection({ loader: loaderOf('ui'), schema: defs.ui.schema }),
  notFound: defineCollection({ loader: loaderOf('notFound'), schema: defs.notFound.schema }),
  admin: defineCollection({ loader: loaderOf('admin'), schema: defs.admin.schema }),
  unsubscribe: defineCollection({ loader: loaderOf('unsubscribe'), schema: defs.unsubscribe.schema }),
  leadDialog: defineCollection({ loader: loaderOf('leadDialog'), schema: defs.leadDialog.schema }),
  newsletter: defineCollection({ loader: loaderOf('newsletter'), schema: defs.newsletter.schema }),
  privacyNotice: defineCollection({ loader: loaderOf('privacyNotice'), schema: defs.privacyNotice.schema }),
  myData: defineCollection({ loader: loaderOf('myData'), schema: defs.myData.schema }),
  facts: defineCollection({ loader: loaderOf('facts'), schema: defs.facts.schema }),
};

/**
 * Which collections the CMS edits and how they appear there. Fields are not listed here: they come from the
 * collection's zod schema (decap-fields.ts); hints only change a widget (long text, a link to another story).
 */
import { IMAGE } from './decap-fields';
import {
  decapCollection,
  decapConfig,
  type CmsCollectionOptions,
  type CmsCollectionSource,
  type DecapCollection,
} from './decap-config';
import { collectionDefs, resolveSchema, type CollectionName } from '../content/schemas';

const longText = { widget: 'text' } as const;

/** The two publishing fields of stories and posts (src/lib/content/publish.ts, docs/content.md). */
const publishing = {
  draft: {
    label: 'Draft',
    hint: 'On: the page is kept off the site (its page, lists, search, feed and sitemap) until you switch it off.',
  },
  publishAt: {
    label: 'Publish at',
    hint: 'Optional: the date and time (your time zone) the page goes live. Until then it stays off the site; it appears within 15 minutes of this time plus the time a build takes.',
  },
};

export const CMS_COLLECTIONS: Partial<Record<CollectionName, CmsCollectionOptions>> = {
  customerStories: {
    singular: 'Case study',
    create: true,
    identifier: 'companyName',
    assets: 'src/assets/customer-stories',
    bodyLabel: 'Story (challenge, solution, results)',
    summary: '{{companyName}}: {{title}}',
    description: 'Customer stories at /customer-stories. The file name (from the company name) is the page address.',
    hints: {
      ...publishing,
      excerpt: { ...longText, hint: 'The text on the story card and in search results.' },
      logo: { hint: 'Shown on the story page under the cover and on the featured story card; it names the company.' },
      heroImage: {
        hint: 'Not shown on the page (the page shows a cover drawn from the results): it is the image search engines get in the story’s structured data.',
      },
      heroImageAlt: { hint: 'Describes the story’s cover and hero image to people who cannot see them.' },
      'testimonial.position': { hint: 'Role and brand, e.g. "Marketing lead, Acme". The quote is credited by it.' },
      'testimonial.author': {
        hint: 'Only with Consented name ticked: the real name of a person who agreed to be named.',
      },
      'testimonial.consentedName': { hint: 'Tick only when the person agreed in writing to be named.' },
      'testimonial.avatar': { hint: 'Shown beside the quote, only with Consented name ticked.' },
      heroSubtitle: longText,
      aboutBrand: longText,
      'approach[].description': longText,
      'results[].description': longText,
      'testimonial.quote': longText,
      nextCaseStudy: {
        widget: 'relation',
        collection: 'customerStories',
        value_field: '{{slug}}',
        search_fields: ['companyName', 'title'],
        display_fields: ['companyName'],
        hint: 'The story linked at the end of this one. Leave empty to let the site place the story in the chain.',
      },
    },
  },
  blog: {
    singular: 'Blog post',
    create: true,
    identifier: 'title',
    assets: 'src/assets/blog',
    bodyLabel: 'Post',
    summary: '{{title}} ({{category}})',
    description: 'Posts at /blog. The file name (from the title) is the page address.',
    hints: {
      ...publishing,
      excerpt: { ...longText, hint: 'The text on the post card and in search results.' },
      image: { hint: 'Shown at the top of the post and on its card on /blog.' },
    },
  },
  testimonials: {
    singular: 'Testimonial',
    create: true,
    identifier: 'title',
    summary: '{{author.name}}: {{title}}',
    description: 'Reviews shown on the home page and other pages listed in "Pages".',
    hints: { content: longText },
  },
  plans: {
    singular: 'Plan',
    create: false,
    identifier: 'name',
    summary: '{{name}}: ${{price}} a month',
    description:
      'The self-serve plans on /pricing. The pricing table is laid out for these plans, so none can be added here.',
  },
  faqs: {
    singular: 'FAQ list',
    create: false,
    identifier: 'title',
    description: 'One list of questions per page (the file name says which page).',
    hints: { 'items[].answer': longText },
  },
};

/** The registry entry of a collection with images as the generator's marker. */
export function cmsSource(name: CollectionName): CmsCollectionSource {
  const def = collectionDefs[name];
  return {
    label: def.label,
    folder: def.folder,
    pattern: def.pattern,
    format: def.format,
    schema: resolveSchema(name, { image: () => IMAGE }),
  };
}

export function cmsCollections(): DecapCollection[] {
  return (Object.entries(CMS_COLLECTIONS) as [CollectionName, CmsCollectionOptions][]).map(([name, options]) =>
    decapCollection(name, cmsSource(name), options),
  );
}

/** owner/name from Netlify's REPOSITORY_URL (https://github.com/owner/name) or CMS_GITHUB_REPO. */
export function githubRepo(env: Record<string, string | undefined>): string {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const m = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/.]+)/);
  return m?.[1] ?? '';
}

export function cmsConfig(
  env: Record<string, string | undefined>,
  opts: { dev: boolean; siteUrl: string; logoUrl?: string },
) {
  return decapConfig(cmsCollections(), {
    github: { repo: githubRepo(env), branch: env.CMS_GITHUB_BRANCH ?? env.BRANCH ?? 'main' },
    ...(opts.dev ? { localBackendUrl: `http://localhost:${env.CMS_PROXY_PORT ?? '8081'}/api/v1` } : {}),
    siteUrl: opts.siteUrl,
    ...(opts.logoUrl ? { logoUrl: opts.logoUrl } : {}),
  });
}

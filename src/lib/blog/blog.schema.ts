/**
 * Schema of the `blog` collection (content-collections/blog/*.mdx). The id of a post is its file name (the URL is
 * /blog/{id}). The registry (src/lib/content/schemas.ts) gives it Astro's `image()` in the build.
 */
import { z } from 'astro/zod';
import { publishFields } from '../content/publish';
import { seoDescription, seoTitle, text } from '../content/fields';
import { readTimeOverride } from '../content/read-time';

/** The filter buttons of /blog, in order; 'All' is not a category a post can have. */
export const BLOG_CATEGORIES = ['Trends', 'Strategy', 'Platform Updates', 'Platform Focus', 'Analytics'] as const;
export const BLOG_FILTERS = ['All', ...BLOG_CATEGORIES] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function blogPostSchema<I extends z.ZodType>(image: I) {
  return z
    .object({
      title: seoTitle('title'),
      /** The card text and the page's meta description. */
      excerpt: seoDescription('excerpt', 20),
      category: z.enum(BLOG_CATEGORIES, { error: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` }),
      /** Computed from the text at build; set it only to override the estimate. */
      readTime: readTimeOverride,
      publishedAt: z.coerce.date({ error: 'publishedAt must be a date like 2025-03-14' }),
      // Drafts and scheduled publishing (src/lib/content/publish.ts): draft, publishAt.
      ...publishFields,
      updatedAt: z.coerce.date().optional(),
      author: z
        .object({ name: text('author.name'), role: text('author.role') }, { error: 'author needs name and role' })
        .strict(),
      image,
      imageAlt: text('imageAlt'),
      tags: z.array(text('tags[]')).min(1, 'tags needs at least one tag'),
      featured: z.boolean().default(false),
    })
    .strict();
}

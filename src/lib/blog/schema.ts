/**
 * The blog-post frontmatter schema; `src/content.config.ts` builds the `blog` collection from this function.
 * The id of a post is its file name (the URL is /blog/{id}).
 */
import { z } from 'astro/zod';

/** The filter buttons of /blog, in order; 'All' is not a category a post can have. */
export const BLOG_CATEGORIES = ['Trends', 'Strategy', 'Platform Updates', 'Platform Focus', 'Analytics'] as const;
export const BLOG_FILTERS = ['All', ...BLOG_CATEGORIES] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

const text = (field: string, min = 1) => z.string({ error: `${field} is required (text)` }).trim().min(min, `${field} must not be empty`);

export function blogPostSchema<I extends z.ZodType>(image: I) {
  return z
    .object({
      title: text('title'),
      excerpt: text('excerpt', 20),
      category: z.enum(BLOG_CATEGORIES, { error: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` }),
      readTime: z.number({ error: 'readTime is required: minutes as a whole number' }).int().positive(),
      publishedAt: z.coerce.date({ error: 'publishedAt must be a date like 2025-03-14' }),
      updatedAt: z.coerce.date().optional(),
      author: z.object({ name: text('author.name'), role: text('author.role') }, { error: 'author needs name and role' }).strict(),
      image,
      imageAlt: text('imageAlt'),
      tags: z.array(text('tags[]')).min(1, 'tags needs at least one tag'),
      featured: z.boolean().default(false),
    })
    .strict();
}

/** Schema of the `blogPage` collection: the copy of /blog, of every article page and of the feed. */
import { z } from 'astro/zod';
import { seoDescription, seoTitle, text } from '../content/fields';

const countText = z.object({ one: text('count.one'), other: text('count.other') }).strict();

export const blogPageSchema = z
  .object({
    title: seoTitle(),
    description: seoDescription('description', 50),
    /** The blog's name in the feed, the feed link and JSON-LD; {brand} is the site's brand. */
    name: text('name'),
    feedDescription: text('feedDescription'),
    hero: z.object({ eyebrow: text('hero.eyebrow'), title: text('hero.title'), intro: text('hero.intro') }).strict(),
    featured: z
      .object({ heading: text('featured.heading'), badge: text('featured.badge'), cta: text('featured.cta') })
      .strict(),
    list: z
      .object({
        heading: text('list.heading'),
        legend: text('list.legend'),
        allLabel: text('list.allLabel'),
        /** The count line under the filter; {count} is the number of articles shown. */
        count: countText,
      })
      .strict(),
    feed: z.object({ prompt: text('feed.prompt'), link: text('feed.link') }).strict(),
    /** {minutes} is the article's reading time. */
    readTime: text('readTime'),
    post: z
      .object({
        kicker: text('post.kicker'),
        back: text('post.back'),
        tags: text('post.tags'),
        share: text('post.share'),
        related: text('post.related'),
        allArticles: text('post.allArticles'),
      })
      .strict(),
    breadcrumb: z.object({ home: text('breadcrumb.home'), blog: text('breadcrumb.blog') }).strict(),
  })
  .strict();
export type BlogPageCopy = z.infer<typeof blogPageSchema>;

/** Schema of the `customerStoriesPage` collection: the copy of /customer-stories and of every story page. */
import { z } from 'astro/zod';
import { leadButton, seoDescription, seoTitle, text } from '../content/fields';

export const customerStoriesPageSchema = z
  .object({
    title: seoTitle(),
    description: seoDescription('description', 50),
    /** The stories' section: the hero eyebrow, the breadcrumb and the articles' section in JSON-LD. */
    section: text('section'),
    hero: z.object({ intro: text('hero.intro'), browse: text('hero.browse') }).strict(),
    demo: leadButton,
    featured: z
      .object({
        heading: text('featured.heading'),
        badge: text('featured.badge'),
        cta: text('featured.cta'),
        press: text('featured.press'),
      })
      .strict(),
    list: z
      .object({
        title: text('list.title'),
        intro: text('list.intro'),
        legend: text('list.legend'),
        allLabel: text('list.allLabel'),
        /** The count line under the filter; {count} is the number of stories shown. */
        count: z.object({ one: text('list.count.one'), other: text('list.count.other') }).strict(),
      })
      .strict(),
    card: z.object({ solutions: text('card.solutions'), read: text('card.read') }).strict(),
    closing: z
      .object({ title: text('closing.title'), intro: text('closing.intro'), trial: text('closing.trial') })
      .strict(),
    story: z
      .object({
        /** The page title; {company} and {title} come from the story. */
        pageTitle: text('story.pageTitle'),
        kicker: text('story.kicker'),
        back: text('story.back'),
        demo: leadButton,
        products: text('story.products'),
        approach: text('story.approach'),
        results: text('story.results'),
        testimonial: text('story.testimonial'),
        about: text('story.about'),
        website: text('story.website'),
        newTab: text('story.newTab'),
        industry: text('story.industry'),
        channel: text('story.channel'),
        solutions: text('story.solutions'),
        share: text('story.share'),
        next: z.object({ label: text('story.next.label'), heading: text('story.next.heading') }).strict(),
        cta: z
          .object({
            title: text('story.cta.title'),
            intro: text('story.cta.intro'),
            button: leadButton,
            more: z
              .object({ before: text('story.cta.more.before'), link: text('story.cta.more.link'), after: z.string() })
              .strict(),
          })
          .strict(),
      })
      .strict(),
    breadcrumb: z.object({ home: text('breadcrumb.home') }).strict(),
  })
  .strict();
export type CustomerStoriesPageCopy = z.infer<typeof customerStoriesPageSchema>;

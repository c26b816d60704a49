/**
 * Schema of the `customerStories` collection (content-collections/customer-stories/*.mdx). The registry
 * (src/lib/content/schemas.ts) gives it Astro's `image()` in the build and an image path elsewhere, so unit tests
 * and the CMS read the schema the build uses. Astro reports a mismatch with the file and the field path
 * (e.g. "chumbak.mdx → results: ...").
 */
import { z } from 'astro/zod';
import { publishFields } from '../content/publish';
import { counted, pressLink, seoDescription, seoTitle, text } from '../content/fields';
import { storyTestimonialSchema } from './testimonial.schema';

export const INDUSTRIES = [
  'Beauty & Personal Care',
  'Fashion & Lifestyle',
  'Home & Living',
  'Food & Beverage',
  'Finance & Fintech',
  'Health & Wellness',
  'Travel',
  'Parenting & Baby Care',
  'Consumer Goods',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const titled = (field: string) =>
  z.object({ title: text(`${field}[].title`), description: text(`${field}[].description`) }).strict();

/** `image` is Astro's `image()` in the build and any zod schema (e.g. a string) in unit tests. */
export function customerStorySchema<I extends z.ZodType>(image: I) {
  return z
    .object({
      // --- list entry (the card on /customer-stories) ---
      companyName: text('companyName'),
      logo: image,
      industry: z.enum(INDUSTRIES, { error: `industry must be one of: ${INDUSTRIES.join(', ')}` }),
      title: seoTitle('title'),
      /** The card text and the page's meta description. */
      excerpt: seoDescription('excerpt', 20),
      tags: z.array(text('tags[]')).min(1, 'tags needs at least one tag'),
      heroImage: image,
      heroImageAlt: text('heroImageAlt'),
      featured: z.boolean().default(false),
      /** Articles about the story (shown with the featured story): a publication and a real article address each. */
      pressMentions: z.array(pressLink('pressMentions[]')).default([]),
      publishedAt: z.coerce.date({ error: 'publishedAt must be a date like 2025-03-14' }),
      // Drafts and scheduled publishing (src/lib/content/publish.ts): draft, publishAt.
      ...publishFields,
      // --- page record ---
      heroTitle: text('heroTitle'),
      heroSubtitle: text('heroSubtitle'),
      website: z.url({ error: 'website must be a full URL starting with https://' }),
      isDofollow: z.boolean().default(false),
      channel: text('channel').optional(),
      aboutBrand: text('aboutBrand').optional(),
      products: z.array(text('products[]')).min(1, 'products needs at least one product'),
      approach: z.array(titled('approach')).min(2, 'approach needs at least two steps'),
      results: counted(
        titled('results'),
        'results',
        2,
        4,
        'the results grid shows 2 cards per row, at most a 2 x 2 block beside the story, and 1 card alone looks unfinished',
      ),
      testimonial: storyTestimonialSchema(image)
        // Left out (as the CMS does for an empty testimonial) means no testimonial.
        .nullable()
        .default(null),
      /**
       * The story linked as 'Next Case Study' (its file name without .mdx). Optional: a story no other story links
       * to joins the chain on its own (see ./links.ts), so publishing one never means editing another.
       */
      nextCaseStudy: z
        .string({ error: 'nextCaseStudy must be the file name of another story, such as "emami"' })
        .regex(SLUG_PATTERN, 'nextCaseStudy must be a slug such as "emami"')
        .optional(),
    })
    .strict()
    .superRefine((d, ctx) => {
      // Credit by role and brand: the reader must see which company's person said it.
      const t = d.testimonial;
      if (t && !t.position.toLowerCase().includes(d.companyName.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['testimonial', 'position'],
          message: `testimonial.position "${t.position}" must name the brand, e.g. "Marketing lead, ${d.companyName}"`,
        });
    });
}

/** Frontmatter as parsed by the schema, with the image type left open. */
export type CustomerStoryData<I = unknown> = Omit<
  z.infer<ReturnType<typeof customerStorySchema<z.ZodString>>>,
  'logo' | 'heroImage' | 'testimonial'
> & {
  logo: I;
  heroImage: I;
  testimonial: null | {
    quote: string;
    position: string;
    author?: string;
    consentedName: boolean;
    avatar?: I;
    avatarAlt?: string;
  };
};

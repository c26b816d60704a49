/**
 * The case-study frontmatter schema. `src/content.config.ts` builds the `caseStudies` collection from this very
 * function (with Astro's `image()` helper), so the unit tests exercise the schema the build uses.
 * Astro reports a mismatch with the file and the field path (e.g. "chumbak.mdx → results: ...").
 */
import { z } from 'astro/zod';

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

const text = (field: string, min = 1) => z.string({ error: `${field} is required (text)` }).trim().min(min, `${field} must not be empty`);

const titled = (field: string) =>
  z.object({ title: text(`${field}[].title`), description: text(`${field}[].description`) }).strict();

/** `image` is Astro's `image()` in the build and any zod schema (e.g. a string) in unit tests. */
export function caseStudySchema<I extends z.ZodType>(image: I) {
  return z
    .object({
      // --- list entry (the card on /customer-stories) ---
      companyName: text('companyName'),
      logo: image,
      industry: z.enum(INDUSTRIES, { error: `industry must be one of: ${INDUSTRIES.join(', ')}` }),
      title: text('title'),
      excerpt: text('excerpt', 20),
      tags: z.array(text('tags[]')).min(1, 'tags needs at least one tag'),
      heroImage: image,
      heroImageAlt: text('heroImageAlt'),
      featured: z.boolean().default(false),
      pressMentions: z.array(text('pressMentions[]')).default([]),
      publishedAt: z.coerce.date({ error: 'publishedAt must be a date like 2025-03-14' }),
      // --- page record ---
      heroTitle: text('heroTitle'),
      heroSubtitle: text('heroSubtitle'),
      website: z.url({ error: 'website must be a full URL starting with https://' }),
      isDofollow: z.boolean().default(false),
      channel: text('channel').optional(),
      aboutBrand: text('aboutBrand').optional(),
      products: z.array(text('products[]')).min(1, 'products needs at least one product'),
      approach: z.array(titled('approach')).min(2, 'approach needs at least two steps'),
      results: z.array(titled('results')).length(4, 'results must list exactly four result cards'),
      testimonial: z
        .object({
          quote: text('testimonial.quote', 10),
          author: text('testimonial.author'),
          position: text('testimonial.position'),
          avatar: image.optional(),
          avatarAlt: text('testimonial.avatarAlt').optional(),
        }, { error: (iss) => (iss.input === undefined ? 'testimonial is required: write the quote, or `testimonial: null`' : undefined) })
        .strict()
        .nullable(),
      nextCaseStudy: z
        .string({ error: 'nextCaseStudy is required: the slug (file name) of the story to link next' })
        .regex(SLUG_PATTERN, 'nextCaseStudy must be a slug such as "emami"'),
    })
    .strict();
}

/** Frontmatter as parsed by the schema, with the image type left open. */
export type CaseStudyData<I = unknown> = Omit<z.infer<ReturnType<typeof caseStudySchema<z.ZodString>>>, 'logo' | 'heroImage' | 'testimonial'> & {
  logo: I;
  heroImage: I;
  testimonial: null | { quote: string; author: string; position: string; avatar?: I; avatarAlt?: string };
};

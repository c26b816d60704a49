/**
 * The one testimonial shape: what a customer said and who said it. The home carousel's testimonials and the
 * customer quotes extend the rated form; a story's testimonial is kept in its own frontmatter fields (the CMS form
 * edits them) and read into the same shape with `storyTestimonial`.
 */
import { z } from 'astro/zod';
import { localPath, text } from '../content/fields';

export const RATING_COLORS = ['orange', 'yellow', 'blue'] as const;

export const testimonialAuthorSchema = z.object({
  name: text('author.name'),
  role: text('author.role'),
  avatar: localPath.optional(),
});

/** What was said (at least 10 characters) and by whom. */
export const testimonialQuoteSchema = z.object({ content: text('content', 10), author: testimonialAuthorSchema });

/** A review with a title and stars (home carousel, customer quotes). */
export const ratedTestimonialSchema = testimonialQuoteSchema.extend({
  title: text('title'),
  ratingType: z.literal('stars').default('stars'),
  ratingColor: z.enum(RATING_COLORS),
  rating: z.number().min(0).max(5),
});

/** The testimonial as components take it; `A` is the avatar (a path, or an image in the build). */
export interface TestimonialQuote<A = string> {
  content: string;
  author: { name: string; role: string; avatar?: A | undefined };
  avatarAlt?: string | undefined;
}

/** A story's testimonial as its frontmatter has it (`image` is Astro's image() in the build). */
export function storyTestimonialSchema<I extends z.ZodType>(image: I) {
  return z
    .object({
      quote: text('testimonial.quote', 10),
      author: text('testimonial.author'),
      position: text('testimonial.position'),
      avatar: image.optional(),
      avatarAlt: text('testimonial.avatarAlt').optional(),
    })
    .strict();
}

/** A story's testimonial in the one testimonial shape. */
export function storyTestimonial<A>(t: {
  quote: string;
  author: string;
  position: string;
  avatar?: A | undefined;
  avatarAlt?: string | undefined;
}): TestimonialQuote<A> {
  return { content: t.quote, author: { name: t.author, role: t.position, avatar: t.avatar }, avatarAlt: t.avatarAlt };
}

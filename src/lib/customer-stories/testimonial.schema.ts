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

/**
 * A story's testimonial as its frontmatter has it (`image` is Astro's image() in the build). The quote is credited
 * by `position` (role and brand, "Marketing Head, Emami"); a person's `author` name and `avatar` are shown only
 * when `consentedName: true` records that the person agreed to be named (issue 31: no invented people at real
 * brands).
 */
export function storyTestimonialSchema<I extends z.ZodType>(image: I) {
  return z
    .object({
      quote: text('testimonial.quote', 10),
      position: text('testimonial.position'),
      author: text('testimonial.author').optional(),
      consentedName: z.boolean().default(false),
      avatar: image.optional(),
      avatarAlt: text('testimonial.avatarAlt').optional(),
    })
    .strict()
    .superRefine((t, ctx) => {
      if (t.consentedName) {
        if (!t.author)
          ctx.addIssue({
            code: 'custom',
            path: ['author'],
            message: 'testimonial.author is required when consentedName is true (the name the person agreed to)',
          });
        return;
      }
      const why =
        'only a real person who agreed to be named is named: remove it to credit the quote by position and brand, or set consentedName: true once they have agreed in writing';
      if (t.author)
        ctx.addIssue({ code: 'custom', path: ['author'], message: `testimonial.author "${t.author}": ${why}` });
      if (t.avatar !== undefined)
        ctx.addIssue({ code: 'custom', path: ['avatar'], message: `testimonial.avatar shows a person: ${why}` });
    });
}

/** A story's testimonial in the one testimonial shape: a consented name and its avatar, or the position alone. */
export function storyTestimonial<A>(t: {
  quote: string;
  position: string;
  author?: string | undefined;
  consentedName?: boolean | undefined;
  avatar?: A | undefined;
  avatarAlt?: string | undefined;
}): TestimonialQuote<A> {
  const named = t.consentedName === true && !!t.author;
  return {
    content: t.quote,
    author: { name: named ? t.author! : '', role: t.position, avatar: named ? t.avatar : undefined },
    avatarAlt: t.avatarAlt,
  };
}

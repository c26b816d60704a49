/** Schema of the `testimonials` collection: one YAML file per testimonial. */
import { z } from 'astro/zod';
import { localPath, publicUrl, text } from '../content/fields';
import { ratedTestimonialSchema } from '../customer-stories/testimonial.schema';
import { pressNeedsConsent, proofSource } from '../social-proof/source.schema';

/** The one testimonial shape, rated, with the carousel's logo, colour and source; `pages` says where one is shown. */
export const testimonialSchema = ratedTestimonialSchema
  .extend({
    title: text('title', 3),
    logo: localPath.optional(),
    logoName: z.string().optional(),
    backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    /** Press that covered the quote: each needs the article's real address (never a reserved example domain). */
    featuredIn: z
      .array(z.object({ logo: localPath, alt: z.string().min(1), url: publicUrl('featuredIn[].url') }))
      .optional(),
    /** Placeholder or consented (with the review site, if any): src/lib/social-proof/source.schema.ts. */
    source: proofSource,
    /** Pages that show it (home, pricing, ...) and the order there. */
    pages: z.array(z.string()).min(1),
    order: z.number().int().default(0),
  })
  .superRefine(pressNeedsConsent);
export type Testimonial = z.infer<typeof testimonialSchema>;

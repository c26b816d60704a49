/** Schema of the `customerQuotes` collection: testimonials of /pricing, /integrations, /managed-services, /launchpad. */
import { z } from 'astro/zod';
import { publicUrl } from '../content/fields';
import { RATING_COLORS, ratedTestimonialSchema } from '../customer-stories/testimonial.schema';
import { pressNeedsConsent, proofSource } from '../social-proof/source.schema';

export const QUOTE_PAGES = ['pricing', 'integrations', 'managed-services', 'launchpad'] as const;

/** The one testimonial shape, rated, with the company and press mentions. */
export const customerQuotesSchema = ratedTestimonialSchema
  .extend({
    pages: z.array(z.enum(QUOTE_PAGES)).min(1),
    order: z.number().int(),
    ratingColor: z.enum(RATING_COLORS).default('orange'),
    company: z.string(),
    /** Press articles about the quote: a publication name and the article's real address each. */
    featuredIn: z.array(z.object({ name: z.string().min(1), url: publicUrl('featuredIn[].url') })).optional(),
    /** Placeholder or consented: src/lib/social-proof/source.schema.ts. */
    source: proofSource,
  })
  .superRefine(pressNeedsConsent);

/** Schema of the `testimonials` collection: one YAML file per testimonial. */
import { z } from 'astro/zod';
import { localPath } from '../content/fields';

/** General enough for other pages: `pages` says where one is shown. */
export const testimonialSchema = z.object({
  title: z.string().min(3),
  content: z.string().min(10),
  ratingType: z.literal('stars').default('stars'),
  ratingColor: z.enum(['orange', 'yellow', 'blue']),
  rating: z.number().min(0).max(5),
  author: z.object({ name: z.string().min(1), role: z.string().min(1), avatar: localPath.optional() }),
  logo: localPath.optional(),
  logoName: z.string().optional(),
  backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  featuredIn: z.array(z.object({ logo: localPath, alt: z.string().min(1), url: z.url() })).optional(),
  /** Where the review was collected. */
  source: z.enum(['G2', 'GetApp', 'Capterra', 'Featured In Media']),
  /** Pages that show it (home, pricing, ...) and the order there. */
  pages: z.array(z.string()).min(1),
  order: z.number().int().default(0),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

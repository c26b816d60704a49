/** Schema of the `notFound` collection: the words and popular links of the 404 page. */
import { z } from 'astro/zod';
import { pageMeta } from '../content/fields';

export const notFoundSchema = z.object({
  meta: pageMeta,
  code: z.string(),
  heading: z.string(),
  headingPrefix: z.string(),
  sentence: z.string(),
  home: z.string(),
  pricing: z.string(),
  back: z.string(),
  popularHeading: z.string(),
  popular: z.array(z.object({ label: z.string(), href: z.string().startsWith('/') })).min(1),
});
export type NotFound = z.infer<typeof notFoundSchema>;

/** Schema of the `guides` collection: long-form guides such as /influencer-marketing-guide. */
import { z } from 'astro/zod';
import { seoDescription, seoTitle } from '../content/fields';
import { readTimeOverride } from '../content/read-time';

export const guidesSchema = z.object({
  title: seoTitle(),
  description: seoDescription('description', 50),
  eyebrow: z.string(),
  intro: z.string(),
  /** Computed from the text at build; set it only to override the estimate. */
  readTime: readTimeOverride,
  /** Words around the guide: table-of-contents heading and the closing band. */
  labels: z.object({
    toc: z.string(),
    cta: z.object({ title: z.string(), text: z.string(), bookDemo: z.string(), more: z.string() }),
  }),
  sections: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: z.string() })).min(1),
});

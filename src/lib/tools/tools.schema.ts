/** Schema of the `tools` collection: the /tools cards and each free tool's page copy. */
import { z } from 'astro/zod';
import { seoDescription, seoTitle } from '../content/fields';

export const toolsSchema = z.object({
  order: z.number().int(),
  name: z.string(),
  href: z.string().startsWith('/'),
  icon: z.string(),
  popular: z.boolean().default(false),
  summary: z.string(),
  highlights: z.array(z.string()),
  page: z.object({
    title: seoTitle('page.title'),
    description: seoDescription('page.description', 50),
    eyebrow: z.string(),
    heading: z.string(),
    intro: z.string(),
    explainer: z.array(z.string()),
    formula: z.string(),
  }),
  benefits: z.array(z.object({ audience: z.string(), items: z.array(z.string()).min(1) })),
});

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
  /** Heading of the section under the hero (and its intro on /tools). */
  sectionTitle: z.string(),
  sectionIntro: z.string().optional(),
  /** Heading of the benchmark bands beside a checker. */
  benchmarksHeading: z.string().optional(),
  /** /tools only: the badge of a popular tool and the words of each card's link. */
  popularBadge: z.string().optional(),
  tryIt: z.string().optional(),
  /** The closing band: heading, text, its main button and a second link. */
  cta: z.object({
    title: z.string(),
    text: z.string(),
    primary: z.string(),
    secondary: z.object({ label: z.string(), href: z.string().startsWith('/') }),
  }),
});
export type Tool = z.infer<typeof toolsSchema>;

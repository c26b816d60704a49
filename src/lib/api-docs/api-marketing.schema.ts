/** Schema of the `apiMarketing` collection: the copy of /influencer-api (content-collections/api-docs/marketing.yaml). */
import { z } from 'astro/zod';
import { counted, iconCard, seoDescription, seoTitle, titledText } from '../content/fields';

export const apiMarketingSchema = z.object({
  title: seoTitle(),
  description: seoDescription('description', 50),
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
  capabilities: z.array(iconCard).min(3),
  steps: counted(titledText, 'steps', 3, 3, 'the integration process is drawn as one row of 3 numbered steps joined by a line'),
  segments: counted(iconCard, 'segments', 3, 9, 'the segment grid fills rows of 3 at 1366 px; fewer than 3 leaves a half-empty row, more than 9 a wall of cards'),
});

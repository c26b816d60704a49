/** Schema of the `apiDocsPage` collection: the copy of /influencer-api/docs (content-collections/api-docs/docs.yaml). */
import { z } from 'astro/zod';
import { iconCard, seoDescription, seoTitle, titledText } from '../content/fields';

export const apiDocsPageSchema = z.object({
  title: seoTitle(),
  description: seoDescription('description', 50),
  intro: z.string(),
  baseUrlNote: z.string(),
  authentication: z.object({ header: z.literal('influencer-api-key'), text: z.string() }),
  gettingStarted: z.array(titledText).min(1),
  tokenStructure: z.array(titledText.extend({ value: z.string() })).min(1),
  features: z.array(iconCard).min(1),
  teamNote: z.string(),
});

/** Schema of the `influencerApiPage` collection: the copy of /influencer-api (content-collections/influencer-api/page.yaml). */
import { z } from 'astro/zod';
import { counted, iconCard, leadButton, seoDescription, seoTitle, titledText } from '../content/fields';

/** Words of the drawn request and creator card of the hero. */
export const apiIllustrationSchema = z.object({
  keyHeader: z.string(),
  status: z.string(),
  initials: z.string(),
  handle: z.string(),
  profile: z.string(),
  badge: z.string(),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).length(3),
  check: z.string(),
});
export type ApiIllustration = z.infer<typeof apiIllustrationSchema>;

export const influencerApiPageSchema = z.object({
  title: seoTitle(),
  description: seoDescription('description', 50),
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
  capabilities: z.array(iconCard).min(3),
  steps: counted(
    titledText,
    'steps',
    3,
    3,
    'the integration process is drawn as one row of 3 numbered steps joined by a line',
  ),
  segments: counted(
    iconCard,
    'segments',
    3,
    9,
    'the segment grid fills rows of 3 at 1366 px; fewer than 3 leaves a half-empty row, more than 9 a wall of cards',
  ),
  labels: z.object({
    bookDemo: z.string(),
    sampleReport: z.string(),
    docs: z.string(),
    capabilities: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string() }),
    integration: z.object({
      eyebrow: z.string(),
      title: z.string(),
      step: z.string().includes('{n}'),
      readDocs: z.string(),
    }),
    segments: z.object({ eyebrow: z.string(), title: z.string() }),
    book: z.object({ title: z.string(), text: z.string(), button: leadButton, docs: z.string() }),
  }),
  illustration: apiIllustrationSchema,
});
export type InfluencerApiPage = z.infer<typeof influencerApiPageSchema>;

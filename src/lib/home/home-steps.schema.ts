/** Schema of the `homeSteps` collection: the step showcases of the home page (steps-discovery.yaml, steps-campaign.yaml). */
import { z } from 'astro/zod';
import { localPath } from '../content/fields';

export const stepSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string(),
  description: z.string(),
  /** Lucide icon name. */
  icon: z.string(),
  image: localPath,
  imageAlt: z.string().min(5),
  benefits: z.array(z.string()).min(2),
});
export type Step = z.infer<typeof stepSchema>;

export const stepsSectionSchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  intro: z.string(),
  /** Name of the step list; each step's small label, with `{n}`. */
  tabsLabel: z.string(),
  stepLabel: z.string().includes('{n}'),
  steps: z.array(stepSchema).min(2),
});
export type StepsSection = z.infer<typeof stepsSectionSchema>;

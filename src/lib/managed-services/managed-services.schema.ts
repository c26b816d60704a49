/** Schema of the `managedServices` collection: the copy of /managed-services. */
import { z } from 'astro/zod';
import { counted, iconItem, leadButton, seoDescription, seoTitle } from '../content/fields';

export const managedServicesSchema = z.object({
  seo: z.object({ title: seoTitle('seo.title'), description: seoDescription('seo.description') }),
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    points: z.array(z.string()),
    button: leadButton,
    howItWorks: z.string(),
    card: z.object({
      title: z.string(),
      status: z.string(),
      stats: z.array(z.object({ value: z.string(), label: z.string() })).length(3),
      milestones: z.array(z.string()).length(3),
      manager: z.string(),
      managerNote: z.string(),
    }),
  }),
  why: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), items: z.array(iconItem).min(1) }),
  steps: z.object({
    eyebrow: z.string(),
    title: z.string(),
    items: counted(iconItem, 'steps.items', 3, 4, 'the steps row lays out 3 or 4 numbered steps on one line'),
  }),
  pricing: z.object({
    eyebrow: z.string(),
    title: z.string(),
    fee: z.string(),
    feeLabel: z.string(),
    items: z.array(iconItem).min(1),
  }),
  launchpad: z.object({
    badge: z.string(),
    title: z.string(),
    intro: z.string(),
    learnMore: z.string(),
    learnMoreNote: z.string(),
    button: leadButton,
  }),
  quotes: z.object({ title: z.string(), storiesButton: z.string() }),
  trusted: z.string(),
  cta: z.object({ title: z.string(), intro: z.string(), button: z.string() }),
});

/** Schema of the `launchpad` collection: the copy and prices of /launchpad. */
import { z } from 'astro/zod';
import { counted, iconItem, leadButton, seoDescription, seoTitle } from '../content/fields';

const launchpadPlan = z.object({
  tab: z.string(),
  regionLabel: z.string(),
  name: z.string(),
  price: z.number().positive(),
  currency: z.enum(['INR', 'USD']),
  period: z.string(),
  note: z.string(),
  button: leadButton,
});

export const launchpadSchema = z.object({
  seo: z.object({ title: seoTitle('seo.title'), description: seoDescription('seo.description') }),
  hero: z.object({
    badge: z.string(),
    title: z.string(),
    intro: z.string(),
    apply: leadButton,
    secondaryIndia: z.string(),
    secondaryGlobal: z.string(),
    stats: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  eligibility: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    criteria: counted(
      iconItem,
      'eligibility.criteria',
      2,
      4,
      'the criteria sit in one row of up to 4 cards at 1366 px (2 per row on tablets)',
    ),
    button: leadButton,
  }),
  steps: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    items: counted(iconItem, 'steps.items', 3, 4, 'the steps row lays out 3 or 4 numbered steps on one line'),
    button: leadButton,
  }),
  benefits: z.object({
    eyebrow: z.string(),
    title: z.string(),
    items: counted(
      iconItem,
      'benefits.items',
      3,
      9,
      'the benefit grid fills rows of 3 at 1366 px; fewer than 3 leaves a half-empty row, more than 9 a wall of cards',
    ),
  }),
  pricing: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    tabsLabel: z.string(),
    includedHeading: z.string(),
    plans: z.object({ india: launchpadPlan, global: launchpadPlan }),
    includes: z.array(z.string()).min(1),
    terms: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  quotes: z.object({ title: z.string() }),
  cta: z.object({
    title: z.string(),
    intro: z.string(),
    button: leadButton.omit({ programType: true, pricingTier: true }),
  }),
});

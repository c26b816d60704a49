/** Schema of the `integrations` collection: the copy of /integrations. */
import { z } from 'astro/zod';
import { counted, iconItem, leadButton, seoDescription, seoTitle } from '../content/fields';

const integrationCard = z.object({
  title: z.string(),
  kind: z.string(),
  description: z.string(),
  badge: z.string().optional(),
  logo: z.object({ initials: z.string().min(1).max(2), color: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
});

export const integrationsSchema = z.object({
  seo: z.object({ title: seoTitle('seo.title'), description: seoDescription('seo.description') }),
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    primary: z.string(),
    browse: z.string(),
  }),
  list: z.object({ title: z.string(), intro: z.string() }),
  tabs: z.object({
    label: z.string(),
    ecommerce: z.object({
      label: z.string(),
      title: z.string(),
      intro: z.string(),
      cards: counted(
        integrationCard,
        'tabs.ecommerce.cards',
        1,
        4,
        'the e-commerce tab shows its cards in one row of up to 4 at 1366 px',
      ),
      flow: z.object({
        title: z.string(),
        steps: counted(
          iconItem,
          'tabs.ecommerce.flow.steps',
          3,
          3,
          'the flow is drawn as one row of 3 steps joined by a line',
        ),
      }),
    }),
    email: z.object({
      label: z.string(),
      title: z.string(),
      intro: z.string(),
      cards: counted(
        integrationCard,
        'tabs.email.cards',
        1,
        2,
        'the email tab has room for 2 cards beside its benefits list',
      ),
      benefits: z.object({ title: z.string(), items: z.array(z.string()).min(1) }),
    }),
  }),
  benefits: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string(), items: z.array(iconItem).min(1) }),
  testimonial: z.object({ eyebrow: z.string(), title: z.string(), featuredLabel: z.string() }),
  launchpad: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    button: leadButton,
    learnMore: z.string(),
    learnMoreNote: z.string(),
  }),
  cta: z.object({ title: z.string(), intro: z.string(), button: z.string() }),
});

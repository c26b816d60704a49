/**
 * Schema of the `launchpad` collection: the copy and prices of /launchpad. Prices are numbers only; every price
 * string (the SEO description's, the lead buttons' programme types and pricing tiers) is formatted from them by
 * `withPrices` (prices.ts), which the schema applies, so the build and the tests read finished text.
 */
import { z } from 'astro/zod';
import { counted, iconItem, leadButton, seoDescription, seoTitle, text } from '../content/fields';
import { PAGE_PRICE_PLACEHOLDERS, TIER_PLACEHOLDER, placeholdersIn, withPrices } from './prices';

/** Text whose `{name}` placeholders are among `allowed` and include every one of `required`. */
const template = (field: string, allowed: readonly string[], required: readonly string[] = []) =>
  text(field).superRefine((value, ctx) => {
    const found = placeholdersIn(value);
    const unknown = found.filter((n) => !allowed.includes(n));
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        message: `${field}: {${unknown.join('}, {')}} is not a placeholder here (use ${allowed.map((n) => `{${n}}`).join(' or ')})`,
      });
    const missing = required.filter((n) => !found.includes(n));
    if (missing.length)
      ctx.addIssue({
        code: 'custom',
        message: `${field} must hold {${missing.join('}, {')}}: the price is filled in from the plan's numbers`,
      });
  });

/** A lead button that sends both plans' tiers (filled in by withPrices, never typed). */
const pricedButton = leadButton.omit({ pricingTier: true });

const launchpadPlan = z.object({
  tab: z.string(),
  regionLabel: z.string(),
  name: z.string(),
  price: z.number().positive(),
  currency: z.enum(['INR', 'USD']),
  period: z.string(),
  note: z.string(),
  /** programType holds `{tier}` ('Launchpad Program ({tier})'); the pricing tier is the plan's own. */
  button: pricedButton.extend({
    programType: template('pricing.plans.*.button.programType', [TIER_PLACEHOLDER], [TIER_PLACEHOLDER]),
  }),
});

/** seo.description once its prices are filled in: the same length rule as every page's description. */
const filledDescription = seoDescription('seo.description');

export const launchpadSchema = z
  .object({
    seo: z.object({
      title: seoTitle('seo.title'),
      /** May hold {indiaPrice} and {globalPrice}. */
      description: template('seo.description', PAGE_PRICE_PLACEHOLDERS),
    }),
    hero: z.object({
      badge: z.string(),
      title: z.string(),
      intro: z.string(),
      apply: pricedButton,
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
      button: pricedButton,
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
  })
  .transform((page, ctx) => {
    const out = withPrices(page);
    const check = filledDescription.safeParse(out.seo.description);
    if (!check.success)
      for (const issue of check.error.issues)
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          input: out.seo.description,
          path: ['seo', 'description'],
        });
    return out;
  });

/**
 * The Launchpad price strings, formatted from the plans' numbers (content-collections/launchpad: `price`,
 * `currency`, `period`) so no amount is typed twice. The schema (launchpad.schema.ts) applies `withPrices` to the
 * content, so every page reads finished text:
 * - `{indiaPrice}` / `{globalPrice}` in seo.description → '₹39,999' / '$1,500';
 * - `{tier}` in a plan button's programType → that plan's tier, '₹39,999/month';
 * - each plan button's pricingTier → its plan's tier; the hero and steps buttons' pricingTier → both tiers.
 */
import { fill } from '../copy/placeholders';
import { formatMoney, formatPerPeriod, type Currency } from '../pricing/prices-and-limits';

/** The placeholders seo.description may hold. */
export const PAGE_PRICE_PLACEHOLDERS = ['indiaPrice', 'globalPrice'] as const;
/** The placeholder a plan button's programType must hold. */
export const TIER_PLACEHOLDER = 'tier';

export interface PlanPrice {
  price: number;
  currency: Currency;
  period: string;
}

/** '₹39,999/month': what the lead records as its pricing tier. */
export const tierOf = (p: PlanPrice): string => formatPerPeriod(p.price, p.currency, p.period);

/** The `{name}` placeholders of a text, in order of appearance. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

interface Button {
  programType: string;
}
type Region = 'india' | 'global';
interface PricesInput {
  seo: { description: string };
  hero: { apply: Button };
  steps: { button: Button };
  pricing: { plans: Record<Region, PlanPrice & { button: Button }> };
}

/** The content with every price string filled in from the plans' numbers. */
export function withPrices<T extends PricesInput>(page: T) {
  const { india, global } = page.pricing.plans as T['pricing']['plans'];
  const tiers = { india: tierOf(india), global: tierOf(global) };
  const plan = <P extends T['pricing']['plans'][Region]>(p: P, tier: string) => ({
    ...p,
    button: { ...p.button, programType: fill(p.button.programType, { tier }), pricingTier: tier },
  });
  const prices = {
    indiaPrice: formatMoney(india.price, india.currency),
    globalPrice: formatMoney(global.price, global.currency),
  } satisfies Record<(typeof PAGE_PRICE_PLACEHOLDERS)[number], string>;
  return {
    ...page,
    seo: { ...page.seo, description: fill(page.seo.description, prices) },
    hero: { ...page.hero, apply: { ...page.hero.apply, pricingTier: tiers } },
    steps: { ...page.steps, button: { ...page.steps.button, pricingTier: tiers } },
    pricing: { ...page.pricing, plans: { india: plan(india, tiers.india), global: plan(global, tiers.global) } },
  };
}

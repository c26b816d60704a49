/** Product/Offer structured data for the pricing page: one Product per plan, one Offer per billing period. */
import { yearlyTotal, type PlanPrices } from './billing';

export interface JsonLdPlan extends PlanPrices {
  name: string;
  description: string;
}

export interface JsonLdContext {
  brand: string;
  /** Absolute URL of the pricing page. */
  pageUrl: string;
  /** Where the offers are taken up (the app's sign-up). */
  offerUrl: string;
  /** Absolute URL of an image of the product (Google requires one for a Product). */
  image: string;
}

export function planProductJsonLd(plan: JsonLdPlan, ctx: JsonLdContext): Record<string, unknown> {
  const unit = (price: number, billingDuration: string) => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'USD',
    unitCode: 'MON',
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    billingDuration,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${ctx.pageUrl}#plan-${plan.name.toLowerCase()}`,
    name: `${ctx.brand} ${plan.name}`,
    description: plan.description,
    image: ctx.image,
    brand: { '@type': 'Brand', name: ctx.brand },
    category: 'Influencer marketing software',
    url: ctx.pageUrl,
    offers: [
      {
        '@type': 'Offer',
        name: `${plan.name}, billed monthly`,
        price: plan.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: ctx.offerUrl,
        priceSpecification: unit(plan.price, 'P1M'),
      },
      {
        '@type': 'Offer',
        name: `${plan.name}, billed annually`,
        description: `${plan.yearlyPrice} USD per month billed annually (${yearlyTotal(plan, 'yearly')} USD a year), saving ${plan.savingsAmount} USD a year`,
        price: yearlyTotal(plan, 'yearly'),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: ctx.offerUrl,
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: yearlyTotal(plan, 'yearly'), priceCurrency: 'USD', unitCode: 'ANN', billingDuration: 'P1Y' },
          unit(plan.yearlyPrice, 'P1Y'),
        ],
      },
    ],
  };
}

export function pricingJsonLd(plans: readonly JsonLdPlan[], ctx: JsonLdContext): Record<string, unknown>[] {
  return plans.map((p) => planProductJsonLd(p, ctx));
}

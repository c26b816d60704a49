/** The India promo banner and the page its link opens make the same promise. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { homePageSchema } from '~/lib/home/content';
import { BANNER_PROMISES, INDIA_BILLING_HREF } from '~/lib/pricing/india-billing';
import { pricingPageSchema } from '~/lib/pricing/pricing-page.schema';

const page = homePageSchema.parse(parse(readFileSync('content-collections/home/page.yaml', 'utf8')));
const { indiaBilling } = pricingPageSchema.parse(parse(readFileSync('content-collections/pricing/page.yaml', 'utf8')));

describe('India banner promise and target', () => {
  it('links to the India billing section of the pricing page', () => {
    expect(page.banner.india.link.href).toBe(INDIA_BILLING_HREF);
    expect(INDIA_BILLING_HREF).toBe('/pricing#india-billing');
    expect(readFileSync('src/pages/pricing.astro', 'utf8')).toContain('<IndiaBilling content={page.indiaBilling} />');
  });

  it('every promise of the banner is explained in that section', () => {
    const section = JSON.stringify(indiaBilling).toLowerCase();
    for (const promise of BANNER_PROMISES) {
      expect(page.banner.india.text.toLowerCase()).toContain(promise.toLowerCase());
      expect(section).toContain(promise.toLowerCase());
    }
  });

  it('invents no rupee plan prices (the specification gives plan prices in US dollars only)', () => {
    expect(JSON.stringify(indiaBilling)).not.toMatch(/₹\s?\d|\bRs\.?\s?\d|\bINR\s?\d/);
  });
});

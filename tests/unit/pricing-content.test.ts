/**
 * The prices and limits in content-collections/ are exactly the specification's, and
 * every lead button names the programme type and pricing tier the specification gives.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { fillFacts } from '~/lib/facts/facts';
import { pricingJsonLd } from '~/lib/seo';
import { launchpadSchema } from '~/lib/launchpad/launchpad.schema';

// As the build loads it: fact placeholders filled from content-collections/facts.
const load = (p: string) =>
  fillFacts(parse(readFileSync(new URL(`../../content-collections/${p}`, import.meta.url), 'utf8')));

describe('plans', () => {
  const plans = ['basic', 'pro', 'unlimited'].map((n) => load(`pricing/plans/${n}.yaml`));

  it('prices, savings and popular flag', () => {
    expect(plans.map((p) => [p.name, p.price, p.yearlyPrice, p.savingsAmount, p.popular])).toEqual([
      ['Basic', 99, 59, 480, false],
      ['Pro', 299, 179, 1440, true],
      ['Unlimited', 499, 299, 2400, false],
    ]);
  });

  it('limits', () => {
    expect(plans.map((p) => p.limits)).toEqual([
      {
        searchResults: 5000,
        searchPages: 500,
        analytics: 250,
        campaignPostings: 1,
        emailUnlocks: 1000,
        phoneUnlocks: 200,
        seats: 1,
      },
      {
        searchResults: 20000,
        searchPages: 2000,
        analytics: 400,
        campaignPostings: 5,
        emailUnlocks: 2500,
        phoneUnlocks: 500,
        seats: 5,
      },
      {
        searchResults: 'unlimited',
        analytics: 1000,
        campaignPostings: 'unlimited',
        emailUnlocks: 'unlimited',
        phoneUnlocks: 'unlimited',
        seats: 'unlimited',
      },
    ]);
  });

  it('all-plans list, labels and enterprise block', () => {
    const page = load('pricing/page.yaml');
    const all = page.allPlans.items.map((i: { text: string }) => i.text).join(' | ');
    for (const s of [
      'Bulk invites',
      'Data export',
      'Two e-mail-service integrations',
      'Whitelabel add-on at $200/month',
    ])
      expect(all).toContain(s);
    expect(page.allPlans.creditNote).toContain('Each invite uses 1 search-result credit');
    expect(page.billing).toMatchObject({ saveBadge: 'Save 40%', billedAnnually: 'Billed annually' });
    for (const f of page.enterprise.features as { text: string }[]) expect(f.text.trim().length).toBeGreaterThan(0);
  });

  it('Product/Offer JSON-LD carries both billing periods', () => {
    const ld = pricingJsonLd(plans, {
      brand: 'B',
      pageUrl: 'https://x.test/pricing',
      offerUrl: 'https://app.x.test/auth/login',
      image: 'https://x.test/og-image.png',
    });
    expect(ld).toHaveLength(3);
    expect(ld[0]).toMatchObject({ '@type': 'Product', image: 'https://x.test/og-image.png' });
    const offers = (ld[1] as unknown as { offers: { price: number; priceSpecification: unknown }[] }).offers;
    expect(offers.map((o) => o.price)).toEqual([299, 2148]);
    expect(JSON.stringify(offers[0].priceSpecification)).toContain('"billingDuration":"P1M"');
    expect(JSON.stringify(offers[1].priceSpecification)).toContain('"price":179');
    expect(JSON.stringify(offers[1].priceSpecification)).toContain('"billingDuration":"P1Y"');
  });

  it('the FAQ answers with the plans the page offers: no free plan, Unlimited vs Enterprise', () => {
    const faq = load('faqs/pricing.yaml') as { items: { question: string; answer: string }[] };
    const free = faq.items.find((i) => i.question === 'Is there a free plan?');
    expect(free?.answer).toMatch(/^No\. .*7-day free trial/);
    expect(faq.items.map((i) => i.question)).toContain(
      'What is the difference between the Unlimited and Enterprise plans?',
    );
    expect(JSON.stringify(faq)).not.toMatch(/Free plan|Growth|Custom plan/);
  });
});

describe('Launchpad', () => {
  // As the build reads it: the schema formats every price string from the plans' numbers.
  const lp = launchpadSchema.parse(load('launchpad/launchpad.yaml'));
  it('prices per region and terms', () => {
    expect(lp.pricing.plans.india).toMatchObject({ tab: 'Indian Brands', price: 39999, currency: 'INR' });
    expect(lp.pricing.plans.global).toMatchObject({ tab: 'International Brands', price: 1500, currency: 'USD' });
    const terms = JSON.stringify(lp.pricing);
    for (const s of ['3 months, then month to month', '30-50', '2-3 months']) expect(terms).toContain(s);
  });
  it('eligibility, steps and benefits', () => {
    expect(lp.eligibility.criteria.map((c: { title: string }) => c.title)).toEqual([
      'Raised less than $5MM',
      'Founded in 2020 or later',
      'D2C brand with physical products',
      'Ready to ship products',
    ]);
    expect(lp.steps.items.map((s: { title: string }) => s.title)).toEqual([
      'Strategy & Setup',
      'Creator Outreach',
      'Content & Results',
    ]);
    expect(lp.benefits.items).toHaveLength(6);
    expect(lp.benefits.items.map((b: { title: string }) => b.title)).toContain('70% cheaper than hiring a team');
  });
  it('lead buttons: programme types and local-currency tiers', () => {
    expect(lp.hero.apply).toMatchObject({
      text: 'Apply Now',
      programType: 'Launchpad Program',
      pricingTier: { india: '₹39,999/month', global: '$1,500/month' },
    });
    expect(lp.eligibility.button).toMatchObject({
      text: 'Check Your Eligibility',
      programType: 'Launchpad Eligibility',
    });
    expect(lp.steps.button.text).toBe('Get Started');
    expect(lp.pricing.plans.india.button).toMatchObject({
      programType: 'Launchpad Program (₹39,999/month)',
      pricingTier: '₹39,999/month',
    });
    expect(lp.pricing.plans.global.button).toMatchObject({
      programType: 'Launchpad Program ($1,500/month)',
      pricingTier: '$1,500/month',
    });
    expect(lp.cta.button.text).toBe('Apply for Launchpad');
  });
});

describe('integrations and managed services', () => {
  it('integrations: cards, flow, the Launchpad tiers of /launchpad', () => {
    const i = load('integrations/integrations.yaml');
    expect(i.hero.title).toBe('Integrate {brand} with Your Favorite Tools');
    expect(i.tabs.ecommerce.label).toBe('Ecommerce & Marketplace');
    expect(i.tabs.email.label).toBe('Email Communication');
    expect(i.tabs.ecommerce.cards.filter((c: { badge?: string }) => c.badge === 'India')).toHaveLength(1);
    expect(i.tabs.email.cards).toHaveLength(2);
    expect(i.launchpad.button.pricingTier).toEqual({ india: '₹39,999/month', global: '$1,500/month' });
    expect(i.cta.button).toBe('Sign Up for Free Trial');
  });
  it('managed services: steps, fee and buttons', () => {
    const m = load('managed-services/managed-services.yaml');
    expect(m.hero.button).toMatchObject({ text: 'Book a Meeting', programType: 'Managed Services' });
    expect(m.steps.items).toHaveLength(4);
    expect(m.pricing.items.map((x: { title: string }) => x.title)).toEqual([
      '10% fee on influencer payouts',
      'Minimum monthly billing',
      'Fully visible invoices',
    ]);
    expect(m.launchpad.button.programType.toLowerCase()).toContain('launchpad');
    expect(m.launchpad.button.programType).toContain('Managed Services');
    expect(m.cta.button).toBe('Book a Meeting');
  });
  it('customer quotes: three named customers on pricing, one with three press links on integrations', () => {
    const dir = new URL('../../content-collections/customer-quotes/', import.meta.url);
    const quotes = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => load(`customer-quotes/${f}`));
    expect(quotes.filter((q) => q.pages.includes('pricing'))).toHaveLength(3);
    const integ = quotes.filter((q) => q.pages.includes('integrations'));
    expect(integ).toHaveLength(1);
    expect(integ[0].rating).toBe(5);
    // No placeholder press: the spec's three press links wait for real articles (issue 31).
    expect(integ[0].featuredIn ?? []).toEqual([]);
  });
});

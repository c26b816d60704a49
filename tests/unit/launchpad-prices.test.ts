/** Launchpad price strings are formatted from the plans' numbers; the schema rejects placeholders it cannot fill. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { launchpadSchema } from '~/lib/launchpad/launchpad.schema';
import { placeholdersIn, tierOf } from '~/lib/launchpad/prices';
import { fillFacts } from '~/lib/facts/facts';

// As the build loads it: the prices come from content-collections/facts (src/lib/facts).
const raw = () => fillFacts(parse(readFileSync('content-collections/launchpad/launchpad.yaml', 'utf8')));
const messages = (data: unknown) => {
  const r = launchpadSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Launchpad prices', () => {
  it('formats tiers from the numbers', () => {
    expect(tierOf({ price: 39999, currency: 'INR', period: 'month' })).toBe('₹39,999/month');
    expect(tierOf({ price: 1500, currency: 'USD', period: 'month' })).toBe('$1,500/month');
    expect(placeholdersIn('from {indiaPrice} or {globalPrice}')).toEqual(['indiaPrice', 'globalPrice']);
  });

  it('fills the SEO description from the plans', () => {
    expect(launchpadSchema.parse(raw()).seo.description).toBe(
      'Barter-only influencer programme for early D2C brands: unlimited barter creators, a free account manager and content rights from ₹39,999 or $1,500 a month.',
    );
  });

  it('a changed number changes every string that shows it', () => {
    const data = raw();
    data.pricing.plans.global.price = 1800;
    const lp = launchpadSchema.parse(data);
    expect(lp.seo.description).toContain('from ₹39,999 or $1,800 a month');
    expect(lp.hero.apply.pricingTier).toEqual({ india: '₹39,999/month', global: '$1,800/month' });
    expect(lp.steps.button.pricingTier).toEqual({ india: '₹39,999/month', global: '$1,800/month' });
    expect(lp.pricing.plans.global.button).toMatchObject({
      programType: 'Launchpad Program ($1,800/month)',
      pricingTier: '$1,800/month',
    });
  });

  it('rejects an unknown placeholder and a plan button without {tier}', () => {
    const typo = raw();
    typo.seo.description = typo.seo.description.replace('{globalPrice}', '{globalprice}');
    expect(messages(typo).join('\n')).toContain('{globalprice} is not a placeholder here');
    const typed = raw();
    typed.pricing.plans.india.button.programType = 'Launchpad Program (₹39,999/month)';
    expect(messages(typed).join('\n')).toContain('must hold {tier}');
  });

  it('checks the length of the filled description', () => {
    const long = raw();
    long.seo.description = `${'x'.repeat(155)} {indiaPrice}`; // 163 once filled with '₹39,999'
    expect(messages(long).join('\n')).toContain('at most 160 characters');
    const fits = raw();
    fits.seo.description = `${'x'.repeat(152)} {globalPrice}`; // 166 as written, 159 once filled with '$1,500'
    expect(messages(fits)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { contentFactProblems } from '~/lib/facts/content-check';
import { copyProblems, type FactHome } from '~/lib/facts/copy-check';
import { factValues, fillFacts, loadFacts } from '~/lib/facts/facts';
import { collectionFiles } from '~/lib/content/files';

const home: FactHome = {
  plans: ['Basic', 'Pro', 'Unlimited', 'Enterprise'],
  prices: ['$99/month', '$1,500/month', '₹39,999/month'],
  amounts: ['$500'],
  creatorCount: '400M+',
  speedClaim: '3X',
  searchTokenUnit: '1 search token = 50 influencers',
};
const check = (raw: string, filled = raw) => copyProblems([{ where: 'x.yaml f', raw, filled }], home);

describe('content facts: one home per repeated figure', () => {
  it('every page, FAQ, dialog label, guide and post agrees with the fact home', () => {
    expect(contentFactProblems()).toEqual([]);
  });

  it('flags plan names the pricing page does not offer', () => {
    expect(check('Yes. The Free plan lets you run one active campaign at a time')).toHaveLength(1);
    expect(check('What is the difference between the Growth and Custom plans?')).toHaveLength(2);
    expect(check('Start on the Pro plan, or talk to us about the Enterprise plan.')).toEqual([]);
    expect(check('Every plan starts with a trial. Compare plans side by side.')).toEqual([]);
  });

  it('flags prices and amounts the home does not hold', () => {
    expect(check('$500/month')[0]).toMatch(/price \$500\/month/);
    expect(check('Launchpad costs $1,500/month; budgets under $500 are fine.')).toEqual([]);
    expect(check('Plans from $149 a month')).toHaveLength(1);
    expect(check('An add-on worth $250')[0]).toMatch(/amount \$250/);
  });

  it('flags creator counts, speed claims and token units written out instead of their placeholders', () => {
    expect(check('Find the right creators among 10M+ creators')[0]).toMatch(
      /10M\+ creators; the fact home says 400M\+/,
    );
    expect(check('Search 400M+ creators')[0]).toMatch(/write \{creatorCount\}/);
    expect(check('Launch 10x faster')[0]).toMatch(/claims 10x/);
    expect(check('Teams get 3X faster results')[0]).toMatch(/write \{speedClaim\}/);
    expect(check('Some sheets say 1 token = 1 influencer')[0]).toMatch(/fact home says "1 search token = 50/);
    expect(check('Search {creatorCount} creators, {speedClaim} faster', 'Search 400M+ creators, 3X faster')).toEqual(
      [],
    );
  });

  it('fills fact placeholders and leaves the others for the page', () => {
    const v = factValues(loadFacts());
    const filled = fillFacts({ a: 'Search {creatorCount} for {brand}', price: '{launchpadGlobalAmount}' }, v);
    expect(filled).toEqual({ a: `Search ${v.creatorCount} for {brand}`, price: v.launchpadGlobalAmount });
    expect(typeof filled.price).toBe('number');
  });

  it('the pages read the filled figures (the Launchpad dialog label and page show one global price)', () => {
    const integrations = collectionFiles('integrations')[0].data as { launchpad: { button: { pricingTier: unknown } } };
    const launchpad = collectionFiles('launchpad')[0].data as { pricing: { plans: { global: { price: number } } } };
    const v = factValues(loadFacts());
    expect(integrations.launchpad.button.pricingTier).toEqual({
      india: v.launchpadIndiaTier,
      global: v.launchpadGlobalTier,
    });
    expect(launchpad.pricing.plans.global.price).toBe(v.launchpadGlobalAmount);
  });
});

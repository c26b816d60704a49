import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_BILLING_PERIOD,
  billingNote,
  computedYearlySaving,
  isBillingPeriod,
  planPriceProblems,
  pricePerMonth,
  savingsPercent,
  yearlyTotal,
} from '~/lib/pricing/billing';
import { formatLimit, formatMoney, formatPerPeriod, formatSearchResults } from '~/lib/pricing/prices-and-limits';
import { withBrand } from '~/lib/copy/placeholders';

const basic = { price: 99, yearlyPrice: 59, savingsAmount: 480 };
const pro = { price: 299, yearlyPrice: 179, savingsAmount: 1440 };
const unlimited = { price: 499, yearlyPrice: 299, savingsAmount: 2400 };

describe('billing', () => {
  it('defaults to monthly', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('monthly');
    expect(isBillingPeriod('yearly')).toBe(true);
    expect(isBillingPeriod('weekly')).toBe(false);
  });

  it('shows the monthly or the yearly per-month price', () => {
    expect([basic, pro, unlimited].map((p) => pricePerMonth(p, 'monthly'))).toEqual([99, 299, 499]);
    expect([basic, pro, unlimited].map((p) => pricePerMonth(p, 'yearly'))).toEqual([59, 179, 299]);
  });

  it('the specified savings equal (monthly - yearly) x 12', () => {
    expect([basic, pro, unlimited].map(computedYearlySaving)).toEqual([480, 1440, 2400]);
    for (const [n, p] of Object.entries({ basic, pro, unlimited })) expect(planPriceProblems(n, p)).toEqual([]);
    expect(planPriceProblems('x', { price: 99, yearlyPrice: 59, savingsAmount: 500 })).toHaveLength(1);
    expect(planPriceProblems('x', { price: 59, yearlyPrice: 99, savingsAmount: -480 }).length).toBeGreaterThan(0);
  });

  it("'Save 40%' is honest for every plan", () => {
    expect([basic, pro, unlimited].map(savingsPercent)).toEqual([40, 40, 40]);
  });

  it('yearly totals and notes', () => {
    expect(yearlyTotal(pro, 'yearly')).toBe(2148);
    expect(yearlyTotal(pro, 'monthly')).toBe(3588);
    expect(billingNote(pro, 'yearly')).toBe('Billed annually ($2,148/year) · Save $1,440/year');
    expect(billingNote(pro, 'monthly')).toBe('Billed monthly');
  });

  it('saving is never negative when yearly is cheaper (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), fc.integer({ min: 1, max: 9_999 }), (price, y) => {
        fc.pre(y < price);
        const p = { price, yearlyPrice: y, savingsAmount: (price - y) * 12 };
        return (
          computedYearlySaving(p) > 0 &&
          planPriceProblems('p', p).length === 0 &&
          savingsPercent(p) >= 0 &&
          savingsPercent(p) < 100
        );
      }),
    );
  });
});

describe('formatting', () => {
  it('money in whole units', () => {
    expect(formatMoney(99)).toBe('$99');
    expect(formatMoney(1440)).toBe('$1,440');
    expect(formatMoney(1500, 'USD')).toBe('$1,500');
    expect(formatMoney(39999, 'INR')).toBe('₹39,999');
    expect(formatPerPeriod(39999, 'INR')).toBe('₹39,999/month');
    expect(() => formatMoney(-1)).toThrow(RangeError);
  });

  it('limits', () => {
    expect(formatLimit(5000)).toBe('5,000');
    expect(formatLimit('unlimited')).toBe('Unlimited');
    expect(formatSearchResults(5000, 500)).toBe('5,000 (500 pages)');
    expect(formatSearchResults(20000, 2000)).toBe('20,000 (2,000 pages)');
    expect(formatSearchResults('unlimited')).toBe('Unlimited');
    expect(formatSearchResults(100)).toBe('100');
  });

  it('fills the brand placeholder', () => {
    expect(withBrand('Integrate {brand} with Your Favorite Tools', 'Acme')).toBe(
      'Integrate Acme with Your Favorite Tools',
    );
  });
});

/** Monthly / yearly billing rules of the pricing page. Pure. */
import { formatMoney } from './prices-and-limits';

export type BillingPeriod = 'monthly' | 'yearly';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';

export interface PlanPrices {
  /** Monthly price when billed monthly (USD). */
  price: number;
  /** Per-month price when billed yearly (USD). */
  yearlyPrice: number;
  /** What a year costs less when billed yearly (USD), as the content states it. */
  savingsAmount: number;
}

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return value === 'monthly' || value === 'yearly';
}

/** Per-month price shown on the card for a billing period. */
export function pricePerMonth(plan: PlanPrices, period: BillingPeriod): number {
  return period === 'yearly' ? plan.yearlyPrice : plan.price;
}

/** What a year costs on each period. */
export function yearlyTotal(plan: PlanPrices, period: BillingPeriod): number {
  return pricePerMonth(plan, period) * 12;
}

/** Saving per year of yearly over monthly billing, computed from the two prices. */
export function computedYearlySaving(plan: PlanPrices): number {
  return (plan.price - plan.yearlyPrice) * 12;
}

/** Whole-percent discount of yearly billing, rounded down so the label never over-promises. */
export function savingsPercent(plan: PlanPrices): number {
  return Math.floor(((plan.price - plan.yearlyPrice) / plan.price) * 100 + 1e-9);
}

/** Checks content against the rules; returns readable problems (empty when consistent). */
export function planPriceProblems(name: string, plan: PlanPrices): string[] {
  const problems: string[] = [];
  if (plan.yearlyPrice >= plan.price) problems.push(`${name}: yearly price must be below the monthly price`);
  if (computedYearlySaving(plan) !== plan.savingsAmount)
    problems.push(
      `${name}: savingsAmount ${plan.savingsAmount} but (price - yearlyPrice) x 12 = ${computedYearlySaving(plan)}`,
    );
  return problems;
}

/** The small print under a price for a period. */
export function billingNote(plan: PlanPrices, period: BillingPeriod): string {
  return period === 'yearly'
    ? `Billed annually (${formatMoney(yearlyTotal(plan, 'yearly'))}/year) · Save ${formatMoney(plan.savingsAmount)}/year`
    : 'Billed monthly';
}

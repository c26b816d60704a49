/** Price and limit formatting for the pricing, Launchpad and related pages. Pure, locale-fixed (en-US digits). */
export type Currency = 'USD' | 'INR';

const formatters = new Map<Currency, Intl.NumberFormat>();

/** '$99', '$1,440', '₹39,999': whole units, no decimals. */
export function formatMoney(amount: number, currency: Currency = 'USD'): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`formatMoney: invalid amount ${amount}`);
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(currency, f);
  }
  return f.format(amount);
}

/** '₹39,999/month' — the string a lead records as its pricing tier. */
export function formatPerPeriod(amount: number, currency: Currency = 'USD', period = 'month'): string {
  return `${formatMoney(amount, currency)}/${period}`;
}

export type Limit = number | 'unlimited';

/** '5,000', 'Unlimited'. */
export function formatLimit(value: Limit): string {
  return value === 'unlimited' ? 'Unlimited' : new Intl.NumberFormat('en-US').format(value);
}

/** The search-results cell: '5,000 (500 pages)', or 'Unlimited'. */
export function formatSearchResults(results: Limit, pages?: number): string {
  if (results === 'unlimited') return 'Unlimited';
  return pages === undefined ? formatLimit(results) : `${formatLimit(results)} (${formatLimit(pages)} pages)`;
}

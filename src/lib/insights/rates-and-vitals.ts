/** Display helpers of the Insights tab. */
import type { Metric } from './events';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "12.5%" (one decimal). */
export const formatRate = (rate: number) => `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;

/** A p75 as people read it: CLS unitless to two decimals (0.01 under 0.1), times in ms. */
export function formatVital(metric: Metric, value: number): string {
  if (metric === 'CLS') return value < 0.1 && value > 0 ? value.toFixed(3).replace(/0$/, '') : value.toFixed(2);
  return `${whole.format(value)} ms`;
}

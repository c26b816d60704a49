/**
 * Core Web Vitals maths of the Insights tab (issue 29): Google's thresholds, the 75th percentile of a period's
 * measurements, and the rounding that keeps a day's measurements as a small histogram.
 */
import type { Metric } from './events';

export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * Google's thresholds (web.dev/articles/vitals, also in the web-vitals library): at or under the first is good,
 * over the second is poor, in between needs improvement. Times in ms, CLS unitless.
 */
export const THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rating(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The largest value a real page view reports (docs/decisions/insights.md): a beacon's measurement above it is dropped,
 * not counted, so a script cannot move a page's p75 to any value it likes (issue 52). Times in ms, CLS unitless.
 */
export const PLAUSIBLE_VITAL: Record<Metric, number> = {
  LCP: 30_000,
  FCP: 30_000,
  TTFB: 15_000,
  INP: 10_000,
  CLS: 2.5,
};

export function plausibleVital(metric: Metric, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= PLAUSIBLE_VITAL[metric];
}

/** Highest value kept (a longer time or a larger shift is stored as this). */
export const MAX_VITAL: Record<Metric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/**
 * A measurement as stored: times to the millisecond under 1 s, to 10 ms under 10 s and to 100 ms above; CLS to
 * 0.001. Far below the thresholds' steps, and a day of a page's measurements stays a few hundred distinct values.
 */
export function roundVital(metric: Metric, value: number): number {
  const v = Math.min(Math.max(0, value), MAX_VITAL[metric]);
  if (metric === 'CLS') return Math.round(v * 1000) / 1000;
  const step = v < 1000 ? 1 : v < 10_000 ? 10 : 100;
  return Math.round(v / step) * step;
}

/** A histogram: stored value (as a string key) -> how many measurements had it. */
export type Histogram = Record<string, number>;

export function histogramAdd(into: Histogram, value: number, count = 1): void {
  const key = String(value);
  into[key] = (into[key] ?? 0) + count;
}

export function histogramSamples(h: Histogram): number {
  let n = 0;
  for (const c of Object.values(h)) n += c;
  return n;
}

/**
 * The 75th percentile by nearest rank, as CrUX and web-vitals dashboards report it: the smallest value with at
 * least 75% of the measurements at or under it. Null without measurements.
 */
export function p75(h: Histogram): number | null {
  const entries = Object.entries(h)
    .map(([k, c]) => [Number(k), c] as const)
    .filter(([v, c]) => Number.isFinite(v) && c > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((n, [, c]) => n + c, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const [value, count] of entries) {
    seen += count;
    if (seen >= rank) return value;
  }
  return entries[entries.length - 1][0];
}

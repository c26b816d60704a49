/** Benchmark bands and the analysis sentence of each checker. Rates are percentages (3.5 means 3.5 %). */
import { fill } from '~/lib/copy/placeholders';

export type BenchmarkBand = 'low' | 'average' | 'high' | 'very-high';

/** Below 1 low; 1 to below 3.5 average or good; 3.5 to below 6 high; 6 and above very high. */
export function benchmarkBand(rate: number): BenchmarkBand {
  if (rate < 1) return 'low';
  if (rate < 3.5) return 'average';
  if (rate < 6) return 'high';
  return 'very-high';
}

/** The bands from lowest to highest (their names and ranges are content of each tool page). */
export const BENCHMARK_BANDS = ['low', 'average', 'high', 'very-high'] as const satisfies readonly BenchmarkBand[];

export type EngagementLevel = 'low' | 'average' | 'high';

/** Engagement checker: below 1 low, below 3.5 average, 3.5 or more high. */
export function engagementLevel(rate: number): EngagementLevel {
  if (rate < 1) return 'low';
  if (rate < 3.5) return 'average';
  return 'high';
}

/** The engagement checker's sentence: `template` with `{level}` filled from `levels`. */
export function engagementAnalysis(rate: number, template: string, levels: Record<EngagementLevel, string>): string {
  return fill(template, { level: levels[engagementLevel(rate)] });
}

export type PostPerformance = 'poor' | 'good' | 'excellent';

/** Post checker: below 1 poor, below 4 good, 4 or more excellent. */
export function postPerformance(rate: number): PostPerformance {
  if (rate < 1) return 'poor';
  if (rate < 4) return 'good';
  return 'excellent';
}

/** The post checker's sentence: `template` with `{performance}` filled from `words`. */
export function postAnalysis(rate: number, template: string, words: Record<PostPerformance, string>): string {
  return fill(template, { performance: words[postPerformance(rate)] });
}

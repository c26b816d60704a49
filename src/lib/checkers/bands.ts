/** Benchmark bands and analysis wording. Rates are percentages (3.5 means 3.5 %). */

export type BenchmarkBand = 'low' | 'average' | 'high' | 'very-high';

/** Below 1 low; 1 to below 3.5 average or good; 3.5 to below 6 high; 6 and above very high. */
export function benchmarkBand(rate: number): BenchmarkBand {
  if (rate < 1) return 'low';
  if (rate < 3.5) return 'average';
  if (rate < 6) return 'high';
  return 'very-high';
}

/** Labels of the bands; the post page calls the top band "Exceptional". */
export function bandLabel(band: BenchmarkBand, page: 'engagement' | 'post' = 'engagement'): string {
  switch (band) {
    case 'low': return 'Low';
    case 'average': return 'Average to good';
    case 'high': return 'High';
    case 'very-high': return page === 'post' ? 'Exceptional' : 'Very high';
  }
}

export const BENCHMARK_BANDS = [
  { band: 'low', range: 'Below 1%' },
  { band: 'average', range: '1% to 3.5%' },
  { band: 'high', range: '3.5% to 6%' },
  { band: 'very-high', range: '6% and above' },
] as const satisfies readonly { band: BenchmarkBand; range: string }[];

export type EngagementLevel = 'low' | 'average' | 'high';

/** Engagement checker: below 1 low, below 3.5 average, 3.5 or more high. */
export function engagementLevel(rate: number): EngagementLevel {
  if (rate < 1) return 'low';
  if (rate < 3.5) return 'average';
  return 'high';
}

export function engagementAnalysis(rate: number): string {
  const level = engagementLevel(rate);
  const phrase = { low: 'low engagement', average: 'average engagement', high: 'high engagement' }[level];
  return `This account has ${phrase} compared to similar-sized accounts.`;
}

export type PostPerformance = 'poor' | 'good' | 'excellent';

/** Post checker: below 1 poor, below 4 good, 4 or more excellent. */
export function postPerformance(rate: number): PostPerformance {
  if (rate < 1) return 'poor';
  if (rate < 4) return 'good';
  return 'excellent';
}

export function postAnalysis(rate: number): string {
  return `This post has ${postPerformance(rate)} performance based on its engagement.`;
}

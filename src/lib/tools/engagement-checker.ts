/** The engagement checker's estimate and the exact calculator. */
import { benchmarkBand, type BenchmarkBand } from './benchmark-bands';
import { normalizeHandle } from './normalize-input';
import { intBetween, seededRandom } from './seeded-random';

export interface EngagementResult {
  username: string;
  followers: number;
  /** Percent, two decimals. */
  engagementRate: number;
  averageLikes: number;
  averageComments: number;
}

export const ENGAGEMENT_RANGES = {
  followers: [10000, 14999],
  engagementRate: [2, 7],
  averageLikes: [200, 499],
  averageComments: [10, 29],
} as const;

/**
 * A placeholder estimate, the same for every form of one handle; null for empty input. It is internally
 * consistent: the rate shown is (average likes + average comments) / followers, rounded to two decimals, so its
 * band and analysis follow from the figures on the card. Followers and comments are drawn from the spec ranges;
 * likes are drawn from the part of their range that keeps the rate inside the spec's 2-7 % (the ranges allow
 * 2 % to 5.28 %).
 */
export function estimateEngagement(input: string): EngagementResult | null {
  const username = normalizeHandle(input);
  if (!username) return null;
  const rng = seededRandom(`engagement:${username}`);
  const r = ENGAGEMENT_RANGES;
  const followers = intBetween(rng, r.followers[0], r.followers[1]);
  const averageComments = intBetween(rng, r.averageComments[0], r.averageComments[1]);
  // (likes + comments) * 100 / followers must stay within [min rate, max rate].
  const minLikes = Math.max(r.averageLikes[0], Math.ceil((r.engagementRate[0] * followers) / 100) - averageComments);
  const maxLikes = Math.min(r.averageLikes[1], Math.floor((r.engagementRate[1] * followers) / 100) - averageComments);
  const averageLikes = intBetween(rng, minLikes, maxLikes);
  const engagementRate = Math.round(((averageLikes + averageComments) * 10000) / followers) / 100;
  return { username, followers, engagementRate, averageLikes, averageComments };
}

/** (average likes + average comments) / followers x 100. */
export function engagementRate(followers: number, averageLikes: number, averageComments: number): number {
  if (!(followers > 0)) throw new RangeError('followers must be greater than 0');
  // Multiply first: (300 + 50) * 100 / 10000 is exactly 3.5, where / 10000 * 100 gives 3.5000000000000004.
  return ((averageLikes + averageComments) * 100) / followers;
}

export type CalculatorResult =
  | { ok: true; rate: number; band: BenchmarkBand }
  /** `field` names the input to correct; the page's words say how. */
  | { ok: false; field: 'followers' | 'likes' | 'comments' };

function parseCount(raw: string): number | null {
  const s = raw.trim().replace(/[,_\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** The exact calculator: validates the three typed fields and returns the rate with its band. */
export function calculateEngagement(fields: { followers: string; likes: string; comments: string }): CalculatorResult {
  const followers = parseCount(fields.followers);
  const likes = parseCount(fields.likes);
  const comments = parseCount(fields.comments);
  if (followers === null || !(followers > 0)) return { ok: false, field: 'followers' };
  if (likes === null) return { ok: false, field: 'likes' };
  if (comments === null) return { ok: false, field: 'comments' };
  const rate = engagementRate(followers, likes, comments);
  // The band follows the figure the visitor sees (two decimals), so "3.50%" is never labelled average.
  return { ok: true, rate, band: benchmarkBand(Math.round(rate * 100) / 100) };
}

/** Two decimals, e.g. 3.5 -> "3.50%". */
export function formatRate(rate: number): string {
  // Half up on the hundredths, as the estimate rounds its rate: toFixed would show 3.525 (stored as 3.52499…) as
  // 3.52 where the estimate card, fed the same figures, shows 3.53.
  return `${(Math.round(rate * 100) / 100).toFixed(2)}%`;
}

/**
 * What a checker's result card shows, as text: the figures, the analysis sentence and its tone, the note. Pure, so
 * the static card (src/components/tools) only has its fields filled in by `<free-checker>`.
 */
import { fill } from '~/lib/copy/placeholders';
import { formatNumber } from '~/lib/dates-and-numbers';
import { engagementAnalysis, engagementLevel, postAnalysis, postPerformance } from './benchmark-bands';
import type { EngagementLevel, PostPerformance } from './benchmark-bands';
import { estimateEngagement, formatRate, type EngagementResult } from './engagement-checker';
import { displayHandle } from './normalize-input';
import { estimatePost, type PostResult, type PostType } from './post-checker';

/** The words of the engagement card that depend on the result (the rest is static HTML). */
export interface EngagementCardCopy {
  /** `{level}` is one of `levels`. */
  analysis: string;
  levels: Record<EngagementLevel, string>;
  note: string;
  /** The formula with the card's own figures: `{likes}`, `{comments}`, `{followers}`, `{rate}`. */
  formula: string;
}

/** The words of the post card that depend on the result. */
export interface PostCardCopy {
  /** `{performance}` is one of `performance`. */
  analysis: string;
  performance: Record<PostPerformance, string>;
  note: string;
  /** The formula with the card's own figures: `{likes}`, `{comments}`, `{followers}`, `{rate}`. */
  formula: string;
}

export interface CheckerCard {
  /** Text of each `[data-field]` of the card. A figure the result lacks (a photo's views) is absent. */
  fields: Record<string, string>;
  /** The analysis sentence's tone: the level or performance word's key. */
  tone: EngagementLevel | PostPerformance;
  /** Post cards only. */
  postType?: PostType;
}

/** The printed formula, filled with the figures the card shows (so the rate can be checked by hand). */
function formula(template: string, likes: number, comments: number, followers: number, rate: number): string {
  return fill(template, {
    likes: formatNumber(likes),
    comments: formatNumber(comments),
    followers: formatNumber(followers),
    rate: formatRate(rate),
  });
}

export function engagementCard(r: EngagementResult, c: EngagementCardCopy): CheckerCard {
  return {
    tone: engagementLevel(r.engagementRate),
    fields: {
      username: displayHandle(r.username),
      followers: formatNumber(r.followers),
      'engagement-rate': formatRate(r.engagementRate),
      'average-likes': formatNumber(r.averageLikes),
      'average-comments': formatNumber(r.averageComments),
      analysis: engagementAnalysis(r.engagementRate, c.analysis, c.levels),
      formula: formula(c.formula, r.averageLikes, r.averageComments, r.followers, r.engagementRate),
      note: c.note,
    },
  };
}

export function postCard(r: PostResult, c: PostCardCopy): CheckerCard {
  return {
    tone: postPerformance(r.engagement),
    postType: r.postType,
    fields: {
      'post-url': r.postUrl,
      'post-type-name': r.postType,
      likes: formatNumber(r.likes),
      comments: formatNumber(r.comments),
      engagement: formatRate(r.engagement),
      ...(r.views !== undefined ? { views: formatNumber(r.views) } : {}),
      saves: formatNumber(r.saves),
      shares: formatNumber(r.shares),
      analysis: postAnalysis(r.engagement, c.analysis, c.performance),
      formula: formula(c.formula, r.likes, r.comments, r.followers, r.engagement),
      note: c.note,
    },
  };
}

export type CheckerKind = 'engagement' | 'post';

/** The card for `input` on checker `kind`, or null for empty input. */
export function checkerCard(kind: 'engagement', input: string, copy: EngagementCardCopy): CheckerCard | null;
export function checkerCard(kind: 'post', input: string, copy: PostCardCopy): CheckerCard | null;
export function checkerCard(
  kind: CheckerKind,
  input: string,
  copy: EngagementCardCopy | PostCardCopy,
): CheckerCard | null;
export function checkerCard(
  kind: CheckerKind,
  input: string,
  copy: EngagementCardCopy | PostCardCopy,
): CheckerCard | null {
  if (kind === 'engagement') {
    const r = estimateEngagement(input);
    return r && engagementCard(r, copy as EngagementCardCopy);
  }
  const r = estimatePost(input);
  return r && postCard(r, copy as PostCardCopy);
}

/** The post checker's estimate. */
import { isVideoUrl, normalizePostUrl } from './normalize-input';
import { intBetween, rateBetween, seededRandom } from './seeded-random';

export type PostType = 'Video' | 'Image';

export interface PostResult {
  postUrl: string;
  postType: PostType;
  likes: number;
  comments: number;
  /** Only for videos. */
  views?: number;
  saves: number;
  shares: number;
  /** Percent, two decimals. */
  engagement: number;
  /** ISO date (yyyy-mm-dd). */
  postDate: string;
}

export const POST_RANGES = {
  likes: [500, 1999],
  comments: [20, 59],
  saves: [50, 199],
  shares: [30, 109],
  views: [5000, 14999],
  /** Not given by the spec: chosen so every performance band can occur (docs/decisions/checker-estimates.md). */
  engagement: [0.5, 8],
  /** Days before "today" the post is dated. */
  ageDays: [1, 30],
} as const;

/** A placeholder estimate, the same for every form of one URL. `today` only dates the post. */
export function estimatePost(input: string, today: Date = new Date()): PostResult | null {
  const postUrl = normalizePostUrl(input);
  if (!postUrl) return null;
  const rng = seededRandom(`post:${postUrl}`);
  const r = POST_RANGES;
  const video = isVideoUrl(postUrl);
  const likes = intBetween(rng, r.likes[0], r.likes[1]);
  const comments = intBetween(rng, r.comments[0], r.comments[1]);
  const saves = intBetween(rng, r.saves[0], r.saves[1]);
  const shares = intBetween(rng, r.shares[0], r.shares[1]);
  const views = intBetween(rng, r.views[0], r.views[1]);
  const engagement = rateBetween(rng, r.engagement[0], r.engagement[1]);
  const ageDays = intBetween(rng, r.ageDays[0], r.ageDays[1]);
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ageDays));
  return {
    postUrl,
    postType: video ? 'Video' : 'Image',
    likes,
    comments,
    ...(video ? { views } : {}),
    saves,
    shares,
    engagement,
    postDate: date.toISOString().slice(0, 10),
  };
}

/** The post checker's estimate. */
import { postTypeOf, normalizePostUrl, type PostType } from './normalize-input';
import { intBetween, rateBetween, seededRandom } from '../seeded-random';

export type { PostType };

export interface PostResult {
  postUrl: string;
  postType: PostType;
  likes: number;
  comments: number;
  /** The estimated followers of the post's account: the base of the engagement figure. */
  followers: number;
  /** Only for videos. */
  views?: number;
  saves: number;
  shares: number;
  /** (likes + comments) / followers x 100, two decimals: it follows from the figures on the card. */
  engagement: number;
}

export const POST_RANGES = {
  likes: [500, 1999],
  comments: [20, 59],
  saves: [50, 199],
  shares: [30, 109],
  views: [5000, 14999],
  /**
   * Not given by the spec: the engagement the estimated follower count is chosen for, so every performance band can
   * occur (docs/decisions/checker-estimates.md).
   */
  engagement: [0.5, 8],
} as const;

/** (likes + comments) / followers x 100, rounded half up to two decimals (multiplying first keeps it exact). */
export function postEngagement(likes: number, comments: number, followers: number): number {
  return Math.round(((likes + comments) * 10000) / followers) / 100;
}

/** A placeholder estimate, the same for every form of one URL. */
export function estimatePost(input: string): PostResult | null {
  const postUrl = normalizePostUrl(input);
  if (!postUrl) return null;
  const rng = seededRandom(`post:${postUrl}`);
  const r = POST_RANGES;
  const postType = postTypeOf(postUrl);
  const likes = intBetween(rng, r.likes[0], r.likes[1]);
  const comments = intBetween(rng, r.comments[0], r.comments[1]);
  const saves = intBetween(rng, r.saves[0], r.saves[1]);
  const shares = intBetween(rng, r.shares[0], r.shares[1]);
  const views = intBetween(rng, r.views[0], r.views[1]);
  const target = rateBetween(rng, r.engagement[0], r.engagement[1]);
  const followers = Math.round(((likes + comments) * 100) / target);
  return {
    postUrl,
    postType,
    likes,
    comments,
    followers,
    ...(postType === 'Video' ? { views } : {}),
    saves,
    shares,
    engagement: postEngagement(likes, comments, followers),
  };
}

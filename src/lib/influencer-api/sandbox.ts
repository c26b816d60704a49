/**
 * The sandbox's data and rules (pure; netlify/lib/influencer-api-sandbox.ts answers HTTP with them). A fixed, deterministic set
 * of SANDBOX_SIZE generated creators (the document's own example creators among them, so the documented example
 * calls answer with the documented data), searched with the filters and paging of the document's SearchRequest.
 * Dates are relative to the day of the call, so "posted within N days" keeps matching the same creators.
 */
import type { OpenApiDoc } from './openapi';
import { operationById, successResponse } from './openapi';
import { hashString, mulberry32 } from '../seeded-random';

export const SANDBOX_SIZE = 300;
const PLATFORMS = ['instagram', 'youtube', 'tiktok'] as const;
type Platform = (typeof PLATFORMS)[number];
const PREFIX: Record<Platform, string> = { instagram: 'ig', youtube: 'yt', tiktok: 'tt' };

/** Region ids of the sandbox (the production list comes from support) and the country each stands for. */
export const SANDBOX_REGIONS = [
  { id: 304716, country: 'IN' },
  { id: 148838, country: 'US' },
  { id: 62149, country: 'GB' },
  { id: 307756, country: 'AE' },
  { id: 80500, country: 'AU' },
  { id: 51477, country: 'DE' },
] as const;

const NICHES = [
  'skincare',
  'beauty',
  'lifestyle',
  'fashion',
  'fitness',
  'food',
  'travel',
  'tech',
  'gaming',
  'parenting',
  'finance',
  'wellness',
] as const;
const HANDLE_WORDS = ['daily', 'with', 'notes', 'diaries', 'studio', 'club', 'stories', 'lab', 'corner', 'hub'];
const HANDLE_STARTS = ['glow', 'urban', 'chai', 'desi', 'wander', 'pixel', 'green', 'bold', 'sunny', 'calm', 'metro'];

export interface Influencer {
  id: string;
  username: string;
  platform: Platform;
  followers: number;
  engagement_rate: number;
  fake_followers_percentage: number;
  audience_demographics: {
    age_groups: Record<string, number>;
    gender: { male: number; female: number; other?: number };
    top_countries: { country: string; percentage: number }[];
  };
  contact_info: { email: string | null; phone?: string | null; website?: string | null };
  niche: string[];
  avg_likes: number;
  avg_comments: number;
  last_posted: string;
}

/** A creator with the attributes the filters use but the response does not show. */
export interface SandboxCreator {
  profile: Omit<Influencer, 'last_posted'>;
  age: number;
  gender: 'MALE' | 'FEMALE' | 'OTHER';
  country: string;
  /** Days between the latest post and the day of the call. */
  daysSincePost: number;
  /** Words of the bio, captions and hashtags (the niches and the handle). */
  words: string[];
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** Shares that add up to 100 (one decimal), from raw weights. */
function shares(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const out = weights.map((w) => round((w / total) * 100, 1));
  out[0] = round(out[0] + 100 - out.reduce((a, b) => a + b, 0), 1);
  return out;
}

function generated(platform: Platform, n: number): SandboxCreator {
  const r = mulberry32(hashString(`${platform}:${n}`));
  const id = `${PREFIX[platform]}_${hashString(`id:${platform}:${n}`).toString(16).padStart(8, '0')}`;
  // Skincare and beauty are common in the sample set, so the documented example search finds several.
  const first = r() < 0.35 ? pick(r, ['skincare', 'beauty'] as const) : pick(r, NICHES);
  const niche = [...new Set([first, pick(r, NICHES), ...(r() < 0.5 ? [pick(r, NICHES)] : [])])];
  const username = `${pick(r, HANDLE_STARTS)}${first}${pick(r, HANDLE_WORDS)}${n}`;
  const followers = Math.round(10 ** (3 + r() * 3.3));
  const engagement = round(0.005 + r() * 0.085, 3);
  const regionRoll = r();
  const country = regionRoll < 0.5 ? 'IN' : pick(r, SANDBOX_REGIONS.slice(1)).country;
  const genderRoll = r();
  const gender = genderRoll < 0.55 ? 'FEMALE' : genderRoll < 0.95 ? 'MALE' : 'OTHER';
  const female = gender === 'FEMALE' ? 55 + r() * 35 : 15 + r() * 40;
  const other = round(r() * 2.5, 1);
  const male = round(100 - female - other, 1);
  const ages = shares([1 + r() * 5, 15 + r() * 30, 20 + r() * 30, 5 + r() * 15, 1 + r() * 6]);
  const others = SANDBOX_REGIONS.map((g) => g.country).filter((c) => c !== country);
  const second = pick(r, others);
  const third = pick(
    r,
    others.filter((c) => c !== second),
  );
  const home = 45 + r() * 35;
  const fake = round(1 + r() * 25, 1);
  return {
    profile: {
      id,
      username,
      platform,
      followers,
      engagement_rate: engagement,
      fake_followers_percentage: fake,
      audience_demographics: {
        age_groups: { '13-17': ages[0], '18-24': ages[1], '25-34': ages[2], '35-44': ages[3], '45+': ages[4] },
        gender: { male, female: round(100 - male - other, 1), other },
        top_countries: [
          { country, percentage: round(home, 1) },
          { country: second, percentage: round((100 - home) * 0.3, 1) },
          { country: third, percentage: round((100 - home) * 0.15, 1) },
        ],
      },
      contact_info: { email: r() < 0.6 ? `collabs@${username}.example` : null, phone: null },
      niche,
      avg_likes: Math.round(followers * engagement * 0.93),
      avg_comments: Math.round(followers * engagement * 0.05),
    },
    age: 18 + Math.floor(r() * 37),
    gender,
    country,
    daysSincePost: Math.floor(r() ** 2 * 120),
    words: [...niche, username],
  };
}

/** The document's example creators join the set as they are documented (female, 26, in India, posted recently). */
function documented(doc: OpenApiDoc): SandboxCreator[] {
  const example = successResponse(operationById(doc, 'searchInfluencers')).example as { data?: Influencer[] };
  return (example.data ?? []).map((p, i) => {
    const { last_posted: _, ...profile } = p;
    return {
      profile,
      age: 26 + i,
      gender: 'FEMALE' as const,
      country: p.audience_demographics.top_countries[0]?.country ?? 'IN',
      daysSincePost: 5 + 2 * i,
      words: [...p.niche, p.username],
    };
  });
}

let cache: { doc: OpenApiDoc; creators: SandboxCreator[] } | undefined;

/** The sample set: SANDBOX_SIZE creators, the documented ones first, the same on every call. */
export function sandboxCreators(doc: OpenApiDoc): SandboxCreator[] {
  if (cache?.doc === doc) return cache.creators;
  const creators = documented(doc);
  const ids = new Set(creators.map((c) => c.profile.id));
  for (let n = 0; creators.length < SANDBOX_SIZE; n++) {
    const c = generated(PLATFORMS[n % PLATFORMS.length], n);
    if (ids.has(c.profile.id)) continue;
    creators.push(c);
    ids.add(c.profile.id);
  }
  cache = { doc, creators };
  return creators;
}

/** YYYY-MM-DD of `days` before `today`. */
export function daysBefore(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
  return d.toISOString().slice(0, 10);
}

interface Range {
  left_number?: number;
  right_number?: number;
}
export interface SearchQuery {
  platform: Platform;
  filter: {
    followers?: Range;
    engagement_rate?: { value: number };
    age?: Range;
    gender?: { code: 'MALE' | 'FEMALE' | 'OTHER' };
    geo?: { id: number }[];
    keywords?: string[];
    last_posted?: { value: number };
  };
  paging: { limit?: number; skip?: number };
}

const inRange = (n: number, r?: Range) =>
  !r || ((r.left_number === undefined || n >= r.left_number) && (r.right_number === undefined || n <= r.right_number));

/** Ranges whose left_number exceeds their right_number: the fields of a 422. */
export function invertedRanges(filter: SearchQuery['filter']): string[] {
  return (['followers', 'age'] as const).filter((k) => {
    const r = filter[k];
    return r?.left_number !== undefined && r.right_number !== undefined && r.left_number > r.right_number;
  });
}

/**
 * Applies the filters and paging. Keywords match when any of them is one of the creator's words (or part of the
 * handle), case-insensitively; geo when the creator's country is one of the regions; the order is by followers,
 * largest first.
 */
export function searchSandbox(
  doc: OpenApiDoc,
  q: SearchQuery,
  today: Date,
  defaults: { limit: number; skip: number },
): { data: Influencer[]; pagination: { total: number; limit: number; skip: number; has_more: boolean } } {
  const f = q.filter;
  const countries: string[] | undefined = f.geo
    ?.map((g) => SANDBOX_REGIONS.find((r) => r.id === g.id)?.country)
    .filter((c): c is (typeof SANDBOX_REGIONS)[number]['country'] => c !== undefined);
  const keywords = f.keywords?.map((k) => k.toLowerCase());
  const matches = sandboxCreators(doc)
    .filter(
      (c) =>
        c.profile.platform === q.platform &&
        inRange(c.profile.followers, f.followers) &&
        (!f.engagement_rate || c.profile.engagement_rate >= f.engagement_rate.value) &&
        inRange(c.age, f.age) &&
        (!f.gender || c.gender === f.gender.code) &&
        (!countries || countries.includes(c.country)) &&
        (!keywords?.length || keywords.some((k) => c.words.some((w) => w.toLowerCase().includes(k)))) &&
        (!f.last_posted || c.daysSincePost <= f.last_posted.value),
    )
    .sort((a, b) => b.profile.followers - a.profile.followers || a.profile.id.localeCompare(b.profile.id));
  const limit = q.paging.limit ?? defaults.limit;
  const skip = q.paging.skip ?? defaults.skip;
  const page = matches.slice(skip, skip + limit);
  return {
    data: page.map((c) => ({ ...c.profile, last_posted: daysBefore(today, c.daysSincePost) })),
    pagination: { total: matches.length, limit, skip, has_more: skip + page.length < matches.length },
  };
}

export interface DetailedAnalytics {
  audience_quality_score: number;
  fake_followers_breakdown: { fake_percentage: number; suspicious_accounts: number; inactive_accounts: number };
  engagement_trends: { last_30_days: number; last_90_days: number; trend: 'increasing' | 'stable' | 'decreasing' };
  content_performance: {
    best_posting_times: string[];
    top_content_types: { type: string; avg_engagement: number }[];
    hashtag_performance: { hashtag: string; avg_engagement: number }[];
  };
  brand_affinity: Record<string, number>;
}

const CONTENT_TYPES: Record<Platform, string[]> = {
  instagram: ['reel', 'carousel', 'image', 'story'],
  youtube: ['long-form video', 'short', 'live stream'],
  tiktok: ['video', 'duet', 'live'],
};
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The insight of a creator of the set (the documented example for the documented id); null when unknown. */
export function insightSandbox(
  doc: OpenApiDoc,
  id: string,
): { id: string; detailed_analytics: DetailedAnalytics } | null {
  const creator = sandboxCreators(doc).find((c) => c.profile.id === id);
  if (!creator) return null;
  const example = successResponse(operationById(doc, 'getInfluencerInsight')).example as {
    data?: { id: string; detailed_analytics: DetailedAnalytics };
  };
  if (example.data?.id === id) return example.data;
  const p = creator.profile;
  const r = mulberry32(hashString(`insight:${id}`));
  const fake = p.fake_followers_percentage;
  const suspicious = round(Math.min(100 - fake, fake * (0.4 + r() * 0.4)), 1);
  const inactive = round(Math.min(100 - fake - suspicious, fake * (0.2 + r() * 0.3)), 1);
  const last90 = p.engagement_rate;
  const last30 = round(Math.min(1, Math.max(0, last90 * (0.8 + r() * 0.4))), 3);
  const trend = last30 > last90 * 1.05 ? 'increasing' : last30 < last90 * 0.95 ? 'decreasing' : 'stable';
  const types = CONTENT_TYPES[p.platform];
  return {
    id,
    detailed_analytics: {
      audience_quality_score: Math.max(0, Math.min(100, Math.round(100 - fake * 1.6 - r() * 8))),
      fake_followers_breakdown: { fake_percentage: fake, suspicious_accounts: suspicious, inactive_accounts: inactive },
      engagement_trends: { last_30_days: last30, last_90_days: last90, trend },
      content_performance: {
        best_posting_times: [0, 1, 2].map(
          (i) => `${DAYS[(hashString(id) + i * 2) % 7]} ${String(9 + Math.floor(r() * 13)).padStart(2, '0')}:00`,
        ),
        top_content_types: types
          .slice(0, 3)
          .map((type, i) => ({ type, avg_engagement: round(Math.min(1, p.engagement_rate * (1.3 - i * 0.25)), 3) })),
        hashtag_performance: p.niche.map((n, i) => ({
          hashtag: `#${n}`,
          avg_engagement: round(Math.min(1, p.engagement_rate * (1.2 - i * 0.15)), 3),
        })),
      },
      brand_affinity: Object.fromEntries(
        [...new Set([...p.niche, 'food', 'travel'])]
          .slice(0, 4)
          .map((n, i) => [n.replace(/-/g, '_'), round(0.85 - i * 0.18 - r() * 0.1, 2)]),
      ),
    },
  };
}

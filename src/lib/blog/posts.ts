/** Ordering, related posts, filters and metadata for blog posts; pure so it is unit tested. */
import { BLOG_CATEGORIES } from './blog.schema';
import { fill } from '../copy/placeholders';
import { filterSlug } from '../ui/filter';

export interface PostLike {
  id: string;
  filePath?: string;
  data: { title: string; category: string; publishedAt: Date; tags: string[]; featured: boolean };
}

/** Featured first, then newest first (ties by title). */
export function sortPosts<T extends PostLike>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) =>
      Number(b.data.featured) - Number(a.data.featured) ||
      b.data.publishedAt.getTime() - a.data.publishedAt.getTime() ||
      a.data.title.localeCompare(b.data.title),
  );
}

/** The featured post may be at most this many months old at build time (docs/decisions/blog.md). */
export const FEATURED_MAX_AGE_MONTHS = 6;

/** The earliest date a featured post may carry at `now`: `FEATURED_MAX_AGE_MONTHS` calendar months before it (UTC). */
export function featuredCutoff(now: Date): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - FEATURED_MAX_AGE_MONTHS, now.getUTCDate(), 0, 0, 0),
  );
}

/**
 * Problems across posts: exactly one featured post; with `now` (the build's clock) also that the featured post is
 * not stale, i.e. published on or after `featuredCutoff(now)`.
 */
export function blogProblems(posts: readonly PostLike[], now?: Date): string[] {
  const problems: string[] = [];
  const featured = posts.filter((p) => p.data.featured);
  if (posts.length && featured.length !== 1) {
    problems.push(
      `content-collections/blog: exactly one post needs "featured: true" (found ${featured.length}: ${featured.map((p) => p.id).join(', ') || 'none'})`,
    );
  }
  const [only] = featured;
  if (now && featured.length === 1 && only && only.data.publishedAt < featuredCutoff(now)) {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    problems.push(
      `content-collections/blog/${only.id}: the featured post is from ${day(only.data.publishedAt)}, more than ${FEATURED_MAX_AGE_MONTHS} months before this build (${day(now)}); feature a post published on or after ${day(featuredCutoff(now))}`,
    );
  }
  return problems;
}

export function assertBlog(posts: readonly PostLike[], now?: Date): void {
  const problems = blogProblems(posts, now);
  if (problems.length) throw new Error(`Invalid blog posts:\n  - ${problems.join('\n  - ')}`);
}

/** Up to `n` other posts: same category first, then most shared tags, then newest. */
export function relatedPosts<T extends PostLike>(post: T, all: readonly T[], n = 3): T[] {
  const tags = new Set(post.data.tags.map((t) => t.toLowerCase()));
  const score = (p: T) =>
    (p.data.category === post.data.category ? 10 : 0) + p.data.tags.filter((t) => tags.has(t.toLowerCase())).length;
  return all
    .filter((p) => p.id !== post.id)
    .sort((a, b) => score(b) - score(a) || b.data.publishedAt.getTime() - a.data.publishedAt.getTime())
    .slice(0, n);
}

export const categorySlug = filterSlug;

/** How many posts each filter shows ('All' shows everything). */
export function filterCounts(posts: readonly PostLike[]): Record<string, number> {
  const counts: Record<string, number> = { All: posts.length };
  for (const c of BLOG_CATEGORIES) counts[c] = posts.filter((p) => p.data.category === c).length;
  return counts;
}

/** The reading time in words, from the blog copy's template ("{minutes} min read"). */
export function readTimeLabel(minutes: number, template: string): string {
  return fill(template, { minutes });
}

/** The author's initials on the post page's avatar (and the CMS preview): first letters of the first two words. */
export function authorInitials(name: string): string {
  return name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
}

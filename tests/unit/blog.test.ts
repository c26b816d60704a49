import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_FILTERS } from '~/lib/blog/blog.schema';
import {
  blogProblems,
  featuredCutoff,
  categorySlug,
  filterCounts,
  readTimeLabel,
  relatedPosts,
  sortPosts,
} from '~/lib/blog/posts';
import { estimateReadMinutes, readMinutes, readableText } from '~/lib/content/read-time';
import { publishNow } from '~/lib/content/publish';
import { blogPostingJsonLd } from '~/lib/seo';
import { isKnownRoute } from '~/config/routes';
import { resolveSchema } from '~/lib/content/schemas';
import { collectionFiles } from '~/lib/content/files';

type Post = {
  title: string;
  category: string;
  publishedAt: Date;
  updatedAt?: Date;
  tags: string[];
  featured: boolean;
  readTime?: number;
  excerpt: string;
  author: { name: string; role: string };
};
const schema = resolveSchema('blog');
const files = collectionFiles('blog');
const posts = files.map((f) => ({ id: f.id, filePath: f.filePath, body: f.body, data: schema.parse(f.data) as Post }));

describe('blog content', () => {
  it('every post file is a known route; other paths are not', () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) expect(isKnownRoute(`/blog/${p.id}`), p.id).toBe(true);
    expect(isKnownRoute('/blog/not-a-post')).toBe(false);
  });

  it('every post has a body of paragraphs and a reading time computed from it', () => {
    for (const p of posts) {
      const paragraphs = p.body.split(/\n{2,}/).filter((b) => b.trim() && !b.trim().startsWith('#'));
      expect(paragraphs.length, p.id).toBeGreaterThanOrEqual(2);
      expect(readMinutes(p), p.id).toBe(p.data.readTime ?? estimateReadMinutes(p.body));
      expect(readMinutes(p), p.id).toBeGreaterThanOrEqual(1);
    }
  });

  it("each post's reading time follows its own word count (200 words a minute, nearest minute)", () => {
    for (const p of posts) {
      const words = readableText(p.body).split(/\s+/).filter(Boolean).length;
      expect(readMinutes(p), `${p.id}: ${words} words`).toBe(Math.max(1, Math.round(words / 200)));
    }
  });

  it('the featured post is not stale: published within 6 months before a build today, and the newest', () => {
    const now = publishNow();
    const published = posts.filter((p) => p.data.publishedAt <= now);
    const [featured] = published.filter((p) => p.data.featured);
    expect(featured, 'a published featured post').toBeDefined();
    expect(featured.data.publishedAt >= featuredCutoff(now), featured.id).toBe(true);
    expect(Math.max(...published.map((p) => p.data.publishedAt.getTime()))).toBe(featured.data.publishedAt.getTime());
    expect(blogProblems(published, now)).toEqual([]);
  });

  it('exactly one post is featured and sorts first; the filters count every post once', () => {
    expect(blogProblems(posts)).toEqual([]);
    const sorted = sortPosts(posts);
    expect(sorted[0].data.featured).toBe(true);
    const counts = filterCounts(posts);
    expect(counts.All).toBe(posts.length);
    expect(BLOG_CATEGORIES.reduce((n, c) => n + counts[c], 0)).toBe(posts.length);
    for (const c of BLOG_CATEGORIES) expect(counts[c]).toBe(posts.filter((p) => p.data.category === c).length);
  });

  it('has the filter buttons of the spec, in order', () => {
    expect(BLOG_FILTERS).toEqual(['All', 'Trends', 'Strategy', 'Platform Updates', 'Platform Focus', 'Analytics']);
  });
});

describe('reading time', () => {
  it('is 200 words a minute to the nearest minute, at least 1, ignoring MDX imports, tags and link targets', () => {
    expect(estimateReadMinutes('word '.repeat(401))).toBe(2);
    expect(estimateReadMinutes('word '.repeat(240))).toBe(1);
    expect(estimateReadMinutes('word '.repeat(320))).toBe(2);
    expect(estimateReadMinutes('word '.repeat(700))).toBe(4);
    expect(estimateReadMinutes('')).toBe(1);
    const markup = `import X from './x.astro';\n\n<X client:load prop="a b c d e f" />\n\n[link](https://example.com/${'a/'.repeat(300)})\n\n${'word '.repeat(400)}`;
    expect(estimateReadMinutes(markup)).toBe(2);
  });
  it('a readTime in the frontmatter overrides the estimate', () => {
    expect(readMinutes({ body: 'word '.repeat(1000), data: { readTime: 2 } })).toBe(2);
    expect(readMinutes({ body: 'word '.repeat(1000), data: {} })).toBe(5);
  });
});

describe('blog schema', () => {
  const good = files[0].data;
  it('names the field that is wrong', () => {
    const r = schema.safeParse({ ...good, category: 'News', readTime: '5 minutes' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['category', 'readTime']));
    expect(r.error!.issues.find((i) => i.path[0] === 'category')!.message).toBe(
      `category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
    );
  });
  it('requires author name and role', () => {
    const r = schema.safeParse({ ...good, author: { name: 'A' } });
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['author.role']);
  });
  it('reports a featured post more than 6 months older than the build, naming the post and the cut-off', () => {
    const old = [
      {
        id: 'old',
        data: { title: 'Old', category: 'Trends', publishedAt: new Date('2025-03-18'), tags: [], featured: true },
      },
    ];
    expect(blogProblems(old, new Date('2025-09-18T12:00:00Z'))).toEqual([]);
    expect(blogProblems(old, new Date('2026-12-06T12:00:00Z'))).toEqual([
      'content-collections/blog/old: the featured post is from 2025-03-18, more than 6 months before this build (2026-12-06); feature a post published on or after 2026-06-06',
    ]);
    expect(blogProblems(old)).toEqual([]);
  });
  it('reports two featured posts', () => {
    const two = posts.map((p, i) => (i < 2 ? { ...p, data: { ...p.data, featured: true } } : p));
    expect(blogProblems(two)[0]).toMatch(/exactly one post needs "featured: true" \(found 3/);
  });
});

describe('post helpers', () => {
  const mk = (id: string, category: string, date: string, tags: string[], featured = false) => ({
    id,
    data: { title: id, category, publishedAt: new Date(date), tags, featured },
  });
  it('sorts featured first, then newest first', () => {
    const list = [
      mk('a', 'Trends', '2025-01-01', []),
      mk('b', 'Trends', '2025-02-01', []),
      mk('c', 'Trends', '2024-01-01', [], true),
    ];
    expect(sortPosts(list).map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });
  it('relates by category, then shared tags, then date, never the post itself', () => {
    const me = mk('me', 'Strategy', '2025-01-01', ['ROI', 'D2C']);
    const list = [
      me,
      mk('cat', 'Strategy', '2024-01-01', []),
      mk('tags2', 'Trends', '2024-01-01', ['roi', 'd2c']),
      mk('tag1', 'Trends', '2025-03-01', ['ROI']),
      mk('none', 'Trends', '2025-04-01', []),
    ];
    expect(relatedPosts(me, list, 3).map((p) => p.id)).toEqual(['cat', 'tags2', 'tag1']);
  });
  it('labels and slugs', () => {
    expect(readTimeLabel(4, '{minutes} min read')).toBe('4 min read');
    expect(categorySlug('Platform Updates')).toBe('platform-updates');
  });
});

describe('JSON-LD', () => {
  it('BlogPosting carries headline, dates, author and publisher', () => {
    const p = posts[0].data;
    const ld = blogPostingJsonLd({
      ...p,
      readTime: readMinutes(posts[0]),
      image: 'https://x.example/i.svg',
      url: 'https://x.example/blog/a',
      brand: 'B',
      siteUrl: 'https://x.example',
    });
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: p.title,
      author: { '@type': 'Person', name: p.author.name },
      publisher: { name: 'B' },
      mainEntityOfPage: { '@id': 'https://x.example/blog/a' },
    });
    expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

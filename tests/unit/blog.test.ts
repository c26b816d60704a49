import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_FILTERS } from '~/lib/blog/blog.schema';
import { blogProblems, categorySlug, filterCounts, readTimeLabel, relatedPosts, sortPosts } from '~/lib/blog/posts';
import { estimateReadMinutes, readMinutes } from '~/lib/content/read-time';
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
  it('is 200 words a minute rounded up, at least 1, ignoring MDX imports, tags and link targets', () => {
    expect(estimateReadMinutes('word '.repeat(401))).toBe(3);
    expect(estimateReadMinutes('')).toBe(1);
    const markup = `import X from './x.astro';\n\n<X client:load prop="a b c d e f" />\n\n[link](https://example.com/${'a/'.repeat(300)})\n\n${'word '.repeat(200)}`;
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

import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { blogPostSchema, BLOG_CATEGORIES, BLOG_FILTERS } from '~/lib/blog/schema';
import { blogProblems, categorySlug, estimateReadMinutes, filterCounts, readTimeLabel, relatedPosts, sortPosts } from '~/lib/blog/posts';
import { buildRss, escapeXml } from '~/lib/blog/rss';
import { blogPostingJsonLd } from '~/lib/blog/jsonld';
import { BLOG_POST_IDS, isKnownRoute } from '~/config/routes';
import { readMdx } from './content-files';

const schema = blogPostSchema(z.string());
const files = readMdx('blog');
const posts = files.map((f) => ({ id: f.id, filePath: f.filePath, body: f.body, data: schema.parse(f.data) }));

describe('blog content', () => {
  it('has the 6 posts listed in routes.ts, each valid against the schema the build uses', () => {
    expect(files.map((f) => f.id).sort()).toEqual([...BLOG_POST_IDS].sort());
    for (const id of BLOG_POST_IDS) expect(isKnownRoute(`/blog/${id}`)).toBe(true);
    expect(isKnownRoute('/blog/not-a-post')).toBe(false);
  });

  it('has real bodies of several paragraphs, and a readTime that matches the text', () => {
    for (const p of posts) {
      const paragraphs = p.body.split(/\n{2,}/).filter((b) => b.trim() && !b.trim().startsWith('#'));
      expect(paragraphs.length, p.id).toBeGreaterThanOrEqual(6);
      expect(Math.abs(p.data.readTime - estimateReadMinutes(p.body)), p.id).toBeLessThanOrEqual(1);
    }
  });

  it('only the first post is featured, and every category has at least one post', () => {
    expect(blogProblems(posts)).toEqual([]);
    const sorted = sortPosts(posts);
    expect(sorted[0]!.data.featured).toBe(true);
    expect(sorted.filter((p) => p.data.featured)).toHaveLength(1);
    const counts = filterCounts(posts);
    expect(counts).toEqual({ All: 6, Trends: 1, Strategy: 2, 'Platform Updates': 1, 'Platform Focus': 1, Analytics: 1 });
    expect(BLOG_FILTERS).toEqual(['All', 'Trends', 'Strategy', 'Platform Updates', 'Platform Focus', 'Analytics']);
  });
});

describe('blog schema', () => {
  const good = files[0]!.data;
  it('names the field that is wrong', () => {
    const r = schema.safeParse({ ...good, category: 'News', readTime: '5 minutes' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['category', 'readTime']));
    expect(r.error!.issues.find((i) => i.path[0] === 'category')!.message).toBe(`category must be one of: ${BLOG_CATEGORIES.join(', ')}`);
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
  const mk = (id: string, category: string, date: string, tags: string[], featured = false) => ({ id, data: { title: id, category, publishedAt: new Date(date), tags, featured } });
  it('sorts featured first, then newest first', () => {
    const list = [mk('a', 'Trends', '2025-01-01', []), mk('b', 'Trends', '2025-02-01', []), mk('c', 'Trends', '2024-01-01', [], true)];
    expect(sortPosts(list).map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });
  it('relates by category, then shared tags, then date, never the post itself', () => {
    const me = mk('me', 'Strategy', '2025-01-01', ['ROI', 'D2C']);
    const list = [me, mk('cat', 'Strategy', '2024-01-01', []), mk('tags2', 'Trends', '2024-01-01', ['roi', 'd2c']), mk('tag1', 'Trends', '2025-03-01', ['ROI']), mk('none', 'Trends', '2025-04-01', [])];
    expect(relatedPosts(me, list, 3).map((p) => p.id)).toEqual(['cat', 'tags2', 'tag1']);
  });
  it('labels and slugs', () => {
    expect(readTimeLabel(4)).toBe('4 min read');
    expect(categorySlug('Platform Updates')).toBe('platform-updates');
    expect(estimateReadMinutes('word '.repeat(401))).toBe(3);
    expect(estimateReadMinutes('')).toBe(1);
  });
});

describe('RSS and JSON-LD', () => {
  it('escapes XML', () => {
    expect(escapeXml(`a & b < c > "d" 'e'`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  });
  it('builds an RSS 2.0 channel with items newest first', () => {
    const xml = buildRss({
      title: 'T & Co', link: 'https://x.example/blog', description: 'D', selfLink: 'https://x.example/rss.xml',
      items: [
        { title: 'Old', link: 'https://x.example/blog/old', description: 'o', pubDate: new Date('2024-01-01T00:00:00Z') },
        { title: 'New <b>', link: 'https://x.example/blog/new', description: 'n', pubDate: new Date('2025-01-01T00:00:00Z'), category: 'Trends', author: 'A' },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>T &amp; Co</title>');
    expect(xml.indexOf('New &lt;b&gt;')).toBeLessThan(xml.indexOf('<title>Old</title>'));
    expect(xml).toContain('<pubDate>Wed, 01 Jan 2025 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Wed, 01 Jan 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<atom:link href="https://x.example/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain('<category>Trends</category>');
  });
  it('BlogPosting carries headline, dates, author and publisher', () => {
    const p = posts[0]!.data;
    const ld = blogPostingJsonLd({ ...p, image: 'https://x.example/i.svg', url: 'https://x.example/blog/a', brand: 'B', siteUrl: 'https://x.example' });
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: p.title, author: { '@type': 'Person', name: p.author.name }, publisher: { name: 'B' }, mainEntityOfPage: { '@id': 'https://x.example/blog/a' } });
    expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

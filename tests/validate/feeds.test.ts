/**
 * rss.xml read by a feed reader's parser (@rowanmanning/feed-parser) and checked as strict XML; the sitemaps read
 * by an XML parser (fast-xml-parser). Every sitemap URL and every feed link is requested from the built site,
 * served as in production (local-netlify/serve.mjs: dist/ through @netlify/dev with netlify.toml's redirects), and
 * must answer 200 without a redirect and be the page's canonical URL. VALIDATE_PORT picks the port (default:
 * any free one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseFeed } from '@rowanmanning/feed-parser';
import { site } from '~/config/site';
import { startServer } from '../../local-netlify/serve.mjs';
import { builtPages, dist } from './support/site';

const origin = new URL(site.url).origin;
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'item'].includes(name) });
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: Number(process.env.VALIDATE_PORT ?? 0), quiet: true });
});
afterAll(async () => {
  await server?.close();
});

/** Requests a public URL of the site from the local server; redirects are not followed (they would not be 200). */
async function get(publicUrl: string) {
  const url = new URL(publicUrl);
  expect(url.origin, publicUrl).toBe(origin);
  return fetch(new URL(url.pathname + url.search, server.url), { redirect: 'manual' });
}

async function answersCanonically(publicUrl: string): Promise<string[]> {
  const res = await get(publicUrl);
  if (res.status !== 200) return [`${publicUrl}: status ${res.status}`];
  const canonical = canonicalOf(await res.text());
  return canonical === publicUrl ? [] : [`${publicUrl}: canonical is ${canonical ?? 'missing'}`];
}

describe('sitemaps', () => {
  const index = read('sitemap-index.xml');
  const sitemapUrls: string[] = xml.parse(index).sitemapindex?.sitemap?.map((s: { loc: string }) => s.loc) ?? [];

  it('the index is well-formed and lists at least one sitemap, as robots.txt announces', () => {
    expect(XMLValidator.validate(index)).toBe(true);
    expect(sitemapUrls.length).toBeGreaterThan(0);
    expect(read('robots.txt')).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
  });

  it('every sitemap is served, well-formed, and every URL in it answers 200 and is canonical', async () => {
    const locs: string[] = [];
    for (const sitemapUrl of sitemapUrls) {
      const res = await get(sitemapUrl);
      expect(res.status, sitemapUrl).toBe(200);
      const body = await res.text();
      expect(XMLValidator.validate(body), sitemapUrl).toBe(true);
      const urls: Array<{ loc: string }> = xml.parse(body).urlset?.url ?? [];
      locs.push(...urls.map((u) => u.loc));
    }
    expect(locs.length).toBeGreaterThan(0);
    expect(
      locs.filter((l, i) => locs.indexOf(l) !== i),
      'duplicates',
    ).toEqual([]);
    const problems = (await Promise.all(locs.map(answersCanonically))).flat();
    expect(problems).toEqual([]);

    // And the other way round: every page meant for search engines is listed; no noindex page is.
    const indexable = builtPages()
      .filter((p) => !noindex(p.html))
      .map((p) => canonicalOf(p.html));
    expect(
      indexable.filter((c) => c && !locs.includes(c)),
      'indexable pages missing from the sitemap',
    ).toEqual([]);
    const hidden = builtPages()
      .filter((p) => noindex(p.html))
      .map((p) => canonicalOf(p.html) ?? p.route);
    expect(
      locs.filter((l) => hidden.includes(l)),
      'noindex pages listed in the sitemap',
    ).toEqual([]);
  });
});

describe('rss.xml', () => {
  const body = read('rss.xml');

  it('is well-formed XML and a valid RSS 2.0 feed for a feed reader', () => {
    expect(XMLValidator.validate(body)).toBe(true);
    const feed = parseFeed(body);
    expect(feed.meta.type).toBe('rss');
    expect(feed.meta.version).toBe('2.0');
    expect(feed.title).toBeTruthy();
    expect(feed.description).toBeTruthy();
    expect(feed.url).toBe(`${origin}/blog`);
    // The self link is recommended, not required: when present it must point at the feed.
    if (feed.self !== null) expect(feed.self).toBe(`${origin}/rss.xml`);
  });

  it('every item has a title, link, date and description; links answer 200 and are canonical', async () => {
    const feed = parseFeed(body);
    const posts = builtPages().filter(
      (p) => /^blog\/[^/]+\.html$/.test(p.file) || /^blog\/[^/]+\/index\.html$/.test(p.file),
    );
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.length).toBe(posts.length);
    const problems: string[] = [];
    for (const [i, item] of feed.items.entries()) {
      const where = `item ${i + 1} (${item.title ?? 'untitled'})`;
      if (!item.title?.trim()) problems.push(`${where}: no title`);
      if (!item.description?.trim()) problems.push(`${where}: no description`);
      if (!item.published || Number.isNaN(item.published.getTime())) problems.push(`${where}: no valid pubDate`);
      else if (item.published.getTime() > Date.now()) problems.push(`${where}: pubDate in the future`);
      if (!item.url) problems.push(`${where}: no link`);
    }
    problems.push(
      ...(await Promise.all(feed.items.filter((item) => item.url).map((item) => answersCanonically(item.url!)))).flat(),
    );
    expect(problems).toEqual([]);
    const dates = feed.items.map((item) => item.published!.getTime());
    expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a));
  });

  it('is served as RSS', async () => {
    const res = await get(`${origin}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/(rss\+)?xml/);
  });
});

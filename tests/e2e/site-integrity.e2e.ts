/**
 * Checks over the built site (dist/, built by `npm run test:e2e`): every internal link and asset resolves;
 * every page has a unique title, a description, a canonical URL (none on noindex pages), Open Graph and Twitter tags, and JSON-LD
 * that parses and names a schema.org type.
 */
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes, redirects } from '../../src/config/routes';

const REDIRECTS = redirects();

const dist = join(import.meta.dirname, '..', '..', 'dist');
const pages = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'))
  .map((file) => ({
    file,
    route: `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`,
    html: readFileSync(join(dist, file), 'utf8'),
  }));

function resolves(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]);
  if (clean === '/' || clean in REDIRECTS || clean.startsWith('/api/')) return true;
  const rel = clean.replace(/^\//, '').replace(/\/$/, '');
  return [rel, `${rel}.html`, `${rel}/index.html`].some((c) => existsSync(join(dist, c)));
}

const attr = (html: string, re: RegExp) => html.match(re)?.[1];

test.describe('built site integrity', () => {
  test('has a page for every route (page files and collection entries) and no other', () => {
    const built = pages.map((p) => p.route.replace(/\/$/, '') || '/').filter((r) => r !== '/404');
    expect(new Set(built)).toEqual(new Set(allRoutes()));
  });

  for (const page of pages)
    test(`${page.route}: internal links and assets resolve`, () => {
      const refs = [...page.html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)]
        .map((m) => m[1])
        .filter((h) => !h.startsWith('//'));
      const broken = refs.filter((r) => !resolves(r));
      expect(broken).toEqual([]);
    });

  test('the sitemap lists every indexable route (pages marked noindex excluded) and nothing else', () => {
    const xml = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname.replace(/\/$/, '') || '/',
    );
    const noindex = new Set(
      pages
        .filter((p) => /<meta name="robots" content="[^"]*noindex/.test(p.html))
        .map((p) => p.route.replace(/\/$/, '') || '/'),
    );
    expect(noindex.has('/admin')).toBe(true);
    expect(new Set(listed)).toEqual(new Set(allRoutes().filter((r) => !noindex.has(r))));
  });

  test('every page has a unique title', () => {
    const titles = pages.map((p) => attr(p.html, /<title>([^<]*)<\/title>/));
    expect(titles.every(Boolean)).toBe(true);
    const dupes = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(dupes).toEqual([]);
  });

  for (const page of pages)
    test(`${page.route}: description, canonical, social tags, JSON-LD`, () => {
      const { route } = page;
      const { html } = page;
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
      if (noindex) {
        // 404, admin, the CMS and the pages reached from a personal link only (the newsletter's unsubscribe page, a
        // prospect's /my-data): a canonical URL (or og:url) would contradict noindex
        expect(canonical).toBeUndefined();
        expect(html).not.toContain('property="og:url"');
        expect(['/404', '/admin', '/cms', '/unsubscribe', '/my-data']).toContain(route);
      } else {
        expect(canonical).toMatch(/^https:\/\//);
        expect(canonical).not.toMatch(/\.html$/);
        expect(new URL(canonical!).pathname).toBe(route);
      }
      for (const p of ['og:title', 'og:description', 'og:image', 'og:type'])
        expect(html, p).toContain(`property="${p}"`);
      for (const n of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
        expect(html, n).toContain(`name="${n}"`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      const types = blocks.map((b) => b['@type']);
      expect(types).toContain('Organization');
      expect(types).toContain('WebSite');
      for (const b of blocks) {
        expect(b['@context']).toBe('https://schema.org');
        expect(typeof b['@type']).toBe('string');
      }
    });
});

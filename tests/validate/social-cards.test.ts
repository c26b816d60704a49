/**
 * Social cards on the built site: every page's og:image / twitter:image is an absolute URL of a file in
 * dist/, a 1200×630 PNG, sized and described in the head; two stories get different cards; the words of the card
 * (its alt text, made from the same input as the drawing) come from the page's own content.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site } from '~/config/site';
import { hasCard } from '~/lib/seo/og/card';
import { builtPages, dist, jsonLdBlocks, type BuiltPage } from './support/site';
import { readMinutes } from '~/lib/content/read-time';

const all = builtPages();
const pages = all.filter((p) => hasCard(p.route));
const origin = new URL(site.url).origin;

function meta(page: BuiltPage, key: string): string | undefined {
  const m = page.html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return m?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
function png(page: BuiltPage): Buffer {
  const url = new URL(meta(page, 'og:image')!);
  return readFileSync(join(dist, url.pathname));
}
function frontmatter(file: string): Record<string, unknown> {
  const src = readFileSync(join(import.meta.dirname, '..', '..', 'content-collections', file), 'utf8');
  return parse(src.split(/^---$/m)[1]) as Record<string, unknown>;
}
const page = (route: string) => pages.find((p) => p.route === route)!;

describe('social cards', () => {
  it.each(pages.map((p) => [p.route, p] as const))(
    '%s has its own 1200×630 PNG card, absolute and described',
    (_route, p) => {
      const image = meta(p, 'og:image');
      expect(image, 'og:image').toMatch(new RegExp(`^${origin}/og/[a-z0-9/-]+\\.[0-9a-f]{16}\\.png$`));
      expect(meta(p, 'twitter:image')).toBe(image);
      expect(meta(p, 'twitter:card')).toBe('summary_large_image');
      expect(meta(p, 'og:image:width')).toBe('1200');
      expect(meta(p, 'og:image:height')).toBe('630');
      expect(meta(p, 'og:image:alt')?.length).toBeGreaterThan(10);
      const file = join(dist, new URL(image!).pathname);
      expect(existsSync(file), file).toBe(true);
      const bytes = png(p);
      expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
      expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
      for (const ld of jsonLdBlocks(p))
        if ('image' in ld) expect((ld.image as string[])[0], `${p.route} JSON-LD image`).toBe(image);
    },
  );

  it('pages without a card (the CMS) keep the site-wide image', () => {
    for (const p of all.filter((x) => !hasCard(x.route))) expect(meta(p, 'og:image')).toBe(`${origin}/og-image.png`);
    expect(pages.length).toBeGreaterThan(40);
  });

  it('differs between two stories and between two pages', () => {
    const [a, b] = [page('/customer-stories/chumbak'), page('/customer-stories/plum')];
    expect(meta(a, 'og:image')).not.toBe(meta(b, 'og:image'));
    expect(png(a).equals(png(b))).toBe(false);
    expect(new Set(pages.map((p) => meta(p, 'og:image'))).size).toBe(pages.length);
  });

  it("draws a story's title, company, industry and headline result from its content", () => {
    const d = frontmatter('customer-stories/chumbak.mdx') as {
      title: string;
      companyName: string;
      industry: string;
      results: { title: string }[];
    };
    const alt = meta(page('/customer-stories/chumbak'), 'og:image:alt')!;
    for (const text of [d.title, d.companyName, d.industry, d.results[0].title]) expect(alt).toContain(text);
  });

  it("draws a post's title, category and read time from its content", () => {
    const file = 'blog/audience-quality-and-fake-follower-detection.mdx';
    const d = frontmatter(file) as { title: string; category: string; readTime?: number };
    const body = readFileSync(join(import.meta.dirname, '..', '..', 'content-collections', file), 'utf8')
      .split(/^---$/m)
      .slice(2)
      .join('---');
    const alt = meta(page('/blog/audience-quality-and-fake-follower-detection'), 'og:image:alt')!;
    for (const text of [d.title, d.category, `${readMinutes({ body, data: d })} min read`]) expect(alt).toContain(text);
  });

  it("draws other pages' title and section", () => {
    const p = page('/pricing');
    const title = meta(p, 'og:title')!.replace(` | ${site.brand}`, '');
    expect(meta(p, 'og:image:alt')).toContain(`${site.brand} Pricing: ${title}`);
    expect(meta(page('/terms'), 'og:image:alt')).toContain('Legal');
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CARD_PATH_PATTERN,
  hasCard,
  cardAlt,
  cardHash,
  cardInput,
  cardPath,
  cardSlug,
  cardTitle,
  clip,
  sectionOf,
} from '~/lib/seo/og/card';
import { cardStats, ensureCard } from '~/lib/seo/og/render';
import { buildSeo, withImageFirst } from '~/lib/seo';
import { uiCopySchema } from '~/lib/ui/ui-copy.schema';
import { collectionFiles } from '~/lib/content/files';

const sections = uiCopySchema.parse(collectionFiles('ui')[0].data).cardSections;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social card inputs', () => {
  it('names cards after the page path', () => {
    expect(cardSlug('/')).toBe('home');
    expect(cardSlug('/pricing')).toBe('pricing');
    expect(cardSlug('/blog/some-post.html')).toBe('blog/some-post');
    expect(cardSlug('/tools/index.html')).toBe('tools');
    expect(cardPath('/customer-stories/chumbak', '0123456789abcdef')).toBe(
      '/og/customer-stories/chumbak.0123456789abcdef.png',
    );
    expect(CARD_PATH_PATTERN.test(cardPath('/customer-stories/chumbak', '0123456789abcdef'))).toBe(true);
  });

  it('gives every page a card but the CMS', () => {
    for (const p of ['/', '/admin', '/404', '/blog/x', '/cmsx']) expect(hasCard(p)).toBe(true);
    for (const p of ['/cms', '/cms/', '/cms/posts', '/cms.html']) expect(hasCard(p)).toBe(false);
  });

  it('finds the section of other pages from the path', () => {
    expect(sectionOf('/', sections)).toBe('Home');
    expect(sectionOf('/terms', sections)).toBe('Legal');
    expect(sectionOf('/influencer-api/docs', sections)).toBe('Influencer Data API');
    expect(sectionOf('/tools/post-checker', sections)).toBe('Free Tools');
    expect(sectionOf('/something-new', sections)).toBe('Something New');
  });

  it('drops the brand suffix from the title and keeps what the page says', () => {
    expect(cardTitle('Pricing | Brandly', 'Brandly')).toBe('Pricing');
    expect(cardTitle('Brandly', 'Brandly')).toBe('Brandly');
    const input = cardInput(
      { path: '/customer-stories/x', title: 'X Case Study: Growth', brand: 'Brandly', sections },
      {
        title: 'Growth',
        kicker: 'Customer Story',
        facts: ['X', ' Travel ', ''],
        highlight: { value: '2M+', label: 'Impressions.' },
      },
    );
    expect(input).toEqual({
      title: 'Growth',
      brand: 'Brandly',
      kicker: 'Customer Story',
      facts: ['X', 'Travel'],
      highlight: { value: '2M+', label: 'Impressions.' },
    });
    expect(cardAlt(input)).toBe('Brandly Customer Story: Growth. X, Travel. 2M+ Impressions.');
    expect(cardInput({ path: '/pricing', title: 'Plans', brand: 'Brandly', sections }).kicker).toBe('Pricing');
  });

  it('hashes every input, the template and the fonts', () => {
    const a = cardInput({ path: '/a', title: 'A', brand: 'B', sections });
    expect(cardHash(a, 'f1')).toBe(cardHash({ ...a }, 'f1'));
    expect(cardHash(a, 'f1')).not.toBe(cardHash({ ...a, title: 'A2' }, 'f1'));
    expect(cardHash(a, 'f1')).not.toBe(cardHash({ ...a, facts: ['x'] }, 'f1'));
    expect(cardHash(a, 'f1')).not.toBe(cardHash(a, 'f2'));
    expect(cardHash(a, 'f1')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('clips long text on a word boundary', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a fairly long sentence that goes on', 20)).toBe('a fairly long…');
  });
});

describe('social card head and JSON-LD', () => {
  it('puts the card first in page JSON-LD images and sizes it in Open Graph', () => {
    const seo = buildSeo({
      siteUrl: 'https://www.example.test',
      brand: 'Brandly',
      description: 'D.',
      title: 'P',
      path: '/p',
      image: '/og/p.0123456789abcdef.png',
      imageAlt: 'Alt',
      imageWidth: 1200,
      imageHeight: 630,
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Article', image: ['https://www.example.test/hero.jpg'] },
        { '@context': 'https://schema.org', '@type': 'BreadcrumbList' },
      ],
    });
    const byKey = Object.fromEntries(seo.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(byKey).toMatchObject({
      'og:image': 'https://www.example.test/og/p.0123456789abcdef.png',
      'twitter:image': 'https://www.example.test/og/p.0123456789abcdef.png',
      'twitter:card': 'summary_large_image',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Alt',
    });
    expect((seo.jsonLd[2] as { image?: unknown }).image).toEqual([
      'https://www.example.test/og/p.0123456789abcdef.png',
      'https://www.example.test/hero.jpg',
    ]);
    expect(seo.jsonLd[3]).not.toHaveProperty('image');
    expect(withImageFirst([{ image: 'x' }], 'x')).toEqual([{ image: ['x'] }]);
  });
});

describe('drawing cards', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws a 1200×630 PNG once and serves it from the cache after', async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-cards-'));
    const input = cardInput(
      { path: '/blog/x', title: 'A post about creators | Brandly', brand: 'Brandly', sections },
      { kicker: 'Blog', facts: ['Strategy', '6 min read'] },
    );
    const before = { ...cardStats };
    const first = await ensureCard('/blog/x', input, dir);
    expect(cardStats.rendered).toBe(before.rendered + 1);
    const second = await ensureCard('/blog/x', input, dir);
    expect(cardStats.rendered).toBe(before.rendered + 1);
    expect(cardStats.cached).toBe(before.cached + 1);
    expect(second).toEqual(first);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const { readFile } = await import('node:fs/promises');
    expect(pngSize(await readFile(join(dir, files[0])))).toEqual({ width: 1200, height: 630 });
  }, 60_000);
});

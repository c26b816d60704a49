import { describe, expect, it } from 'vitest';
import { breadcrumbs, buildSeo, canonicalUrl, serializeJsonLd } from '~/lib/seo';
import { pageTitle } from '~/lib/seo/meta';

const base = {
  siteUrl: 'https://www.example.test',
  brand: 'Brandly',
  description: 'A page description.',
  imageAlt: 'Brandly: influencer marketing platform',
};

describe('SEO head', () => {
  it('builds title, canonical, Open Graph, Twitter and robots', () => {
    const seo = buildSeo({ ...base, title: 'Pricing', path: '/pricing' });
    expect(seo.title).toBe('Pricing | Brandly');
    expect(seo.canonical).toBe('https://www.example.test/pricing');
    const byKey = Object.fromEntries(seo.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(byKey).toMatchObject({
      description: 'A page description.',
      robots: 'index, follow',
      'og:title': 'Pricing | Brandly',
      'og:url': 'https://www.example.test/pricing',
      'og:image': 'https://www.example.test/og-image.png',
      'twitter:card': 'summary_large_image',
    });
  });

  it('adds Organization and WebSite JSON-LD on every page, then the page own', () => {
    const page = { '@context': 'https://schema.org', '@type': 'Product', name: 'Pro' } as const;
    const seo = buildSeo({ ...base, title: 'X', path: '/x', jsonLd: [page] });
    expect(seo.jsonLd.map((j) => (j as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite', 'Product']);
  });

  it('noindex pages say so', () => {
    expect(buildSeo({ ...base, title: 'Admin', path: '/admin', noindex: true }).robots).toBe('noindex, nofollow');
  });

  it('a noindex page (404, admin) has no canonical URL and no og:url', () => {
    const seo = buildSeo({ ...base, title: 'Page Not Found', path: '/404.html', noindex: true });
    expect(seo.canonical).toBeNull();
    expect(seo.meta.some((m) => m.property === 'og:url')).toBe(false);
    expect(
      buildSeo({ ...base, title: 'Pricing', path: '/pricing' }).meta.find((m) => m.property === 'og:url')?.content,
    ).toBe('https://www.example.test/pricing');
  });

  it('the <title> fits in 60 characters: with the brand, else alone, else the short title; else the build stops', () => {
    const t55 = 'Emami grew trial and repeat purchase of its cooking oil';
    expect(pageTitle('Pricing', 'Brandly')).toBe('Pricing | Brandly');
    expect(pageTitle(t55, 'Brandly')).toBe(t55);
    expect(pageTitle(`Emami Case Study: ${t55}`, 'Brandly', t55)).toBe(t55);
    expect(pageTitle('Plans', 'Brandly', 'P')).toBe('Plans | Brandly');
    expect(() => pageTitle('x'.repeat(61), 'Brandly', undefined, '/blog/x')).toThrow(
      /^SEO: page \/blog\/x needs a title of at most 60 characters/,
    );
    expect(() => buildSeo({ ...base, description: 'd'.repeat(161), title: 'T', path: '/p' })).toThrow(
      'SEO: page /p has a description of 161 characters; at most 160',
    );
  });

  it('refuses a page without title or description', () => {
    expect(() => buildSeo({ ...base, title: ' ', path: '/' })).toThrow(/title/);
    expect(() => buildSeo({ ...base, description: '', title: 'T', path: '/' })).toThrow(/description/);
  });

  it('canonical drops query, hash and trailing slash', () => {
    expect(canonicalUrl('/blog/?a=1#x', base.siteUrl)).toBe('https://www.example.test/blog');
    expect(canonicalUrl('/', base.siteUrl)).toBe('https://www.example.test/');
    expect(canonicalUrl('/pricing.html', base.siteUrl)).toBe('https://www.example.test/pricing');
    expect(canonicalUrl('/index.html', base.siteUrl)).toBe('https://www.example.test/');
    expect(canonicalUrl('/blog/index.html', base.siteUrl)).toBe('https://www.example.test/blog');
  });

  it('JSON-LD serialisation cannot close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });

  it('breadcrumbs are positioned absolute URLs', () => {
    expect(
      breadcrumbs(
        [
          ['Home', '/'],
          ['Blog', '/blog'],
        ],
        base.siteUrl,
      ),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://www.example.test/' },
        { position: 2, name: 'Blog', item: 'https://www.example.test/blog' },
      ],
    });
  });
});

import { faqPageJsonLd } from '~/lib/seo';
describe('FAQPage JSON-LD', () => {
  it('lists each question with its accepted answer', () => {
    expect(faqPageJsonLd([{ question: 'Q1?', answer: 'A1.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } }],
    });
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, shareLinks, COPY_LINK_MESSAGE } from '~/lib/case-studies/share';
import { ALL, countLabel, filterCss, noScriptFilterCss, filterFromSearch, industryOptions, industrySlug, matchesFilter } from '~/lib/case-studies/filter';
import { storyJsonLd } from '~/lib/case-studies/jsonld';

describe('share links', () => {
  it('carry the encoded page address', () => {
    const url = 'https://www.example.com/customer-stories/plum?x=1&y=2';
    const links = shareLinks(url, 'Plum & co');
    const enc = encodeURIComponent(url);
    expect(links.map((l) => l.network)).toEqual(['x', 'facebook', 'linkedin']);
    expect(links[0]!.href).toBe(`https://x.com/intent/post?url=${enc}&text=Plum%20%26%20co`);
    expect(links[1]!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc}`);
    expect(links[2]!.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc}`);
    expect(COPY_LINK_MESSAGE).toBe('Link copied to clipboard!');
  });
});

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());
  it('uses the Clipboard API when present', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('https://x.example/a')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.example/a');
  });
  it('falls back to execCommand when the Clipboard API refuses, and cleans up', async () => {
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: async () => { throw new Error('denied'); } }, configurable: true });
    const exec = vi.fn(() => true);
    (document as unknown as { execCommand: typeof exec }).execCommand = exec;
    expect(await copyText('https://x.example/b')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('industry filter', () => {
  const items = [{ industry: 'Food & Beverage' }, { industry: 'Travel' }, { industry: 'Food & Beverage' }];
  it('slugs, options and matching', () => {
    expect(industrySlug('Food & Beverage')).toBe('food-and-beverage');
    expect(industryOptions(items)).toEqual([
      { value: 'food-and-beverage', label: 'Food & Beverage', count: 2 },
      { value: 'travel', label: 'Travel', count: 1 },
    ]);
    expect(matchesFilter('Travel', ALL)).toBe(true);
    expect(matchesFilter('Travel', 'travel')).toBe(true);
    expect(matchesFilter('Travel', 'food-and-beverage')).toBe(false);
  });
  it('reads the choice from the query string, ignoring unknown values', () => {
    expect(filterFromSearch('?industry=travel', ['all', 'travel'])).toBe('travel');
    expect(filterFromSearch('?industry=cars', ['all', 'travel'])).toBe(ALL);
    expect(filterFromSearch('?category=trends', ['all', 'trends'], 'category')).toBe('trends');
    expect(countLabel(1, ['story', 'stories'])).toBe('Showing 1 story');
    expect(countLabel(18, ['story', 'stories'])).toBe('Showing 18 stories');
  });
  it('generates CSS that hides the other cards while a value is checked (works without JavaScript)', () => {
    expect(filterCss('#scope', ['a'])).toBe('#scope[data-filter-value="a"] [data-industry]:not([data-industry="a"]){display:none}');
    expect(filterCss('#p', ['x', 'y'], 'data-category').split('\n')).toEqual([
      '#p[data-filter-value="x"] [data-category]:not([data-category="x"]){display:none}',
      '#p[data-filter-value="y"] [data-category]:not([data-category="y"]){display:none}',
    ]);
    expect(noScriptFilterCss('#scope', ['a'])).toBe('#scope:has(input[value="a"]:checked) [data-industry]:not([data-industry="a"]){display:none}');
    expect(noScriptFilterCss('#p', ['x', 'y'], 'data-category').split('\n')).toHaveLength(2);
  });
});

describe('story JSON-LD', () => {
  it('is an Article about the company', () => {
    const ld = storyJsonLd({ heroTitle: 'H', excerpt: 'E', companyName: 'Plum', industry: 'Beauty', tags: ['A'], publishedAt: new Date('2025-01-20'), url: 'https://x.example/customer-stories/plum', image: 'https://x.example/i.svg', brand: 'B', siteUrl: 'https://x.example' });
    expect(ld).toMatchObject({ '@type': 'Article', headline: 'H', datePublished: '2025-01-20', about: { name: 'Plum' }, mainEntityOfPage: { '@id': 'https://x.example/customer-stories/plum' } });
  });
});

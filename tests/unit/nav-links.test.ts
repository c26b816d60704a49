import { describe, expect, it } from 'vitest';
import { ariaCurrent, cleanPath, isPrefetchable, prefetchAttr } from '~/lib/navigation/links';
import { collectionFiles } from '~/lib/content/files';
import { navigationSchema } from '~/lib/navigation/navigation.schema';
import { resolveMenus } from '~/lib/navigation/menus';
import { site } from '~/config/site';

const menus = resolveMenus(navigationSchema.parse(collectionFiles('navigation')[0].data), site);
const solutions = menus.groups.find((g) => g.id === 'solutions')!;
const footerColumns = menus.footer;

describe('current page of a built file path', () => {
  it('cleans /x.html, /x/index.html and trailing slashes', () => {
    expect(cleanPath('/pricing.html')).toBe('/pricing');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/blog/index.html')).toBe('/blog');
    expect(cleanPath('/tools/engagement-checker.html')).toBe('/tools/engagement-checker');
    expect(cleanPath('/pricing/')).toBe('/pricing');
    expect(cleanPath('/')).toBe('/');
  });
  it('marks the link of the page being built, and its section only when asked', () => {
    expect(ariaCurrent('/pricing', '/pricing.html')).toBe('page');
    expect(ariaCurrent('/', '/index.html')).toBe('page');
    expect(ariaCurrent('/', '/pricing.html')).toBeUndefined();
    expect(ariaCurrent('/blog', '/blog/index.html')).toBe('page');
    expect(ariaCurrent('/influencer-api', '/influencer-api/docs.html')).toBeUndefined();
    expect(ariaCurrent('/influencer-api', '/influencer-api/docs.html', { section: true })).toBe('true');
    expect(ariaCurrent('/', '/blog.html', { section: true })).toBeUndefined();
    expect(ariaCurrent('/#campaign-management', '/index.html')).toBeUndefined();
    expect(ariaCurrent('https://help.example/x', '/x.html')).toBeUndefined();
    expect(ariaCurrent(undefined, '/x.html')).toBeUndefined();
  });
});

describe('prefetch of navigation links', () => {
  it('internal pages only: not anchors, files or other hosts', () => {
    expect(isPrefetchable('/pricing')).toBe(true);
    expect(isPrefetchable('/')).toBe(true);
    expect(isPrefetchable('/#influencer-discovery')).toBe(false);
    expect(isPrefetchable('/sitemap-index.xml')).toBe(false);
    expect(isPrefetchable('//cdn.example/x')).toBe(false);
    expect(isPrefetchable('https://www.example.com/')).toBe(false);
    expect(prefetchAttr('/pricing', '/index.html', 'viewport')).toBe('viewport');
    expect(prefetchAttr('/blog', '/index.html')).toBe('hover');
    expect(prefetchAttr('/#x', '/index.html')).toBeUndefined();
    // never the page being shown
    expect(prefetchAttr('/pricing', '/pricing.html', 'viewport')).toBeUndefined();
  });
});

describe('India-only navigation', () => {
  it('the campaign-management item carries the India flag as a country code, not an emoji', () => {
    const item = solutions.items.find((i) => i.href === '/#campaign-management')!;
    expect(item.flag).toBe('IN');
    expect(JSON.stringify(solutions)).not.toMatch(/\p{Regional_Indicator}/u);
  });
  it('the footer gates Campaign Management like the header (its section exists only for India)', () => {
    const links = footerColumns.flatMap((c) => c.links);
    expect(links.find((l) => l.href === '/#campaign-management')?.indiaOnly).toBe(true);
    expect(links.filter((l) => l.indiaOnly).map((l) => l.href)).toEqual(['/#campaign-management']);
  });
});

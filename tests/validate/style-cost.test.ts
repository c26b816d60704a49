/**
 * Every built page's CSS is free of the selectors that cost Chromium style work out of proportion
 * (src/lib/css/selector-cost.ts): no rule for every element's ::before/::after, and no selector that makes a change
 * of <html>'s state restyle the whole page. The checker itself is proven on faults (tests/unit/selector-cost.test.ts).
 */
import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { costlySelectors } from '../../src/lib/css/selector-cost';
import { builtPages } from './support/site';

const pages = builtPages().filter((p) => p.file !== 'cms.html');

describe('style cost of every built page', () => {
  it('reads CSS from every page', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(
      pages.every((p) => /<style data-page-css>/.test(p.html)),
      'each page inlines its CSS',
    ).toBe(true);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s', (_route, page) => {
    const found: string[] = [];
    for (const [, css] of page.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
      postcss.parse(css).walkRules((rule) => {
        for (const c of costlySelectors(rule.selector)) found.push(`${c.selector}: ${c.why}`);
      });
    expect(found).toEqual([]);
  });
});

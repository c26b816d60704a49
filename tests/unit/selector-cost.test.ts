import { describe, expect, it } from 'vitest';
import { compounds, costlySelectors, splitSelectors } from '~/lib/css/selector-cost';

describe('selectors that cost style work out of proportion', () => {
  it("finds rules for every element's ::before and ::after, and nothing narrower", () => {
    expect(costlySelectors('*,:after,:before,::backdrop').map((c) => c.selector)).toEqual([':after', ':before']);
    expect(costlySelectors('*::before')).toHaveLength(1);
    expect(costlySelectors('.icon:before,:where(.a,.b)::after,.tab\\:before,*')).toEqual([]);
  });

  it('finds selectors from a state of <html> to a compound with nothing to narrow the restyle to', () => {
    const costly = (s: string) => costlySelectors(s).map((c) => c.why);
    for (const s of [
      "html[data-region='loading'] .promo-banner > *",
      'html.dark *',
      ':root[data-theme=dark] .a>:not(.b)',
      'html:not([data-region=india]) *:hover',
    ])
      expect(costly(s), s).toEqual(['restyles the whole page when <html> changes']);
    for (const s of [
      "html[data-region='loading'] .promo-banner > promo-banner",
      'html[data-region=loading] [data-promo-variant]',
      'html:not([data-region=india]) .hero-tabs-slot',
      'html[data-x] :where(.a)',
      'html .a > *',
      '.a > *',
      'html[data-x]',
    ])
      expect(costly(s), s).toEqual([]);
  });

  it('splits selector lists and compounds outside brackets, parentheses and escapes', () => {
    expect(splitSelectors('a,:is(b,c), [d="e,f"] ,.g\\,h')).toEqual(['a', ':is(b,c)', '[d="e,f"]', '.g\\,h']);
    expect(compounds('html[data-x="a b"] .c>:not(.d .e)+f~g')).toEqual([
      'html[data-x="a b"]',
      '.c',
      ':not(.d .e)',
      'f',
      'g',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { classTokens, pageCss, scriptTexts, selectorClasses, unescapeIdent } from '~/lib/css/page-css';

describe('per-page CSS', () => {
  it('reads class names out of markup, island props and script strings', () => {
    const tokens = classTokens(
      `<p class="md:px-4 text-brand-100">Don't</p><astro-island props="{&quot;c&quot;:[0,&quot;lg:grid-cols-[1.2fr_1fr]&quot;]}"></astro-island><script>e.className='is-open '+x</script>`,
    );
    for (const c of ['md:px-4', 'text-brand-100', 'lg:grid-cols-[1.2fr_1fr]', 'is-open'])
      expect(tokens.has(c)).toBe(true);
  });

  it('resolves CSS escapes in class selectors', () => {
    expect(unescapeIdent('md\\:px-4')).toBe('md:px-4');
    expect(unescapeIdent('\\32 xl\\:p-1\\.5')).toBe('2xl:p-1.5');
    expect(selectorClasses('.group:hover .group-hover\\:underline:is(.dark *)')).toEqual([
      'group',
      'group-hover:underline',
      'dark',
    ]);
  });

  it('keeps only the utilities a page uses, and everything outside the utilities layer', () => {
    const css =
      '@layer base{h1{margin:0}}@layer utilities{.p-4{padding:1rem}.m-2{margin:.5rem}@media (width>=40rem){.sm\\:p-8{padding:2rem}.sm\\:m-1{margin:1px}}.a,.b{color:red}}.x[data-astro-cid-1]{color:blue}';
    const out = pageCss(css, new Set(['p-4', 'sm:p-8', 'b']));
    expect(out).toBe(
      '@layer base{h1{margin:0}}@layer utilities{.p-4{padding:1rem}@media (width>=40rem){.sm\\:p-8{padding:2rem}}.b{color:red}}.x[data-astro-cid-1]{color:blue}',
    );
  });

  it('drops an at-rule left empty', () => {
    expect(pageCss('@layer utilities{@media print{.hidden-print{display:none}}}', new Set())).toBe(
      '@layer utilities{}',
    );
  });

  it('follows every script a page loads, static and dynamic imports alike (the minifier writes import(`…`))', async () => {
    const files: Record<string, string> = {
      '/_astro/trigger.js': 'import{a}from"./shared.js";const m=()=>import(`./mount.js`);',
      '/_astro/shared.js': 'export const a="is-shared"',
      '/_astro/mount.js': 'el.className="absolute -left-[10000px] size-px"',
    };
    const texts = await scriptTexts(
      '<script type="module" src="/_astro/trigger.js"></script>',
      async (u) => files[u] ?? null,
    );
    const used = new Set<string>();
    for (const t of texts) classTokens(t, used);
    for (const c of ['is-shared', '-left-[10000px]', 'size-px']) expect(used.has(c)).toBe(true);
  });
});

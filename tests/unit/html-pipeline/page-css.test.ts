import { describe, expect, it } from 'vitest';
import { classTokens, pageCss, scriptTexts, selectorClasses, unescapeIdent } from '~/lib/css/page-css';
import { inlinePageCss, pageCssStage } from '~/integrations/html-pipeline/page-css';

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

  it("narrows the rules for every element's ::before and ::after to the pseudo-elements the page styles", () => {
    const css =
      '@layer base{*,:after,:before,::backdrop{box-sizing:border-box;margin:0}}' +
      '@layer components{.icon:before{content:var(--i)}.quote::after{content:"”"}}' +
      '@layer utilities{.before\\:absolute:before{position:absolute}.after\\:block:after{display:block}}' +
      '@media (prefers-reduced-motion:reduce){*,:before,:after{animation-duration:.01ms!important}}';
    const out = pageCss(css, new Set(['before:absolute']));
    expect(out).toBe(
      '@layer base{*,:where(.quote)::after,:where(.icon,.before\\:absolute)::before,::backdrop{box-sizing:border-box;margin:0}}' +
        '@layer components{.icon:before{content:var(--i)}.quote::after{content:"”"}}' +
        '@layer utilities{.before\\:absolute:before{position:absolute}}' +
        '@media (prefers-reduced-motion:reduce){*,:where(.icon,.before\\:absolute)::before,:where(.quote)::after{animation-duration:.01ms!important}}',
    );
  });

  it('drops a rule left with no pseudo-element to select, and reads an escaped colon as part of a class name', () => {
    const css = ':before,:after{margin:0}.tab\\:before{color:red}*::after{padding:0}';
    expect(pageCss(css, new Set())).toBe('.tab\\:before{color:red}');
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

describe('stage page-css', () => {
  const css = '@layer base{h1{margin:0}}@layer utilities{.p-4{padding:1rem}.m-2{margin:.5rem}.is-open{display:block}}';
  const assets: Record<string, string> = {
    '/_astro/site.css': css,
    '/_astro/menu.js': 'el.classList.add("is-open")',
  };
  const asset = async (url: string) => assets[url] ?? null;

  it('replaces the stylesheet link with the rules the page and its scripts use', async () => {
    const html =
      '<head><link rel="stylesheet" href="/_astro/site.css"></head><body><p class="p-4">x</p>' +
      '<script type="module" src="/_astro/menu.js"></script></body>';
    const sizes = { before: 0, after: 0 };
    expect(await inlinePageCss(html, { asset }, sizes)).toBe(
      '<head><style data-page-css>@layer base{h1{margin:0}}@layer utilities{.p-4{padding:1rem}.is-open{display:block}}</style></head>' +
        '<body><p class="p-4">x</p><script type="module" src="/_astro/menu.js"></script></body>',
    );
    expect(sizes.before).toBe(css.length);
    expect(sizes.after).toBeLessThan(css.length);
  });

  it('leaves a page without a stylesheet link as it is', async () => {
    const html = '<head><style>p{}</style></head><body></body>';
    expect(await inlinePageCss(html, { asset })).toBe(html);
  });

  it('reports what it inlined', async () => {
    const stage = pageCssStage();
    await stage.run('<link rel="stylesheet" href="/_astro/site.css">', { file: 'a.html', asset, site: new Map() });
    expect(stage.name).toBe('page-css');
    expect(stage.summary?.()).toMatch(/^0 KB of CSS inlined in place of 0 KB$/);
  });
});

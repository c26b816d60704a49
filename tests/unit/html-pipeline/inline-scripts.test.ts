import { describe, expect, it } from 'vitest';
import { inlineScripts } from '~/lib/csp';
import { minifyInlineScripts } from '~/lib/page-scripts/minify';
import { inlineScriptsStage } from '~/integrations/html-pipeline/inline-scripts';

const page =
  `<!doctype html><html><head>` +
  `<script type="application/ld+json">{"@type": "Thing",  "name": "A  B"}</script>` +
  `<script>(function () {\n  // Before first paint.\n  const region = 'loading';\n  document.documentElement.dataset.region = region;\n})();</script>` +
  `<script src="/_astro/x.js"></script>` +
  `</head><body><p>  text  </p>` +
  `<script type="application/json" id="copy">{"title":  "Get in touch"}</script>` +
  `<script type="module">import { a } from '/_astro/a.js';\n\n// comment\na();</script>` +
  `<script>\n</script></body></html>`;

describe('minifyInlineScripts', () => {
  it('minifies each inline script that runs, and leaves data blocks, external scripts and markup as they were', async () => {
    const out = await minifyInlineScripts(page);
    expect(out).toContain(`<script type="application/ld+json">{"@type": "Thing",  "name": "A  B"}</script>`);
    expect(out).toContain(`<script type="application/json" id="copy">{"title":  "Get in touch"}</script>`);
    expect(out).toContain(`<script src="/_astro/x.js"></script>`);
    expect(out).toContain('<p>  text  </p>');
    expect(out).toContain('<script>\n</script>');
    const [classic, module] = inlineScripts(out).filter((s) => s.trim());
    expect(classic).not.toContain('Before first paint');
    expect(classic).not.toContain('\n');
    expect(classic).toContain('dataset.region');
    // A module's own names may be shortened; a classic script's top-level names are globals and are kept.
    expect(module).toMatch(/^import\{a(?: as (\w+))?\}from"\/_astro\/a\.js";\w+\(\);$/);
    expect(module).not.toContain('comment');
  });

  it('keeps what a minified script does', async () => {
    const out = await minifyInlineScripts(page);
    const [classic] = inlineScripts(out).filter((s) => s.trim());
    const root = { dataset: {} as Record<string, string> };
    new Function('document', classic)({ documentElement: root });
    expect(root.dataset.region).toBe('loading');
  });

  it("keeps a classic script's top-level names, which other scripts may use as globals", async () => {
    const out = await minifyInlineScripts(
      '<script>var leadQueue = [];\nfunction enqueue(item) { leadQueue.push(item); }</script>',
    );
    expect(out).toContain('var leadQueue=[]');
    expect(out).toContain('function enqueue(');
  });

  it('returns a page without inline scripts unchanged', async () => {
    const plain = '<html><body><script src="/a.js"></script><p>no inline scripts</p></body></html>';
    expect(await minifyInlineScripts(plain)).toBe(plain);
  });

  it('stops on a script esbuild cannot parse', async () => {
    await expect(minifyInlineScripts('<script>let = ;</script>')).rejects.toThrow();
  });
});

describe('stage inline-scripts', () => {
  it('counts the pages it changed', async () => {
    const stage = inlineScriptsStage();
    const pageOf = (file: string) => ({ file, asset: async () => null, site: new Map<string, string>() });
    expect(await stage.run(page, pageOf('index.html'))).toBe(await minifyInlineScripts(page));
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(await stage.run(plain, pageOf('plain.html'))).toBe(plain);
    expect(stage.summary?.()).toBe('inline scripts minified in 1 page(s)');
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  buildCmsCsp,
  buildCsp,
  headersFile,
  inlineScripts,
  pagePath,
  PERMISSIONS_POLICY,
  scriptHash,
  siteCsp,
  siteWideHeaders,
  withMetaCsp,
} from '~/lib/csp';
import { headersText, notFoundCspStage, pageHashes } from '~/integrations/html-pipeline/security-headers';
import { SECURITY_HEADERS } from '../../../netlify/lib/http';

describe('Content-Security-Policy', () => {
  it('collects inline executable scripts only', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('hashes with sha256 in CSP syntax', () => {
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows only self plus the hashes, and forbids framing', () => {
    const csp = buildCsp([scriptHash('a()'), scriptHash('a()')]);
    expect(csp).toContain("default-src 'self'");
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
  });
});

describe('CSP of /cms and dist/_headers', () => {
  const pages = [
    { file: 'index.html', hashes: [scriptHash('a()')] },
    { file: 'blog/post.html', hashes: [scriptHash('a()')] },
    { file: 'cms.html', hashes: [scriptHash('boot()')] },
  ];
  const rules = Object.fromEntries(
    headersFile(pages)
      .trim()
      .split(/\n(?=\/)/)
      .map((r) => r.split('\n  Content-Security-Policy: ') as [string, string]),
  );

  it("gives the CMS only what Decap needs: eval for its config validator, blob images, GitHub's API", () => {
    const csp = buildCmsCsp([scriptHash('boot()')]);
    expect(csp).toContain("script-src 'self' 'unsafe-eval' 'sha256-");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https:)/);
    expect(csp).toContain("connect-src 'self' https://api.github.com;");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('maps built files to the paths they are served at', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('blog/post.html')).toBe('/blog/post');
    expect(pagePath('tools/index.html')).toBe('/tools');
  });

  it('puts the site policy on every page and folder of pages, and the CMS policy on /cms only (no /* rule to combine with)', () => {
    expect(Object.keys(rules).sort()).toEqual(
      ['/', '/index.html', '/blog/*', '/blog/post', '/blog/post.html', '/cms', '/cms.html'].sort(),
    );
    expect(rules['/blog/post.html']).toBe(rules['/blog/post']);
    expect(rules['/cms.html']).toBe(rules['/cms']);
    expect(rules['/']).toBe(buildCsp([scriptHash('a()')]));
    expect(rules['/blog/post']).toBe(rules['/']);
    expect(rules['/cms']).toBe(buildCmsCsp([scriptHash('boot()')]));
    expect(rules['/']).not.toContain("'unsafe-eval'");
    expect(rules['/']).not.toContain(scriptHash('boot()'));
  });
});

describe('Permissions-Policy: one source for pages and functions', () => {
  it('is written to dist/_headers for every path, sent by every function, and stated nowhere else', () => {
    expect(siteWideHeaders()).toBe(`/*\n  Permissions-Policy: ${PERMISSIONS_POLICY}\n`);
    expect(SECURITY_HEADERS['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(SECURITY_HEADERS['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(readFileSync('netlify.toml', 'utf8')).not.toMatch(/^\s*Permissions-Policy\s*=/m);
  });
});

describe('CSP of the 404 page (served for unknown paths, which no _headers rule matches)', () => {
  const csp = buildCsp(["'sha256-abc'"]);
  it('puts the site policy in a meta element right after the charset, without frame-ancestors', () => {
    const html = withMetaCsp('<html><head><meta charset="utf-8"><script>x</script></head></html>', csp);
    const content = /<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
      html,
    )?.[1];
    expect(content).toMatch(/script-src 'self'[^;]* 'sha256-abc'/);
    expect(content).not.toContain('frame-ancestors');
  });
  it('adds it once', () => {
    const once = withMetaCsp('<head><meta charset="utf-8"></head>', csp);
    expect(withMetaCsp(once, csp)).toBe(once);
  });
});

describe('stage not-found-csp and output _headers', () => {
  const site = new Map([
    ['index.html', '<html><head><meta charset="utf-8"></head><body><script>a()</script></body></html>'],
    ['cms.html', '<html><head><meta charset="utf-8"></head><body><script>boot()</script></body></html>'],
    ['404.html', '<html><head><meta charset="utf-8"></head><body><script>nf()</script></body></html>'],
  ]);
  const pageOf = (file: string) => ({ file, asset: async () => null, site });

  it('hashes each page it is given', () => {
    expect(pageHashes(site)).toEqual([
      { file: 'index.html', hashes: [scriptHash('a()')] },
      { file: 'cms.html', hashes: [scriptHash('boot()')] },
      { file: '404.html', hashes: [scriptHash('nf()')] },
    ]);
  });

  it("puts the site policy (every page's scripts but the CMS's) into 404.html only", async () => {
    const stage = notFoundCspStage();
    expect(await stage.run(site.get('index.html')!, pageOf('index.html'))).toBe(site.get('index.html'));
    const notFound = await stage.run(site.get('404.html')!, pageOf('404.html'));
    const expected = buildCsp([scriptHash('a()'), scriptHash('nf()')]);
    expect(notFound).toBe(withMetaCsp(site.get('404.html')!, expected));
    expect(notFound).toContain(scriptHash('nf()'));
    expect(notFound).not.toContain(scriptHash('boot()'));
  });

  it('writes _headers from the pages as the stages left them', () => {
    const pages = [...site].map(([file, html]) => ({ file, hashes: inlineScripts(html).map(scriptHash) }));
    expect(headersText(site)).toBe(headersFile(pages) + siteWideHeaders());
    expect(siteCsp(pages)).toBe(buildCsp([scriptHash('a()'), scriptHash('nf()')]));
  });
});

/**
 * The pages' own response headers through `npm start`'s server (dist/ with netlify.toml's and dist/_headers' rules):
 * every page carries HSTS, nosniff, `X-Frame-Options: DENY` and the referrer policy; Cross-Origin-Opener-Policy is
 * set where a window holds something (docs/decisions/opener-policy.md): `same-origin` on the admin, which reads the
 * leads, `same-origin-allow-popups` on the CMS, whose OAuth popup posts back to its opener, and none on the public
 * pages. A page's icon is a file a visitor fetches once: cached for a year like the rest of the build's hashed files.
 */
import { describe, expect, it } from 'vitest';
import { useLocalServer } from './support/local-server';

const local = useLocalServer({}, 'page-headers');

async function headersOf(path: string) {
  const res = await fetch(`${local.server!.url}${path}`, { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return res.headers;
}

describe('page response headers', () => {
  const publicPages = ['/', '/pricing', '/blog', '/customer-stories', '/tools/engagement-checker', '/index.html'];
  const opener = [
    ...publicPages.map((path) => [path, null] as const),
    ['/admin', 'same-origin'],
    ['/admin.html', 'same-origin'],
    ['/cms', 'same-origin-allow-popups'],
    ['/cms.html', 'same-origin-allow-popups'],
  ] as const;

  it.each(opener.map(([path, policy]) => [path, policy ?? 'none', policy] as const))(
    '%s: Cross-Origin-Opener-Policy %s',
    async (path, _label, policy) => {
      const h = await headersOf(path);
      expect(h.get('cross-origin-opener-policy')).toBe(policy);
    },
  );

  it.each(opener.map(([path]) => path))('%s: HSTS, nosniff, DENY framing and the referrer policy', async (path) => {
    const h = await headersOf(path);
    expect(h.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/', '/pricing', '/cms'])(
    '%s: its icon is cached for a year, not fetched again on the next page',
    async (path) => {
      const html = await (await fetch(`${local.server!.url}${path}`)).text();
      const icon = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
      expect(icon, path).toBeTruthy();
      const h = await headersOf(icon!);
      expect(h.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );
});

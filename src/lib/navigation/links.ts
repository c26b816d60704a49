/**
 * Which navigation links mark the page being shown (aria-current). Pages are built as files (`/pricing.html`,
 * `/blog/index.html`), so `Astro.url.pathname` at build time is the file path: compare clean paths.
 */

/** "/pricing.html" -> "/pricing", "/blog/index.html" -> "/blog", "/index.html" -> "/", "/a/" -> "/a". */
export function cleanPath(pathname: string): string {
  const p = (pathname.split(/[?#]/)[0] || '/').replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return p.startsWith('/') ? p || '/' : `/${p}`;
}

/**
 * `aria-current` for a link on the page at `pathname`: 'page' when the link is this page, 'true' when this page
 * lies inside the link's section (/influencer-api on /influencer-api/docs), else undefined. Anchors (`/#x`),
 * external URLs and query links are never current.
 */
export function ariaCurrent(
  href: string | undefined,
  pathname: string,
  options: { section?: boolean } = {},
): 'page' | 'true' | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//') || /[#?]/.test(href)) return undefined;
  const here = cleanPath(pathname);
  const target = cleanPath(href);
  if (here === target) return 'page';
  if (options.section && target !== '/' && here.startsWith(`${target}/`)) return 'true';
  return undefined;
}

/** An internal page link worth prefetching: same-site path, not an in-page anchor, not a file such as the sitemap. */
export function isPrefetchable(href: string | undefined): boolean {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.includes('#')) return false;
  return !/\.[a-z0-9]+$/i.test(cleanPath(href));
}

/**
 * `data-astro-prefetch` for a navigation link (Astro prefetch, prefetchAll off): the few top-level links of the
 * desktop main navigation prefetch when they enter the viewport (hidden below 1024 px, so phones fetch nothing
 * unasked); every other internal menu and footer link prefetches on hover or focus. Elsewhere: nothing.
 */
export function prefetchAttr(
  href: string | undefined,
  pathname: string,
  strategy: 'hover' | 'viewport' = 'hover',
): 'hover' | 'viewport' | undefined {
  // The page being shown is not fetched again (Astro would, when only the query string differs).
  return isPrefetchable(href) && ariaCurrent(href, pathname) !== 'page' ? strategy : undefined;
}

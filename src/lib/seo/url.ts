/** Absolute and canonical URLs of the site's pages. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** The clean URL of a page: no query, no fragment, no .html, no trailing slash except on the root. */
export function canonicalUrl(path: string, siteUrl: string): string {
  const clean = (path.split(/[?#]/)[0] || '/').replace(/(\/index)?\.html$/, '') || '/';
  const url = absoluteUrl(clean, siteUrl);
  return url.length > 1 && url.endsWith('/') && new URL(url).pathname !== '/' ? url.slice(0, -1) : url;
}

/** The `@id` of the site's Organization node, which other nodes point at. */
export function organizationId(siteUrl: string): string {
  return `${absoluteUrl('/', siteUrl)}#organization`;
}

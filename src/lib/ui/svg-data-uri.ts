/**
 * An SVG as a `data:` URI, for an image that should cost no request: the favicon (src/layouts/BaseLayout.astro) and the
 * star rating's mask (star-row.ts). Only the characters a data: URI or a quoted CSS string cannot hold as they are get
 * escaped; the rest stays readable and compresses with the page. `href: true` escapes spaces too: a URL in an HTML
 * attribute (a link's `href`) may not hold one.
 */
export function svgDataUri(svg: string, { href = false }: { href?: boolean } = {}): string {
  const unsafe = href ? /[%#<>" ]/g : /[%#<>"]/g;
  return `data:image/svg+xml,${svg.trim().replace(unsafe, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Every route the site serves, derived rather than listed: page files under src/pages, one page per entry of each
 * collection that has a route in the content registry (src/lib/content/schemas.ts), and the redirects of
 * netlify.toml. Node only (reads the disk): tests and tooling use it to check that every link resolves and that
 * every page is visited.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { collectionDefs, collectionNames } from '../lib/content/schemas';
import { collectionFiles, walk } from '../lib/content/files';
import { isPublished, publishNow } from '../lib/content/publish';

/**
 * Files served whatever the content: the sitemap (from @astrojs/sitemap), the feed, and the influencer API's
 * OpenAPI document and Postman collection (src/pages/influencer-api/*.ts).
 */
export const GENERATED_FILES = [
  '/sitemap-index.xml',
  '/sitemap-0.xml',
  '/rss.xml',
  '/influencer-api/openapi.json',
  '/influencer-api/openapi.yaml',
  '/influencer-api/influencer-api.postman_collection.json',
] as const;

/**
 * Routes of page files without parameters (src/pages/pricing.astro → /pricing, index.astro → /; 404 excluded) and
 * of HTML files served as they are (public/x/index.html → /x).
 */
export function pageRoutes(root = process.cwd()): string[] {
  const rel = (dir: string) => walk(dir).map((f) => relative(dir, f).split('\\').join('/'));
  const toRoute = (f: string, ext: RegExp) =>
    `/${f.replace(ext, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
  const pages = rel(join(root, 'src', 'pages'))
    .filter((f) => /\.(astro|mdx?)$/.test(f) && !f.includes('[') && !/(^|\/)_/.test(f))
    .map((f) => toRoute(f, /\.(astro|mdx?)$/));
  const staticHtml = rel(join(root, 'public'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => toRoute(f, /\.html$/));
  return [...pages, ...staticHtml].filter((r) => r !== '/404').sort();
}

/**
 * One route per entry of every collection whose entries are pages (e.g. /customer-stories/{file name}), for the
 * entries the build publishes (no draft, no `publishAt` after the build's clock: src/lib/content/publish.ts).
 */
export function entryRoutes(root = process.cwd(), now = publishNow()): string[] {
  return collectionNames.flatMap((name) => {
    const route = (collectionDefs[name] as { route?: (id: string) => string }).route;
    return route
      ? collectionFiles(name, root)
          .filter((f) => isPublished(f.data, now))
          .map((f) => route(f.id))
      : [];
  });
}

const cache = new Map<string, string[]>();

/** Every HTML page the build writes (read once per project root). */
export function allRoutes(root = process.cwd()): string[] {
  if (!cache.has(root)) cache.set(root, [...new Set([...pageRoutes(root), ...entryRoutes(root)])].sort());
  return cache.get(root)!;
}

/** `from = "..."` → `to = "..."` of each [[redirects]] block in netlify.toml. */
export function redirects(root = process.cwd()): Record<string, string> {
  const toml = readFileSync(join(root, 'netlify.toml'), 'utf8');
  const out: Record<string, string> = {};
  for (const block of toml.split(/^\[\[redirects\]\]\s*$/m).slice(1)) {
    const from = block.match(/^\s*from\s*=\s*"([^"]+)"/m)?.[1];
    const to = block.match(/^\s*to\s*=\s*"([^"]+)"/m)?.[1];
    if (from && to && !from.includes('*') && !from.includes(':')) out[from] = to;
  }
  return out;
}

/** True when `href` (path with optional #hash or ?query) is served by this site. */
export function isKnownRoute(href: string, extra: readonly string[] = [], root = process.cwd()): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  return (
    allRoutes(root).includes(path) ||
    path in redirects(root) ||
    (GENERATED_FILES as readonly string[]).includes(path) ||
    extra.includes(path)
  );
}

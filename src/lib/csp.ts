/**
 * Content-Security-Policy for the static site: only this origin, plus the hashes of the inline scripts
 * Astro emits (region bootstrap, island loader). Pure so it can be tested.
 */
import { createHash } from 'node:crypto';

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The inline, executable `<script>` elements of an HTML document (JSON-LD and other data blocks excluded), as
 * matches: `[0]` the whole element, `[1]` its attributes, `[2]` its body, `index` where it starts.
 */
export function executableScriptTags(html: string): RegExpExecArray[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)].filter((m) => isExecutableScript(m[1] ?? ''));
}

/** Inline, executable <script> bodies in an HTML document (JSON-LD and other data blocks excluded). */
export function inlineScripts(html: string): string[] {
  return executableScriptTags(html)
    .map((m) => m[2])
    .filter((body) => body.length);
}

/** Whether a `<script>` with these attributes runs its inline body: no `src`, and no type or a JavaScript one. */
function isExecutableScript(attrs: string): boolean {
  if (/\ssrc=/i.test(attrs)) return false;
  const type = attrs.match(/\stype=["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * The site's Permissions-Policy: the one source for pages (a `/*` rule appended to dist/_headers, see
 * `siteWideHeaders`) and for every function response (netlify/lib/http.ts SECURITY_HEADERS).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The CSP of every function response: JSON and redirects load nothing and are never framed. */
export const FUNCTION_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The `_headers` rule for every path (pages, assets, unknown paths): the Permissions-Policy. One header per `/*`
 * rule is safe (nothing else sets it, so Netlify has no two values to join); the CSP stays on exact rules.
 */
export function siteWideHeaders(): string {
  return `/*\n  Permissions-Policy: ${PERMISSIONS_POLICY}\n`;
}

/** A policy as directive -> sources; `serialize` writes it in a fixed order with the script hashes added. */
type Policy = Record<string, string[]>;

const BASE: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': [],
  'worker-src': [],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
};

function serialize(extra: Policy, scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return Object.entries(BASE)
    .map(([name, sources]) => {
      const all = [...sources, ...(extra[name] ?? []), ...(name === 'script-src' ? hashes : [])];
      return all.length ? `${name} ${all.join(' ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

/** The site policy. 'wasm-unsafe-eval': the site search (Pagefind) runs WebAssembly; no eval of JavaScript. */
export function buildCsp(scriptHashes: Iterable<string>): string {
  return serialize({ 'script-src': ["'wasm-unsafe-eval'"] }, scriptHashes);
}

/**
 * The site CSP as a `<meta>` element for the 404 page: Netlify serves 404.html for any unknown path, which no exact
 * `_headers` rule matches. `frame-ancestors` is dropped (browsers ignore it in a meta policy and warn).
 */
export function withMetaCsp(html: string, csp: string): string {
  const content = csp
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content.replace(/"/g, '&quot;')}">`;
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  return html.replace(/(<meta charset=[^>]*>)/i, `$1${meta}`);
}

/** Hosts the CMS talks to in production: GitHub's API (content, images) and its avatar host. */
export const CMS_CONNECT = ['https://api.github.com'];
export const CMS_IMAGES = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'];

/**
 * The CSP of /cms (Decap CMS): this origin's scripts plus the hashes, 'unsafe-eval' because Decap compiles its
 * configuration validator (ajv) with `new Function` (without it the CMS stops at "Error loading the CMS
 * configuration"; its WebAssembly webp encoder is unused, so no 'wasm-unsafe-eval'), blob: images
 * (uploads before saving, previews), and GitHub's API for the production backend. Login with Netlify opens a
 * popup, which the page's CSP does not govern.
 */
export function buildCmsCsp(scriptHashes: Iterable<string>): string {
  return serialize(
    {
      'script-src': ["'unsafe-eval'"],
      'img-src': ['blob:', ...CMS_IMAGES],
      'connect-src': CMS_CONNECT,
      'media-src': ['blob:'],
      'frame-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
    },
    scriptHashes,
  );
}

/** A built page's file (relative to dist, '/' separators) → the URL path it is served at (Netlify's pretty URLs
 * redirect /page.html to /page). */
export function pagePath(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\.html$/, '').replace(/\/index$/, '')}`;
}

/** The site policy for `pages` (each built file with its inline-script hashes): every page's hashes but the CMS's. */
export function siteCsp(pages: { file: string; hashes: string[] }[], cmsFile = 'cms.html'): string {
  return buildCsp(pages.filter((p) => p.file !== cmsFile).flatMap((p) => p.hashes));
}

/**
 * dist/_headers: the site CSP on every page (and on every folder of pages, so unknown paths there get it too), and
 * the CMS CSP on /cms. Rules are exact paths rather than `/*`: Netlify applies every matching rule and joins two
 * values of one header with a comma, which for CSP means both policies apply and the CMS's could never widen the site's.
 */
export function headersFile(pages: { file: string; hashes: string[] }[], cmsFile = 'cms.html'): string {
  const site = siteCsp(pages, cmsFile);
  const cms = buildCmsCsp(pages.find((p) => p.file === cmsFile)?.hashes ?? []);
  const rules: string[] = [];
  const folders = new Set<string>();
  for (const { file } of [...pages].sort((a, b) => a.file.localeCompare(b.file))) {
    const csp = file === cmsFile ? cms : site;
    // The pretty path and the file itself (/admin and /admin.html are both served).
    for (const path of new Set([pagePath(file), `/${file}`])) rules.push(`${path}\n  Content-Security-Policy: ${csp}`);
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
    if (folder && file !== cmsFile) folders.add(folder);
  }
  for (const folder of [...folders].sort()) rules.push(`/${folder}/*\n  Content-Security-Policy: ${site}`);
  return `${rules.join('\n')}\n`;
}

/**
 * Static files, redirects and headers the way Netlify's CDN applies them, with Netlify's own handlers (the ones
 * @netlify/dev uses): @netlify/redirects for netlify.toml / _redirects rules, @netlify/static for the publish
 * directory, @netlify/headers for netlify.toml [[headers]] and _headers. Importing these takes well under a second,
 * where @netlify/dev as a whole takes several (it loads the function and edge bundlers).
 */
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';

/** `[build] publish` of netlify.toml (a plain string value), else "dist". */
export function publishDirOf(tomlText) {
  const build = tomlText.match(/^\[build\]\s*$([\s\S]*?)(?=^\[)/m)?.[1] ?? '';
  return build.match(/^\s*publish\s*=\s*["']([^"']+)["']/m)?.[1] ?? 'dist';
}

/** Most paths whose header rules are kept at once; past it the cache starts again (unknown paths can be many). */
const HEADER_PATHS_KEPT = 2000;

/**
 * `handler` (@netlify/headers) with the rules for each path kept until netlify.toml or a `_headers` file changes.
 * The handler reads and parses those files again on every request, which suits @netlify/dev (the files change while
 * it runs); here that was most of the server's CPU (some 95 `_headers` blocks, each with its CSP), taken from the
 * browser it serves on a 2-core machine. A CDN compiles them once per deploy.
 */
export function cachedHeaders(handler, files) {
  let signature = null;
  let rules = new Map();
  const signatureNow = () =>
    Promise.all(
      files.map((file) =>
        stat(file).then(
          (s) => `${s.mtimeMs}:${s.size}`,
          () => '-',
        ),
      ),
    ).then((s) => s.join('|'));
  async function rulesFor(url) {
    const now = await signatureNow();
    if (now !== signature || rules.size >= HEADER_PATHS_KEPT) {
      signature = now;
      rules = new Map();
    }
    const path = new URL(url).pathname;
    let found = rules.get(path);
    if (!found) {
      found = handler.apply(new Request(url));
      rules.set(path, found);
      found.catch(() => rules.delete(path));
    }
    return found;
  }
  return {
    /** Sets the path's headers on `response` (when given) and resolves them, as `HeadersHandler.apply` does. */
    async apply(request, response) {
      const matching = await rulesFor(request.url);
      for (const [key, value] of Object.entries(matching)) response?.headers.set(key, value);
      return matching;
    },
  };
}

export function createStaticSite({ projectRoot, logger = console }) {
  const configPath = join(projectRoot, 'netlify.toml');
  const publishDir = publishDirOf(readFileSync(configPath, 'utf8'));
  const handler = new HeadersHandler({ configPath, projectDir: projectRoot, publishDir, logger });
  const headers = cachedHeaders(handler, [configPath, ...handler.headersFiles]);
  const redirects = new RedirectsHandler({
    configPath,
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    notFoundHandler: async () => new Response('Not found', { status: 404 }),
    projectDir: projectRoot,
    publicDir: publishDir,
  });
  const files = new StaticHandler({ directory: [resolve(projectRoot, publishDir)] });

  /** The response for a GET/HEAD-like request, or undefined when nothing matches (same order as @netlify/dev). */
  async function handle(request) {
    const redirect = await redirects.match(request);
    if (redirect) {
      const response = await redirects.handle(request, redirect, async (maybeStatic) => {
        const hit = await files.match(maybeStatic);
        if (!hit) return undefined;
        return async () => {
          const r = await hit.handle();
          await headers.apply(new Request(redirect.target), r);
          return r;
        };
      });
      if (response) return { response, type: 'redirect' };
    }
    const hit = await files.match(request);
    if (!hit) return undefined;
    const response = await hit.handle();
    await headers.apply(request, response);
    return { response, type: 'static' };
  }

  /** The headers every page gets at this path (security headers, CSP). */
  const headersFor = async (url) => new Headers(await headers.apply(new Request(url)));

  return { handle, headersFor, publishDir };
}

/**
 * Static files, redirects and headers the way Netlify's CDN applies them, with Netlify's own handlers (the ones
 * @netlify/dev uses): @netlify/redirects for netlify.toml / _redirects rules, @netlify/static for the publish
 * directory, @netlify/headers for netlify.toml [[headers]] and _headers. Importing these takes well under a second,
 * where @netlify/dev as a whole takes several (it loads the function and edge bundlers).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';

/** `[build] publish` of netlify.toml (a plain string value), else "dist". */
export function publishDirOf(tomlText) {
  const build = tomlText.match(/^\[build\]\s*$([\s\S]*?)(?=^\[)/m)?.[1] ?? '';
  return build.match(/^\s*publish\s*=\s*["']([^"']+)["']/m)?.[1] ?? 'dist';
}

export function createStaticSite({ projectRoot, logger = console }) {
  const configPath = join(projectRoot, 'netlify.toml');
  const publishDir = publishDirOf(readFileSync(configPath, 'utf8'));
  const headers = new HeadersHandler({ configPath, projectDir: projectRoot, publishDir, logger });
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

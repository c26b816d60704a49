/**
 * After the build: hash every inline script of every page and write dist/_headers with a
 * Content-Security-Policy that allows exactly those (Netlify and `npm start` both apply _headers), and the site's
 * Permissions-Policy for every path.
 * /cms (Decap CMS) gets its own policy; see headersFile in src/lib/csp.ts.
 * In development (`astro dev`) pages carry no CSP: see the dev hook below (issue 33).
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files';
import { buildCsp, headersFile, inlineScripts, scriptHash, siteWideHeaders, withMetaCsp } from '../lib/csp';

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      // `astro dev`: @netlify/vite-plugin replays dist/_headers of the last build, whose policy lists the hashes of
      // the BUILT pages' inline scripts; dev pages run other inline scripts (Vite's client, the dev toolbar), which
      // it blocked, with a console error on every page. So dev pages are served without it. The production policy is
      // unchanged and proven on the built site (tests/unit/csp.test.ts; the route gate fails on any console error).
      // Function responses (/api/...) keep the CSP they set themselves.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if ((req.url ?? '').startsWith('/api/')) return next();
          res.removeHeader('Content-Security-Policy');
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) =>
            name.toLowerCase() === 'content-security-policy' ? res : setHeader(name, value);
          next();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages: { file: string; hashes: string[] }[] = [];
        for (const file of await htmlFiles(root)) {
          const hashes = inlineScripts(await readFile(file, 'utf8')).map(scriptHash);
          pages.push({ file: relative(root, file).split(sep).join('/'), hashes });
        }
        await writeFile(join(root, '_headers'), headersFile(pages) + siteWideHeaders());
        // Unknown paths get 404.html from the CDN with no page rule: the page carries the site policy itself.
        const notFound = join(root, '404.html');
        const siteCsp = buildCsp(pages.filter((p) => p.file !== 'cms.html').flatMap((p) => p.hashes));
        await writeFile(notFound, withMetaCsp(await readFile(notFound, 'utf8'), siteCsp));
        logger.info(
          `_headers written: CSP for ${pages.length} page(s), ${new Set(pages.flatMap((p) => p.hashes)).size} inline-script hash(es)`,
        );
      },
    },
  };
}

/**
 * Serves Decap CMS from our own origin: the editor's bundle (decap-cms.js and its lazily loaded chunks, unpacked by
 * `npm install` into node_modules/.decap-cms/: scripts/decap-bundle.mjs) is copied into dist/cms/decap/ after the
 * build, and served from there by `astro dev`. Nothing is loaded from a CDN. Left out: source maps, the duplicate
 * `cms.js` build, and the webp encoder's WebAssembly (only used when media transformations are configured; they are
 * not).
 */
import type { AstroIntegration } from 'astro';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DECAP_CMS, decapBundleDir, decapBundleInstalled, isDecapAsset } from '../../scripts/decap-bundle.mjs';

export const DECAP_PATH = '/cms/decap/';

function decapDist(): string {
  const dir = decapBundleDir();
  if (!decapBundleInstalled(dir)) {
    throw new Error(
      `Decap CMS ${DECAP_CMS.version}'s bundle is not in ${dir}: run \`npm install\` (scripts/decap-bundle.mjs unpacks it).`,
    );
  }
  return join(dir, 'dist');
}

export default function decapCms(): AstroIntegration {
  return {
    name: 'decap-cms',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const dist = decapDist();
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0];
          if (path === '/cms' || path === '/cms/') {
            // In development the Netlify plugin replays dist/_headers from the last build; the production CSP of
            // /cms does not allow the local backend (decap-server on localhost), so /cms runs without it here.
            res.removeHeader('Content-Security-Policy');
            const setHeader = res.setHeader.bind(res);
            res.setHeader = (name, value) =>
              name.toLowerCase() === 'content-security-policy' ? res : setHeader(name, value);
            return next();
          }
          if (!path.startsWith(DECAP_PATH)) return next();
          const name = path.slice(DECAP_PATH.length);
          if (!isDecapAsset(name)) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          createReadStream(join(dist, name))
            .on('error', () => {
              res.statusCode = 404;
              res.end();
            })
            .pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = decapDist();
        const out = join(fileURLToPath(dir), DECAP_PATH);
        await mkdir(out, { recursive: true });
        const files = (await readdir(dist)).filter(isDecapAsset);
        await Promise.all(files.map((f) => copyFile(join(dist, f), join(out, f))));
        logger.info(`Decap CMS: ${files.length} files copied to ${DECAP_PATH}`);
      },
    },
  };
}

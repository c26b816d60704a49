/**
 * After the build: each page's module scripts start after the page has loaded (src/lib/scripts/deferred.ts), so
 * no script request competes with the HTML and the font before the first paint. Runs after page-css (which reads
 * the script tags to keep the utilities scripts use) and before security-headers (which hashes the loader).
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { deferModuleScripts, loaderSource } from '../lib/scripts/deferred';
import { htmlFiles } from './html-files';

export default function deferredScripts(): AstroIntegration {
  return {
    name: 'deferred-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { code } = await transform(loaderSource(), { minify: true, loader: 'js' });
        const source = code.trim();
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const { html, modules } = deferModuleScripts(await readFile(file, 'utf8'), source);
          if (!modules.length) continue;
          await writeFile(file, html);
          pages += 1;
        }
        logger.info(`module scripts load after the page in ${pages} page(s)`);
      },
    },
  };
}

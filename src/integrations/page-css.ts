/**
 * After the build: each page gets its own CSS inline in <head> in place of the shared stylesheet link, holding
 * only the utility rules its HTML and its JavaScript can use (src/lib/css/page-css.ts). No stylesheet request
 * then blocks the first paint, and no page carries the other pages' utilities.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageCss, classTokens, scriptTexts } from '../lib/css/page-css';
import { htmlFiles } from './html-files';

export default function perPageCss(): AstroIntegration {
  return {
    name: 'page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const cache = new Map<string, Promise<string | null>>();
        const read = (url: string) => {
          if (!cache.has(url))
            cache.set(
              url,
              readFile(join(root, url), 'utf8').catch(() => null),
            );
          return cache.get(url)!;
        };
        const files = await htmlFiles(root);
        let before = 0;
        let after = 0;
        for (const file of files) {
          let html = await readFile(file, 'utf8');
          const links = [...html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"[^>]*>/g)];
          if (!links.length) continue;
          const used = classTokens(html);
          for (const code of await scriptTexts(html, read)) classTokens(code, used);
          for (const [tag, url] of links) {
            const css = (await read(url)) ?? '';
            const own = pageCss(css, used);
            before += css.length;
            after += own.length;
            html = html.replace(tag, () => `<style data-page-css>${own}</style>`);
          }
          await writeFile(file, html);
        }
        logger.info(
          `per-page CSS inlined in ${files.length} page(s): ${Math.round(after / 1024)} KB in place of ${Math.round(before / 1024)} KB`,
        );
      },
    },
  };
}

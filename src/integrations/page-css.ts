/**
 * After the build: each page gets its own CSS inline in <head> in place of the shared stylesheet link, holding
 * only the utility rules its HTML and its JavaScript can use (src/lib/css/page-css.ts). No stylesheet request
 * then blocks the first paint, and no page carries the other pages' utilities.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageCss, classTokens } from '../lib/css/page-css';

/** JavaScript a page can run: its scripts, module preloads and islands, and everything they import (static or dynamic). */
async function scriptTexts(html: string, read: (url: string) => Promise<string | null>): Promise<string[]> {
  const queue: string[] = [];
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) queue.push(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) queue.push(m[1]!);
  for (const m of html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) queue.push(m[1]!);
  const seen = new Set<string>();
  const texts: string[] = [];
  while (queue.length) {
    const url = queue.pop()!;
    if (!url.startsWith('/') || seen.has(url)) continue;
    seen.add(url);
    const code = await read(url);
    if (code === null) continue;
    texts.push(code);
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g)) {
      const spec = m[1]!;
      queue.push(spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(url), spec)) : spec);
    }
  }
  return texts;
}

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
        const files = (await readdir(root, { recursive: true }))
          .filter((f) => f.endsWith('.html'))
          .map((f) => join(root, f));
        let before = 0;
        let after = 0;
        for (const file of files) {
          let html = await readFile(file, 'utf8');
          const links = [...html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"[^>]*>/g)];
          if (!links.length) continue;
          const used = classTokens(html);
          for (const code of await scriptTexts(html, read)) classTokens(code, used);
          for (const [tag, url] of links) {
            const css = (await read(url!)) ?? '';
            const own = pageCss(css, used);
            before += css.length;
            after += own.length;
            html = html.replace(tag, () => `<style>${own}</style>`);
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

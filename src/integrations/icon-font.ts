/**
 * After the build: the icon fonts. Every page points at ICON_FONT_PLACEHOLDER (IconFont.astro); this step reads which
 * glyphs each built page draws (its icons' `--i` properties, and the islands' glyphs on a page with islands), keeps
 * only those of Lucide's font (subset-font, woff2), writes the subset under a content-hashed name in _astro/ (cached
 * for a year like the rest of that folder; pages drawing the same glyphs share one file) and puts that name in the
 * placeholder's place. A first visit then loads ~5-9 KB for its page instead of every icon of the site (~20 KB).
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { glyphsIn, ICON_FONT_PLACEHOLDER } from '../lib/ui/icon-font';
import { ISLAND_GLYPHS } from '../lib/ui/island-icons';
import { htmlFiles } from './html-files';

const require = createRequire(import.meta.url);

/**
 * The glyphs a built page can draw: those of its icons, and, when it has islands, every glyph an island can draw (an
 * island may show an icon its first HTML did not, such as the carousel's play button).
 */
export function pageGlyphs(html: string): number[] {
  const glyphs = new Set(glyphsIn(html));
  if (html.includes('<astro-island')) for (const cp of Object.values(ISLAND_GLYPHS)) glyphs.add(cp);
  return [...glyphs].sort((a, b) => a - b);
}

/** The subset of Lucide's font holding exactly `codepoints`, as woff2. */
export async function iconFontSubset(codepoints: Iterable<number>): Promise<Buffer> {
  const ttf = await readFile(require.resolve('lucide-static/font/lucide.ttf'));
  const text = String.fromCodePoint(...new Set(codepoints));
  return subsetFont(ttf, text, { targetFormat: 'woff2' });
}

export default function iconFont(): AstroIntegration {
  return {
    name: 'icon-font',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const written = new Map<string, { url: string; bytes: number }>();
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          if (!html.includes(ICON_FONT_PLACEHOLDER)) continue;
          const glyphs = pageGlyphs(html);
          const key = glyphs.join(',');
          if (!written.has(key)) {
            const font = await iconFontSubset(glyphs);
            const url = `/_astro/icons.${createHash('sha256').update(font).digest('base64url').slice(0, 10)}.woff2`;
            await writeFile(join(root, url), font);
            written.set(key, { url, bytes: font.length });
          }
          await writeFile(file, html.replaceAll(ICON_FONT_PLACEHOLDER, written.get(key)!.url));
          pages++;
        }
        const sizes = [...written.values()].map((f) => f.bytes / 1024);
        logger.info(
          `icon font: ${written.size} subset(s) for ${pages} page(s), ${Math.min(...sizes).toFixed(1)}-${Math.max(...sizes).toFixed(1)} KB`,
        );
      },
    },
  };
}

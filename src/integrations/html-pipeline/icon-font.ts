/**
 * Stage `icon-font` and output `icon-fonts`: each page's own icon font. Every page points at ICON_FONT_PLACEHOLDER
 * (IconFont.astro); the stage reads which glyphs the page draws (its icons' `--i` properties, and the islands' glyphs
 * on a page with islands), keeps only those of Lucide's font (subset-font, woff2), names the subset by its content
 * hash in _astro/ (cached for a year like the rest of that folder; pages drawing the same glyphs share one file) and
 * puts that name in the placeholder's place; the output writes the files. A first visit then loads ~5-9 KB for its
 * page instead of every icon of the site (~20 KB). docs/decisions/icon-glyphs.md.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { glyphsIn, ICON_FONT_PLACEHOLDER } from '../../lib/ui/icon-font';
import { ISLAND_GLYPHS } from '../../lib/ui/island-icons';
import type { Output, Stage } from './pipeline';

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

let lucideTtf: Promise<Buffer> | undefined;

/** The subset of Lucide's font holding exactly `codepoints`, as woff2 (the whole font is read once per build). */
export async function iconFontSubset(codepoints: Iterable<number>): Promise<Buffer> {
  const ttf = await (lucideTtf ??= readFile(require.resolve('lucide-static/font/lucide.ttf')));
  const text = String.fromCodePoint(...new Set(codepoints));
  return subsetFont(ttf, text, { targetFormat: 'woff2' });
}

/** The stage that points each page at its subset, and the output that writes the subsets it named. */
export function iconFonts(): { stage: Stage; output: Output } {
  const urlByGlyphs = new Map<string, Promise<string>>();
  const fonts = new Map<string, Buffer>();
  let pages = 0;
  const subsetUrl = async (glyphs: number[]) => {
    const font = await iconFontSubset(glyphs);
    const url = `/_astro/icons.${createHash('sha256').update(font).digest('base64url').slice(0, 10)}.woff2`;
    fonts.set(url, font);
    return url;
  };
  return {
    stage: {
      name: 'icon-font',
      async run(html) {
        if (!html.includes(ICON_FONT_PLACEHOLDER)) return html;
        const glyphs = pageGlyphs(html);
        const key = glyphs.join(',');
        if (!urlByGlyphs.has(key)) urlByGlyphs.set(key, subsetUrl(glyphs));
        pages++;
        return html.replaceAll(ICON_FONT_PLACEHOLDER, await urlByGlyphs.get(key)!);
      },
      summary: () => `${pages} page(s) point at ${urlByGlyphs.size} subset(s)`,
    },
    output: {
      name: 'icon-fonts',
      async write(root) {
        for (const [url, font] of fonts) {
          await mkdir(dirname(join(root, url)), { recursive: true });
          await writeFile(join(root, url), font);
        }
        const kb = [...fonts.values()].map((f) => f.length / 1024);
        return `${fonts.size} file(s), ${kb.length ? `${Math.min(...kb).toFixed(1)}-${Math.max(...kb).toFixed(1)} KB` : 'none'}`;
      },
    },
  };
}

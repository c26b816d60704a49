/**
 * The site's font (Plus Jakarta Sans, from @fontsource) for the story covers, read at build time in Node: advance
 * widths to fit the text (./cover-text.ts); the page draws the words in its own copy of the font. A character the
 * font lacks stops the build with the text named, rather than drawing an empty box.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { iconMarkup } from '../ui/icons';
import type { CoverAssets, CoverAssetsData, CoverFont, CoverWeight } from './cover-text';
import { COVER_MOTIFS } from './cover';

const require = createRequire(join(process.cwd(), 'package.json'));
const file = (weight: CoverWeight) =>
  require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);

let cached: CoverFont | undefined;

export function coverFont(): CoverFont {
  if (cached) return cached;
  const fonts = new Map<CoverWeight, Font>();
  const load = (weight: CoverWeight) => {
    let f = fonts.get(weight);
    if (!f) {
      f = create(readFileSync(file(weight))) as Font;
      fonts.set(weight, f);
    }
    return f;
  };
  cached = {
    unitsPerEm: load(800).unitsPerEm,
    glyphs(text, weight) {
      const font = load(weight);
      return [...text].map((ch, i) => {
        const g = font.glyphsForString(ch)[0];
        if (!g || (g.id === 0 && ch.trim()))
          throw new Error(`cover art: the site's font has no "${ch}" (in "${text}", character ${i + 1})`);
        return { advance: g.advanceWidth };
      });
    },
  };
  return cached;
}

/** The font and the icons, as the build draws covers with. */
export function coverAssets(): CoverAssets {
  return { font: coverFont(), icon: iconMarkup };
}

const WEIGHTS: readonly CoverWeight[] = [500, 600, 800];

/** The same assets as JSON for the CMS preview: every character of `characters` the font has, every motif. */
export function coverAssetsData(characters: string): CoverAssetsData {
  const font = coverFont();
  const glyphs: CoverAssetsData['glyphs'] = {};
  for (const weight of WEIGHTS) {
    const table: Record<string, number> = {};
    for (const ch of new Set(characters)) {
      try {
        const [g] = font.glyphs(ch, weight);
        if (g) table[ch] = g.advance;
      } catch {
        // a character the font lacks: the preview names it, as the build does
      }
    }
    glyphs[weight] = table;
  }
  return {
    unitsPerEm: font.unitsPerEm,
    glyphs,
    icons: Object.fromEntries(COVER_MOTIFS.map((m) => [m, iconMarkup(m)])),
  };
}

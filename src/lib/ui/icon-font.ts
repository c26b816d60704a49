/**
 * Icons as glyphs of Lucide's icon font (lucide-static ships it with one codepoint per icon): an icon is one element
 * whose `::before` draws the glyph in the `icons` face at the icon's size, coloured by `currentColor`. Unlike a CSS
 * mask of an SVG (one SVG document per distinct icon, created and painted on the main thread), a glyph is text, drawn
 * from one small font file: the build keeps only the glyphs its pages use (src/integrations/html-pipeline/icon-font.ts).
 */
import codepoints from 'lucide-static/font/codepoints.json';

/** The face the `.icon` rule in src/styles/global.css draws with. */
export const ICON_FONT_FAMILY = 'icons';

/**
 * Where the pages point before the build knows which glyphs they use; the icon-font integration writes the subset
 * font under a content-hashed name and puts that name in its place.
 */
export const ICON_FONT_PLACEHOLDER = '/_astro/icons.subset.woff2';

const CODEPOINTS = codepoints as Record<string, number>;

/** The glyph's codepoint in Lucide's font, or a clear error naming the icon that does not exist. */
export function iconCodepoint(name: string): number {
  const cp = Object.hasOwn(CODEPOINTS, name) ? CODEPOINTS[name] : undefined;
  if (cp === undefined) throw new Error(`Icon "${name}" does not exist in Lucide's icon font (lucide-static)`);
  return cp;
}

/** The CSS string that draws a codepoint, for the `--i` custom property of an `.icon` element: '\e151'. */
export function glyphCss(codepoint: number): string {
  return `'\\${codepoint.toString(16)}'`;
}

/**
 * Each `--i:'\…'` glyph a built page draws (its icons' style attributes, where React writes the quote as `&#x27;`),
 * as codepoints.
 */
export function glyphsIn(html: string): number[] {
  return [...html.matchAll(/--i:\s*(?:'|&#x27;|&#39;)\\([0-9a-f]{4,6})/gi)].map((m) => parseInt(m[1], 16));
}

/**
 * The extra outline a glyph needs to look drawn at `strokeWidth` instead of the font's 2 units (of 24), as a
 * `-webkit-text-stroke` width in px at `size`: the text stroke is centred on the outline, so it thickens the line by
 * its own width. Thinner than 2 cannot be drawn this way.
 */
export function extraStrokePx(strokeWidth: number, size: number): number {
  if (strokeWidth < 2) throw new Error(`Icon stroke ${strokeWidth} is thinner than the icon font's 2`);
  return +(((strokeWidth - 2) * size) / 24).toFixed(3);
}

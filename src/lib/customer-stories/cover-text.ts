/**
 * The words on a story's cover (issue 31): a result is drawn as a big statistic only when its title holds a number
 * ("37M+", "42%"); a word-only result ("Faster launches") is drawn as a heading. Nothing is ever cut: lines are wrapped
 * by the measured width of the site's font, sizes step down until a block fits (the first title shrinks before any
 * text is left off), and a block that still does not fit whole is left off (shorter copy from the same entry: the
 * second result's description, then the second result, then the first result's description). The words are real text
 * in the page's font (an inline SVG laid over the cover's art, ./cover.ts), so a cover costs no glyph outlines.
 */
import { escapeAttribute, escapeText } from '../ui/escape-markup';

export type CoverWeight = 500 | 600 | 800;

/** The site's font as the cover needs it: advance widths in font units, to wrap the words (see ./cover-font.ts). */
export interface CoverFont {
  unitsPerEm: number;
  /** One glyph per character: its advance width. */
  glyphs(text: string, weight: CoverWeight): { advance: number }[];
}

/** What a cover is drawn with besides the story: the font, and a motif icon's SVG markup by Lucide name. */
export interface CoverAssets {
  font: CoverFont;
  icon: (name: string) => string;
}

/** The same assets as JSON (the CMS preview reads them from its page): advances per weight and character, icons. */
export interface CoverAssetsData {
  unitsPerEm: number;
  /** weight -> character -> advance. */
  glyphs: Record<string, Record<string, number>>;
  icons: Record<string, string>;
}

/** CoverAssets from their JSON form; a character or icon it lacks throws, naming it. */
export function coverAssetsFromData(data: CoverAssetsData): CoverAssets {
  return {
    font: {
      unitsPerEm: data.unitsPerEm,
      glyphs: (text, weight) =>
        [...text].map((ch) => {
          const advance = data.glyphs[weight]?.[ch];
          if (advance === undefined) throw new Error(`cover art: the site's font has no "${ch}" (in "${text}")`);
          return { advance };
        }),
    },
    icon: (name) => {
      const markup = data.icons[name];
      if (markup === undefined) throw new Error(`cover art: icon "${name}" does not exist in lucide-static`);
      return markup;
    },
  };
}

export interface CoverLine {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  weight: CoverWeight;
  opacity: number;
}

export interface CoverRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A result shown as a big statistic must contain a number; any other is shown as text. */
export function isStatistic(title: string): boolean {
  return /\d/.test(title);
}

/** Text area: left of the motif panel (whose tilted square starts at x ≈ 700) and inside a 56 px margin. */
export const TEXT_LEFT = 84;
export const TEXT_WIDTH = 600;
export const TEXT_TOP = 64;
export const TEXT_BOTTOM = 620;

export function textWidth(font: CoverFont, text: string, weight: CoverWeight, size: number): number {
  return (font.glyphs(text, weight).reduce((sum, g) => sum + g.advance, 0) * size) / font.unitsPerEm;
}

/**
 * Words into lines no wider than `width` (measured in the font), at most `maxLines`; null when they do not fit whole.
 * A trailing full stop is dropped (covers read as captions).
 */
export function wrapMeasured(
  font: CoverFont,
  text: string,
  weight: CoverWeight,
  size: number,
  width: number,
  maxLines: number,
): string[] | null {
  const words = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '').split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (textWidth(font, next, weight, size) <= width) {
      line = next;
      continue;
    }
    if (!line) return null; // one word wider than the area
    lines.push(line);
    line = w;
    if (textWidth(font, line, weight, size) > width) return null;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

interface Style {
  sizes: readonly number[];
  weight: CoverWeight;
  maxLines: number;
  opacity: number;
  /** Space above the first line, as a share of the size. */
  gap: number;
  lineHeight: number;
}

const STYLES = {
  bigStat: { sizes: [150, 132, 116, 100, 88, 76], weight: 800, maxLines: 2, opacity: 1, gap: 0, lineHeight: 1 },
  heading: { sizes: [64, 56, 50, 44], weight: 800, maxLines: 2, opacity: 1, gap: 0, lineHeight: 1.12 },
  lead: { sizes: [40, 36, 32], weight: 600, maxLines: 3, opacity: 0.92, gap: 0.55, lineHeight: 1.25 },
  stat: { sizes: [64, 56, 48], weight: 800, maxLines: 1, opacity: 1, gap: 0, lineHeight: 1 },
  subheading: { sizes: [44, 40, 36], weight: 800, maxLines: 2, opacity: 1, gap: 0, lineHeight: 1.15 },
  label: { sizes: [32, 30, 28], weight: 500, maxLines: 2, opacity: 0.85, gap: 0.45, lineHeight: 1.25 },
} satisfies Record<string, Style>;

/** One text block at the first size that fits whole, from baseline `top` + its first line's size. */
function block(
  font: CoverFont,
  text: string,
  style: Style,
  top: number,
  from = 0,
): { lines: CoverLine[]; bottom: number } | null {
  for (const size of style.sizes.slice(from)) {
    const wrapped = wrapMeasured(font, text, style.weight, size, TEXT_WIDTH, style.maxLines);
    if (!wrapped) continue;
    let y = top + style.gap * size;
    const lines = wrapped.map((t, i) => {
      y += i === 0 ? size * 0.9 : size * style.lineHeight;
      return { text: t, x: TEXT_LEFT, y: Math.round(y), size, weight: style.weight, opacity: style.opacity };
    });
    return { lines, bottom: y + size * 0.25 };
  }
  return null;
}

type Result = { title: string; description: string };

/** The first results laid out: the lines and the divider bar, or null when even the shortest copy does not fit. */
export function layoutCover(
  font: CoverFont,
  results: readonly Result[],
): { lines: CoverLine[]; bars: CoverRect[] } | null {
  const [first, second] = results;
  if (!first) return { lines: [], bars: [] };
  // Longest first; each step leaves off one part, never a part of a sentence.
  const plans: { firstText: boolean; second: 0 | 1 | 2 }[] = [
    { firstText: true, second: 2 },
    { firstText: true, second: 1 },
    { firstText: true, second: 0 },
    { firstText: false, second: 0 },
  ];
  const firstStyle = isStatistic(first.title) ? STYLES.bigStat : STYLES.heading;
  // Each plan first tries the first title at its largest size, then smaller, before leaving anything off.
  const attempts = plans.flatMap((plan) => firstStyle.sizes.map((_, shrink) => ({ plan, shrink })));
  for (const { plan, shrink } of attempts) {
    const lines: CoverLine[] = [];
    const bars: CoverRect[] = [];
    let top = TEXT_TOP;
    const add = (text: string, style: Style, from = 0) => {
      const b = block(font, text, style, top, from);
      if (!b) return false;
      lines.push(...b.lines);
      top = b.bottom;
      return true;
    };
    if (!add(first.title, firstStyle, shrink)) continue;
    if (plan.firstText && !add(first.description, STYLES.lead)) continue;
    if (second && plan.second > 0) {
      top += 36;
      bars.push({ x: TEXT_LEFT + 4, y: Math.round(top), width: 96, height: 6 });
      top += 24;
      if (!add(second.title, isStatistic(second.title) ? STYLES.stat : STYLES.subheading)) continue;
      if (plan.second === 2 && !add(second.description, STYLES.label)) continue;
    }
    if (top <= TEXT_BOTTOM) return { lines, bars };
  }
  return null;
}

/**
 * The cover's words as an inline SVG in the cover's coordinates, to lay over its art (an image of the same size):
 * `<text>` in the page's own font (inherited), kerning off as measured. Decorative (`aria-hidden`; the image carries
 * the cover's name) and left out of the search index.
 */
export function coverText(
  input: { id: string; results: readonly Result[] },
  font: CoverFont,
  size: { width: number; height: number },
): string {
  const layout = layoutCover(font, input.results);
  if (!layout)
    throw new Error(
      `cover art of "${input.id}": results[0].title "${input.results[0]?.title}" does not fit on the cover even alone; shorten it`,
    );
  const bars = layout.bars.map(
    (b) =>
      `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="3" fill="#fff" fill-opacity="0.6"/>`,
  );
  const lines = layout.lines.map((line) => {
    const opacity = line.opacity < 1 ? ` fill-opacity="${line.opacity}"` : '';
    return `<text x="${line.x}" y="${line.y}" font-size="${line.size}" font-weight="${line.weight}"${opacity} data-line="${escapeAttribute(line.text)}">${escapeText(line.text)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-pagefind-ignore data-cover-text style="position:absolute;inset:0;width:100%;height:100%;font-kerning:none">`,
    `<g fill="#fff">`,
    ...bars,
    ...lines,
    `</g></svg>`,
  ].join('');
}

/**
 * Cover art of a customer story, generated at build time from the story's own data: the
 * industry picks the palette and a set of motifs (Lucide icon outlines, drawn large), the story's slug seeds the
 * motif, the hue shift, the tilt and the background pattern, and its first results are written on it in the site's
 * font (Plus Jakarta Sans). The art is a small image without words (`coverArtSvg`, served as a file); the words are
 * real text in the page's font (`coverWordsSvg`, an inline SVG laid over it), so a cover costs about a kilobyte rather
 * than the eight its glyph outlines took. Text is never cut: lines are wrapped by measured width and a result that
 * does not fit whole is left off (./cover-text.ts). No remote images, no company name (the card names it once).
 */
import { seededRandom } from '~/lib/seeded-random';
import { coverText, type CoverAssets, type CoverFont } from './cover-text';

export interface CoverInput {
  id: string;
  industry: string;
  results: readonly { title: string; description: string }[];
}
export type { CoverAssets, CoverFont };

interface Palette {
  from: string;
  to: string;
  motifs: readonly string[];
}

/** Hues far apart per industry, and several motifs each so stories of one industry still differ. */
export const INDUSTRY_ART: Record<string, Palette> = {
  'Beauty & Personal Care': {
    from: '#9d174d',
    to: '#ec4899',
    motifs: ['sparkles', 'spray-can', 'droplet', 'flower-2', 'bath', 'gem'],
  },
  'Fashion & Lifestyle': { from: '#5b21b6', to: '#c026d3', motifs: ['shirt', 'gem', 'scissors'] },
  'Home & Living': { from: '#115e59', to: '#14b8a6', motifs: ['sofa', 'lamp', 'house', 'armchair'] },
  'Food & Beverage': { from: '#9a3412', to: '#f59e0b', motifs: ['cooking-pot', 'chef-hat', 'utensils', 'salad'] },
  'Finance & Fintech': {
    from: '#1e3a8a',
    to: '#3b82f6',
    motifs: ['chart-line', 'piggy-bank', 'landmark', 'coins', 'wallet'],
  },
  'Health & Wellness': { from: '#065f46', to: '#22c55e', motifs: ['heart-pulse', 'stethoscope', 'activity'] },
  Travel: { from: '#075985', to: '#38bdf8', motifs: ['plane', 'luggage', 'map-pinned'] },
  'Parenting & Baby Care': { from: '#4338ca', to: '#a78bfa', motifs: ['baby', 'milk', 'heart-handshake'] },
  'Consumer Goods': { from: '#3f6212', to: '#84cc16', motifs: ['shopping-bag', 'package', 'gift'] },
};
const FALLBACK: Palette = { from: '#3b1c8c', to: '#7c3aed', motifs: ['sparkles', 'megaphone', 'users'] };

/** Every motif a cover can draw (the icons the CMS preview needs). */
export const COVER_MOTIFS = [
  ...new Set([...Object.values(INDUSTRY_ART), FALLBACK].flatMap((a) => a.motifs)),
] as readonly string[];

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

/** Shifts a #rrggbb colour's hue by `deg` degrees (keeps lightness and saturation). */
export function shiftHue(hex: string, deg: number): string {
  const n = parseInt(hex.slice(1), 16);
  let r = ((n >> 16) & 255) / 255,
    g = ((n >> 8) & 255) / 255,
    b = (n & 255) / 255;
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b),
    l = (max + min) / 2,
    d = max - min;
  let h = 0;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (d !== 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + deg) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s,
    x = c * (1 - Math.abs(((h / 60) % 2) - 1)),
    m = l - c / 2;
  [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** What varies per story, exposed for tests. */
export function coverChoices(input: CoverInput): {
  motif: string;
  from: string;
  to: string;
  tilt: number;
  angle: number;
} {
  const art = INDUSTRY_ART[input.industry] ?? FALLBACK;
  const rng = seededRandom(`cover:${input.id}`);
  const motif = art.motifs[Math.floor(rng() * art.motifs.length)];
  const hue = Math.round(rng() * 36 - 18);
  return {
    motif,
    from: shiftHue(art.from, hue),
    to: shiftHue(art.to, hue),
    tilt: Math.round(rng() * 16 - 8),
    angle: Math.round(rng() * 90),
  };
}

/** The cover's art as a standalone SVG, without words; `icon` draws a motif (Lucide markup by name). */
export function coverArtSvg(input: CoverInput, icon: CoverAssets['icon']): string {
  const { motif, from, to, tilt, angle } = coverChoices(input);
  const rng = seededRandom(`pattern:${input.id}`);
  const bubbles = Array.from({ length: 9 }, () => {
    const r = Math.round(30 + rng() * 150);
    return `<circle cx="${Math.round(rng() * COVER_WIDTH)}" cy="${Math.round(rng() * COVER_HEIGHT)}" r="${r}" fill="#fff" fill-opacity="${(0.04 + rng() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const rings = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${Math.round(rng() * COVER_WIDTH)}" cy="${Math.round(rng() * COVER_HEIGHT)}" r="${Math.round(60 + rng() * 120)}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="3"/>`,
  ).join('');
  const dotsX = Math.round(40 + rng() * 200),
    dotsY = Math.round(rng() < 0.5 ? 40 : 520);
  const dots = Array.from(
    { length: 24 },
    (_, i) =>
      `<circle cx="${dotsX + (i % 8) * 22}" cy="${dotsY + Math.floor(i / 8) * 22}" r="4" fill="#fff" fill-opacity="0.35"/>`,
  ).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    bubbles,
    rings,
    dots,
    `<g transform="rotate(${tilt} 905 337)">`,
    `<rect x="725" y="157" width="360" height="360" rx="72" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`,
    `<g transform="translate(785 217) scale(10)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon(motif)}</g>`,
    `</g>`,
    `</svg>`,
  ].join('');
}

/** The cover's words: an inline SVG in the art's coordinates, to lay over the art in a positioned box. */
export function coverWordsSvg(input: CoverInput, font: CoverFont): string {
  return coverText(input, font, { width: COVER_WIDTH, height: COVER_HEIGHT });
}

/** The whole cover as markup (the CMS preview): the art inline and the words over it, in a positioned box. */
export function storyCoverHtml(input: CoverInput, assets: CoverAssets): string {
  const words = coverWordsSvg(input, assets.font);
  return `<div style="position:relative">${coverArtSvg(input, assets.icon).replace('<svg ', '<svg style="display:block;width:100%;height:auto" ')}${words}</div>`;
}

/** Where a story's cover is served (built by src/pages/customer-stories/covers/[slug].svg.ts). */
export function coverPath(id: string): string {
  return `/customer-stories/covers/${id}.svg`;
}

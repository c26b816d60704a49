/** The one star rating: which of the five stars are full, and its spoken label. Shared by Stars.astro and islands. */
import { fill } from '~/lib/copy/placeholders';
import { iconRowSvg, STAR_SHAPES, svgUrl } from './star-row';

export const STAR_MAX = 5;
export type StarColour = 'orange' | 'yellow' | 'blue';

/** Tailwind text colour of full stars per rating colour. */
export const STAR_COLOURS: Record<StarColour, string> = {
  orange: 'text-accent-500',
  yellow: 'text-star',
  blue: 'text-blue-600',
};

/** Five stars: full up to the rating (rounded), the rest empty. */
export function starFill(rating: number, max = STAR_MAX): ('full' | 'empty')[] {
  return Array.from({ length: max }, (_, i) => (i < Math.round(rating) ? 'full' : 'empty'));
}

/** The label read out for a rating, from a content template with `{rating}` (e.g. 'Rated {rating} out of 5'). */
export function ratingLabel(template: string, rating: number): string {
  return fill(template, { rating });
}

/** Space between two stars, in px. */
const STAR_GAP_PX = 2;

/**
 * A rating drawn by one element (the `.stars` rule in src/styles/global.css): its mask is one SVG of the five stars,
 * full ones filled and empty ones outlined, and its background is the full colour (the element's text colour) up to
 * the last full star and the empty colour after it. These are the CSS custom properties that element needs.
 */
export function starRowStyle(rating: number, size: number): Record<string, string> {
  const fills = starFill(rating).map((f) => f === 'full');
  const gap = (STAR_GAP_PX * 24) / size;
  const full = fills.filter(Boolean).length;
  return {
    '--icon': svgUrl(iconRowSvg(STAR_SHAPES, fills, gap)),
    '--icon-size': `${size}px`,
    '--stars-width': `${fills.length * size + (fills.length - 1) * STAR_GAP_PX}px`,
    '--stars-full': `${full * (size + STAR_GAP_PX) - STAR_GAP_PX / 2}px`,
  };
}

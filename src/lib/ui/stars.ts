/** The one star rating: which of the five stars are full, and its spoken label. Shared by Stars.astro and islands. */
import { fill } from '~/lib/copy/fill';

export const STAR_MAX = 5;
export type StarColour = 'orange' | 'yellow' | 'blue';

/** Tailwind text colour of full stars per rating colour. */
export const STAR_COLOURS: Record<StarColour, string> = {
  orange: 'text-accent-500',
  yellow: 'text-star',
  blue: 'text-blue-600',
};
/** Colour of the empty stars above the rating. */
export const EMPTY_STAR = 'text-ink-500/40';

/** Five stars: full up to the rating (rounded), the rest empty. */
export function starFill(rating: number, max = STAR_MAX): ('full' | 'empty')[] {
  return Array.from({ length: max }, (_, i) => (i < Math.round(rating) ? 'full' : 'empty'));
}

/** The label read out for a rating, from a content template with `{rating}` (e.g. 'Rated {rating} out of 5'). */
export function ratingLabel(template: string, rating: number): string {
  return fill(template, { rating });
}

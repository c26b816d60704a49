/**
 * The site's one web font, for headings and body text alike, so a page fetches one small file: which characters
 * and weights its file holds (scripts/subset-fonts.mjs writes it into src/assets/fonts/ from @fontsource) and how
 * astro.config.mjs registers it with Astro's fonts API.
 */

/** Printable ASCII, Latin-1 and the typographic marks, currency signs and arrows the copy uses. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2014], // hyphens and dashes
  [0x2018, 0x201e], // quotes
  [0x2020, 0x2022], // daggers, bullet
  [0x2026, 0x2026], // ellipsis
  [0x2032, 0x2033], // primes
  [0x2039, 0x203a], // single guillemets
  [0x20ac, 0x20ac], // euro
  [0x20b9, 0x20b9], // rupee
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

export const CHARACTERS = RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

/** The same set as CSS unicode-range values. */
export const UNICODE_RANGE = /** @type {[string, ...string[]]} */ (
  RANGES.map(([a, b]) => `U+${a.toString(16)}${a === b ? '' : `-${b.toString(16)}`}`)
);

/** Weight range kept from the variable fonts (regular to font-extrabold, all the site uses). */
export const WEIGHTS = { min: 400, max: 800 };

export const FONTS = [
  {
    name: 'Plus Jakarta Sans',
    cssVariable: '--font-jakarta',
    from: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    file: 'plus-jakarta-sans-latin-400-800.woff2',
  },
];

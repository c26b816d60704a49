/**
 * The site's one web font, for headings and body text alike, so a page fetches one small file: which characters
 * and weights its files hold (scripts/subset-fonts.mjs writes them into src/assets/fonts/ from @fontsource) and how
 * astro.config.mjs registers them with Astro's fonts API.
 */

/** Every character the brand face draws: printable ASCII, Latin-1 and the typographic marks, currency signs and arrows. */
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

/**
 * The characters of the first file, which every page preloads: ASCII, the marks above, and the few Latin-1 signs
 * English copy uses (no-break space, pound, section, copyright, guillemets, registered, degree, plus-minus, middle dot,
 * times, divide). Today every page's words are in it. It must stay under one round trip of a new connection
 * (14,600 bytes, tests/unit/fonts.test.ts): a bigger file takes a second one before the first paint
 * (docs/decisions/fonts.md).
 */
const FIRST = new Set(
  [...'\u00a0\u00a3\u00a7\u00a9\u00ab\u00ae\u00b0\u00b1\u00b7\u00bb\u00d7\u00f7'].map((c) => c.codePointAt(0)),
);
const inFirst = (cp) => cp < 0xa0 || cp > 0xff || FIRST.has(cp);

/** @param {number[][]} ranges */
const codepoints = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

/** Consecutive codepoints as CSS unicode-range values. @param {number[]} cps @returns {[string, ...string[]]} */
function unicodeRange(cps) {
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i < cps.length;) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === cps[j] + 1) j++;
    const [a, b] = [cps[i], cps[j]];
    out.push(`U+${a.toString(16)}${a === b ? '' : `-${b.toString(16)}`}`);
    i = j + 1;
  }
  return /** @type {[string, ...string[]]} */ (out);
}

const ALL = codepoints(RANGES);

/** Every character the face draws (the CMS preview's cover font is cut to the same set). */
export const CHARACTERS = String.fromCodePoint(...ALL);

/** Weight range kept from the variable fonts (regular to font-extrabold, all the site uses). */
export const WEIGHTS = { min: 400, max: 800 };

/**
 * The face's files, each with its characters as a CSS unicode-range. A browser fetches a file only when a page draws
 * one of its characters, so the second (accented Latin-1 letters, fractions, rarer signs) costs a page nothing until
 * its copy uses one; only the first is preloaded.
 */
export const FACES = [
  {
    file: 'plus-jakarta-sans-basic-400-800.woff2',
    characters: String.fromCodePoint(...ALL.filter(inFirst)),
    unicodeRange: unicodeRange(ALL.filter(inFirst)),
    preload: true,
  },
  {
    file: 'plus-jakarta-sans-latin-1-400-800.woff2',
    characters: String.fromCodePoint(...ALL.filter((cp) => !inFirst(cp))),
    unicodeRange: unicodeRange(ALL.filter((cp) => !inFirst(cp))),
    preload: false,
  },
];

export const FONTS = [
  {
    name: 'Plus Jakarta Sans',
    cssVariable: '--font-jakarta',
    from: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    faces: FACES,
  },
];

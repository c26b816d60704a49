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

/**
 * The Latin-1 characters the file keeps: the signs English copy uses (no-break space, pound, section, copyright,
 * guillemets, registered, degree, plus-minus, middle dot, times, divide) and the accented letters of names and words
 * from the Western European languages. The rest of Latin-1 (fractions, superscripts, rarer signs and letters) is
 * drawn from the metric-matched fallback face, like any character outside the set. Kept so, the file stays within
 * what a new connection's first round trip carries (tests/unit/fonts.test.ts; docs/decisions/fonts.md).
 */
const LATIN_1_KEPT = new Set([...'\u00a0£§©«®°±·»×÷ßàáâäåæçèéêëíïñóôöøúüÀÇÉÈÑÖÜ'].map((c) => c.codePointAt(0)));

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
const KEPT = ALL.filter((cp) => cp < 0xa0 || cp > 0xff || LATIN_1_KEPT.has(cp));

/** Every character of the set above (the CMS preview's cover font is cut to it). */
export const CHARACTERS = String.fromCodePoint(...ALL);

/** The characters of the web font's file. */
export const FILE_CHARACTERS = String.fromCodePoint(...KEPT);

/** The same characters as CSS unicode-range values. */
export const UNICODE_RANGE = unicodeRange(KEPT);

/** Weight range kept from the variable fonts (regular to font-extrabold, all the site uses). */
export const WEIGHTS = { min: 400, max: 800 };

export const FONTS = [
  {
    name: 'Plus Jakarta Sans',
    cssVariable: '--font-jakarta',
    from: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    file: 'plus-jakarta-sans-400-800.woff2',
  },
];

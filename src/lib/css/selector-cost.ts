/**
 * Selectors that cost Chromium style work out of proportion to what they select (issue 32; docs/measurements.md,
 * "Style"). The built pages are checked for them (tests/validate/style-cost.test.ts), and the per-page CSS narrows the
 * first kind (page-css.ts).
 *  - A rule for every element's `::before` or `::after` (`*, ::before, ::after {…}`): Chromium then works out both
 *    pseudo-elements' styles for every element, to find they have no `content`.
 *  - A selector that starts at `<html>` in some state (`html[data-region=loading] .banner > *`) and ends in a compound
 *    with no class, id, attribute or element name: when that state changes, Chromium cannot tell which elements the
 *    rule may now match and restyles the whole page.
 */

/** A selector of every element's `::before` or `::after`: `::before`, `:after`, `*::before`. */
export const EVERY_ELEMENTS_PSEUDO = /^\*?::?(before|after)$/;
/** A selector of some elements' `::before` or `::after` (not an escaped `\:before` in a class name): its subject. */
export const SOME_ELEMENTS_PSEUDO = /^(.*[^\\:])::?(before|after)$/;

/** Splits a selector list at its top-level commas. */
export function splitSelectors(list: string): string[] {
  return splitTopLevel(list, (c) => c === ',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Splits `text` at the characters `at` accepts outside (), [] and escapes. */
function splitTopLevel(text: string, at: (c: string) => boolean): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && at(c)) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The compounds of a complex selector, left to right (`html[x] .a > *` gives `html[x]`, `.a`, `*`). */
export function compounds(selector: string): string[] {
  return splitTopLevel(selector, (c) => /[\s>+~]/.test(c)).filter(Boolean);
}

/** Whether a compound names something Chromium can narrow a restyle to: a class, id, attribute or element. */
function hasFeature(compound: string): boolean {
  const bare = compound.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, (p) => (/^:(is|where)\(/.test(p) ? p : ''));
  return /^[a-zA-Z]/.test(bare) || /[.#[]/.test(bare);
}

/** The selectors of a selector list that cost style work out of proportion (see the module comment), with why. */
export function costlySelectors(selectorList: string): { selector: string; why: string }[] {
  const out: { selector: string; why: string }[] = [];
  for (const selector of splitSelectors(selectorList)) {
    if (EVERY_ELEMENTS_PSEUDO.test(selector)) {
      out.push({ selector, why: "every element's ::before/::after" });
      continue;
    }
    const parts = compounds(selector);
    if (parts.length > 1 && /^(html|:root)\b[[.:]/.test(parts[0]) && !hasFeature(parts.at(-1)!))
      out.push({ selector, why: 'restyles the whole page when <html> changes' });
  }
  return out;
}

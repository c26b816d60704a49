/**
 * The Lighthouse score gate of `npm run budgets` (scripts/budgets.mjs): which gated categories a page's runs leave
 * under their minimum. Kept apart from the budgets script so it can be tested without running Lighthouse.
 */

/** Accessibility, best practices and SEO: the minimum score. */
export const LIGHTHOUSE_MIN = 95;

/** The categories the gate holds to a minimum. */
export const GATED_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The median of `xs` (numbers); NaN for none. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The gate's minimum for a category's score: `perfMin` for performance, LIGHTHOUSE_MIN for the others. */
export function minimumOf(category, perfMin) {
  return category === 'performance' ? perfMin : LIGHTHOUSE_MIN;
}

/**
 * The gated categories whose median score over `runs` (Lighthouse results `{ scores }`, or `{ error }` for a run that
 * failed) is under its minimum; every category when no run succeeded.
 */
export function lowScores(runs, perfMin) {
  const ok = runs.filter((r) => !r.error);
  if (!ok.length) return [...GATED_CATEGORIES];
  return GATED_CATEGORIES.filter((k) => median(ok.map((r) => r.scores[k])) < minimumOf(k, perfMin));
}

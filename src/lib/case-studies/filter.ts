/** Industry filter of /customer-stories: slugs for the radio values, and which cards a choice shows. */
export const ALL = 'all';

export function industrySlug(industry: string): string {
  return industry.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Industries present in `items`, in first-seen order, with counts. */
export function industryOptions(items: readonly { industry: string }[]): { value: string; label: string; count: number }[] {
  const map = new Map<string, { value: string; label: string; count: number }>();
  for (const item of items) {
    const value = industrySlug(item.industry);
    const entry = map.get(value) ?? { value, label: item.industry, count: 0 };
    entry.count++;
    map.set(value, entry);
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Whether a card of `industry` is visible for the chosen filter value. */
export function matchesFilter(industry: string, chosen: string): boolean {
  return chosen === ALL || industrySlug(industry) === chosen;
}

/** The filter value from a query string (?industry=...), falling back to all when unknown. */
export function filterFromSearch(search: string, known: readonly string[], param = 'industry'): string {
  const v = new URLSearchParams(search).get(param);
  return v && known.includes(v) ? v : ALL;
}

export function countLabel(n: number, noun: [string, string]): string {
  return `Showing ${n} ${n === 1 ? noun[0] : noun[1]}`;
}

/**
 * CSS that filters a grid from one attribute: while the element `scope` selects carries data-filter-value="v"
 * (IndustryFilter's script sets it), cards of other values are hidden.
 */
export function filterCss(scope: string, values: readonly string[], attr = 'data-industry'): string {
  return values.map((v) => `${scope}[data-filter-value="${v}"] [${attr}]:not([${attr}="${v}"]){display:none}`).join('\n');
}

/**
 * The same filter without JavaScript, from the checked radio (`:has()`). Pages put it inside <noscript>, so
 * browsers running scripts never evaluate these selectors.
 */
export function noScriptFilterCss(scope: string, values: readonly string[], attr = 'data-industry'): string {
  return values
    .map((v) => `${scope}:has(input[value="${v}"]:checked) [${attr}]:not([${attr}="${v}"]){display:none}`)
    .join('\n');
}

/** A single-choice filter over a grid (radio buttons + CSS): the value in the address, the count line, the CSS. */
export const ALL = 'all';

/** The filter value from a query string (?industry=...), falling back to all when unknown. */
export function filterFromSearch(search: string, known: readonly string[], param: string): string {
  const v = new URLSearchParams(search).get(param);
  return v && known.includes(v) ? v : ALL;
}

/** The count line, from a template with `{count}` for one item and for several. */
export function countLabel(n: number, templates: { one: string; other: string }): string {
  return (n === 1 ? templates.one : templates.other).replace('{count}', String(n));
}

/**
 * CSS that filters a grid from one attribute: while the element `scope` selects carries data-filter-value="v"
 * (the `<category-filter>` element sets it), cards of other values are hidden.
 */
export function filterCss(scope: string, values: readonly string[], attr: string): string {
  return values
    .map((v) => `${scope}[data-filter-value="${v}"] [${attr}]:not([${attr}="${v}"]){display:none}`)
    .join('\n');
}

/**
 * The same filter without JavaScript, from the checked radio (`:has()`). Pages put it inside <noscript>, so
 * browsers running scripts never evaluate these selectors.
 */
export function noScriptFilterCss(scope: string, values: readonly string[], attr: string): string {
  return values
    .map((v) => `${scope}:has(input[value="${v}"]:checked) [${attr}]:not([${attr}="${v}"]){display:none}`)
    .join('\n');
}

/** A lower-case slug for a label: "Food & Beverage" -> "food-and-beverage". */
export function filterSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Copy with `{name}` placeholders filled: "Read the {company} story" + { company: 'Plum' } -> "Read the Plum
 * story". Numbers are written with en-US digit grouping (1,234); pass a string where grouping is wrong (a year).
 * A placeholder with no value stays as it is, so a typo in the copy shows instead of vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString('en-US') : value;
  });
}

/** Fills the '{brand}' placeholder of content copy with the configured brand name. */
export function withBrand(text: string, brand: string): string {
  return fill(text, { brand });
}

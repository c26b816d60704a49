/** A copy text with `{name}` placeholders filled; numbers are written with en-US digit grouping. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString('en-US') : value;
  });
}

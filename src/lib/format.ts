/** Formatting helpers shared by pages and islands. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

/** Fills `{name}` placeholders of content copy; a placeholder without a value stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Fills the '{brand}' placeholder of content copy with the configured brand name. */
export function withBrand(text: string, brand: string): string {
  return fill(text, { brand });
}

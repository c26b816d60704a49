/** Formatting helpers shared by pages and islands. */
import { fill } from './copy/placeholders';

export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

/** Fills the '{brand}' placeholder of content copy with the configured brand name. */
export function withBrand(text: string, brand: string): string {
  return fill(text, { brand });
}

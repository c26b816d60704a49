/** Dates and numbers as pages and islands show them (en-US). */

export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

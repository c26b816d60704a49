/**
 * How long leads are kept: LEAD_RETENTION_DAYS, default 730. The daily retention function erases older
 * leads; the privacy page states the same period (read at build time, so a change needs a new deploy).
 */
export const DEFAULT_RETENTION_DAYS = 730;

export function retentionDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LEAD_RETENTION_DAYS?.trim();
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_RETENTION_DAYS;
}

/** "730 days (about 2 years)", "90 days (about 3 months)", "30 days", "1 day". */
export function retentionPeriodText(days: number): string {
  const base = `${days.toLocaleString('en-US')} day${days === 1 ? '' : 's'}`;
  if (days >= 365 && days % 365 <= 5) {
    const years = Math.round(days / 365);
    return `${base} (about ${years} year${years === 1 ? '' : 's'})`;
  }
  if (days >= 60 && days < 365) {
    const months = Math.round(days / 30);
    return `${base} (about ${months} months)`;
  }
  return base;
}

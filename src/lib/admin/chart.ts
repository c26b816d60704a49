/**
 * Data and geometry of the "submissions per day, last 30 days" chart on the admin dashboard.
 * Pure: records, the current time and a time zone in; day buckets and SVG rectangles out.
 *
 * Days are calendar days in the given IANA time zone (the admin's own, from the browser), the last one being today.
 * A record counts on the day its createdAt falls on in that zone; records outside the window or with an invalid
 * date are ignored.
 */
import type { DayCount } from './contract';
import { fill } from '../copy/placeholders';

export interface DatedRecord {
  createdAt?: unknown;
}

export const CHART_DAYS = 30;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayKey(date: Date, timeZone = 'UTC'): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `offset` calendar days after a YYYY-MM-DD day (negative goes back). Time-zone free. */
export function addDays(day: string, offset: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export function dailyCounts(
  applications: readonly DatedRecord[],
  contacts: readonly DatedRecord[],
  now: Date,
  timeZone = 'UTC',
  days = CHART_DAYS,
): DayCount[] {
  const today = dayKey(now, timeZone);
  const buckets = new Map<string, DayCount>();
  for (let i = days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    buckets.set(date, { date, launchpad: 0, contact: 0, total: 0 });
  }
  const earliest = now.getTime() - (days + 1) * 86_400_000;
  const latest = now.getTime() + 2 * 86_400_000;
  const add = (list: readonly DatedRecord[], field: 'launchpad' | 'contact') => {
    for (const record of list) {
      if (typeof record.createdAt !== 'string') continue;
      const at = new Date(record.createdAt);
      const time = at.getTime();
      // Far outside the window (more than a day past either end in any time zone): skip the costly day lookup.
      if (Number.isNaN(time) || time < earliest || time > latest) continue;
      const bucket = buckets.get(dayKey(at, timeZone));
      if (!bucket) continue;
      bucket[field] += 1;
      bucket.total += 1;
    }
  };
  add(applications, 'launchpad');
  add(contacts, 'contact');
  return [...buckets.values()];
}

/** A round upper bound for the y axis: at least 1, then 1-2-5 steps (1, 2, 5, 10, 20, 50...). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

export interface BarSegment {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBar {
  day: DayCount;
  /** Launchpad part at the bottom, contact part stacked on top; zero-height parts are null. */
  launchpad: BarSegment | null;
  contact: BarSegment | null;
  /** The whole column (also for empty days), e.g. as a hover target. */
  slot: BarSegment;
}

export interface ChartLayout {
  width: number;
  height: number;
  plotTop: number;
  plotBottom: number;
  yMax: number;
  bars: ChartBar[];
}

/** Stacked bars filling `width` x `height` (SVG user units), with `top` units kept free above the tallest bar. */
export function chartLayout(series: readonly DayCount[], width = 600, height = 160, top = 8, gap = 0.25): ChartLayout {
  const yMax = niceMax(Math.max(0, ...series.map((d) => d.total)));
  const plotBottom = height;
  const plotHeight = height - top;
  const slotWidth = series.length ? width / series.length : width;
  const barWidth = slotWidth * (1 - gap);
  const scale = (n: number) => (n / yMax) * plotHeight;
  const bars = series.map((day, i) => {
    const x = i * slotWidth + (slotWidth - barWidth) / 2;
    const lpHeight = scale(day.launchpad);
    const ctHeight = scale(day.contact);
    return {
      day,
      launchpad: lpHeight > 0 ? { x, y: plotBottom - lpHeight, width: barWidth, height: lpHeight } : null,
      contact: ctHeight > 0 ? { x, y: plotBottom - lpHeight - ctHeight, width: barWidth, height: ctHeight } : null,
      slot: { x: i * slotWidth, y: top, width: slotWidth, height: plotHeight },
    };
  });
  return { width, height, plotTop: top, plotBottom, yMax, bars };
}

export interface ChartSummaryTexts {
  noData: string;
  none: string;
  one: string;
  many: string;
}

/** A one-sentence text alternative of the chart for screen readers. */
export function chartSummary(series: readonly DayCount[], t: ChartSummaryTexts): string {
  const total = series.reduce((n, d) => n + d.total, 0);
  if (!series.length) return t.noData;
  const first = series[0].date;
  const last = series[series.length - 1].date;
  if (total === 0) return fill(t.none, { first, last });
  const busiest = series.reduce((a, b) => (b.total > a.total ? b : a));
  const launchpad = series.reduce((n, d) => n + d.launchpad, 0);
  const values = {
    total,
    first,
    last,
    launchpad,
    contact: total - launchpad,
    busiest: busiest.date,
    busiestTotal: busiest.total,
  };
  return fill(total === 1 ? t.one : t.many, values);
}

/**
 * The Insights tab's chart, "leads per day by source": stacked bars, one colour per source. Pure: the answer's
 * `daily` in, series and SVG rectangles out. The five sources with most leads get their own colour, the rest are
 * summed as "other"; '' (direct or unknown) is a series of its own.
 */
import type { SourceDay } from './contract';

export const MAX_SERIES = 5;
export const OTHER = '\u0000other';

export interface SourceSeries {
  key: string;
  total: number;
}

export interface StackedBar {
  date: string;
  total: number;
  counts: Record<string, number>;
  slot: { x: number; y: number; width: number; height: number };
  parts: { key: string; x: number; y: number; width: number; height: number }[];
}

/** The series shown: the top sources by leads (ties by name), then "other" when more sources exist. */
export function sourceSeries(days: readonly SourceDay[], max = MAX_SERIES): SourceSeries[] {
  const totals = new Map<string, number>();
  for (const d of days) for (const [k, n] of Object.entries(d.sources)) totals.set(k, (totals.get(k) ?? 0) + n);
  const sorted = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, sorted.length > max ? max - 1 : max).map(([key, total]) => ({ key, total }));
  if (sorted.length > shown.length)
    shown.push({ key: OTHER, total: sorted.slice(shown.length).reduce((n, [, t]) => n + t, 0) });
  return shown;
}

/** Bars for each day, parts stacked bottom-up in series order. `plotTop` leaves room for the top grid line. */
export function stackedBars(
  days: readonly SourceDay[],
  series: readonly SourceSeries[],
  width: number,
  height: number,
  plotTop = 8,
): { bars: StackedBar[]; yMax: number } {
  const named = new Set(series.filter((s) => s.key !== OTHER).map((s) => s.key));
  const rows = days.map((d) => {
    const counts: Record<string, number> = {};
    for (const [k, n] of Object.entries(d.sources)) {
      const key = named.has(k) ? k : OTHER;
      counts[key] = (counts[key] ?? 0) + n;
    }
    return { date: d.date, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
  const peak = Math.max(0, ...rows.map((r) => r.total));
  const yMax = peak <= 4 ? 4 : Math.ceil(peak / 4) * 4;
  const slot = days.length ? width / days.length : width;
  const barWidth = Math.max(1, slot * 0.7);
  const plot = height - plotTop;
  const bars = rows.map((r, i) => {
    const x = i * slot + (slot - barWidth) / 2;
    let base = height;
    const parts = series
      .filter((s) => (r.counts[s.key] ?? 0) > 0)
      .map((s) => {
        const h = ((r.counts[s.key] ?? 0) / yMax) * plot;
        base -= h;
        return { key: s.key, x, y: base, width: barWidth, height: h };
      });
    return { ...r, slot: { x: i * slot, y: 0, width: slot, height }, parts };
  });
  return { bars, yMax };
}

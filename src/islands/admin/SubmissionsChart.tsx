/**
 * Submissions per day over the last 30 days, stacked Launchpad / contact bars, inline SVG (no chart library).
 * The day counts come from GET /api/admin/stats (they follow the dashboard's filter); until they arrive the axes
 * show the last 30 days empty.
 */
import { useMemo } from 'react';
import { fill } from '~/lib/copy/placeholders';
import { useAdminCopy } from './copy-context';
import { chartLayout, chartSummary, dailyCounts } from '~/lib/admin/chart';
import type { DayCount } from '~/lib/admin/contract';

interface Props {
  series: readonly DayCount[] | null;
  ready: boolean;
}

const WIDTH = 600;
const HEIGHT = 160;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (day: string) => shortDate.format(new Date(`${day}T00:00:00Z`));

export default function SubmissionsChart({ series: given, ready }: Props) {
  const ui = useAdminCopy();
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', []);
  const empty = useMemo(() => dailyCounts([], [], new Date(), timeZone), [timeZone]);
  const series = given && given.length > 0 ? given : empty;
  const layout = chartLayout(series, WIDTH, HEIGHT);
  const total = series.reduce((n, d) => n + d.total, 0);
  const summary = ready && given ? chartSummary(series, ui.dashboard.chartSummary) : ui.dashboard.chartLoading;

  return (
    <figure className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <figcaption className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <span>
          <span className="block font-display text-lg font-bold text-ink-900">{ui.dashboard.chartTitle}</span>
          <span className="text-sm text-ink-600">{ready ? `${total.toLocaleString('en-US')} in total` : '\u00a0'}</span>
        </span>
        <span className="flex items-center gap-4 text-sm text-ink-700" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-600" />
            {ui.dashboard.chartLaunchpad}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-accent-500" />
            {ui.dashboard.chartContact}
          </span>
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div className="flex w-8 flex-col justify-between pb-6 text-right text-xs text-ink-500" aria-hidden="true">
          <span>{ready ? layout.yMax : ''}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full"
            role="img"
            aria-label={`${ui.dashboard.chartTitle}: ${summary}`}
          >
            <line
              x1="0"
              x2={WIDTH}
              y1={layout.plotTop}
              y2={layout.plotTop}
              className="stroke-line"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1="0"
              x2={WIDTH}
              y1={HEIGHT / 2 + layout.plotTop / 2}
              y2={HEIGHT / 2 + layout.plotTop / 2}
              className="stroke-line"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1="0"
              x2={WIDTH}
              y1={layout.plotBottom - 0.5}
              y2={layout.plotBottom - 0.5}
              className="stroke-line"
              vectorEffect="non-scaling-stroke"
            />
            {ready &&
              layout.bars.map((bar) => (
                <g key={bar.day.date}>
                  <title>
                    {fill(ui.dashboard.barTitle, {
                      date: label(bar.day.date),
                      total: bar.day.total,
                      launchpad: bar.day.launchpad,
                      contact: bar.day.contact,
                    })}
                  </title>
                  <rect {...bar.slot} fill="transparent" />
                  {bar.launchpad && <rect {...bar.launchpad} rx="2" className="fill-brand-600" />}
                  {bar.contact && <rect {...bar.contact} rx="2" className="fill-accent-500" />}
                </g>
              ))}
          </svg>
          <div className="mt-2 flex justify-between text-xs text-ink-500" aria-hidden="true">
            <span>{label(series[0].date)}</span>
            <span>{label(series[Math.floor(series.length / 2)].date)}</span>
            <span>{label(series[series.length - 1].date)}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}

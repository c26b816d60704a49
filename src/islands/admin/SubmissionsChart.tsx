/**
 * Submissions per day over the last 30 days, stacked Launchpad / contact bars, inline SVG (no chart library).
 * The day counts come from GET /api/admin/stats (they follow the dashboard's filter); until they arrive the axes
 * show the last 30 days empty.
 */
import { useMemo } from 'react';
import { fill } from '~/lib/copy/placeholders';
import { useAdminCopy } from './copy-context';
import BarChart, { CHART_HEIGHT as HEIGHT, CHART_WIDTH as WIDTH, chartDayLabel as label } from './BarChart';
import { chartLayout, chartSummary, dailyCounts } from '~/lib/admin/chart';
import type { DayCount } from '~/lib/admin/contract';

interface Props {
  series: readonly DayCount[] | null;
  ready: boolean;
}

export default function SubmissionsChart({ series: given, ready }: Props) {
  const ui = useAdminCopy();
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', []);
  const empty = useMemo(() => dailyCounts([], [], new Date(), timeZone), [timeZone]);
  const series = given && given.length > 0 ? given : empty;
  const layout = chartLayout(series, WIDTH, HEIGHT);
  const total = series.reduce((n, d) => n + d.total, 0);
  const summary = ready && given ? chartSummary(series, ui.dashboard.chartSummary) : ui.dashboard.chartLoading;

  return (
    <BarChart
      heading={
        <span>
          <span className="block font-display text-lg font-bold text-ink-900">{ui.dashboard.chartTitle}</span>
          <span className="text-sm text-ink-600">{ready ? `${total.toLocaleString('en-US')} in total` : '\u00a0'}</span>
        </span>
      }
      legend={[
        { key: 'launchpad', label: ui.dashboard.chartLaunchpad, swatch: 'bg-brand-600' },
        { key: 'contact', label: ui.dashboard.chartContact, swatch: 'bg-accent-500' },
      ]}
      yMax={ready ? layout.yMax : ''}
      label={`${ui.dashboard.chartTitle}: ${summary}`}
      guides={[layout.plotTop, HEIGHT / 2 + layout.plotTop / 2]}
      baseline={layout.plotBottom - 0.5}
      rounded
      columns={
        ready
          ? layout.bars.map((bar) => ({
              key: bar.day.date,
              title: fill(ui.dashboard.barTitle, {
                date: label(bar.day.date),
                total: bar.day.total,
                launchpad: bar.day.launchpad,
                contact: bar.day.contact,
              }),
              slot: bar.slot,
              parts: [
                ...(bar.launchpad ? [{ key: 'launchpad', ...bar.launchpad, className: 'fill-brand-600' }] : []),
                ...(bar.contact ? [{ key: 'contact', ...bar.contact, className: 'fill-accent-500' }] : []),
              ],
            }))
          : []
      }
      xLabels={[series[0].date, series[Math.floor(series.length / 2)].date, series[series.length - 1].date].map(label)}
    />
  );
}

/**
 * The dashboard's Insights tab (issue 29): pages sorted by leads with their conversion rate, lead sources, a chart of
 * leads per day by source, and real-user Core Web Vitals (p75 per page and metric, green/amber/red by Google's
 * thresholds) beside each page's views. The period is the dashboard's From/To filter (30 days to today without it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '~/lib/ui/button';
import { fill } from '~/lib/copy/placeholders';
import { useAdminCopy } from './copy-context';
import BarChart, { CHART_HEIGHT as HEIGHT, CHART_WIDTH as WIDTH, chartDayLabel as dayLabel } from './BarChart';
import { fetchInsights } from '~/lib/insights/client';
import type { InsightsAnswer, VitalRow } from '~/lib/insights/contract';
import { METRICS, type Metric } from '~/lib/insights/events';
import { rating, type Rating } from '~/lib/insights/vitals';
import { formatRate, formatVital } from '~/lib/insights/rates-and-vitals';
import { OTHER, sourceSeries, stackedBars } from '~/lib/insights/chart';

interface Props {
  from?: string;
  to?: string;
  onFailed: (err: unknown) => void;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: InsightsAnswer };

const count = (n: number) => n.toLocaleString('en-US');
const RATING_CLASS: Record<Rating, string> = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  'needs-improvement': 'border-amber-200 bg-amber-50 text-amber-900',
  poor: 'border-red-200 bg-red-50 text-danger-600',
};
const SERIES_CLASS = ['fill-brand-600', 'fill-accent-500', 'fill-sky-500', 'fill-emerald-500', 'fill-ink-400'];
const SWATCH_CLASS = ['bg-brand-600', 'bg-accent-500', 'bg-sky-500', 'bg-emerald-500', 'bg-ink-400'];

function TableBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // A focusable scroll region: narrow screens scroll the table sideways with the keyboard too.
    <div className="overflow-x-auto rounded-lg border border-line" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2 text-sm text-ink-800 tabular-nums';

/** One section of the tab: its heading, an optional note, and its body or the text for an empty period. */
function InsightsSection(props: {
  id: string;
  heading: string;
  note?: string;
  empty: string | null;
  children: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <section className="space-y-3" aria-labelledby={props.id}>
      <h3 id={props.id} className="font-display text-lg font-bold text-ink-900">
        {props.heading}
      </h3>
      {props.note && <p className="text-sm text-ink-600">{props.note}</p>}
      {props.empty !== null ? <p className="text-ink-600">{props.empty}</p> : props.children}
      {props.after}
    </section>
  );
}

/** A table of the tab in its scroll region, captioned by its section's heading, with its column headers. */
function InsightsTable(props: {
  label: string;
  name: string;
  width: string;
  columns: readonly { label: string; right?: boolean }[];
  children: React.ReactNode;
}) {
  return (
    <TableBox label={props.label}>
      <table className={`w-full ${props.width}`} data-insights={props.name}>
        <caption className="sr-only">{props.label}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {props.columns.map((c) => (
              <th key={c.label} scope="col" className={c.right ? `${th} text-right` : th}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{props.children}</tbody>
      </table>
    </TableBox>
  );
}

export default function InsightsPanel({ from, to, onFailed }: Props) {
  const ui = useAdminCopy();
  const C = ui.insights;
  const [state, setState] = useState<State>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const gen = ++generation.current;
    setState({ status: 'loading' });
    try {
      const data = await fetchInsights({ from, to });
      if (gen === generation.current) setState({ status: 'ready', data });
    } catch (err) {
      if (gen === generation.current) setState({ status: 'error' });
      onFailed(err);
    }
  }, [from, to, onFailed]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (state.status === 'loading')
    return (
      <p role="status" className="py-8 text-center text-ink-600">
        {C.loading}
      </p>
    );
  if (state.status === 'error')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-danger-600"
      >
        {C.failed}
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => void load()}>
          {ui.dashboard.retry}
        </button>
      </div>
    );

  const { data } = state;
  const sourceName = (key: string) => (key === OTHER ? C.other : key || C.direct);
  const vitalsByPage = new Map<string, Partial<Record<Metric, VitalRow>>>();
  for (const v of data.vitals) (vitalsByPage.get(v.path) ?? vitalsByPage.set(v.path, {}).get(v.path)!)[v.metric] = v;
  const views = new Map(data.pages.map((p) => [p.path, p.views]));
  const vitalPaths = [...new Set([...vitalsByPage.keys()])].sort(
    (a, b) => (views.get(b) ?? 0) - (views.get(a) ?? 0) || a.localeCompare(b),
  );

  return (
    <div className="space-y-8">
      <p className="text-sm text-ink-600">{fill(C.period, { from: data.from, to: data.to })}</p>

      <InsightsSection id="insights-pages" heading={C.pagesHeading} empty={data.pages.length ? null : C.noPages}>
        <InsightsTable
          label={C.pagesHeading}
          name="pages"
          width="min-w-[32rem]"
          columns={[
            { label: C.page },
            { label: C.views, right: true },
            { label: C.dialogOpens, right: true },
            { label: C.leads, right: true },
            { label: C.conversionRate, right: true },
          ]}
        >
          {data.pages.map((p) => (
            <tr key={p.path}>
              <th scope="row" className={`${td} text-left font-medium break-all`}>
                {p.path}
              </th>
              <td className={`${td} text-right`}>{count(p.views)}</td>
              <td className={`${td} text-right`}>{count(p.dialogOpens)}</td>
              <td className={`${td} text-right`}>{count(p.leads)}</td>
              <td className={`${td} text-right`}>{formatRate(p.conversionRate)}</td>
            </tr>
          ))}
        </InsightsTable>
      </InsightsSection>

      <InsightsSection
        id="insights-sources"
        heading={C.sourcesHeading}
        empty={data.sources.length ? null : C.noSources}
        after={<SourceChart data={data} sourceName={sourceName} />}
      >
        <InsightsTable
          label={C.sourcesHeading}
          name="sources"
          width="min-w-[28rem]"
          columns={[{ label: C.source }, { label: C.medium }, { label: C.campaign }, { label: C.leads, right: true }]}
        >
          {data.sources.map((s) => (
            <tr key={`${s.source}\u0000${s.medium}\u0000${s.campaign}`}>
              {/* A source, medium or campaign is whatever a link carried: long values break, so the table keeps its
                  own width instead of growing to the longest one. */}
              <th scope="row" className={`${td} text-left font-medium break-all`}>
                {s.source || C.direct}
              </th>
              <td className={`${td} break-all`}>{s.medium || C.notSet}</td>
              <td className={`${td} break-all`}>{s.campaign || C.notSet}</td>
              <td className={`${td} text-right`}>{count(s.leads)}</td>
            </tr>
          ))}
        </InsightsTable>
      </InsightsSection>

      <InsightsSection
        id="insights-vitals"
        heading={C.vitalsHeading}
        note={C.vitalsNote}
        empty={vitalPaths.length ? null : C.noVitals}
      >
        <InsightsTable
          label={C.vitalsHeading}
          name="vitals"
          width="min-w-[48rem]"
          columns={[{ label: C.page }, { label: C.views, right: true }, ...METRICS.map((m) => ({ label: m }))]}
        >
          {vitalPaths.map((path) => (
            <tr key={path}>
              <th scope="row" className={`${td} text-left font-medium break-all`}>
                {path}
              </th>
              <td className={`${td} text-right`}>{count(views.get(path) ?? 0)}</td>
              {METRICS.map((m) => {
                const v = vitalsByPage.get(path)?.[m];
                if (!v)
                  return (
                    <td key={m} className={`${td} text-ink-500`}>
                      {C.noValue}
                    </td>
                  );
                const r = rating(m, v.p75);
                return (
                  <td key={m} className={td} data-metric={m} data-rating={r}>
                    <span
                      className={`inline-flex flex-col rounded-md border px-2 py-1 ${RATING_CLASS[r]}`}
                      title={fill(C.samples, { count: count(v.samples) })}
                    >
                      <span className="font-semibold">{formatVital(m, v.p75)}</span>
                      <span className="text-xs">{C.ratings[r]}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </InsightsTable>
      </InsightsSection>
    </div>
  );
}

function SourceChart({ data, sourceName }: { data: InsightsAnswer; sourceName: (key: string) => string }) {
  const C = useAdminCopy().insights;
  const series = sourceSeries(data.daily);
  const { bars, yMax } = stackedBars(data.daily, series, WIDTH, HEIGHT);
  const total = series.reduce((n, s) => n + s.total, 0);
  const first = dayLabel(data.from);
  const last = dayLabel(data.to);
  const summary =
    total === 0
      ? fill(C.chartEmpty, { first, last })
      : fill(C.chartSummary, {
          total: count(total),
          first,
          last,
          sources: series.map((s) => `${sourceName(s.key)} ${count(s.total)}`).join(', '),
        });
  const classOf = (key: string) => SERIES_CLASS[series.findIndex((s) => s.key === key)] ?? SERIES_CLASS[4];

  return (
    <BarChart
      heading={<span className="block font-display text-lg font-bold text-ink-900">{C.chartTitle}</span>}
      legend={series.map((s, i) => ({
        key: s.key,
        label: sourceName(s.key),
        swatch: SWATCH_CLASS[i] ?? SWATCH_CLASS[4],
      }))}
      yMax={yMax}
      label={`${C.chartTitle}: ${summary}`}
      baseline={HEIGHT - 0.5}
      columns={bars.map((bar) => ({
        key: bar.date,
        title: fill(C.barTitle, {
          date: dayLabel(bar.date),
          total: bar.total,
          sources: series
            .filter((s) => bar.counts[s.key])
            .map((s) => `${sourceName(s.key)} ${bar.counts[s.key]}`)
            .join(', '),
        }),
        slot: bar.slot,
        parts: bar.parts.map((p) => ({ ...p, className: classOf(p.key) })),
      }))}
      xLabels={[first, last]}
    />
  );
}

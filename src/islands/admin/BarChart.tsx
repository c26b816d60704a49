/**
 * A stacked bar chart per day in inline SVG (no chart library), as the dashboard draws each of its charts: a caption
 * with the heading and a legend, the y axis's top value and 0, dashed guide lines and a baseline, one column per day
 * (a transparent hover slot, its stacked parts and a <title> tooltip) and date labels underneath. SubmissionsChart
 * (leads per day by kind) and InsightsPanel's SourceChart (leads per day by source) lay out their columns
 * (src/lib/admin/chart.ts, src/lib/insights/chart.ts) and give them here.
 */
import type { ReactNode } from 'react';

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 160;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '2026-11-03' → 'Nov 3'. */
export const chartDayLabel = (day: string) => shortDate.format(new Date(`${day}T00:00:00Z`));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartColumn {
  key: string;
  /** The tooltip. */
  title: string;
  /** The whole column (also for empty days): the hover target. */
  slot: Box;
  /** Its parts, bottom first, each with its fill class. */
  parts: (Box & { key: string; className: string })[];
}

interface Props {
  /** The caption's left side: the title (and any line under it). */
  heading: ReactNode;
  legend: { key: string; label: string; swatch: string }[];
  /** The y axis's top value ('' while there is nothing to scale). */
  yMax: ReactNode;
  /** The chart's accessible name. */
  label: string;
  /** y of the dashed guide lines. */
  guides?: number[];
  /** y of the solid baseline. */
  baseline: number;
  columns: ChartColumn[];
  /** Round the parts' corners. */
  rounded?: boolean;
  /** The date labels under the chart, spread evenly. */
  xLabels: string[];
}

function Line({ y, dashed }: { y: number; dashed?: boolean }) {
  return (
    <line
      x1="0"
      x2={CHART_WIDTH}
      y1={y}
      y2={y}
      className="stroke-line"
      strokeDasharray={dashed ? '4 4' : undefined}
      vectorEffect="non-scaling-stroke"
    />
  );
}

export default function BarChart({
  heading,
  legend,
  yMax,
  label,
  guides = [],
  baseline,
  columns,
  rounded,
  xLabels,
}: Props) {
  return (
    <figure className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <figcaption className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        {heading}
        <span className="flex flex-wrap items-center gap-4 text-sm text-ink-700" aria-hidden="true">
          {legend.map((item) => (
            <span key={item.key} className="flex items-center gap-1.5">
              <span className={`size-3 rounded-sm ${item.swatch}`} />
              {item.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div className="flex w-8 flex-col justify-between pb-6 text-right text-xs text-ink-500" aria-hidden="true">
          <span>{yMax}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full"
            role="img"
            aria-label={label}
          >
            {guides.map((y) => (
              <Line key={y} y={y} dashed />
            ))}
            <Line y={baseline} />
            {columns.map((column) => (
              <g key={column.key}>
                <title>{column.title}</title>
                <rect {...column.slot} fill="transparent" />
                {column.parts.map(({ key, className, ...box }) => (
                  <rect key={key} {...box} rx={rounded ? '2' : undefined} className={className} />
                ))}
              </g>
            ))}
          </svg>
          <div className="mt-2 flex justify-between text-xs text-ink-500" aria-hidden="true">
            {xLabels.map((text, i) => (
              <span key={i}>{text}</span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}

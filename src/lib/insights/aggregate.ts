/**
 * Counting of the insights events (issue 29), pure: a day's aggregate is counters per page and a histogram per page
 * and metric, so adding a batch of events and merging two aggregates are both plain additions (the rollup, the
 * pending events of the admin's answer and the period sum all use them). The answer of GET /api/admin/insights is
 * built here from the period's aggregate and the lead index entries.
 */
import { METRICS, normalisePath, type BeaconEvent, type Metric } from './events';
import { histogramAdd, histogramSamples, p75, plausibleVital, roundVital, type Histogram } from './vitals';
import type { InsightsAnswer, SourceDay } from './contract';

export interface PageCounts {
  views: number;
  dialogOpens: number;
  leads: number;
}

export interface Aggregate {
  pages: Record<string, PageCounts>;
  vitals: Record<string, Partial<Record<Metric, Histogram>>>;
}

export const emptyAggregate = (): Aggregate => ({ pages: {}, vitals: {} });

const FIELD = { view: 'views', open: 'dialogOpens', lead: 'leads' } as const;

const pageOf = (agg: Aggregate, path: string) => (agg.pages[path] ??= { views: 0, dialogOpens: 0, leads: 0 });

/** The events a beacon may add: views, openings and plausible vitals (leads come from the stored leads). */
export function countable(events: readonly BeaconEvent[]): BeaconEvent[] {
  return events.filter((e) =>
    e.type === 'vital'
      ? !!e.metric && METRICS.includes(e.metric) && typeof e.value === 'number' && plausibleVital(e.metric, e.value)
      : e.type === 'view' || e.type === 'open',
  );
}

/** Adds one beacon's countable events (already validated) to an aggregate. */
export function addEvents(agg: Aggregate, path: string, events: readonly BeaconEvent[]): Aggregate {
  for (const e of countable(events)) {
    if (e.type === 'vital') {
      if (!e.metric || typeof e.value !== 'number') continue;
      const byMetric = (agg.vitals[path] ??= {});
      histogramAdd((byMetric[e.metric] ??= {}), roundVital(e.metric, e.value));
    } else if (e.type in FIELD) {
      pageOf(agg, path)[FIELD[e.type]] += 1;
    }
  }
  return agg;
}

/** Adds `from` into `into` (mutates and returns `into`). */
export function mergeAggregate(into: Aggregate, from: Aggregate): Aggregate {
  for (const [path, c] of Object.entries(from.pages ?? {})) {
    const p = pageOf(into, path);
    p.views += c.views || 0;
    p.dialogOpens += c.dialogOpens || 0;
    p.leads += c.leads || 0;
  }
  for (const [path, byMetric] of Object.entries(from.vitals ?? {})) {
    const target = (into.vitals[path] ??= {});
    for (const metric of METRICS) {
      const h = byMetric?.[metric];
      if (!h) continue;
      const t = (target[metric] ??= {});
      for (const [value, count] of Object.entries(h)) histogramAdd(t, Number(value), count);
    }
  }
  return into;
}

/** Leads over views, to 4 decimals (0 without views). */
export const conversionRate = (leads: number, views: number) =>
  views > 0 ? Math.round((leads / views) * 10_000) / 10_000 : 0;

/** What a lead index entry says about where the lead came from (absent or malformed = direct/unknown). */
export interface LeadSource {
  source: string;
  medium: string;
  campaign: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function sourceOf(entry: { attribution?: unknown }): LeadSource {
  const a = entry.attribution;
  if (!a || typeof a !== 'object') return { source: '', medium: '', campaign: '' };
  const r = a as Record<string, unknown>;
  return { source: text(r.source), medium: text(r.medium), campaign: text(r.campaign) };
}

export interface DatedEntry {
  id: string;
  createdAt?: unknown;
  attribution?: unknown;
  /** The page whose lead dialog was submitted (the index keeps it from the attribution's `submittedFrom`). */
  page?: unknown;
}

/**
 * The page a stored lead counts for: the page its dialog was submitted on, else (entries indexed before that was kept)
 * the page its visit landed on, without the query; null when its attribution names neither.
 */
export function leadPageOf(entry: { attribution?: unknown; page?: unknown }): string | null {
  const a = entry.attribution;
  const landing = a && typeof a === 'object' ? (a as Record<string, unknown>).landingPage : null;
  const page = typeof entry.page === 'string' ? entry.page : landing;
  return typeof page === 'string' && page.startsWith('/') ? normalisePath(page) : null;
}

const dayOfEntry = (e: DatedEntry) =>
  typeof e.createdAt === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(e.createdAt)
    ? e.createdAt.slice(0, 10)
    : new Date(Number(e.id.slice(0, 13)) || 0).toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * The answer of GET /api/admin/insights for a period's aggregate and the lead index entries created in it. A page's
 * leads are the stored leads submitted on it (attribution), never the beacons' 'lead' events: anyone can send those.
 */
export function insightsAnswer(agg: Aggregate, leads: readonly DatedEntry[], from: string, to: string): InsightsAnswer {
  const leadsByPage = new Map<string, number>();
  for (const entry of leads) {
    const path = leadPageOf(entry);
    if (path) leadsByPage.set(path, (leadsByPage.get(path) ?? 0) + 1);
  }
  const pagePaths = new Set([...Object.keys(agg.pages), ...leadsByPage.keys()]);
  const pages = [...pagePaths]
    .map((path) => {
      const c = agg.pages[path] ?? { views: 0, dialogOpens: 0 };
      const pageLeads = leadsByPage.get(path) ?? 0;
      return {
        path,
        views: c.views,
        dialogOpens: c.dialogOpens,
        leads: pageLeads,
        conversionRate: conversionRate(pageLeads, c.views),
      };
    })
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.path.localeCompare(b.path));

  const sources = new Map<string, LeadSource & { leads: number }>();
  const daily = new Map<string, SourceDay>(daysBetween(from, to).map((d) => [d, { date: d, sources: {} }]));
  for (const entry of leads) {
    const s = sourceOf(entry);
    const key = JSON.stringify([s.source, s.medium, s.campaign]);
    const row = sources.get(key) ?? { ...s, leads: 0 };
    row.leads += 1;
    sources.set(key, row);
    const day = daily.get(dayOfEntry(entry));
    if (day) day.sources[s.source] = (day.sources[s.source] ?? 0) + 1;
  }

  const vitals: InsightsAnswer['vitals'] = [];
  for (const [path, byMetric] of Object.entries(agg.vitals))
    for (const metric of METRICS) {
      const h = byMetric[metric];
      const value = h ? p75(h) : null;
      if (h && value !== null) vitals.push({ path, metric, p75: value, samples: histogramSamples(h) });
    }
  vitals.sort((a, b) => a.path.localeCompare(b.path) || METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric));

  return {
    from,
    to,
    pages,
    sources: [...sources.values()].sort(
      (a, b) =>
        b.leads - a.leads ||
        Number(a.source === '') - Number(b.source === '') || // direct / unknown after named sources
        a.source.localeCompare(b.source) ||
        a.medium.localeCompare(b.medium) ||
        a.campaign.localeCompare(b.campaign),
    ),
    vitals,
    daily: [...daily.values()],
  };
}

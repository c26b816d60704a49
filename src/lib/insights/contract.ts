/**
 * The HTTP contract of the insights (issue 29): the zod schema of a beacon (checked by POST /api/events) and of the
 * answer of GET /api/admin/insights (checked by the dashboard), and the admin's period parameters.
 */
import { z } from 'zod';
import { EVENT_TYPES, MAX_BEACON_EVENTS, MAX_PATH_LENGTH, METRICS } from './events';
import { MAX_VITAL } from './vitals';
import { isIsoDate } from '../admin/lead-query';

export const ADMIN_INSIGHTS_PATH = '/api/admin/insights';

const counted = z.strictObject({ type: z.enum(EVENT_TYPES) });
const vital = z
  .strictObject({ type: z.literal('vital'), metric: z.enum(METRICS), value: z.number().finite().min(0) })
  .refine((v) => v.value <= MAX_VITAL[v.metric] * 10, { message: 'The measurement is out of range.' });

/** One beacon: a page path (checked against the site's pages by the function) and its events. */
export const beaconSchema = z.strictObject({
  path: z
    .string()
    .max(MAX_PATH_LENGTH)
    .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'The path must be a page path.'),
  events: z
    .array(z.union([counted, vital]))
    .min(1)
    .max(MAX_BEACON_EVENTS),
});
export type BeaconInput = z.output<typeof beaconSchema>;

export const pageRowSchema = z.object({
  path: z.string(),
  views: z.number(),
  dialogOpens: z.number(),
  leads: z.number(),
  conversionRate: z.number(),
});
export const sourceRowSchema = z.object({
  source: z.string(),
  medium: z.string(),
  campaign: z.string(),
  leads: z.number(),
});
export const vitalRowSchema = z.object({
  path: z.string(),
  metric: z.enum(METRICS),
  p75: z.number(),
  samples: z.number(),
});
/** Leads per source on one UTC day (the chart); source '' = direct or unknown. */
export const sourceDaySchema = z.object({ date: z.string(), sources: z.record(z.string(), z.number()) });
export type SourceDay = z.output<typeof sourceDaySchema>;

export const insightsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  pages: z.array(pageRowSchema),
  sources: z.array(sourceRowSchema),
  vitals: z.array(vitalRowSchema),
  daily: z.array(sourceDaySchema),
});
export type InsightsAnswer = z.output<typeof insightsAnswerSchema>;
export type PageRow = z.output<typeof pageRowSchema>;
export type SourceRow = z.output<typeof sourceRowSchema>;
export type VitalRow = z.output<typeof vitalRowSchema>;

/** Days shown when no period is given (ending today, UTC), and the longest period one request may ask for. */
export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;

export const PERIOD_MESSAGES = {
  from: 'The "from" date must be an ISO date (YYYY-MM-DD).',
  to: 'The "to" date must be an ISO date (YYYY-MM-DD).',
  range: 'The "from" date must not be after the "to" date.',
  long: `The period must be at most ${MAX_PERIOD_DAYS} days.`,
  unknown: (name: string) => `Unknown parameter "${name}".`,
} as const;

const DAY_MS = 86_400_000;
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * `from`/`to` (ISO dates, inclusive UTC days, like the lead filters). A missing `to` is today, a missing `from` the
 * 30 days ending at `to`.
 */
export function parsePeriod(
  params: URLSearchParams,
  now = new Date(),
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  for (const name of params.keys())
    if (name !== 'from' && name !== 'to') return { ok: false, message: PERIOD_MESSAGES.unknown(name) };
  const rawFrom = params.get('from') ?? '';
  const rawTo = params.get('to') ?? '';
  if (rawFrom && !isIsoDate(rawFrom)) return { ok: false, message: PERIOD_MESSAGES.from };
  if (rawTo && !isIsoDate(rawTo)) return { ok: false, message: PERIOD_MESSAGES.to };
  const to = rawTo || now.toISOString().slice(0, 10);
  const from = rawFrom || shift(to, 1 - DEFAULT_PERIOD_DAYS);
  if (from > to) return { ok: false, message: PERIOD_MESSAGES.range };
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_PERIOD_DAYS)
    return { ok: false, message: PERIOD_MESSAGES.long };
  return { ok: true, from, to };
}

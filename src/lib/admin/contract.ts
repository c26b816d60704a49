/**
 * The HTTP contract of the admin endpoints: the zod schema of each answer, validated by the dashboard's client
 * (src/lib/admin/client.ts). The functions import the types only (`import type`), so their bundles stay free of zod.
 * The keys of the list and item answers are LIST_KEY / ITEM_KEY of src/lib/lead/kinds.ts.
 */
import { z } from 'zod';
import { LIST_KEY, type LeadKind } from '../lead/kinds';

export { ADMIN_SESSION_PATH } from './login';
export const ADMIN_STATS_PATH = '/api/admin/stats';
export const ADMIN_REPAIR_PATH = '/api/admin/index/repair';

/** GET/POST/DELETE /api/admin/session. */
export const sessionAnswerSchema = z.object({ authenticated: z.boolean(), expiresAt: z.string().optional() });
export type SessionAnswer = z.output<typeof sessionAnswerSchema>;

/** A stored record as the dashboard reads it: every field optional except id (old or odd records still show). */
export const adminRecordSchema = z.looseObject({ id: z.string() });
export type AdminRecord = Record<string, unknown> & {
  id: string;
  status?: unknown;
  company?: unknown;
  name?: unknown;
  createdAt?: unknown;
};

/** The records of a list answer; an entry that is not a record with an id is passed over. */
const recordList = z
  .array(z.unknown())
  .transform((items) => items.filter((r): r is AdminRecord => adminRecordSchema.safeParse(r).success));

/** GET /api/{kind}?q&status&from&to&limit&cursor: one page, newest first. */
export function leadPageSchema(kind: LeadKind): z.ZodType<LeadPage> {
  const page = z.object({
    items: recordList,
    nextCursor: z.string().nullable().optional(),
    total: z.number().optional(),
  });
  return z
    .looseObject({ [LIST_KEY[kind]]: z.unknown() })
    .transform((body) => ({ ...body, items: body[LIST_KEY[kind]] }))
    .pipe(page)
    .transform(({ items, nextCursor, total }) => ({
      items,
      nextCursor: nextCursor ?? null,
      total: total ?? items.length,
    }));
}
export interface LeadPage {
  items: AdminRecord[];
  nextCursor: string | null;
  total: number;
}

/** One day of the chart: YYYY-MM-DD in the admin's time zone and the submissions of each kind. */
export const dayCountSchema = z.object({
  date: z.string(),
  launchpad: z.number(),
  contact: z.number(),
  total: z.number(),
});
export type DayCount = z.output<typeof dayCountSchema>;

/** GET /api/admin/stats: the stat cards and the 30-day chart. */
export const statsAnswerSchema = z.object({
  launchpadCount: z.number(),
  contactCount: z.number(),
  pendingCount: z.number(),
  uniqueCompanies: z.number(),
  daily: z.array(dayCountSchema),
});
export type StatsAnswer = z.output<typeof statsAnswerSchema>;

export const repairReportSchema = z.object({
  records: z.number(),
  indexed: z.number(),
  added: z.number(),
  updated: z.number(),
  removed: z.number(),
});
export type RepairReport = z.output<typeof repairReportSchema>;
/** POST /api/admin/index/repair: one report per kind. */
export const repairAnswerSchema = z.object({ launchpad: repairReportSchema, contact: repairReportSchema });

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const deliveryInfoSchema = z.looseObject({
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().catch(0).default(0),
  lastAttemptAt: z.string().optional(),
  lastError: z.string().optional(),
  nextAttemptAt: z.string().nullable().optional(),
  deliveredAt: z.string().optional(),
});
export type DeliveryInfo = z.output<typeof deliveryInfoSchema>;

/** The delivery info of a value from the API or a list record, or null when it is not one. */
export function asDelivery(value: unknown): DeliveryInfo | null {
  const parsed = deliveryInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** GET/POST /api/{kind}/{id}/delivery. */
export const deliveryAnswerSchema = z.object({
  configured: z.unknown().transform((v) => v === true),
  delivery: z.unknown().transform(asDelivery),
});
export type DeliveryAnswer = z.output<typeof deliveryAnswerSchema>;

/** Answers with no body the dashboard reads (PATCH status, DELETE erase: 200 or 204). */
export const ignoredAnswerSchema = z.unknown();

/**
 * zod schemas of the documented public API.
 * The docs page's example JSON is parsed with these at build time, so an example that drifts from the documented
 * shape fails the build.
 */
import { z } from 'zod';

export const PLATFORMS = ['instagram', 'youtube', 'tiktok'] as const;
export const platformSchema = z.enum(PLATFORMS);
export const DEFAULT_PLATFORM = 'instagram' satisfies (typeof PLATFORMS)[number];
export const MAX_PAGE_SIZE = 50;
export const GENDER_CODES = ['MALE', 'FEMALE', 'OTHER'] as const;

const count = z.number().int().nonnegative();
/** A fraction: 0.03 means 3 %. */
const fraction = z.number().min(0).max(1);
const percentage = z.number().min(0).max(100);

const rangeSchema = z
  .object({ left_number: count.optional(), right_number: count.optional() })
  .strict()
  .refine((r) => r.left_number === undefined || r.right_number === undefined || r.left_number <= r.right_number, {
    message: 'left_number must not exceed right_number',
  });

export const searchFilterSchema = z
  .object({
    followers: rangeSchema.optional(),
    engagement_rate: z.object({ value: fraction }).strict().optional(),
    age: rangeSchema.optional(),
    gender: z
      .object({ code: z.enum(GENDER_CODES) })
      .strict()
      .optional(),
    geo: z.array(z.object({ id: z.number().int().positive() }).strict()).optional(),
    keywords: z.array(z.string().min(1)).optional(),
    last_posted: z.object({ value: z.number().int().positive() }).strict().optional(),
  })
  .strict();

export const pagingSchema = z
  .object({ limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE), skip: count.default(0) })
  .strict();

/** Body of POST /search?platform=... */
export const searchRequestSchema = z.object({ filter: searchFilterSchema, paging: pagingSchema }).strict();

const influencerSchema = z
  .object({
    id: z.string().min(1),
    username: z.string().min(1),
    platform: platformSchema,
    followers: count,
    engagement_rate: fraction,
    fake_followers_percentage: percentage,
    audience_demographics: z
      .object({
        age_groups: z.record(z.string(), percentage),
        gender: z.object({ male: percentage, female: percentage, other: percentage.optional() }).strict(),
        top_countries: z.array(z.object({ country: z.string().length(2), percentage }).strict()),
      })
      .strict(),
    contact_info: z
      .object({
        email: z.email().nullable(),
        phone: z.string().nullable().optional(),
        website: z.url().nullable().optional(),
      })
      .strict(),
    niche: z.array(z.string()),
    avg_likes: count,
    avg_comments: count,
    last_posted: z.iso.date(),
  })
  .strict();

export const searchResponseSchema = z
  .object({
    data: z.array(influencerSchema),
    pagination: z
      .object({ total: count, limit: z.number().int().min(1).max(MAX_PAGE_SIZE), skip: count, has_more: z.boolean() })
      .strict(),
    tokens_consumed: count,
  })
  .strict()
  .refine((r) => r.data.length <= r.pagination.limit, { message: 'data holds more items than pagination.limit' })
  .refine((r) => r.pagination.has_more === r.pagination.skip + r.data.length < r.pagination.total, {
    message: 'pagination.has_more disagrees with total, skip and the number of items',
  });

export const insightResponseSchema = z
  .object({
    data: z
      .object({
        id: z.string().min(1),
        detailed_analytics: z
          .object({
            audience_quality_score: percentage,
            fake_followers_breakdown: z
              .object({ fake_percentage: percentage, suspicious_accounts: percentage, inactive_accounts: percentage })
              .strict(),
            engagement_trends: z
              .object({
                last_30_days: fraction,
                last_90_days: fraction,
                trend: z.enum(['increasing', 'stable', 'decreasing']),
              })
              .strict(),
            content_performance: z
              .object({
                best_posting_times: z.array(z.string()),
                top_content_types: z.array(z.object({ type: z.string(), avg_engagement: fraction }).strict()),
                hashtag_performance: z.array(
                  z.object({ hashtag: z.string().startsWith('#'), avg_engagement: fraction }).strict(),
                ),
              })
              .strict(),
            brand_affinity: z.record(z.string(), z.number().min(0).max(1)),
          })
          .strict(),
      })
      .strict(),
    tokens_consumed: count,
  })
  .strict();

export type SearchRequest = z.infer<typeof searchRequestSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type InsightResponse = z.infer<typeof insightResponseSchema>;

export const EXAMPLE_SCHEMAS = {
  'search-request': searchRequestSchema,
  'search-response': searchResponseSchema,
  'insight-response': insightResponseSchema,
} as const;
export type ExampleKind = keyof typeof EXAMPLE_SCHEMAS;

/** Throws a readable error naming the example and the failing paths when an example does not match its schema. */
export function assertExample(kind: ExampleKind, value: unknown, where: string = kind): void {
  const result = EXAMPLE_SCHEMAS[kind].safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`API docs example "${where}" does not match the ${kind} schema: ${issues}`);
  }
}

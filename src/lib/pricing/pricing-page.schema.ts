/** Schema of the `pricingPage` collection: the copy of /pricing around the plan cards. */
import { z } from 'astro/zod';
import { counted, iconName, leadButton, pageMeta } from '../content/fields';

export const LIMIT_KEYS = [
  'searchResults',
  'analytics',
  'campaignPostings',
  'emailUnlocks',
  'phoneUnlocks',
  'seats',
] as const;

const tooltipItem = z.object({ text: z.string(), tooltip: z.string().optional(), icon: iconName.optional() });

const limitRow = z.object({
  key: z.enum(LIMIT_KEYS),
  label: z.string(),
  /** Label after a limit of exactly 1 ('1 team seat'); defaults to label. */
  singular: z.string().optional(),
  tooltip: z.string(),
});

export const pricingPageSchema = z.object({
  hero: z.object({ eyebrow: z.string(), title: z.string(), intro: z.string() }),
  billing: z.object({
    legend: z.string(),
    monthly: z.string(),
    yearly: z.string(),
    saveBadge: z.string(),
    billedMonthly: z.string(),
    billedAnnually: z.string(),
    popularBadge: z.string(),
    trialNote: z.string(),
  }),
  limitRows: counted(
    limitRow,
    'limitRows',
    1,
    LIMIT_KEYS.length,
    `each plan card lists one row per plan limit (${LIMIT_KEYS.join(', ')})`,
  ).refine(
    (rows) => new Set(rows.map((r) => r.key)).size === rows.length,
    'limitRows: each limit key may appear once (a plan card would show the same limit twice)',
  ),
  allPlans: z.object({ title: z.string(), items: z.array(tooltipItem).min(1), creditNote: z.string() }),
  comparison: z.object({ title: z.string(), intro: z.string(), hint: z.string(), limitColumn: z.string() }),
  enterprise: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    features: z.array(z.object({ text: z.string(), icon: iconName })).min(1),
    button: leadButton,
  }),
  quotes: z.object({ title: z.string(), intro: z.string() }),
  meta: pageMeta,
  plansHeading: z.string(),
  /** The India-only section the India promo banner links to. */
  indiaBilling: z.object({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    points: z.array(z.object({ icon: iconName, title: z.string(), text: z.string() })).min(1),
    cta: leadButton,
  }),
});
export type PricingPage = z.infer<typeof pricingPageSchema>;

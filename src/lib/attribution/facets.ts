/**
 * Reading a stored attribution without a schema library (the admin functions, the lead index and the dashboard
 * import this): the short facets the lead index keeps, the admin's facet filters, and each part as one value for
 * the CSV and the details view. A record stored before attribution existed, or with `attribution: null`, reads as
 * null everywhere.
 */
import { UTM_KEYS, type UtmKey } from './capture';

/** The facets the lead index keeps and the admin filters on (exact match). */
export const ATTRIBUTION_FACETS = ['source', 'medium', 'campaign', 'landingPage'] as const;
export type AttributionFacet = (typeof ATTRIBUTION_FACETS)[number];
/** The index entry's `attribution`: UTM source, medium, campaign and the landing page, each a string or null. */
export type AttributionFacets = Record<AttributionFacet, string | null>;

/** Every part of an attribution, as the admin names columns and rows (`attribution.<part>`). */
export const ATTRIBUTION_PARTS = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'landingPage',
  'referrer',
  'clickId',
  'submittedFrom',
  'pagesViewed',
] as const;
export type AttributionPart = (typeof ATTRIBUTION_PARTS)[number];
export const ATTRIBUTION_KEY_PREFIX = 'attribution.';
export const ATTRIBUTION_KEYS = ATTRIBUTION_PARTS.map((p) => `${ATTRIBUTION_KEY_PREFIX}${p}` as const);
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
const obj = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** One part of a stored attribution: a string, or a list for clickId and pagesViewed; null when absent. */
export function attributionPart(attribution: unknown, part: AttributionPart): string | string[] | null {
  const a = obj(attribution);
  if (!a) return null;
  if (part === 'clickId' || part === 'pagesViewed') {
    const list = Array.isArray(a[part]) ? (a[part] as unknown[]).filter((v): v is string => typeof v === 'string') : [];
    return list.length ? list : null;
  }
  if ((UTM_KEYS as readonly string[]).includes(part)) return str(obj(a.utm)?.[part as UtmKey]);
  return str(a[part]);
}

/**
 * The facets of a stored attribution (the index entry's `attribution`), or null when the record has none. An index
 * entry's own facets (flat, no `utm`) read as themselves, so a filter reads entries and records alike.
 */
export function facetsOf(attribution: unknown): AttributionFacets | null {
  const a = obj(attribution);
  if (!a) return null;
  const flat = !obj(a.utm) && !('pagesViewed' in a);
  return Object.fromEntries(
    ATTRIBUTION_FACETS.map((f) => [f, flat ? str(a[f]) : (attributionPart(a, f) as string | null)]),
  ) as AttributionFacets;
}

/**
 * Whether a facet value matches what the admin asked for: exactly, and for the landing page also its path alone
 * (so `/pricing` finds `/pricing?utm_source=x`; a wanted value with a query must match the whole value).
 */
export function facetMatches(facet: AttributionFacet, wanted: string, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === wanted) return true;
  return facet === 'landingPage' && !wanted.includes('?') && value.split('?')[0] === wanted;
}

/**
 * Where a lead came from in a few words, for the webhook's text: `newsletter / email (launch)` (UTM source, medium,
 * campaign), else the referrer's host with `(referral)`, else `direct`; '' when the lead has no attribution.
 */
export function sourceLabel(attribution: unknown): string {
  if (!obj(attribution)) return '';
  const [source, medium, campaign] = (['source', 'medium', 'campaign'] as const).map((p) =>
    attributionPart(attribution, p),
  );
  if (source) return `${[source, medium].filter(Boolean).join(' / ')}${campaign ? ` (${String(campaign)})` : ''}`;
  const referrer = attributionPart(attribution, 'referrer');
  if (typeof referrer === 'string') return `${referrer.replace(/^https?:\/\//, '')} (referral)`;
  return 'direct';
}

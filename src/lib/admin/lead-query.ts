/**
 * The admin's lead filter, shared by the list/stats functions (which validate it) and the dashboard
 * (which keeps it in the address bar). Pure: query strings in, a filter or a clear message out.
 *
 *  q       matches name, email, company or phone, case-insensitively (a phone also matches on its digits alone,
 *          so "98765 43210" finds "9876543210"); trimmed; at most 200 characters
 *  status  one of pending, reviewed, contacted, archived
 *  from,to ISO dates YYYY-MM-DD, inclusive, as UTC calendar days; from must not be after to
 *  source, medium, campaign, landingPage
 *          facets of the lead's attribution (the lead index keeps them): exact match, case-sensitive, trimmed; at
 *          most 200 characters (500 for landingPage, a path starting with '/'). A landing page without '?' also
 *          matches that path with any query (`/pricing` finds `/pricing?utm_source=x`). Leads without attribution
 *          match no facet.
 *  spam    `1`: only the leads kept as spam (src/lib/spam/); without it spam is left out of every list and count
 *  limit   1–500, default 100 (list only)
 *  cursor  the id of the last lead of the previous page (list only); the next page starts strictly after it
 */
import { LEAD_ID_PATTERN } from '../lead/storage';
import { LEAD_STATUSES, type LeadStatus } from '../lead/kinds';
import { ATTRIBUTION_LIMITS } from '../attribution/capture';
import { ATTRIBUTION_FACETS, facetMatches, facetsOf, type AttributionFacet } from '../attribution/facets';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
export const MAX_QUERY_LENGTH = 200;

export interface LeadFilter {
  q?: string;
  status?: LeadStatus;
  from?: string;
  to?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  landingPage?: string;
  /** Only the leads kept as spam (otherwise they are left out). */
  spam?: boolean;
  /** Internal (never from a query): every entry, spam or not (the index repair). */
  includeSpam?: boolean;
}

export interface LeadPageQuery extends LeadFilter {
  limit: number;
  cursor?: string;
}

/** What a filter reads of an index entry or a record. */
export interface FilterableLead {
  id: string;
  createdAt?: unknown;
  status?: unknown;
  name?: unknown;
  email?: unknown;
  company?: unknown;
  phone?: unknown;
  /** The index entry's facets or the record's full attribution (both have what a facet filter reads). */
  attribution?: unknown;
  /** The reasons it is kept as spam (a non-empty list), if it is. */
  spam?: unknown;
}

export const QUERY_MESSAGES = {
  q: `The search text must be at most ${MAX_QUERY_LENGTH} characters.`,
  status: `Status must be one of: ${LEAD_STATUSES.join(', ')}.`,
  from: 'The "from" date must be an ISO date (YYYY-MM-DD).',
  to: 'The "to" date must be an ISO date (YYYY-MM-DD).',
  range: 'The "from" date must not be after the "to" date.',
  limit: `The limit must be a whole number from 1 to ${MAX_LIMIT}.`,
  cursor: 'The cursor is not valid. Start again from the first page.',
  source: `The UTM source must be at most ${ATTRIBUTION_LIMITS.utm} characters.`,
  medium: `The UTM medium must be at most ${ATTRIBUTION_LIMITS.utm} characters.`,
  campaign: `The UTM campaign must be at most ${ATTRIBUTION_LIMITS.utm} characters.`,
  spam: 'Spam must be 1 (only spam) or left out.',
  landingPage: `The landing page must be a path starting with "/", at most ${ATTRIBUTION_LIMITS.landingPage} characters.`,
  unknown: (name: string) => `Unknown parameter "${name}".`,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const FILTER_KEYS = ['q', 'status', 'from', 'to', ...ATTRIBUTION_FACETS, 'spam'] as const;
const PAGE_KEYS = ['limit', 'cursor'] as const;

/** Validates the filter part of a query string. Empty parameters count as absent. */
export function parseLeadFilter(params: URLSearchParams, allowed: readonly string[] = FILTER_KEYS): Parsed<LeadFilter> {
  for (const name of params.keys())
    if (!allowed.includes(name)) return { ok: false, message: QUERY_MESSAGES.unknown(name) };
  const filter: LeadFilter = {};
  const q = params.get('q')?.trim() ?? '';
  if (q.length > MAX_QUERY_LENGTH) return { ok: false, message: QUERY_MESSAGES.q };
  if (q) filter.q = q;
  const status = params.get('status') ?? '';
  if (status) {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) return { ok: false, message: QUERY_MESSAGES.status };
    filter.status = status as LeadStatus;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key) ?? '';
    if (!value) continue;
    if (!isIsoDate(value)) return { ok: false, message: QUERY_MESSAGES[key] };
    filter[key] = value;
  }
  if (filter.from && filter.to && filter.from > filter.to) return { ok: false, message: QUERY_MESSAGES.range };
  const spam = params.get('spam') ?? '';
  if (spam && spam !== '1') return { ok: false, message: QUERY_MESSAGES.spam };
  if (spam) filter.spam = true;
  for (const facet of ATTRIBUTION_FACETS) {
    const value = params.get(facet)?.trim() ?? '';
    if (!value) continue;
    if (!validFacet(facet, value)) return { ok: false, message: QUERY_MESSAGES[facet] };
    filter[facet] = value;
  }
  return { ok: true, value: filter };
}

function validFacet(facet: AttributionFacet, value: string): boolean {
  if (facet !== 'landingPage') return value.length <= ATTRIBUTION_LIMITS.utm;
  return value.length <= ATTRIBUTION_LIMITS.landingPage && value.startsWith('/');
}

/** Whether a filter sets any attribution facet (the index then has to be scanned, like a search). */
export function hasFacets(filter: LeadFilter): boolean {
  return ATTRIBUTION_FACETS.some((f) => !!filter[f]);
}

/** Validates a list query: the filter plus limit and cursor. */
export function parseLeadPageQuery(params: URLSearchParams): Parsed<LeadPageQuery> {
  const filter = parseLeadFilter(params, [...FILTER_KEYS, ...PAGE_KEYS]);
  if (!filter.ok) return filter;
  const rawLimit = params.get('limit') ?? '';
  let limit = DEFAULT_LIMIT;
  if (rawLimit) {
    if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT)
      return { ok: false, message: QUERY_MESSAGES.limit };
    limit = Number(rawLimit);
  }
  const cursor = params.get('cursor') ?? '';
  if (cursor && !LEAD_ID_PATTERN.test(cursor)) return { ok: false, message: QUERY_MESSAGES.cursor };
  return { ok: true, value: { ...filter.value, limit, ...(cursor ? { cursor } : {}) } };
}

/** The query string of a filter (only the parameters that are set, in a stable order). */
export function filterToParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value === true ? '1' : value);
  }
  return params;
}

export function isFilterEmpty(filter: LeadFilter): boolean {
  return !filter.q && !filter.status && !filter.from && !filter.to && !hasFacets(filter) && !filter.spam;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const digits = (value: string) => value.replace(/\D+/g, '');

/**
 * A predicate for one filter, built once per query (lower-casing the needle once keeps a scan of 100,000 entries
 * cheap). Dates compare the UTC day of createdAt, or of the id's time when createdAt is missing.
 */
export function leadMatcher(filter: LeadFilter): (lead: FilterableLead) => boolean {
  const needle = filter.q?.toLocaleLowerCase('en-US') ?? '';
  // Only a query made of phone characters (digits, spaces, +, -, dots, brackets) is also tried on the phone's digits.
  const phoneNeedle = needle && /^[\d\s()+.-]+$/.test(needle) ? digits(needle) : '';
  const { status, from, to } = filter;
  const facets = ATTRIBUTION_FACETS.flatMap((f) => (filter[f] ? [[f, filter[f]] as const] : []));
  const spam = !!filter.spam;
  return (lead) => {
    if (!filter.includeSpam && isKeptAsSpam(lead) !== spam) return false;
    if (status && lead.status !== status) return false;
    if (facets.length) {
      const found = facetsOf(lead.attribution);
      if (!found || !facets.every(([f, wanted]) => facetMatches(f, wanted, found[f]))) return false;
    }
    if (from || to) {
      const day = dayOf(lead);
      if (!day || (from && day < from) || (to && day > to)) return false;
    }
    if (!needle) return true;
    const phone = text(lead.phone);
    if (phoneNeedle && digits(phone).includes(phoneNeedle)) return true;
    return (
      text(lead.name).toLocaleLowerCase('en-US').includes(needle) ||
      text(lead.email).toLocaleLowerCase('en-US').includes(needle) ||
      text(lead.company).toLocaleLowerCase('en-US').includes(needle) ||
      phone.toLocaleLowerCase('en-US').includes(needle)
    );
  };
}

/** Whether a lead (record or index entry) is kept as spam: it carries a non-empty list of reasons. */
export function isKeptAsSpam(lead: object): boolean {
  const { spam } = lead as { spam?: unknown };
  return Array.isArray(spam) && spam.length > 0;
}

/** The UTC day (YYYY-MM-DD) a lead was submitted on, or '' when unknown. */
export function dayOf(lead: FilterableLead): string {
  if (typeof lead.createdAt === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(lead.createdAt))
    return lead.createdAt.slice(0, 10);
  return idDay(lead.id);
}

/** The UTC day encoded in a lead id (13-digit epoch milliseconds first), or '' for another key. */
export function idDay(id: string): string {
  if (!/^\d{13}-/.test(id)) return '';
  const d = new Date(Number(id.slice(0, 13)));
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** The dashboard's view as kept in the address: the filter and the open tab (`tab=contact`; Launchpad by default). */
export interface DashboardView {
  filter: LeadFilter;
  tab: 'launchpad' | 'contact';
}

/** Reads a view from `location.search`; a parameter that is not valid is left out (a shared link never breaks). */
export function viewFromSearch(search: string): DashboardView {
  const params = new URLSearchParams(search);
  const tab = params.get('tab') === 'contact' ? 'contact' : 'launchpad';
  const filter: LeadFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    const one = parseLeadFilter(new URLSearchParams({ [key]: value }));
    if (one.ok) Object.assign(filter, one.value);
  }
  if (filter.from && filter.to && filter.from > filter.to) delete filter.to;
  return { filter, tab };
}

/** The query string of a view ('' for the default view), for history.replaceState. */
export function viewToSearch({ filter, tab }: DashboardView): string {
  const params = filterToParams(filter);
  if (tab === 'contact') params.set('tab', 'contact');
  const query = params.toString();
  return query ? `?${query}` : '';
}

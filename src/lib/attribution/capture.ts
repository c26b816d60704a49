/**
 * Where a visit came from, captured in the browser (no schema library: this runs on every page). The rules are pure
 * (a location, a referrer and the state kept so far in, the new state out); `recordPageView` and
 * `attributionForLead` at the end apply them to the tab's `sessionStorage`. One module, so a page loads one chunk.
 *
 * The first page view of a visit sets the landing page (path and query, click-id parameters removed), the
 * referrer's origin (never its path; none when the visitor came from this site or from nowhere), the five UTM
 * parameters and which click-id parameters were present (their names, never their values). Every page view
 * appends its path to `pagesViewed` (at most MAX_PAGES, the first ones kept; a reload of the same page is not a
 * second entry). Every text is capped to ATTRIBUTION_LIMITS, which the functions enforce again (schema.ts).
 */

/** Click-id parameters: stripped from the landing page; only their names are kept. */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid', 'twclid'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Record<UtmKey, string | null>;

/** Pages kept per visit. */
export const MAX_PAGES = 20;

/**
 * Length caps (characters): the landing page (path and query), every other path, the referrer's origin and each UTM
 * value. At most about 6 KB in all, so a submission with attribution stays far inside the 32 KB body limit.
 */
export const ATTRIBUTION_LIMITS = { landingPage: 500, path: 200, referrer: 200, utm: 200 } as const;

/** The `sessionStorage` key of the visit's state. */
export const ATTRIBUTION_STORAGE_KEY = 'attribution';

/** What a visit keeps between page views. */
export interface VisitAttribution {
  landingPage: string;
  referrer: string | null;
  utm: Utm;
  clickId: ClickIdParam[];
  pagesViewed: string[];
}

/** What a lead carries (stored as is on the record, or null). */
export interface Attribution extends Omit<VisitAttribution, 'landingPage'> {
  landingPage: string | null;
  /** The path of the page whose dialog was submitted. */
  submittedFrom: string | null;
}

/** The parts of a location capture reads (a `Location` or a `URL`). */
export interface PageLocation {
  pathname: string;
  search: string;
  origin: string;
}

const cap = (value: string, max: number) => value.slice(0, max);

/** A query string without its click-id parameters ('' when nothing is left), and the names that were there. */
export function stripClickIds(search: string): { search: string; clickId: ClickIdParam[] } {
  const params = new URLSearchParams(search);
  const clickId = CLICK_ID_PARAMS.filter((name) => params.has(name));
  for (const name of clickId) params.delete(name);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', clickId };
}

/** The origin of an http(s) referrer from another site, or null. */
export function referrerOrigin(referrer: string, ownOrigin: string): string | null {
  try {
    const { protocol, origin } = new URL(referrer);
    return /^https?:$/.test(protocol) && origin !== ownOrigin ? cap(origin, ATTRIBUTION_LIMITS.referrer) : null;
  } catch {
    return null;
  }
}

/** Whether a stored value is a visit state this code wrote (anything else starts a new one). */
export function isVisitAttribution(value: unknown): value is VisitAttribution {
  const v = value as VisitAttribution | null;
  return !!v && typeof v.landingPage === 'string' && !!v.utm && Array.isArray(v.pagesViewed);
}

/** The visit's state after one more page view. */
export function captureVisit(previous: unknown, location: PageLocation, referrer: string): VisitAttribution {
  const path = cap(location.pathname, ATTRIBUTION_LIMITS.path);
  if (isVisitAttribution(previous)) {
    const pages = previous.pagesViewed;
    const add = pages.length < MAX_PAGES && pages[pages.length - 1] !== path;
    return add ? { ...previous, pagesViewed: [...pages, path] } : previous;
  }
  const params = new URLSearchParams(location.search);
  const { search, clickId } = stripClickIds(location.search);
  const utm = {} as Utm;
  for (const key of UTM_KEYS) utm[key] = cap(params.get(`utm_${key}`)?.trim() ?? '', ATTRIBUTION_LIMITS.utm) || null;
  return {
    landingPage: cap(location.pathname + search, ATTRIBUTION_LIMITS.landingPage),
    referrer: referrerOrigin(referrer, location.origin),
    utm,
    clickId,
    pagesViewed: [path],
  };
}

/** What a submission sends: the visit's state (or, when none was kept, this page as the landing page) and the path. */
export function leadAttribution(visit: unknown, location: PageLocation, referrer: string): Attribution {
  const state = isVisitAttribution(visit) ? visit : captureVisit(null, location, referrer);
  return { ...state, submittedFrom: cap(location.pathname, ATTRIBUTION_LIMITS.path) };
}

// ---------------------------------------------------------------------------------------------------------------
// In the browser: the visit in `sessionStorage` (this tab, this visit: no cookie, nothing kept across visits).
// `recordPageView` runs once per page view among the page's deferred module scripts
// (src/components/attribution/VisitCapture.astro); the lead dialog reads the state with `attributionForLead`.
// Blocked or full storage is never an error: the page view is not kept, and a submission then names its own page as
// the landing page.

function readVisit(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function recordPageView(win: Window = window): void {
  try {
    const next = captureVisit(readVisit(win.sessionStorage), win.location, win.document.referrer);
    win.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked (privacy settings) or full: this page view is not kept.
  }
}

export function attributionForLead(win: Window = window): Attribution {
  let visit: unknown = null;
  try {
    visit = readVisit(win.sessionStorage);
  } catch {
    // Storage blocked: leadAttribution falls back to this page.
  }
  return leadAttribution(visit, win.location, win.document.referrer);
}

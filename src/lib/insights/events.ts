/**
 * The wire of the first-party insights beacon, zod-free so the page script stays tiny (issue 29). The server
 * validates the same shape with zod (contract.ts).
 *
 *   POST /api/events  body (text/plain or application/json, at most MAX_BEACON_BYTES):
 *     { path: "/pricing", events: [{ type: "view" }, { type: "vital", metric: "LCP", value: 1234.5 }] }
 *
 * `view` = a page view, `open` = the lead dialog opened, `lead` = a lead submitted successfully, `vital` = one
 * Core Web Vitals measurement of the page view (ms; CLS unitless).
 */
export const EVENTS_PATH = '/api/events';
export const EVENT_TYPES = ['view', 'open', 'lead'] as const;
export type CountedEvent = (typeof EVENT_TYPES)[number];
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** Share of page views that report Core Web Vitals: every one (the site's traffic is small; see docs/decisions/insights.md). */
export const VITALS_SAMPLE_RATE = 1;
/** Largest beacon body the function reads. */
export const MAX_BEACON_BYTES = 2048;
/** Most events one beacon may carry (a view, five vitals and a few opens fit). */
export const MAX_BEACON_EVENTS = 10;
export const MAX_PATH_LENGTH = 200;

export interface BeaconEvent {
  type: CountedEvent | 'vital';
  metric?: Metric;
  value?: number;
}

export interface Beacon {
  path: string;
  events: BeaconEvent[];
}

/** The name of the queue `track()` fills on `window` and the beacon drains. */
export const QUEUE_NAME = '__insights';
/** Fired on `window` when `track()` queued an event. */
export const QUEUE_EVENT = 'insights:queued';

/** A page path as the site serves it: no query or fragment, no trailing slash except the root. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

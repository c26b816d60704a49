/**
 * The first-party insights beacon (issue 29), one small module on every public page, started by the deferred-script
 * loader after `load` (src/lib/page-scripts/deferred.ts). It sends, with `navigator.sendBeacon` to POST /api/events:
 * the page view at once; each lead-dialog opening and successful submission as `track()` queues them (track.ts);
 * and the page view's Core Web Vitals (LCP, INP, CLS, FCP, TTFB from the `web-vitals` library) when the page is
 * hidden or left. No cookie, no storage, no identifier: a beacon is a path and its events. A visitor whose browser
 * sends Global Privacy Control or Do Not Track sends nothing (the function would not count it anyway).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric as VitalReport } from 'web-vitals';
import {
  EVENTS_PATH,
  MAX_BEACON_EVENTS,
  QUEUE_EVENT,
  QUEUE_NAME,
  VITALS_SAMPLE_RATE,
  normalisePath,
  type BeaconEvent,
  type CountedEvent,
} from './events';

type QueueWindow = Window & { [QUEUE_NAME]?: { type: CountedEvent; path: string }[] };

export function startBeacon(win: Window = window, random = Math.random): void {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || nav.doNotTrack === '1' || typeof nav.sendBeacon !== 'function') return;

  const send = (path: string, events: BeaconEvent[]) => {
    for (let i = 0; i < events.length; i += MAX_BEACON_EVENTS)
      nav.sendBeacon(EVENTS_PATH, JSON.stringify({ path, events: events.slice(i, i + MAX_BEACON_EVENTS) }));
  };
  const here = normalisePath(win.location.pathname);
  send(here, [{ type: 'view' }]);

  const drain = () => {
    const queue = (win as QueueWindow)[QUEUE_NAME];
    while (queue?.length) {
      const { type, path } = queue.shift()!;
      send(normalisePath(path), [{ type }]);
    }
  };
  drain();
  win.addEventListener(QUEUE_EVENT, drain);

  if (random() >= VITALS_SAMPLE_RATE) return;
  let vitals: BeaconEvent[] = [];
  const report = (m: VitalReport) => {
    vitals.push({ type: 'vital', metric: m.name, value: Math.round(m.value * 1000) / 1000 });
  };
  const flush = () => {
    if (vitals.length) send(here, vitals);
    vitals = [];
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
}

/**
 * `track(type)`: how the lead dialog island tells the insights beacon about a dialog opening or a successful
 * submission. It only queues the event on `window` (no import of the beacon, no request of its own); the beacon
 * (beacon.ts, started after `load`) drains the queue and sends it with `navigator.sendBeacon`.
 */
import { QUEUE_EVENT, QUEUE_NAME, type CountedEvent } from './events';

type QueueWindow = Window & { [QUEUE_NAME]?: { type: CountedEvent; path: string }[] };

export function track(type: CountedEvent, win: Window = window): void {
  const w = win as QueueWindow;
  (w[QUEUE_NAME] ??= []).push({ type, path: w.location.pathname });
  w.dispatchEvent(new Event(QUEUE_EVENT));
}

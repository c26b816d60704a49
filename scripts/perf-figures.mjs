/**
 * The arithmetic of the figures `npm run bench -- interactions` and `npm run budgets` print, kept apart from the
 * browser work so it can be tested without a browser: an interaction's latency from its Event Timing entries, the
 * median of runs against a target, the bytes a page of a visit moved, and how our figure compares with AstroWind's.
 */
import { median } from './score-gate.mjs';

/**
 * The latency of one interaction: the longest duration among its Event Timing entries (`event` entries that belong
 * to an interaction, i.e. `interactionId > 0`, and the `first-input` entry). 0 when there is none: every event of the
 * interaction took less than the observer's `durationThreshold` (16 ms).
 * @param {{ entryType: string, name?: string, duration: number, interactionId?: number }[]} entries
 */
export function interactionLatency(entries) {
  const own = entries.filter((e) => e.entryType === 'first-input' || (e.interactionId ?? 0) > 0);
  return own.length ? Math.max(...own.map((e) => e.duration)) : 0;
}

/**
 * The median latency of an interaction's runs and whether it meets the target (at most `targetMs`).
 * @param {number[]} latencies one per run
 * @param {number} targetMs
 */
export function latencyVerdict(latencies, targetMs) {
  if (!latencies.length) throw new Error('no run to judge');
  const value = median(latencies);
  return { median: value, met: value <= targetMs };
}

/**
 * The bytes a page of a visit moved over the network: the sum of `encodedDataLength` of the distinct requests that
 * finished loading (CDP `Network.loadingFinished`; a request answered from the HTTP cache adds 0). A request
 * reported twice is counted once, with its last figure.
 * @param {{ requestId: string, encodedDataLength: number }[]} finished
 */
export function pageBytes(finished) {
  const byRequest = new Map(finished.map((e) => [e.requestId, e.encodedDataLength]));
  return [...byRequest.values()].reduce((total, n) => total + n, 0);
}

/**
 * Ours against the baseline's figure for a "lower is better" measure (bytes, CPU ms): met when ours is at most
 * theirs. Without a baseline figure nothing is judged (`null`).
 * @param {number} ours
 * @param {number | null | undefined} theirs
 */
export function atMost(ours, theirs) {
  return typeof theirs === 'number' ? ours <= theirs : null;
}

/**
 * The three-page visit judged against the baseline's: pages after the first (the ones a warm cache should make
 * cheap) at most the baseline's bytes, page by page. `null` without a baseline visit.
 * @param {number[]} ours bytes per page, in visit order
 * @param {number[] | null} theirs
 */
export function laterPagesAtMost(ours, theirs) {
  if (!theirs) return null;
  if (theirs.length !== ours.length) throw new Error('the two visits have a different number of pages');
  return ours.slice(1).every((bytes, i) => bytes <= theirs[i + 1]);
}

/**
 * CLS 0, as Lighthouse shows it (three decimals): a shift too small to show (under 0.0005) passes, 0.001 does not.
 * @param {number} cls
 */
export const noLayoutShift = (cls) => Math.round(cls * 1000) === 0;

/**
 * Where our medians of a pair miss the baseline's (issue 51 item 6): FCP, LCP, CLS (to three decimals) and bytes
 * must be at or ahead of the baseline's, main-thread CPU at most its. TBT is not judged. The names of the misses.
 * @typedef {{ fcp: number, lcp: number, cls: number, bytes: number, cpu: number, tbt?: number }} PairFigures
 * @param {PairFigures} ours medians; `tbt` may be there and is not judged
 * @param {PairFigures} theirs
 */
export function sideBySideMisses(ours, theirs) {
  const shown = (cls) => Math.round(cls * 1000);
  return [
    ['FCP', ours.fcp, theirs.fcp],
    ['LCP', ours.lcp, theirs.lcp],
    ['CLS', shown(ours.cls), shown(theirs.cls)],
    ['bytes', ours.bytes, theirs.bytes],
    ['CPU', ours.cpu, theirs.cpu],
  ]
    .filter(([, a, b]) => atMost(a, b) === false)
    .map(([name]) => name);
}

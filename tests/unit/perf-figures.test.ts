import { describe, expect, it } from 'vitest';
import {
  atMost,
  interactionLatency,
  laterPagesAtMost,
  latencyVerdict,
  pageBytes,
} from '../../scripts/perf-figures.mjs';

const event = (duration: number, interactionId = 7, name = 'pointerup') => ({
  entryType: 'event',
  name,
  duration,
  interactionId,
});

describe('interaction latency from Event Timing entries (scripts/perf-figures.mjs)', () => {
  it('is the longest entry of the interaction, the first input included', () => {
    expect(interactionLatency([event(40, 7, 'pointerdown'), event(96, 7, 'click'), event(56, 7)])).toBe(96);
    expect(interactionLatency([{ entryType: 'first-input', name: 'keydown', duration: 120 }, event(24)])).toBe(120);
  });

  it('leaves out events that belong to no interaction (a mouseover, a scroll)', () => {
    expect(interactionLatency([event(200, 0, 'mouseover'), event(32)])).toBe(32);
  });

  it('is 0 when no event reached the observer’s threshold', () => {
    expect(interactionLatency([])).toBe(0);
    expect(interactionLatency([event(300, 0, 'pointermove')])).toBe(0);
  });

  it('judges the median of the runs against the target, so one slow run does not fail and three do', () => {
    expect(latencyVerdict([72, 250, 80, 64, 88], 100)).toEqual({ median: 80, met: true });
    expect(latencyVerdict([72, 250, 180, 120, 88], 100)).toEqual({ median: 120, met: false });
    expect(latencyVerdict([100], 100).met).toBe(true);
    expect(latencyVerdict([0, 0, 24], 100)).toEqual({ median: 0, met: true });
    expect(() => latencyVerdict([], 100)).toThrow();
  });
});

describe('bytes of a visit', () => {
  it('adds the encoded bytes of each request once; a cached request adds nothing', () => {
    expect(
      pageBytes([
        { requestId: 'html', encodedDataLength: 20_000 },
        { requestId: 'css', encodedDataLength: 0 },
        { requestId: 'font', encodedDataLength: 15_000 },
      ]),
    ).toBe(35_000);
    expect(
      pageBytes([
        { requestId: 'a', encodedDataLength: 100 },
        { requestId: 'a', encodedDataLength: 1_100 },
      ]),
    ).toBe(1_100);
    expect(pageBytes([])).toBe(0);
  });

  it('passes pages two and three when each is at most the baseline’s; the first page is not judged', () => {
    expect(laterPagesAtMost([90_000, 10_000, 8_000], [121_000, 10_000, 8_000])).toBe(true);
    expect(laterPagesAtMost([200_000, 10_000, 8_000], [121_000, 10_000, 8_000])).toBe(true);
    expect(laterPagesAtMost([86_000, 45_000, 8_000], [121_000, 10_000, 8_000])).toBe(false);
    expect(laterPagesAtMost([86_000, 9_000, 37_000], [121_000, 10_000, 8_000])).toBe(false);
    expect(laterPagesAtMost([1, 2, 3], null)).toBeNull();
    expect(() => laterPagesAtMost([1, 2, 3], [1, 2])).toThrow();
  });
});

describe('ours against the baseline', () => {
  it('meets "at most" when lower or equal, misses when higher, judges nothing without a baseline', () => {
    expect(atMost(733, 733)).toBe(true);
    expect(atMost(700, 733)).toBe(true);
    expect(atMost(1_842, 733)).toBe(false);
    expect(atMost(1_842, null)).toBeNull();
    expect(atMost(1_842, undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  atMost,
  interactionLatency,
  laterPagesAtMost,
  latencyVerdict,
  noLayoutShift,
  pageBytes,
  sideBySideMisses,
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

describe('CLS 0 and the side-by-side misses', () => {
  it('passes a shift too small to show at three decimals, fails one that shows', () => {
    expect(noLayoutShift(0)).toBe(true);
    expect(noLayoutShift(0.0004)).toBe(true);
    expect(noLayoutShift(0.001)).toBe(false);
    expect(noLayoutShift(0.08)).toBe(false);
  });

  const astrowind = { fcp: 1_250, lcp: 1_400, cls: 0, bytes: 121_000, cpu: 733, tbt: 0 };

  it('names nothing when we are at or ahead on FCP, LCP, CLS and bytes and at most the CPU', () => {
    expect(sideBySideMisses({ fcp: 850, lcp: 1_000, cls: 0, bytes: 90_000, cpu: 700, tbt: 80 }, astrowind)).toEqual([]);
    expect(sideBySideMisses(astrowind, astrowind)).toEqual([]);
  });

  it('names each figure where we are behind; TBT is never judged', () => {
    const home = { fcp: 850, lcp: 1_000, cls: 0, bytes: 88_000, cpu: 1_842, tbt: 300 };
    expect(sideBySideMisses(home, astrowind)).toEqual(['CPU']);
    expect(
      sideBySideMisses({ fcp: 1_300, lcp: 1_500, cls: 0.002, bytes: 130_000, cpu: 900, tbt: 0 }, astrowind),
    ).toEqual(['FCP', 'LCP', 'CLS', 'bytes', 'CPU']);
    expect(sideBySideMisses({ ...home, cpu: 700, cls: 0.0003 }, astrowind)).toEqual([]);
  });
});

/** Pure logic of the insights (issue 29): p75, Google's thresholds, rounding, aggregation, the admin's period. */
import { describe, expect, it } from 'vitest';
import { histogramAdd, p75, rating, roundVital, THRESHOLDS, type Histogram } from '../../src/lib/insights/vitals';
import {
  addEvents,
  conversionRate,
  daysBetween,
  emptyAggregate,
  insightsAnswer,
  mergeAggregate,
  sourceOf,
} from '../../src/lib/insights/aggregate';
import { beaconSchema, parsePeriod, PERIOD_MESSAGES, type SourceDay } from '../../src/lib/insights/contract';
import { normalisePath } from '../../src/lib/insights/events';
import { OTHER, sourceSeries, stackedBars } from '../../src/lib/insights/chart';
import { formatRate, formatVital } from '../../src/lib/insights/rates-and-vitals';

const hist = (values: number[]): Histogram => {
  const h: Histogram = {};
  for (const v of values) histogramAdd(h, v);
  return h;
};

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75(hist([1, 2, 3, 4]))).toBe(3);
    expect(p75(hist([10, 20, 30, 40, 50, 60, 70, 80]))).toBe(60);
    expect(p75(hist([5]))).toBe(5);
    expect(p75(hist([100, 1, 50, 75]))).toBe(75); // order does not matter
  });
  it('counts repeated values by their weight and handles none', () => {
    expect(p75({ '100': 3, '900': 1 })).toBe(100);
    expect(p75({ '100': 2, '900': 2 })).toBe(900);
    expect(p75({})).toBeNull();
  });
  it('agrees with sorting every value', () => {
    const values = Array.from({ length: 501 }, (_, i) => (i * 7919) % 1000);
    const sorted = [...values].sort((a, b) => a - b);
    expect(p75(hist(values))).toBe(sorted[Math.ceil(0.75 * values.length) - 1]);
  });
});

describe('rating by Google thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s', (metric, value, expected) => {
    expect(rating(metric, value)).toBe(expected);
  });
  it('uses the published numbers', () => {
    expect(THRESHOLDS).toEqual({
      LCP: [2500, 4000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
    });
  });
});

describe('roundVital', () => {
  it('keeps ms under 1 s, 10 ms under 10 s, 100 ms above, CLS to 0.001, and clamps', () => {
    expect(roundVital('TTFB', 123.4)).toBe(123);
    expect(roundVital('LCP', 2504)).toBe(2500);
    expect(roundVital('LCP', 2506)).toBe(2510);
    expect(roundVital('LCP', 12_345)).toBe(12_300);
    expect(roundVital('CLS', 0.12345)).toBe(0.123);
    expect(roundVital('INP', -5)).toBe(0);
    expect(roundVital('FCP', 1e9)).toBe(60_000);
  });
});

describe('aggregation', () => {
  it("counts views and opens per page and plausible vitals per page and metric; a beacon's leads are not counted", () => {
    const agg = emptyAggregate();
    addEvents(agg, '/', [{ type: 'view' }, { type: 'open' }, { type: 'vital', metric: 'LCP', value: 1200.4 }]);
    addEvents(agg, '/', [{ type: 'view' }, { type: 'lead' }, { type: 'vital', metric: 'LCP', value: 60_000 }]);
    addEvents(agg, '/', [{ type: 'vital', metric: 'CLS', value: 3 }]);
    addEvents(agg, '/pricing', [{ type: 'view' }]);
    expect(agg.pages).toEqual({
      '/': { views: 2, dialogOpens: 1, leads: 0 },
      '/pricing': { views: 1, dialogOpens: 0, leads: 0 },
    });
    expect(agg.vitals).toEqual({ '/': { LCP: { '1200': 1 } } });
  });

  it('merging equals adding every event to one aggregate (associative sums)', () => {
    const batches = Array.from({ length: 30 }, (_, i) => ({
      path: i % 3 ? '/' : '/blog',
      events: [
        { type: 'view' as const },
        ...(i % 4 === 0 ? [{ type: 'open' as const }] : []),
        ...(i % 5 === 0 ? [{ type: 'lead' as const }] : []),
        { type: 'vital' as const, metric: 'CLS' as const, value: (i % 7) / 100 },
      ],
    }));
    const one = emptyAggregate();
    for (const b of batches) addEvents(one, b.path, b.events);
    const parts = [emptyAggregate(), emptyAggregate(), emptyAggregate()];
    batches.forEach((b, i) => addEvents(parts[i % 3], b.path, b.events));
    const merged = parts.reduce((sum, p) => mergeAggregate(sum, p), emptyAggregate());
    expect(merged).toEqual(one);
  });

  it('conversion rate is leads over views, 0 without views', () => {
    expect(conversionRate(1, 8)).toBe(0.125);
    expect(conversionRate(2, 3)).toBe(0.6667);
    expect(conversionRate(3, 0)).toBe(0);
  });
});

describe('insightsAnswer', () => {
  it("sorts pages by leads (the stored leads' landing pages), groups sources, counts leads per day by source, reports p75", () => {
    const agg = emptyAggregate();
    addEvents(agg, '/pricing', [{ type: 'view' }, { type: 'view' }, { type: 'lead' }]);
    addEvents(agg, '/', [{ type: 'view' }, { type: 'view' }, { type: 'view' }]);
    for (const v of [1000, 2000, 3000, 4000]) addEvents(agg, '/', [{ type: 'vital', metric: 'LCP', value: v }]);
    const newsletter = { source: 'newsletter', medium: 'email', campaign: 'launch', landingPage: '/pricing?utm_a=b' };
    const leads = [
      { id: '1764028800000-aaaaaaaaaaaa', createdAt: '2025-11-25T00:00:00.000Z', attribution: newsletter },
      { id: '1764115200000-bbbbbbbbbbbb', createdAt: '2025-11-26T10:00:00.000Z', attribution: newsletter },
      { id: '1764115200001-cccccccccccc', createdAt: '2025-11-26T11:00:00.000Z', attribution: null },
      { id: '1764115200002-dddddddddddd', createdAt: '2025-11-26T12:00:00.000Z' },
    ];
    const answer = insightsAnswer(agg, leads, '2025-11-25', '2025-11-27');
    expect(answer.pages.map((p) => p.path)).toEqual(['/pricing', '/']);
    expect(answer.pages[0]).toEqual({ path: '/pricing', views: 2, dialogOpens: 0, leads: 2, conversionRate: 1 });
    expect(answer.sources).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'launch', leads: 2 },
      { source: '', medium: '', campaign: '', leads: 2 },
    ]);
    expect(answer.daily).toEqual([
      { date: '2025-11-25', sources: { newsletter: 1 } },
      { date: '2025-11-26', sources: { newsletter: 1, '': 2 } },
      { date: '2025-11-27', sources: {} },
    ]);
    expect(answer.vitals).toEqual([{ path: '/', metric: 'LCP', p75: 3000, samples: 4 }]);
  });

  it('reads attribution defensively', () => {
    expect(sourceOf({})).toEqual({ source: '', medium: '', campaign: '' });
    expect(sourceOf({ attribution: 'x' })).toEqual({ source: '', medium: '', campaign: '' });
    expect(sourceOf({ attribution: { source: 3, medium: 'cpc' } })).toEqual({
      source: '',
      medium: 'cpc',
      campaign: '',
    });
  });

  it('lists every day of the period', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('beacon schema', () => {
  it('accepts known event types and metrics only', () => {
    expect(beaconSchema.safeParse({ path: '/', events: [{ type: 'view' }] }).success).toBe(true);
    expect(beaconSchema.safeParse({ path: '/a', events: [{ type: 'vital', metric: 'INP', value: 40 }] }).success).toBe(
      true,
    );
    for (const bad of [
      { path: '/', events: [{ type: 'click' }] },
      { path: '/', events: [{ type: 'vital', metric: 'FID', value: 4 }] },
      { path: '/', events: [{ type: 'vital', metric: 'LCP', value: -1 }] },
      { path: '/', events: [{ type: 'vital', metric: 'LCP', value: 1e12 }] },
      { path: '/', events: [{ type: 'view', email: 'a@b.c' }] },
      { path: '/', events: [] },
      { path: '/', events: Array.from({ length: 11 }, () => ({ type: 'view' })) },
      { path: 'https://evil.example/', events: [{ type: 'view' }] },
      { path: '/a b', events: [{ type: 'view' }] },
      { path: `/${'a'.repeat(300)}`, events: [{ type: 'view' }] },
      { path: '/', events: [{ type: 'view' }], userId: 'x' },
    ])
      expect(beaconSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
  });

  it('normalises paths like the site serves them', () => {
    expect(normalisePath('/pricing/')).toBe('/pricing');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/blog/x?utm_source=a#top')).toBe('/blog/x');
  });
});

describe('parsePeriod', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('defaults to the 30 days ending today (UTC)', () => {
    expect(parsePeriod(new URLSearchParams(), now)).toEqual({ ok: true, from: '2026-10-27', to: '2026-11-25' });
  });
  it('refuses bad dates, reversed and too long periods, unknown parameters', () => {
    expect(parsePeriod(new URLSearchParams('from=2026-02-30'), now)).toEqual({
      ok: false,
      message: PERIOD_MESSAGES.from,
    });
    expect(parsePeriod(new URLSearchParams('to=yesterday'), now)).toEqual({ ok: false, message: PERIOD_MESSAGES.to });
    expect(parsePeriod(new URLSearchParams('from=2026-11-02&to=2026-11-01'), now)).toEqual({
      ok: false,
      message: PERIOD_MESSAGES.range,
    });
    expect(parsePeriod(new URLSearchParams('from=2024-01-01&to=2026-01-01'), now)).toEqual({
      ok: false,
      message: PERIOD_MESSAGES.long,
    });
    expect(parsePeriod(new URLSearchParams('q=x'), now)).toEqual({ ok: false, message: 'Unknown parameter "q".' });
  });
});

describe('leads per day by source chart', () => {
  const days: SourceDay[] = [
    { date: '2026-11-01', sources: { newsletter: 2, '': 1 } },
    { date: '2026-11-02', sources: { google: 1, newsletter: 1, a: 1, b: 1, c: 1 } },
  ];
  it('keeps the top sources and sums the rest as other', () => {
    expect(sourceSeries(days, 3)).toEqual([
      { key: 'newsletter', total: 3 },
      { key: '', total: 1 },
      { key: OTHER, total: 4 },
    ]);
    expect(sourceSeries(days, 10)).toHaveLength(6);
  });
  it('stacks each day to its total, scaled to a round maximum', () => {
    const series = sourceSeries(days, 3);
    const { bars, yMax } = stackedBars(days, series, 200, 108, 8);
    expect(yMax).toBe(8);
    expect(bars.map((b) => b.total)).toEqual([3, 5]);
    expect(bars[1].counts).toEqual({ newsletter: 1, [OTHER]: 4 });
    const heights = bars[1].parts.map((p) => p.height);
    expect(heights.reduce((a, b) => a + b, 0)).toBeCloseTo((5 / 8) * 100);
    expect(bars[0].parts[bars[0].parts.length - 1].y).toBeCloseTo(108 - (3 / 8) * 100);
  });
});

describe('insights display', () => {
  it('formats rates and vitals', () => {
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(1)).toBe('100.0%');
    expect(formatVital('LCP', 2600)).toBe('2,600 ms');
    expect(formatVital('CLS', 0.25)).toBe('0.25');
    expect(formatVital('CLS', 0.02)).toBe('0.02');
    expect(formatVital('CLS', 0.015)).toBe('0.015');
    expect(formatVital('CLS', 0)).toBe('0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { countUniqueCompanies, dashboardStats, normaliseCompany, statsAgreeWithLists } from '~/lib/admin/stats';
import { addDays, chartLayout, chartSummary, dailyCounts, dayKey, niceMax } from '~/lib/admin/chart';
import { adminCopySchema } from '~/lib/admin/admin.schema';
import { collectionFiles } from '~/lib/content/files';

const T = adminCopySchema.parse(collectionFiles('admin')[0].data).dashboard.chartSummary;

describe('dashboardStats', () => {
  it('counts both lists, pending in both, and unique companies across both', () => {
    const applications = [
      { company: 'Acme', status: 'pending' },
      { company: 'Globex', status: 'reviewed' },
    ];
    const contacts = [
      { company: ' acme ', status: 'pending' },
      { company: 'Initech', status: 'contacted' },
      { company: 'GLOBEX', status: 'pending' },
    ];
    expect(dashboardStats(applications, contacts)).toEqual({
      launchpadCount: 2,
      contactCount: 3,
      pendingCount: 3,
      uniqueCompanies: 3,
    });
  });

  it('is all zero for empty lists', () => {
    expect(dashboardStats([], [])).toEqual({ launchpadCount: 0, contactCount: 0, pendingCount: 0, uniqueCompanies: 0 });
  });

  it('counts only the exact status "pending"', () => {
    expect(
      dashboardStats([{ status: 'Pending' }, { status: 'archived' }, {}], [{ status: 'pending' }]).pendingCount,
    ).toBe(1);
  });
});

describe('unique companies', () => {
  it('trims and compares case-insensitively', () => {
    expect(normaliseCompany('  Acme Ltd ')).toBe('acme ltd');
    expect(countUniqueCompanies([{ company: 'Acme Ltd' }, { company: 'ACME LTD' }, { company: 'acme ltd  ' }])).toBe(1);
  });

  it('does not count blank or missing companies', () => {
    expect(countUniqueCompanies([{ company: '' }, { company: '   ' }, {}, { company: null }], [{ company: 'X' }])).toBe(
      1,
    );
  });

  it('keeps different names apart (inner spaces matter)', () => {
    expect(countUniqueCompanies([{ company: 'Acme' }, { company: 'Ac me' }])).toBe(2);
  });
});

describe('dailyCounts', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('has 30 days ending today, oldest first', () => {
    const days = dailyCounts([], [], now);
    expect(days).toHaveLength(30);
    expect(days[29].date).toBe('2026-11-21');
    expect(days[0].date).toBe('2026-10-23');
    expect(days.every((d) => d.total === 0)).toBe(true);
  });

  it('counts each kind per day and ignores older, future and invalid dates', () => {
    const applications = [
      { createdAt: '2026-11-21T09:59:00Z' },
      { createdAt: '2026-11-21T00:00:00Z' },
      { createdAt: '2026-10-23T00:00:00Z' },
      { createdAt: '2026-10-22T23:59:59Z' }, // day 31: outside
      { createdAt: 'not a date' },
      {},
    ];
    const contacts = [{ createdAt: '2026-11-20T12:00:00Z' }, { createdAt: '2026-11-22T01:00:00Z' }];
    const days = dailyCounts(applications, contacts, now);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate['2026-11-21']).toEqual({ date: '2026-11-21', launchpad: 2, contact: 0, total: 2 });
    expect(byDate['2026-11-20']).toEqual({ date: '2026-11-20', launchpad: 0, contact: 1, total: 1 });
    expect(byDate['2026-10-23'].launchpad).toBe(1);
    expect(days.reduce((n, d) => n + d.total, 0)).toBe(4);
  });

  it('uses calendar days of the given time zone', () => {
    // 20:00 UTC on the 20th is already the 21st in India (UTC+5:30).
    const at = [{ createdAt: '2026-11-20T20:00:00Z' }];
    expect(dailyCounts(at, [], now, 'UTC').find((d) => d.total)?.date).toBe('2026-11-20');
    expect(dailyCounts(at, [], now, 'Asia/Kolkata').find((d) => d.total)?.date).toBe('2026-11-21');
  });

  it('steps over month ends and DST changes without gaps or repeats', () => {
    const days = dailyCounts([], [], new Date('2026-03-15T12:00:00Z'), 'America/New_York');
    const dates = days.map((d) => d.date);
    expect(new Set(dates).size).toBe(30);
    expect(dates).toContain('2026-02-28');
    expect(dates).toContain('2026-03-08');
    expect(dates[0]).toBe('2026-02-14');
  });

  it('dayKey and addDays', () => {
    expect(dayKey(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('chart geometry', () => {
  it('rounds the y axis up to 1-2-5 steps', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 48, 120].map(niceMax)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 200]);
  });

  it('stacks contact on launchpad, scaled to the plot, one slot per day', () => {
    const series = [
      { date: '2026-11-20', launchpad: 1, contact: 1, total: 2 },
      { date: '2026-11-21', launchpad: 0, contact: 0, total: 0 },
    ];
    const layout = chartLayout(series, 200, 108, 8, 0.5);
    expect(layout.yMax).toBe(2);
    const [a, b] = layout.bars;
    expect(a.slot).toEqual({ x: 0, y: 8, width: 100, height: 100 });
    expect(a.launchpad).toEqual({ x: 25, y: 58, width: 50, height: 50 });
    expect(a.contact).toEqual({ x: 25, y: 8, width: 50, height: 50 });
    expect(b.launchpad).toBeNull();
    expect(b.contact).toBeNull();
    expect(b.slot.x).toBe(100);
  });

  it('summarises the series in one sentence', () => {
    const series = dailyCounts(
      [{ createdAt: '2026-11-21T01:00:00Z' }, { createdAt: '2026-11-21T02:00:00Z' }],
      [{ createdAt: '2026-11-01T00:00:00Z' }],
      new Date('2026-11-21T12:00:00Z'),
    );
    expect(chartSummary(series, T)).toBe(
      '3 submissions between 2026-10-23 and 2026-11-21 (2 Launchpad, 1 contact); busiest day 2026-11-21 with 2.',
    );
    expect(chartSummary(dailyCounts([], [], new Date('2026-11-21T12:00:00Z')), T)).toBe(
      'No submissions between 2026-10-23 and 2026-11-21.',
    );
  });
});

describe('admin display helpers', async () => {
  const { badgeVariant, formatSubmitted, isLeadStatus } = await import('~/lib/admin/display');

  it('uses the secondary badge for pending only', () => {
    expect(badgeVariant('pending')).toBe('secondary');
    for (const s of ['reviewed', 'contacted', 'archived', 'weird', undefined]) expect(badgeVariant(s)).toBe('default');
  });

  it('knows the four statuses', () => {
    expect(['pending', 'reviewed', 'contacted', 'archived'].every(isLeadStatus)).toBe(true);
    expect(isLeadStatus('Pending')).toBe(false);
  });

  it('formats a timestamp, and shows unparsable values as they are', () => {
    const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(formatSubmitted('2026-11-21T10:05:00Z', utc)).toBe('Nov 21, 2026, 10:05 AM');
    expect(formatSubmitted('yesterday', utc)).toBe('yesterday');
    expect(formatSubmitted(undefined, utc)).toBe('');
  });
});

describe('statsAgreeWithLists', () => {
  const stats = { launchpadCount: 107, contactCount: 4 };
  it("agrees when both count cards equal the lists' totals", () => {
    expect(statsAgreeWithLists(stats, { launchpad: 107, contact: 4 })).toBe(true);
  });
  it('disagrees when either list answered another total (a lead came or went between the requests)', () => {
    expect(statsAgreeWithLists({ launchpadCount: 0, contactCount: 4 }, { launchpad: 107, contact: 4 })).toBe(false);
    expect(statsAgreeWithLists(stats, { launchpad: 106, contact: 4 })).toBe(false);
    expect(statsAgreeWithLists(stats, { launchpad: 107, contact: 5 })).toBe(false);
  });
});

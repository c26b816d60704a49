/**
 * The dashboard's Insights tab in happy-dom with a mocked server (issue 29): it loads only when opened, asks for the
 * dashboard's period, shows pages by leads with conversion rates, sources (direct leads named), the chart of leads
 * per day by source, vitals rated by Google's thresholds beside the page's views, and "Try again" on a failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import AdminApp from '~/islands/admin/AdminApp';
import type { InsightsAnswer } from '~/lib/insights/contract';
import { adminCopy } from './admin-copy';

const answer: InsightsAnswer = {
  from: '2026-11-01',
  to: '2026-11-03',
  pages: [
    { path: '/pricing', views: 8, dialogOpens: 2, leads: 1, conversionRate: 0.125 },
    { path: '/', views: 40, dialogOpens: 3, leads: 0, conversionRate: 0 },
  ],
  sources: [
    { source: 'newsletter', medium: 'email', campaign: 'launch', leads: 2 },
    { source: '', medium: '', campaign: '', leads: 1 },
  ],
  vitals: [
    { path: '/', metric: 'LCP', p75: 2600, samples: 12 },
    { path: '/', metric: 'CLS', p75: 0.02, samples: 12 },
    { path: '/', metric: 'INP', p75: 650, samples: 5 },
  ],
  daily: [
    { date: '2026-11-01', sources: { newsletter: 1 } },
    { date: '2026-11-02', sources: {} },
    { date: '2026-11-03', sources: { newsletter: 1, '': 1 } },
  ],
};

function mockServer(insights: () => { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const path = url.split('?')[0];
      const { status, body } =
        path === '/api/admin/session'
          ? { status: 200, body: { authenticated: true } }
          : path === '/api/launchpad'
            ? { status: 200, body: { applications: [], nextCursor: null, total: 0 } }
            : path === '/api/contact'
              ? { status: 200, body: { contacts: [], nextCursor: null, total: 0 } }
              : path === '/api/admin/stats'
                ? {
                    status: 200,
                    body: { launchpadCount: 0, contactCount: 0, pendingCount: 0, uniqueCompanies: 0, daily: [] },
                  }
                : path === '/api/admin/insights'
                  ? insights()
                  : { status: 404, body: { error: 'not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function openInsights() {
  render(<AdminApp copy={adminCopy} onSignedOut={() => {}} />);
  const tab = await screen.findByRole('tab', { name: 'Insights' });
  fireEvent.click(tab);
  return screen.getByRole('tabpanel', { name: 'Insights' });
}

describe('Insights tab', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('adminAuthenticated', 'true');
    history.replaceState(null, '', '/admin?from=2026-11-01&to=2026-11-03');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  it('loads when opened, for the dashboard period, and shows pages, sources, chart and rated vitals', async () => {
    const calls = mockServer(() => ({ status: 200, body: answer }));
    render(<AdminApp copy={adminCopy} onSignedOut={() => {}} />);
    const tab = await screen.findByRole('tab', { name: 'Insights' });
    await screen.findByText('No Launchpad applications match these filters.');
    expect(calls.filter((c) => c.includes('/api/admin/insights'))).toEqual([]); // not before the tab is opened...
    fireEvent.click(tab);
    const panel = screen.getByRole('tabpanel', { name: 'Insights' });
    const pages = await within(panel).findByRole('table', { name: 'Pages by leads' });
    expect(calls).toContain('GET /api/admin/insights?from=2026-11-01&to=2026-11-03'); // ...then with the period

    const rows = within(pages).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['/pricing', '/']);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '2', '1', '12.5%']);
    expect(
      within(pages)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Page', 'Views', 'Dialog opens', 'Leads', 'Conversion rate']);

    const sources = within(panel).getByRole('table', { name: 'Lead sources' });
    const sourceRows = within(sources).getAllByRole('row').slice(1);
    expect(sourceRows.map((r) => r.textContent)).toEqual(['newsletteremaillaunch2', 'Direct or unknown——1']);

    const chart = within(panel).getByRole('img', { name: /Leads per day by source/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Leads per day by source: 3 leads from Nov 1 to Nov 3: newsletter 2, Direct or unknown 1.',
    );
    expect(chart.querySelectorAll('g')).toHaveLength(3);

    const vitals = within(panel).getByRole('table', { name: 'Core Web Vitals, 75th percentile' });
    const home = within(vitals).getAllByRole('row')[1];
    expect(within(home).getByRole('rowheader').textContent).toBe('/');
    const cells = within(home).getAllByRole('cell');
    expect(cells[0].textContent).toBe('40'); // the page's views beside its vitals
    expect(home.querySelector('[data-metric="LCP"]')!.textContent).toBe('2,600 msNeeds improvement');
    expect(home.querySelector('[data-metric="LCP"]')!.getAttribute('data-rating')).toBe('needs-improvement');
    expect(home.querySelector('[data-metric="INP"]')!.getAttribute('data-rating')).toBe('poor');
    expect(home.querySelector('[data-metric="CLS"]')!.textContent).toBe('0.02Good');
    expect(within(home).getAllByText('No data')).toHaveLength(2); // FCP and TTFB: no measurements
  });

  it('says so when the period has nothing, and offers "Try again" after a failure', async () => {
    let fail = true;
    mockServer(() =>
      fail
        ? { status: 503, body: { error: 'down' } }
        : { status: 200, body: { ...answer, pages: [], sources: [], vitals: [], daily: [] } },
    );
    const panel = await openInsights();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Could not load the insights.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No page views in this period.')).toBeTruthy();
    expect(within(panel).getByText('No leads in this period.')).toBeTruthy();
    expect(within(panel).getByText('No measurements in this period.')).toBeTruthy();
  });
});

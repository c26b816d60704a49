/**
 * /admin's React dashboard in happy-dom with a mocked server: the session check, flag handling, handing back to the
 * static gate (src/components/admin/admin-gate.ts, tested in admin-gate.test.ts) on sign-out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dashboardStats } from '~/lib/admin/stats';
import AdminApp from '~/islands/admin/AdminApp';
import { adminCopy } from './admin-copy';

type Route = (
  init: RequestInit | undefined,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

function mockServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(key);
      const route = routes[key];
      const { status, body } = route ? await route(init) : { status: 404, body: { error: 'not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const lists = {
  'GET /api/launchpad': () => ({
    status: 200,
    body: {
      applications: [
        { id: '1', name: '<b>Bold</b>', company: 'Acme', status: 'pending', createdAt: new Date().toISOString() },
      ],
      nextCursor: null,
      total: 1,
    },
  }),
  'GET /api/contact': () => ({
    status: 200,
    body: {
      contacts: [{ id: '2', name: 'Kim', company: ' ACME ', status: 'reviewed', createdAt: new Date().toISOString() }],
      nextCursor: null,
      total: 1,
    },
  }),
  'GET /api/admin/stats': () => ({
    status: 200,
    body: { launchpadCount: 1, contactCount: 1, pendingCount: 1, uniqueCompanies: 1, daily: [] },
  }),
};

const signedOut = vi.fn();

describe('AdminApp', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signedOut.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('just logged in (verified): loads both lists and shows the stats, names as text, without asking again', async () => {
    const calls = mockServer({ ...lists });
    render(<AdminApp copy={adminCopy} verified onSignedOut={signedOut} />);
    await screen.findByText('<b>Bold</b>');
    const stat = (label: string) => document.querySelector(`[data-stat="${label}"]`)?.textContent;
    expect(stat('Launchpad Applications')).toBe('1');
    expect(stat('Contact Submissions')).toBe('1');
    expect(stat('Pending Reviews')).toBe('1');
    expect(stat('Unique Companies')).toBe('1');
    expect(document.querySelector('b')).toBeNull();
    expect(calls).not.toContain('GET /api/admin/session');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('loaded for the flag: asks the server first, then shows the dashboard for a valid cookie', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const calls = mockServer({
      'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
      ...lists,
    });
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    expect(screen.getByText('Checking your session...')).toBeTruthy();
    await screen.findByText('<b>Bold</b>');
    expect(calls[0]).toBe('GET /api/admin/session');
  });

  it('with the cookie expired, hands back to the gate with the notice and drops the flag', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const calls = mockServer({ 'GET /api/admin/session': () => ({ status: 200, body: { authenticated: false } }) });
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    await waitFor(() =>
      expect(signedOut).toHaveBeenCalledWith('Your session has expired. Please enter the password again.'),
    );
    expect(sessionStorage.getItem('adminAuthenticated')).toBeNull();
    expect(calls).toEqual(['GET /api/admin/session']);
  });

  it('when the server cannot be reached, hands back to the gate with the network notice', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    await waitFor(() =>
      expect(signedOut).toHaveBeenCalledWith('Could not reach the server. Check your connection and try again.'),
    );
  });

  it('shows the failure text with a retry when a list fails', async () => {
    let fail = true;
    sessionStorage.setItem('adminAuthenticated', 'true');
    mockServer({
      'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
      'GET /api/launchpad': () => (fail ? { status: 500, body: { error: 'x' } } : lists['GET /api/launchpad']()),
      'GET /api/contact': lists['GET /api/contact'],
      'GET /api/admin/stats': lists['GET /api/admin/stats'],
    });
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    await screen.findByText('Failed to fetch applications');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('<b>Bold</b>');
  });

  it('Logout clears the flag and hands back to the gate, without a notice', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const calls = mockServer({
      'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
      'DELETE /api/admin/session': () => ({ status: 200, body: {} }),
      ...lists,
    });
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    await screen.findByText('<b>Bold</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(signedOut).toHaveBeenCalledWith());
    expect(sessionStorage.getItem('adminAuthenticated')).toBeNull();
    expect(calls).toContain('DELETE /api/admin/session');
  });

  it('counts in words with the right plural: "1 application", "2 contacts" (issue 31)', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const lead = (id: string) => ({
      id,
      name: `Lead ${id}`,
      company: 'Co',
      status: 'pending',
      createdAt: new Date().toISOString(),
    });
    mockServer({
      'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
      'GET /api/launchpad': () => ({ status: 200, body: { applications: [lead('a')], nextCursor: null, total: 1 } }),
      'GET /api/contact': () => ({
        status: 200,
        body: { contacts: [lead('b'), lead('c')], nextCursor: null, total: 2 },
      }),
      'GET /api/admin/stats': () => ({
        status: 200,
        body: { launchpadCount: 1, contactCount: 2, pendingCount: 3, uniqueCompanies: 1, daily: [] },
      }),
    });
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    expect(await screen.findByText('1 application, newest first')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Contact Submissions/ }));
    expect(await screen.findByText('2 contacts, newest first')).toBeTruthy();
    expect(screen.queryByText(/1 applications|1 contacts/)).toBeNull();
  });

  it('searches and filters: the lists, the stats and the address follow; Load more appends the next page', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    history.replaceState(null, '', '/admin?status=reviewed&tab=contact');
    const urls: string[] = [];
    const page = (ids: string[], nextCursor: string | null) => ({
      status: 200,
      body: {
        contacts: ids.map((id) => ({
          id,
          name: `Lead ${id}`,
          company: 'Co',
          status: 'reviewed',
          createdAt: new Date().toISOString(),
        })),
        nextCursor,
        total: 3,
      },
    });
    mockServer({
      'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
      'GET /api/launchpad': () => ({ status: 200, body: { applications: [], nextCursor: null, total: 0 } }),
      'GET /api/contact': () => {
        const url = urls.filter((u) => u.startsWith('/api/contact')).at(-1)!;
        return url.includes('cursor=') ? page(['c'], null) : page(['a', 'b'], 'b');
      },
      'GET /api/admin/stats': () => ({
        status: 200,
        body: { launchpadCount: 0, contactCount: 3, pendingCount: 0, uniqueCompanies: 1, daily: [] },
      }),
    });
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        urls.push(url);
        return original(url, init);
      }),
    );
    render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
    await screen.findByText('Lead a');
    // The view came from the address: the filter went to every call, the contact tab is open.
    expect(urls.some((u) => u.startsWith('/api/contact?status=reviewed'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/api/admin/stats?status=reviewed&tz='))).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('reviewed');
    expect(screen.getByRole('tab', { name: /Contact Submissions/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('[data-stat="Contact Submissions"]')?.textContent).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Lead c');
    expect(urls.at(-1)).toBe('/api/contact?status=reviewed&cursor=b');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' acme ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location.search).toBe('?q=acme&status=reviewed&tab=contact'));
    expect(urls.some((u) => u.startsWith('/api/launchpad?q=acme&status=reviewed'))).toBe(true);
    history.replaceState(null, '', '/');
  });

  describe('the stat cards follow the lists', () => {
    const A = '1763719200000-aaaaaaaaaaaa';
    const B = '1763719100000-bbbbbbbbbbbb';
    /** A server whose lists and stats come from one set of stored leads, as the real functions' do. */
    function leadServer(statsOverride?: (call: number) => Record<string, unknown> | null) {
      const stored = [
        { id: A, name: 'Asha', company: 'Acme', status: 'pending', createdAt: new Date().toISOString() },
        { id: B, name: 'Bela', company: 'Globex', status: 'reviewed', createdAt: new Date().toISOString() },
      ];
      let statsCalls = 0;
      const calls = mockServer({
        'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
        'GET /api/launchpad': () => ({
          status: 200,
          body: { applications: stored, nextCursor: null, total: stored.length },
        }),
        'GET /api/contact': () => ({ status: 200, body: { contacts: [], nextCursor: null, total: 0 } }),
        'GET /api/admin/stats': () => {
          const body = statsOverride?.(++statsCalls) ?? {
            ...dashboardStats(stored, []),
            daily: [],
          };
          return { status: 200, body };
        },
        [`GET /api/launchpad/${A}/delivery`]: () => ({ status: 200, body: { configured: false, delivery: null } }),
        [`DELETE /api/launchpad/${A}`]: () => {
          stored.splice(
            stored.findIndex((r) => r.id === A),
            1,
          );
          return { status: 204, body: null };
        },
      });
      return { calls, statsCalls: () => statsCalls };
    }
    const stat = (label: string) => document.querySelector(`[data-stat="${label}"]`)?.textContent;

    beforeEach(() => sessionStorage.setItem('adminAuthenticated', 'true'));

    it('after a lead is deleted, the cards count it no more, without a reload', async () => {
      const { calls } = leadServer();
      render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
      await screen.findByText('Asha');
      await waitFor(() => expect(stat('Launchpad Applications')).toBe('2'));
      expect([stat('Pending Reviews'), stat('Unique Companies')]).toEqual(['1', '2']);

      const row = document.querySelector(`tr[data-id="${A}"]`) as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: /View Details/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'Delete lead' }));
      fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
      await screen.findByText('The lead was deleted.');
      await waitFor(() => expect(stat('Launchpad Applications')).toBe('1'));
      expect([stat('Pending Reviews'), stat('Unique Companies')]).toEqual(['0', '1']);
      expect(screen.queryByText('Asha')).toBeNull();
      expect(screen.getByText('Bela')).toBeTruthy();
      // The list and the stats were asked again after the DELETE.
      const after = calls.slice(calls.indexOf(`DELETE /api/launchpad/${A}`));
      expect(after).toEqual(expect.arrayContaining(['GET /api/launchpad', 'GET /api/admin/stats']));
    });

    it('stats that contradict the lists (a lead came between the requests) are asked again until they agree', async () => {
      const stale = { launchpadCount: 0, contactCount: 0, pendingCount: 0, uniqueCompanies: 0, daily: [] };
      const server = leadServer((call) => (call === 1 ? stale : null));
      render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
      await screen.findByText('Asha');
      await waitFor(() => expect(stat('Launchpad Applications')).toBe('2'));
      expect(stat('Pending Reviews')).toBe('1');
      expect(server.statsCalls()).toBe(2);
    });

    it('a failed list is left to its "Try again": no further rounds', async () => {
      const stale = { launchpadCount: 5, contactCount: 0, pendingCount: 0, uniqueCompanies: 0, daily: [] };
      const server = leadServer(() => stale);
      const fetchMock = globalThis.fetch;
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init?: RequestInit) =>
          url.startsWith('/api/contact')
            ? Promise.resolve(new Response('{"error":"boom"}', { status: 500 }))
            : fetchMock(url, init),
        ),
      );
      render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
      await screen.findByText('Asha');
      await screen.findByText('Failed to fetch contacts');
      await new Promise((r) => setTimeout(r, 50)); // no further round is started
      expect(server.statsCalls()).toBe(1);
    });

    it('gives up after a bounded number of rounds when they keep disagreeing', async () => {
      const stale = { launchpadCount: 5, contactCount: 0, pendingCount: 0, uniqueCompanies: 0, daily: [] };
      const server = leadServer(() => stale);
      render(<AdminApp copy={adminCopy} onSignedOut={signedOut} />);
      await screen.findByText('Asha');
      await waitFor(() => expect(server.statsCalls()).toBe(3));
      await new Promise((r) => setTimeout(r, 50)); // no further round is started
      expect(server.statsCalls()).toBe(3);
    });
  });
});

/**
 * Attribution in the islands (issue 29, part 1), in happy-dom with a mocked server: the admin's facet filters and
 * details view, and the lead dialog sending the visit's attribution with the page it was submitted from.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AdminApp from '~/islands/admin/AdminApp';
import LeadDialog from '~/islands/lead/LeadDialog';
import { leadDialogCopySchema } from '~/lib/lead/lead-dialog.schema';
import { collectionFiles } from '~/lib/content/files';
import { ATTRIBUTION_STORAGE_KEY, recordPageView } from '~/lib/attribution/capture';
import { $location } from '~/stores/region';
import { adminCopy } from './admin-copy';
import { sampleAttribution } from '../support/attribution';

const attribution = sampleAttribution();
const urls: string[] = [];

function adminServer() {
  const contacts = [
    { id: 'c1', name: 'Asha', company: 'Glow', status: 'pending', createdAt: new Date().toISOString(), attribution },
    {
      id: 'c2',
      name: 'Ravi',
      company: 'Acme',
      status: 'pending',
      createdAt: new Date().toISOString(),
      attribution: null,
    },
  ];
  const routes: Record<string, () => { status: number; body: unknown }> = {
    'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
    'GET /api/launchpad': () => ({ status: 200, body: { applications: [], nextCursor: null, total: 0 } }),
    'GET /api/contact': () => ({ status: 200, body: { contacts, nextCursor: null, total: contacts.length } }),
    'GET /api/admin/stats': () => ({
      status: 200,
      body: { launchpadCount: 0, contactCount: 2, pendingCount: 2, uniqueCompanies: 2, daily: [] },
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(url);
      const route = routes[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
      const { status, body } = route ? route() : { status: 404, body: { error: 'not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('admin: attribution', () => {
  beforeEach(() => {
    urls.length = 0;
    sessionStorage.clear();
    sessionStorage.setItem('adminAuthenticated', 'true');
    history.replaceState(null, '', '/admin?tab=contact');
    adminServer();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  it('filters by source, medium, campaign and landing page: the lists, the stats and the address follow', async () => {
    render(<AdminApp copy={adminCopy} onSignedOut={() => {}} />);
    await screen.findByText('Asha');
    const facets = screen.getByRole('group', { name: 'Where the lead came from' });
    fireEvent.change(within(facets).getByLabelText('UTM source'), { target: { value: ' newsletter ' } });
    fireEvent.change(within(facets).getByLabelText('UTM campaign'), { target: { value: 'launch' } });
    // A landing page typed without its slash is still a path.
    fireEvent.change(within(facets).getByLabelText('Landing page'), { target: { value: 'pricing' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(location.search).toBe('?source=newsletter&campaign=launch&landingPage=%2Fpricing&tab=contact'),
    );
    expect(
      urls.some((u) => u.startsWith('/api/contact?source=newsletter&campaign=launch&landingPage=%2Fpricing')),
    ).toBe(true);
    expect(urls.some((u) => u.startsWith('/api/admin/stats?source=newsletter&campaign=launch'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Clear filters/ }));
    await waitFor(() => expect(location.search).toBe('?tab=contact'));
    expect(within(facets).getByLabelText<HTMLInputElement>('UTM source').value).toBe('');
  });

  it('a facet in the address fills its field', async () => {
    history.replaceState(null, '', '/admin?tab=contact&medium=email');
    render(<AdminApp copy={adminCopy} onSignedOut={() => {}} />);
    await screen.findByText('Asha');
    expect(screen.getByLabelText<HTMLInputElement>('UTM medium').value).toBe('email');
    expect(urls.some((u) => u.startsWith('/api/contact?medium=email'))).toBe(true);
  });

  it('the details view shows every part of the attribution, and "Not provided" for a lead without one', async () => {
    render(<AdminApp copy={adminCopy} onSignedOut={() => {}} />);
    await screen.findByText('Asha');
    const field = (label: string) => document.querySelector(`dialog [data-field="${label}"]`)?.textContent;

    fireEvent.click(
      within(document.querySelector('tr[data-id="c1"]') as HTMLElement).getByRole('button', { name: /View Details/ }),
    );
    await screen.findByRole('dialog');
    expect(field('UTM source')).toBe('newsletter');
    expect(field('UTM medium')).toBe('email');
    expect(field('UTM campaign')).toBe('launch');
    expect(field('Landing page')).toBe(attribution.landingPage);
    expect(field('Referrer')).toBe('https://mail.example.com');
    expect(field('Submitted from')).toBe('/pricing');
    expect(field('Ad click parameters')).toBe('gclid');
    expect(field('Pages viewed')).toBe('/, /customer-stories, /pricing');
    expect(field('UTM term')).toBe('Not provided');
    // The raw object is not shown as a row of its own.
    expect(document.querySelector('dialog [data-field="attribution"]')).toBeNull();
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      within(document.querySelector('tr[data-id="c2"]') as HTMLElement).getByRole('button', { name: /View Details/ }),
    );
    await screen.findByRole('dialog');
    for (const label of ['UTM source', 'Landing page', 'Referrer', 'Submitted from', 'Pages viewed'])
      expect(field(label)).toBe('Not provided');
  });
});

describe('lead dialog: attribution', () => {
  const copy = leadDialogCopySchema.parse(collectionFiles('leadDialog')[0].data);
  const config = { title: 'Get in touch', description: 'Tell us.', programType: 'Managed Services' };

  beforeEach(() => {
    sessionStorage.clear();
    $location.set({ isIndia: false, isLoading: false, countryCode: 'US', error: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  async function submitAndRead(): Promise<Record<string, unknown>> {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ id: '1700000000000-abcdefabcdef' }), { status: 201 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<LeadDialog copy={copy} config={config} open onClose={() => {}} />);
    for (const [label, value] of [
      ['Full name', 'Asha Rao'],
      ['Work email', 'asha@example.com'],
      ['Phone number', '+91 98765 43210'],
      ['Company', 'Glow Labs'],
    ])
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    });
    return JSON.parse(fetchMock.mock.calls[0][1].body as string) as Record<string, unknown>;
  }

  it('sends the visit kept in sessionStorage, with the path of the page it was submitted from', async () => {
    history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&gclid=SECRET');
    recordPageView();
    history.replaceState(null, '', '/customer-stories');
    recordPageView();
    history.replaceState(null, '', '/pricing?plan=pro');
    recordPageView();
    expect(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).not.toContain('SECRET');
    const body = await submitAndRead();
    expect(body.attribution).toEqual({
      landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch',
      referrer: null,
      utm: { source: 'newsletter', medium: 'email', campaign: 'launch', term: null, content: null },
      clickId: ['gclid'],
      pagesViewed: ['/', '/customer-stories', '/pricing'],
      submittedFrom: '/pricing',
    });
  });

  it('with nothing kept (storage cleared, an old tab), names this page as the landing page', async () => {
    history.replaceState(null, '', '/launchpad?utm_source=x');
    const body = await submitAndRead();
    expect(body.attribution).toMatchObject({
      landingPage: '/launchpad?utm_source=x',
      pagesViewed: ['/launchpad'],
      submittedFrom: '/launchpad',
    });
  });
});

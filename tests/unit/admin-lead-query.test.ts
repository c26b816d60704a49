/** The admin's lead filter (src/lib/admin/lead-query.ts): parsing, query strings and matching. */
import { describe, expect, it } from 'vitest';
import {
  dayOf,
  filterToParams,
  isIsoDate,
  leadMatcher,
  parseLeadFilter,
  parseLeadPageQuery,
  QUERY_MESSAGES,
  viewFromSearch,
  viewToSearch,
} from '~/lib/admin/lead-query';

const params = (s: string) => new URLSearchParams(s);

describe('parseLeadPageQuery', () => {
  it('defaults to 100 and treats empty parameters as absent', () => {
    expect(parseLeadPageQuery(params(''))).toEqual({ ok: true, value: { limit: 100 } });
    expect(parseLeadPageQuery(params('q=&status=&from=&to=&cursor='))).toEqual({ ok: true, value: { limit: 100 } });
  });

  it('reads every parameter', () => {
    const parsed = parseLeadPageQuery(
      params('q=%20Acme%20&status=reviewed&from=2026-01-01&to=2026-01-31&limit=500&cursor=1763719200000-0123456789ab'),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        q: 'Acme',
        status: 'reviewed',
        from: '2026-01-01',
        to: '2026-01-31',
        limit: 500,
        cursor: '1763719200000-0123456789ab',
      },
    });
  });

  it.each([
    ['limit=0', QUERY_MESSAGES.limit],
    ['limit=1.5', QUERY_MESSAGES.limit],
    ['limit=-1', QUERY_MESSAGES.limit],
    ['status=Pending', QUERY_MESSAGES.status],
    ['from=2026-02-30', QUERY_MESSAGES.from],
    ['to=2026-1-1', QUERY_MESSAGES.to],
    ['from=2026-02-02&to=2026-02-01', QUERY_MESSAGES.range],
    ['cursor=abc', QUERY_MESSAGES.cursor],
    ['page=2', QUERY_MESSAGES.unknown('page')],
  ])('%s -> %s', (query, message) => {
    expect(parseLeadPageQuery(params(query))).toEqual({ ok: false, message });
  });

  it('a filter alone refuses the page parameters', () => {
    expect(parseLeadFilter(params('limit=5'))).toEqual({ ok: false, message: QUERY_MESSAGES.unknown('limit') });
  });
});

describe('filterToParams', () => {
  it('writes only the set parameters, in a stable order, and round-trips', () => {
    const filter = { to: '2026-02-01', q: 'a b', status: 'pending' as const };
    expect(filterToParams(filter).toString()).toBe('q=a+b&status=pending&to=2026-02-01');
    expect(parseLeadFilter(filterToParams(filter))).toEqual({ ok: true, value: filter });
  });
});

describe('leadMatcher', () => {
  const lead = {
    id: '1763719200000-0123456789ab',
    createdAt: '2025-11-21T10:00:00.000Z',
    status: 'pending',
    name: 'Riya Sharma',
    email: 'Riya@Acme.example',
    company: 'Acme Foods',
    phone: '+91 98765 43210',
  };

  it.each(['riya', 'ACME', 'sharma', 'foods', '98765', '9876543210', '+91 98765', '@acme.'])('q=%s matches', (q) => {
    expect(leadMatcher({ q })(lead)).toBe(true);
  });

  it.each(['ravi', '12345', 'acme  foods'])('q=%s does not match', (q) => {
    expect(leadMatcher({ q })(lead)).toBe(false);
  });

  it('dates are inclusive UTC days; status must be equal', () => {
    expect(leadMatcher({ from: '2025-11-21', to: '2025-11-21' })(lead)).toBe(true);
    expect(leadMatcher({ from: '2025-11-22' })(lead)).toBe(false);
    expect(leadMatcher({ to: '2025-11-20' })(lead)).toBe(false);
    expect(leadMatcher({ status: 'reviewed' })(lead)).toBe(false);
  });

  it('a lead without createdAt is dated by its id; one without either never matches a date range', () => {
    expect(dayOf({ id: lead.id })).toBe('2025-11-21');
    expect(leadMatcher({ from: '2000-01-01' })({ id: 'odd' })).toBe(false);
  });

  it('isIsoDate accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-11-21T00:00:00Z')).toBe(false);
  });
});

describe('the view in the address', () => {
  it('round-trips a filter and the tab', () => {
    const view = {
      filter: { q: 'acme foods', status: 'archived' as const, from: '2026-01-01', to: '2026-02-01' },
      tab: 'contact' as const,
    };
    expect(viewToSearch(view)).toBe('?q=acme+foods&status=archived&from=2026-01-01&to=2026-02-01&tab=contact');
    expect(viewFromSearch(viewToSearch(view))).toEqual(view);
    expect(viewToSearch({ filter: {}, tab: 'launchpad' })).toBe('');
  });

  it('drops what is not valid instead of failing', () => {
    expect(viewFromSearch('?status=gone&from=2026-02-30&to=2026-01-05&q=x&tab=other&utm_source=mail')).toEqual({
      filter: { q: 'x', to: '2026-01-05' },
      tab: 'launchpad',
    });
    expect(viewFromSearch('?from=2026-02-01&to=2026-01-01')).toEqual({
      filter: { from: '2026-02-01' },
      tab: 'launchpad',
    });
  });
});

describe('attribution facets', () => {
  it('parses source, medium, campaign and landingPage like the other filters', () => {
    const parsed = parseLeadPageQuery(
      params('source=+newsletter+&medium=email&campaign=launch&landingPage=/pricing&status=pending'),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        limit: 100,
        status: 'pending',
        source: 'newsletter',
        medium: 'email',
        campaign: 'launch',
        landingPage: '/pricing',
      },
    });
    expect(parseLeadFilter(params('source=&landingPage='))).toEqual({ ok: true, value: {} });
    expect(parseLeadFilter(params(`source=${'s'.repeat(201)}`))).toEqual({ ok: false, message: QUERY_MESSAGES.source });
    expect(parseLeadFilter(params(`campaign=${'c'.repeat(201)}`))).toEqual({
      ok: false,
      message: QUERY_MESSAGES.campaign,
    });
    expect(parseLeadFilter(params('landingPage=pricing'))).toEqual({ ok: false, message: QUERY_MESSAGES.landingPage });
    expect(parseLeadFilter(params('utm_source=x'))).toEqual({
      ok: false,
      message: QUERY_MESSAGES.unknown('utm_source'),
    });
  });

  it('round-trip through the query string and the address', () => {
    const filter = { q: 'asha', source: 'newsletter', landingPage: '/?utm_source=newsletter' };
    expect(parseLeadFilter(filterToParams(filter))).toEqual({ ok: true, value: filter });
    expect(viewFromSearch(viewToSearch({ filter, tab: 'contact' }))).toEqual({ filter, tab: 'contact' });
    expect(viewFromSearch('?medium=' + 'm'.repeat(300)).filter).toEqual({});
  });

  it('match index entries and records exactly; a lead without attribution matches no facet', () => {
    const entry = {
      id: '1764000000000-aaaa',
      attribution: {
        source: 'newsletter',
        medium: 'email',
        campaign: 'launch',
        landingPage: '/?utm_source=newsletter',
      },
    };
    const record = {
      id: '1764000000000-bbbb',
      attribution: {
        landingPage: '/pricing?utm_source=newsletter',
        referrer: null,
        utm: { source: 'newsletter', medium: 'cpc', campaign: null, term: null, content: null },
        clickId: [],
        submittedFrom: '/pricing',
        pagesViewed: ['/pricing'],
      },
    };
    const none = { id: '1764000000000-cccc', attribution: null };
    const old = { id: '1764000000000-dddd' };
    const ids = (filter: object) => [entry, record, none, old].filter(leadMatcher(filter)).map((l) => l.id.slice(-4));
    expect(ids({ source: 'newsletter' })).toEqual(['aaaa', 'bbbb']);
    expect(ids({ source: 'Newsletter' })).toEqual([]);
    expect(ids({ source: 'newsletter', medium: 'email' })).toEqual(['aaaa']);
    expect(ids({ campaign: 'launch' })).toEqual(['aaaa']);
    expect(ids({ landingPage: '/' })).toEqual(['aaaa']);
    expect(ids({ landingPage: '/pricing' })).toEqual(['bbbb']);
    expect(ids({ landingPage: '/pricing?utm_source=newsletter' })).toEqual(['bbbb']);
    expect(ids({})).toEqual(['aaaa', 'bbbb', 'cccc', 'dddd']);
  });
});

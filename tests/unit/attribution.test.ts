import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_STORAGE_KEY,
  captureVisit,
  leadAttribution,
  MAX_PAGES,
  referrerOrigin,
  stripClickIds,
  type VisitAttribution,
  attributionForLead,
  recordPageView,
} from '~/lib/attribution/capture';
import { attributionSchema } from '~/lib/attribution/schema';
import { attributionPart, facetMatches, facetsOf, sourceLabel } from '~/lib/attribution/facets';
import { leadSubmissionSchema } from '~/lib/lead/schema';
import { leadSummary } from '~/lib/lead/summary';
import { hasUnsafeText } from '~/lib/lead/sanitize';
import { sampleAttribution } from '../support/attribution';

const ORIGIN = 'https://influencerly.example';
const at = (href: string) => {
  const url = new URL(href, ORIGIN);
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};

describe('capturing a visit', () => {
  it('keeps the landing page, UTM parameters and referrer origin on the first page view', () => {
    const visit = captureVisit(
      null,
      at('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&country=IN'),
      'https://news.example.org/issue/42?ref=x',
    );
    expect(visit).toEqual({
      landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&country=IN',
      referrer: 'https://news.example.org',
      utm: { source: 'newsletter', medium: 'email', campaign: 'launch', term: null, content: null },
      clickId: [],
      pagesViewed: ['/'],
    });
  });

  it('removes click-id parameters from the landing page and keeps only their names', () => {
    const visit = captureVisit(null, at('/pricing?gclid=abc123SECRET&plan=pro&fbclid=xyz&msclkid=m1'), '');
    expect(visit.landingPage).toBe('/pricing?plan=pro');
    expect(visit.clickId).toEqual(['gclid', 'fbclid', 'msclkid']);
    expect(JSON.stringify(visit)).not.toMatch(/abc123SECRET|xyz|m1/);
    expect(stripClickIds('?gclid=1')).toEqual({ search: '', clickId: ['gclid'] });
    expect(stripClickIds('')).toEqual({ search: '', clickId: [] });
  });

  it('keeps no referrer for a direct visit, this site, or a non-web address', () => {
    expect(referrerOrigin('', ORIGIN)).toBeNull();
    expect(referrerOrigin(`${ORIGIN}/blog`, ORIGIN)).toBeNull();
    expect(referrerOrigin('android-app://com.google.android.gm/', ORIGIN)).toBeNull();
    expect(referrerOrigin('https://www.google.com/search?q=influencer', ORIGIN)).toBe('https://www.google.com');
  });

  it('appends each later page view in order, skips a reload, and keeps at most 20 pages', () => {
    let visit: VisitAttribution = captureVisit(null, at('/?utm_source=a'), '');
    visit = captureVisit(visit, at('/pricing?utm_source=b'), 'https://elsewhere.example');
    visit = captureVisit(visit, at('/pricing'), '');
    visit = captureVisit(visit, at('/blog'), '');
    expect(visit.pagesViewed).toEqual(['/', '/pricing', '/blog']);
    // A later page never changes what the first one set.
    expect(visit.utm.source).toBe('a');
    expect(visit.referrer).toBeNull();
    for (let i = 0; i < 30; i++) visit = captureVisit(visit, at(`/page-${i}`), '');
    expect(visit.pagesViewed).toHaveLength(MAX_PAGES);
    expect(visit.pagesViewed.slice(0, 4)).toEqual(['/', '/pricing', '/blog', '/page-0']);
  });

  it('caps long values and treats a damaged stored state as a new visit', () => {
    const long = 'x'.repeat(1000);
    const visit = captureVisit({ landingPage: 42 }, at(`/${long}?utm_source=${long}`), '');
    expect(visit.landingPage.length).toBe(ATTRIBUTION_LIMITS.landingPage);
    expect(visit.utm.source?.length).toBe(ATTRIBUTION_LIMITS.utm);
    expect(visit.pagesViewed[0].length).toBe(ATTRIBUTION_LIMITS.path);
  });

  it('a submission adds the page it was sent from; with nothing kept, that page is the landing page', () => {
    const visit = captureVisit(null, at('/?utm_source=newsletter'), '');
    expect(leadAttribution(visit, at('/pricing?x=1'), '')).toEqual({ ...visit, submittedFrom: '/pricing' });
    expect(leadAttribution(null, at('/launchpad?utm_medium=cpc&gclid=1'), 'https://t.co/abc')).toEqual({
      landingPage: '/launchpad?utm_medium=cpc',
      referrer: 'https://t.co',
      utm: { source: null, medium: 'cpc', campaign: null, term: null, content: null },
      clickId: ['gclid'],
      pagesViewed: ['/launchpad'],
      submittedFrom: '/launchpad',
    });
  });
});

/** A window with a session storage and a location, enough for storage.ts. */
function fakeWindow(href: string, referrer = '', storage: Partial<Storage> | null = null) {
  const data = new Map<string, string>();
  const sessionStorage = storage ?? {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
  const win = { sessionStorage, location: at(href), document: { referrer } } as unknown as Window;
  return { win, data, go: (next: string) => ((win as { location: unknown }).location = at(next)) };
}

describe('the visit in sessionStorage', () => {
  it('records one page view per call under one key and hands it to a submission', () => {
    const { win, data, go } = fakeWindow('/?utm_source=newsletter&utm_medium=email', 'https://mail.example.com/');
    recordPageView(win);
    go('/pricing');
    recordPageView(win);
    go('/launchpad');
    recordPageView(win);
    expect(JSON.parse(data.get(ATTRIBUTION_STORAGE_KEY)!).pagesViewed).toEqual(['/', '/pricing', '/launchpad']);
    expect(attributionForLead(win)).toMatchObject({
      landingPage: '/?utm_source=newsletter&utm_medium=email',
      referrer: 'https://mail.example.com',
      submittedFrom: '/launchpad',
    });
  });

  it('never throws when storage is blocked, and a submission still names its page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { win } = fakeWindow('/pricing?utm_source=x', '', blocked);
    expect(() => recordPageView(win)).not.toThrow();
    expect(attributionForLead(win)).toMatchObject({ landingPage: '/pricing?utm_source=x', submittedFrom: '/pricing' });
  });

  it('ignores a stored value that is not JSON', () => {
    const { win, data } = fakeWindow('/blog');
    data.set(ATTRIBUTION_STORAGE_KEY, '{not json');
    recordPageView(win);
    expect(JSON.parse(data.get(ATTRIBUTION_STORAGE_KEY)!).landingPage).toBe('/blog');
  });
});

const full = sampleAttribution({ landingPage: '/?utm_source=newsletter', referrer: 'https://news.example.org' });

describe('the attribution schema (what the functions store)', () => {
  const parse = (value: unknown) => attributionSchema.parse(value);

  it('keeps a well-formed attribution as it is', () => {
    expect(parse(full)).toEqual(full);
  });

  it('is null when missing, not an object, or empty', () => {
    expect(parse(undefined)).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse('utm_source=x')).toBeNull();
    expect(parse([full])).toBeNull();
    expect(parse({})).toBeNull();
    expect(parse({ utm: {}, pagesViewed: [], clickId: [] })).toBeNull();
  });

  it('reads missing parts as null or empty', () => {
    expect(parse({ landingPage: '/pricing' })).toEqual({
      landingPage: '/pricing',
      referrer: null,
      utm: { source: null, medium: null, campaign: null, term: null, content: null },
      clickId: [],
      submittedFrom: null,
      pagesViewed: [],
    });
    expect(parse({ utm: { source: 'x' } })!.utm).toEqual({
      source: 'x',
      medium: null,
      campaign: null,
      term: null,
      content: null,
    });
  });

  it('drops unknown keys at every level', () => {
    const stored = parse({ ...full, email: 'a@b.c', utm: { ...full.utm, id: 'x' }, extra: { deep: 1 } });
    expect(stored).toEqual(full);
  });

  it('removes control and bidirectional characters, trims, and cuts texts to their caps', () => {
    const stored = parse({
      ...full,
      utm: {
        source: ' news\u0000letter\u202e ',
        medium: 'e\nmail',
        campaign: 'c'.repeat(500),
        term: 7,
        content: '   ',
      },
      landingPage: `/${'p'.repeat(900)}`,
    })!;
    expect(stored.utm).toEqual({
      source: 'newsletter',
      medium: 'e mail',
      campaign: 'c'.repeat(ATTRIBUTION_LIMITS.utm),
      term: null,
      content: null,
    });
    expect(stored.landingPage).toHaveLength(ATTRIBUTION_LIMITS.landingPage);
    expect(hasUnsafeText(JSON.stringify(stored))).toBe(false);
  });

  it('keeps only paths as pages, at most 20, and only known click-id names', () => {
    const stored = parse({
      ...full,
      landingPage: 'https://evil.example/',
      submittedFrom: '//evil.example/x',
      pagesViewed: ['/a', 'b', 42, '/c d', ...Array.from({ length: 30 }, (_, i) => `/p${i}`)],
      clickId: ['gclid', 'gclid=abc', 'token', 'msclkid'],
    })!;
    expect(stored.landingPage).toBeNull();
    expect(stored.submittedFrom).toBeNull();
    expect(stored.pagesViewed).toHaveLength(20);
    expect(stored.pagesViewed.slice(0, 2)).toEqual(['/a', '/p0']);
    expect(stored.clickId).toEqual(['gclid', 'msclkid']);
  });

  it('cuts a referrer to its origin and refuses anything but http(s)', () => {
    expect(parse({ ...full, referrer: 'https://news.example.org/private/path?token=1' })!.referrer).toBe(
      'https://news.example.org',
    );
    expect(parse({ ...full, referrer: 'javascript:alert(1)' })!.referrer).toBeNull();
    expect(parse({ ...full, referrer: 'not a url' })!.referrer).toBeNull();
  });

  it('never makes a lead submission invalid', () => {
    const lead = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', company: 'Glow Labs' };
    for (const attribution of [undefined, null, 5, 'x', { utm: 'bad', pagesViewed: 'bad' }, full]) {
      const parsed = leadSubmissionSchema.safeParse({ ...lead, attribution });
      expect(parsed.success).toBe(true);
    }
    expect(leadSubmissionSchema.parse(lead).attribution).toBeNull();
  });
});

describe('reading a stored attribution', () => {
  it('gives each part and the index facets of a record', () => {
    expect(attributionPart(full, 'source')).toBe('newsletter');
    expect(attributionPart(full, 'pagesViewed')).toEqual(['/', '/customer-stories', '/pricing']);
    expect(attributionPart(full, 'term')).toBeNull();
    expect(attributionPart(null, 'referrer')).toBeNull();
    expect(facetsOf(full)).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'launch',
      landingPage: '/?utm_source=newsletter',
    });
    expect(facetsOf(null)).toBeNull();
    expect(facetsOf(undefined)).toBeNull();
    // An index entry's facets read as themselves.
    const entry = { source: 'ads', medium: null, campaign: null, landingPage: '/pricing' };
    expect(facetsOf(entry)).toEqual(entry);
  });

  it('matches facets exactly; a landing page without a query also matches its path', () => {
    expect(facetMatches('source', 'newsletter', 'newsletter')).toBe(true);
    expect(facetMatches('source', 'newsletter', 'Newsletter')).toBe(false);
    expect(facetMatches('source', 'news', 'newsletter')).toBe(false);
    expect(facetMatches('source', 'x', null)).toBe(false);
    expect(facetMatches('landingPage', '/', '/?utm_source=newsletter')).toBe(true);
    expect(facetMatches('landingPage', '/?utm_source=x', '/?utm_source=newsletter')).toBe(false);
    expect(facetMatches('landingPage', '/pricing', '/pricing/')).toBe(false);
  });

  it('names the source in a few words, and the webhook text carries it', () => {
    expect(sourceLabel(full)).toBe('newsletter / email (launch)');
    expect(sourceLabel({ ...full, utm: { source: 'google' } })).toBe('google');
    expect(sourceLabel({ ...full, utm: {} })).toBe('news.example.org (referral)');
    expect(sourceLabel({ ...full, utm: {}, referrer: null })).toBe('direct');
    expect(sourceLabel(null)).toBe('');
    const lead = { name: 'Asha Rao', company: 'Glow Labs', email: 'asha@example.com', location: 'India' };
    expect(leadSummary('contact', { ...lead, attribution: full })).toBe(
      'New contact request: Asha Rao (Glow Labs) · asha@example.com · India · Source: newsletter / email (launch)',
    );
    expect(leadSummary('contact', { ...lead, attribution: null })).toBe(
      'New contact request: Asha Rao (Glow Labs) · asha@example.com · India',
    );
  });
});

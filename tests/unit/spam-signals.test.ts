/** The spam signals that need no storage (src/lib/spam/signals.ts) and the admin's spam filter (lead-query). */
import { describe, expect, it } from 'vitest';
import { contentReasons, countLinks, isDisposableEmail } from '~/lib/spam/signals';
import { MIN_FILL_MS } from '~/lib/spam/contract';
import { isFilterEmpty, leadMatcher, parseLeadFilter, viewFromSearch, viewToSearch } from '~/lib/admin/lead-query';

describe('spam signals', () => {
  it('a throw-away mailbox domain, or a subdomain of one, is disposable; a lookalike is not', () => {
    expect(isDisposableEmail('a@mailinator.com')).toBe(true);
    expect(isDisposableEmail(' A@Eu.YOPMAIL.com ')).toBe(true);
    expect(isDisposableEmail('a@notmailinator.com')).toBe(false);
    expect(isDisposableEmail('a@example.com')).toBe(false);
  });

  it('counts URLs, www. addresses and link markup', () => {
    expect(countLinks('see https://a.example and http://b.example, www.c.example')).toBe(3);
    expect(countLinks('<a href="x">x</a> [url=y]y[/url]')).toBe(2);
    expect(countLinks('Our site is glowlabs dot in')).toBe(0);
  });

  it('a fill faster than MIN_FILL_MS, a disposable address and more than two links are reasons; a person has none', () => {
    const now = 1_000_000;
    const person = { email: 'asha@glowlabs.in', texts: ['See https://glowlabs.in', ''], issuedAt: now - 8000, now };
    expect(contentReasons(person)).toEqual([]);
    expect(contentReasons({ ...person, issuedAt: now - MIN_FILL_MS + 1 })).toEqual(['fast-fill']);
    expect(contentReasons({ ...person, issuedAt: now - MIN_FILL_MS })).toEqual([]);
    expect(contentReasons({ ...person, email: 'x@guerrillamail.com' })).toEqual(['disposable-email']);
    expect(contentReasons({ ...person, texts: ['https://a.example https://b.example', 'www.c.example'] })).toEqual([
      'links',
    ]);
  });
});

describe('the admin spam filter', () => {
  const lead = { id: '1764000000000-aaaaaaaaaaaa', status: 'pending' };
  const spam = { ...lead, spam: ['no-proof'] };
  const released = { ...lead, spam: null };

  it('by default leaves spam out; spam=1 shows only spam; a released lead is a lead', () => {
    expect([lead, spam, released].filter(leadMatcher({}))).toEqual([lead, released]);
    expect([lead, spam, released].filter(leadMatcher({ spam: true }))).toEqual([spam]);
    expect([lead, spam].filter(leadMatcher({ includeSpam: true }))).toEqual([lead, spam]);
  });

  it('spam=1 is the only accepted value, and it survives the address bar', () => {
    expect(parseLeadFilter(new URLSearchParams('spam=1'))).toEqual({ ok: true, value: { spam: true } });
    expect(parseLeadFilter(new URLSearchParams('spam=yes')).ok).toBe(false);
    expect(parseLeadFilter(new URLSearchParams('includeSpam=1')).ok).toBe(false);
    const view = viewFromSearch('?spam=1&tab=contact');
    expect(view).toEqual({ filter: { spam: true }, tab: 'contact' });
    expect(viewToSearch(view)).toBe('?spam=1&tab=contact');
    expect(isFilterEmpty({ spam: true })).toBe(false);
  });
});

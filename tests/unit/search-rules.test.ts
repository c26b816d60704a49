import { describe, expect, it } from 'vitest';
import { pageUrl, searchAttributes, searchRule } from '~/lib/search/rules';
import { safeExcerpt } from '~/lib/search/dialog';

describe('search rules', () => {
  it('indexes content by kind and weighs home, pricing, legal and listings lower', () => {
    expect(searchRule('/customer-stories/chumbak')).toEqual({ kind: 'Case study', weight: 1 });
    expect(searchRule('/blog/some-post')).toEqual({ kind: 'Blog post', weight: 1 });
    expect(searchRule('/comparison-guide')?.kind).toBe('Guide');
    expect(searchRule('/tools/post-checker')?.kind).toBe('Tool');
    expect(searchRule('/influencer-api/docs')?.kind).toBe('API docs');
    for (const p of ['/', '/pricing', '/privacy', '/terms', '/blog', '/customer-stories'])
      expect(searchRule(p)).toEqual({ kind: 'Page', weight: 0.5 });
    expect(searchRule('/integrations')).toEqual({ kind: 'Page', weight: 1 });
  });

  it('leaves out the admin, the CMS and the 404 page', () => {
    for (const p of ['/admin', '/admin/leads', '/cms', '/404', '/404.html']) {
      expect(searchRule(p)).toBeNull();
      expect(searchAttributes(p)).toEqual({});
    }
    expect(searchAttributes('/blog/x')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-weight': '1',
      'data-pagefind-filter': 'kind:Blog post',
      'data-pagefind-meta': 'kind:Blog post',
    });
  });

  it('turns built file URLs into the served paths', () => {
    expect(pageUrl('/pricing.html')).toBe('/pricing');
    expect(pageUrl('/blog/index.html')).toBe('/blog');
    expect(pageUrl('/index.html')).toBe('/');
    expect(pageUrl('/blog/x.html#part')).toBe('/blog/x#part');
  });

  it('keeps only <mark> from an excerpt', () => {
    expect(safeExcerpt('a <mark>fake</mark> &amp; <img src=x onerror=alert(1)>b')).toBe('a <mark>fake</mark> &amp; b');
    expect(safeExcerpt('<script>x</script> 1 &lt; 2')).toBe('x 1 &lt; 2');
  });
});

describe('search status line', () => {
  it('words the count, the query, the chosen kind and the listed maximum from the search collection', async () => {
    const { statusLine, MAX_RESULTS } = await import('~/lib/search/dialog');
    const { searchSchema } = await import('~/lib/search/search.schema');
    const { collectionFiles } = await import('~/lib/content/files');
    const copy = searchSchema.parse(collectionFiles('search')[0].data).dialog;
    expect(statusLine(copy, 0, 'zzz', '')).toBe('No results for “zzz”.');
    expect(statusLine(copy, 0, 'zzz', 'Tool')).toBe('No results for “zzz” in Tool.');
    expect(statusLine(copy, 1, 'plum', '')).toBe('1 result for “plum”. Use the down arrow to reach them.');
    expect(statusLine(copy, MAX_RESULTS + 4, '{count}', 'API docs')).toBe(
      `${MAX_RESULTS + 4} results for “{count}” in API docs, showing the first ${MAX_RESULTS}. Use the down arrow to reach them.`,
    );
  });
});

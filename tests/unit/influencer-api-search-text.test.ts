import { describe, expect, it } from 'vitest';
import { decodeEntities, SEARCH_TEXT_ATTR, searchText, searchTextAttrs } from '~/lib/influencer-api/search-text';

describe('search text of deferred markup (issue 32)', () => {
  it('keeps the words of a fragment, not its tags or attribute values', () => {
    const html = `<div class="px-4 [&>p]:mt-2" data-x='a > b'><table><tr><td>data.id</td><td>A platform prefix (ig, yt or tt)</td></tr></table>
      <template data-search-text="not this"><p>nested&nbsp;words</p></template></div>`;
    expect(searchText(html)).toBe('data.id A platform prefix (ig, yt or tt) nested words');
  });

  it('counts a code block’s words once (not its highlighted copy)', () => {
    const html = `<code-block><pre data-plain><code>import requests</code></pre>
      <template data-highlighted><pre><code><span class="line"><span>import</span> requests</span></code></pre></template></code-block>`;
    expect(searchText(html)).toBe('import requests');
  });

  it('decodes the character references Astro and Shiki write, and leaves unknown ones', () => {
    expect(decodeEntities('curl -X GET &#39;https://x&#x27; &amp;&amp; a &lt; b &gt; c &quot;d&quot; &copy;')).toBe(
      `curl -X GET 'https://x' && a < b > c "d" &copy;`,
    );
    expect(decodeEntities('&#1114112; &#xZZ;')).toBe('&#1114112; &#xZZ;');
  });

  it('names the attribute Pagefind indexes', () => {
    expect(searchTextAttrs('<p>Follower count.</p>')).toEqual({
      'data-pagefind-index-attrs': SEARCH_TEXT_ATTR,
      [SEARCH_TEXT_ATTR]: 'Follower count.',
    });
  });
});

/**
 * What the API docs page keeps out of its DOM until it is needed (issue 32): a code block's highlighted version
 * (swapped in when the block nears the viewport), a lazy tab panel's content (cloned when its tab is selected or a
 * link names an element in it) and a disclosure's content (cloned when it first opens).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import '~/components/influencer-api/code-block';
import '~/components/influencer-api/lazy-details';
import '~/components/ui/tabs';
import type { CodeBlock } from '~/components/influencer-api/code-block';

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;

function mount(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.body.replaceChildren(template.content);
}

/** An IntersectionObserver whose callbacks the test calls (happy-dom never reports an intersection itself). */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const block = (id: string) => `<code-block id="${id}">
  <button data-copy-button data-label-copy="Copy" data-label-copied="Copied!" data-label-manual="Press Ctrl+C"><span data-copy-label>Copy</span></button>
  <pre data-plain tabindex="0"><code>curl -X GET\n</code></pre>
  <template data-highlighted><pre class="astro-code"><code><span class="line"><span style="color:#FFA657">curl</span><span> -X GET</span></span>\n</code></pre></template>
</code-block>`;

afterEach(() => {
  document.body.innerHTML = '';
  FakeObserver.all = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '', location.pathname);
});

describe('<code-block> highlighting', () => {
  it('shows the plain text until the block nears the viewport, then the highlighted version, once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mount(block('a'));
    expect($('#a pre').hasAttribute('data-plain')).toBe(true);
    expect(document.querySelectorAll('#a .line')).toHaveLength(0);
    FakeObserver.all[0].fire(false);
    expect($('#a pre').hasAttribute('data-plain')).toBe(true);
    FakeObserver.all[0].fire(true);
    expect(document.querySelectorAll('#a > pre')).toHaveLength(1);
    expect($('#a > pre').hasAttribute('data-plain')).toBe(false);
    expect($('#a > pre').textContent).toBe('curl -X GET\n');
    expect(document.querySelectorAll('#a .line')).toHaveLength(1);
    expect(document.querySelector('#a template')).toBeNull();
    expect(FakeObserver.all[0].disconnected).toBe(true);
  });

  it('copies the same text before and after highlighting', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mount(block('a'));
    $('[data-copy-button]').click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    $<CodeBlock>('#a').highlight();
    $('[data-copy-button]').click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls).toEqual([['curl -X GET'], ['curl -X GET']]);
  });

  it('keeps focus on the code when the highlighted version replaces the focused plain one', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mount(block('a'));
    $('#a pre').focus();
    FakeObserver.all[0].fire(true);
    expect(document.activeElement).toBe($('#a > pre'));
    expect($('#a > pre').hasAttribute('data-plain')).toBe(false);
  });
});

describe('<lazy-details>', () => {
  it('puts its content in place the first time it opens, and only then', () => {
    mount(`<lazy-details><details><summary>Response fields</summary>
      <template data-lazy-content><table><tr><td>data.id</td></tr></table></template></details></lazy-details>`);
    expect(document.querySelector('table')).toBeNull();
    const details = $<HTMLDetailsElement>('details');
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(document.querySelectorAll('details table')).toHaveLength(1);
    details.open = false;
    details.dispatchEvent(new Event('toggle'));
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(document.querySelectorAll('details table')).toHaveLength(1);
    expect(document.querySelector('template')).toBeNull();
  });
});

/** Two tab sets: endpoints (the second panel's examples in a template) and, inside that template, languages. */
const lazyTabs = `
  <site-tabs id="outer">
    <div role="tablist" aria-label="Endpoints">
      <button type="button" role="tab" id="ep-tab-0" aria-controls="ep-panel-0" aria-selected="true" tabindex="0">Search</button>
      <button type="button" role="tab" id="ep-tab-1" aria-controls="ep-panel-1" aria-selected="false" tabindex="-1">Insight</button>
    </div>
    <div role="tabpanel" id="ep-panel-0"><h3 id="search-title">Search</h3></div>
    <div role="tabpanel" id="ep-panel-1" hidden><h3 id="insight-title">Insight</h3>
      <template data-panel-content>
        <site-tabs id="inner">
          <div role="tablist" aria-label="Languages">
            <button type="button" role="tab" id="lang-tab-0" aria-controls="lang-panel-0" aria-selected="true" tabindex="0">cURL</button>
            <button type="button" role="tab" id="lang-tab-1" aria-controls="lang-panel-1" aria-selected="false" tabindex="-1">PHP</button>
          </div>
          <div role="tabpanel" id="lang-panel-0"><p>curl</p></div>
          <div role="tabpanel" id="lang-panel-1" hidden><template data-panel-content><p id="php-sample">curl_setopt_array</p></template></div>
        </site-tabs>
      </template>
    </div>
  </site-tabs>`;

describe('<site-tabs> with lazy panels', () => {
  it('clones a panel’s template when its tab is first selected, once', () => {
    mount(lazyTabs);
    expect(document.getElementById('inner')).toBeNull();
    $('#ep-tab-1').click();
    expect($('#ep-panel-1').hidden).toBe(false);
    expect(document.getElementById('inner')).not.toBeNull();
    expect($('#ep-panel-1 > template')).toBeNull();
    // The nested set's hidden panel still waits for its own tab.
    expect(document.getElementById('php-sample')).toBeNull();
    $('#lang-tab-1').click();
    expect($('#php-sample').textContent).toBe('curl_setopt_array');
    $('#ep-tab-0').click();
    $('#ep-tab-1').click();
    expect(document.querySelectorAll('#inner')).toHaveLength(1);
    expect(document.querySelectorAll('#php-sample')).toHaveLength(1);
  });

  it('a link to an element inside nested templates selects both tabs and scrolls to it, when the page opens', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    history.replaceState(null, '', '#php-sample');
    mount(lazyTabs);
    expect($('#ep-tab-1').getAttribute('aria-selected')).toBe('true');
    expect($('#lang-tab-1').getAttribute('aria-selected')).toBe('true');
    expect($('#lang-panel-1').hidden).toBe(false);
    expect($('#php-sample')).not.toBeNull();
    expect(scrolled).toHaveBeenCalled();
  });

  it('a hash change to an element of a hidden panel selects its tab', () => {
    Element.prototype.scrollIntoView = vi.fn();
    mount(lazyTabs);
    expect($('#ep-panel-1').hidden).toBe(true);
    history.replaceState(null, '', '#insight-title');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($('#ep-tab-1').getAttribute('aria-selected')).toBe('true');
    expect($('#ep-panel-1').hidden).toBe(false);
    history.replaceState(null, '', '#search-title');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect($('#ep-tab-0').getAttribute('aria-selected')).toBe('true');
  });

  it('a link to a hidden panel itself (inside a template) selects its tab', () => {
    Element.prototype.scrollIntoView = vi.fn();
    history.replaceState(null, '', '#lang-panel-1');
    mount(lazyTabs);
    expect($('#ep-tab-1').getAttribute('aria-selected')).toBe('true');
    expect($('#lang-tab-1').getAttribute('aria-selected')).toBe('true');
    expect($('#lang-panel-1').hidden).toBe(false);
  });

  it('a hash naming nothing in it changes nothing', () => {
    history.replaceState(null, '', '#pricing');
    mount(lazyTabs);
    expect($('#ep-tab-0').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('inner')).toBeNull();
  });
});

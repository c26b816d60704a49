import { afterEach, describe, expect, it, vi } from 'vitest';
import '~/components/ui/tabs';
import type { SiteTabs } from '~/components/ui/tabs';

function mount(html: string): SiteTabs {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.body.replaceChildren(template.content);
  return document.querySelector('site-tabs')!;
}

const tabsHtml = (id: string, n: number, orientation = '') => `
  <site-tabs id="${id}">
    <div role="tablist" aria-label="Sets" ${orientation}>
      ${Array.from(
        { length: n },
        (_, i) => `<button type="button" role="tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}"
        aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">T${i}</button>`,
      ).join('')}
    </div>
    ${Array.from({ length: n }, (_, i) => `<div role="tabpanel" id="${id}-panel-${i}" ${i ? 'hidden' : ''}>P${i}</div>`).join('')}
  </site-tabs>`;

const tab = (id: string) => document.getElementById(id) as HTMLButtonElement;
const key = (el: Element, k: string) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};
const state = (id: string, n: number) =>
  Array.from({ length: n }, (_, i) => [
    tab(`${id}-tab-${i}`).getAttribute('aria-selected'),
    tab(`${id}-tab-${i}`).tabIndex,
    document.getElementById(`${id}-panel-${i}`)!.hidden,
  ]);

describe('<site-tabs>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is defined once and upgrades its markup', () => {
    const el = mount(tabsHtml('a', 3));
    expect(customElements.get('site-tabs')).toBeDefined();
    expect(el.tabs).toHaveLength(3);
    expect(el.selectedIndex).toBe(0);
  });

  it('a click selects the tab and shows only its panel, with a roving tabindex', () => {
    mount(tabsHtml('a', 3));
    tab('a-tab-2').click();
    expect(state('a', 3)).toEqual([
      ['false', -1, true],
      ['false', -1, true],
      ['true', 0, false],
    ]);
  });

  it('arrows wrap, Home and End jump, focus follows, the key is consumed', () => {
    mount(tabsHtml('a', 3));
    const ev = key(tab('a-tab-0'), 'ArrowLeft');
    expect(ev.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(tab('a-tab-2'));
    expect(state('a', 3)[2]).toEqual(['true', 0, false]);
    key(tab('a-tab-2'), 'ArrowRight');
    expect(document.activeElement).toBe(tab('a-tab-0'));
    key(tab('a-tab-0'), 'End');
    expect(document.activeElement).toBe(tab('a-tab-2'));
    key(tab('a-tab-2'), 'Home');
    expect(state('a', 3)[0]).toEqual(['true', 0, false]);
    expect(key(tab('a-tab-0'), 'ArrowDown').defaultPrevented).toBe(false);
    expect(key(tab('a-tab-0'), 'Enter').defaultPrevented).toBe(false);
  });

  it('a vertical tab list moves with Up and Down', () => {
    mount(tabsHtml('v', 3, 'aria-orientation="vertical"'));
    key(tab('v-tab-0'), 'ArrowDown');
    expect(document.activeElement).toBe(tab('v-tab-1'));
    key(tab('v-tab-1'), 'ArrowUp');
    expect(document.activeElement).toBe(tab('v-tab-0'));
  });

  it('emits tabs-change with the tab id and index', () => {
    const el = mount(tabsHtml('a', 2));
    const seen: unknown[] = [];
    el.addEventListener('tabs-change', (e) => seen.push((e as CustomEvent).detail));
    tab('a-tab-1').click();
    expect(seen).toEqual([{ id: 'a-tab-1', index: 1 }]);
  });

  it('nested sets handle only their own tabs', () => {
    document.body.innerHTML = tabsHtml('outer', 2);
    document.getElementById('outer-panel-0')!.innerHTML = tabsHtml('inner', 2);
    const [outer, inner] = [...document.querySelectorAll('site-tabs')];
    expect(outer.tabs.map((t) => t.id)).toEqual(['outer-tab-0', 'outer-tab-1']);
    expect(inner.tabs.map((t) => t.id)).toEqual(['inner-tab-0', 'inner-tab-1']);
    key(tab('inner-tab-0'), 'ArrowRight');
    expect(state('inner', 2)[1]).toEqual(['true', 0, false]);
    expect(state('outer', 2)[0]).toEqual(['true', 0, false]);
  });

  it('tabs sharing one panel keep it shown and point its aria-labelledby at the selected tab', () => {
    mount(`<site-tabs><div role="tablist" aria-label="x">
      <button role="tab" id="s0" aria-controls="shared" aria-selected="true">A</button>
      <button role="tab" id="s1" aria-controls="shared" aria-selected="false" tabindex="-1">B</button>
      </div><div role="tabpanel" id="shared" aria-labelledby="s0"></div></site-tabs>`);
    tab('s1').click();
    const panel = document.getElementById('shared')!;
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('aria-labelledby')).toBe('s1');
  });

  it('stops listening when removed and starts again, once, when put back', () => {
    const el = mount(tabsHtml('a', 3));
    el.remove();
    tab('a-tab-1')?.click();
    expect(el.selectedIndex).toBe(0);
    el.querySelector<HTMLButtonElement>('#a-tab-1')!.click();
    expect(el.selectedIndex).toBe(0);
    document.body.append(el);
    key(tab('a-tab-0'), 'ArrowRight');
    expect(el.selectedIndex).toBe(1);
  });
});

/** Two nested sets, as on the API docs: endpoints, and languages inside the second endpoint's (hidden) panel. */
const nestedTabs = `
  <site-tabs id="outer">
    <div role="tablist" aria-label="Endpoints">
      <button type="button" role="tab" id="ep-tab-0" aria-controls="ep-panel-0" aria-selected="true" tabindex="0">Search</button>
      <button type="button" role="tab" id="ep-tab-1" aria-controls="ep-panel-1" aria-selected="false" tabindex="-1">Insight</button>
    </div>
    <div role="tabpanel" id="ep-panel-0"><h3 id="search-title">Search</h3></div>
    <div role="tabpanel" id="ep-panel-1" hidden><h3 id="insight-title">Insight</h3>
      <site-tabs id="inner">
        <div role="tablist" aria-label="Languages">
          <button type="button" role="tab" id="lang-tab-0" aria-controls="lang-panel-0" aria-selected="true" tabindex="0">cURL</button>
          <button type="button" role="tab" id="lang-tab-1" aria-controls="lang-panel-1" aria-selected="false" tabindex="-1">PHP</button>
        </div>
        <div role="tabpanel" id="lang-panel-0"><p>curl</p></div>
        <div role="tabpanel" id="lang-panel-1" hidden><p id="php-sample">curl_setopt_array</p></div>
      </site-tabs>
    </div>
  </site-tabs>`;

describe('<site-tabs> and links into hidden panels', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    history.replaceState(null, '', location.pathname);
  });

  it('a link to an element in nested hidden panels selects both tabs and scrolls to it, when the page opens', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    history.replaceState(null, '', '#php-sample');
    mount(nestedTabs);
    expect(tab('ep-tab-1').getAttribute('aria-selected')).toBe('true');
    expect(tab('lang-tab-1').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('ep-panel-1')!.hidden).toBe(false);
    expect(document.getElementById('lang-panel-1')!.hidden).toBe(false);
    expect(scrolled).toHaveBeenCalled();
  });

  it('a hash change to an element of a hidden panel selects its tab', () => {
    Element.prototype.scrollIntoView = vi.fn();
    mount(nestedTabs);
    expect(document.getElementById('ep-panel-1')!.hidden).toBe(true);
    history.replaceState(null, '', '#insight-title');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(tab('ep-tab-1').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('ep-panel-1')!.hidden).toBe(false);
    history.replaceState(null, '', '#search-title');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(tab('ep-tab-0').getAttribute('aria-selected')).toBe('true');
  });

  it('a link to a hidden panel itself selects its tab', () => {
    Element.prototype.scrollIntoView = vi.fn();
    history.replaceState(null, '', '#lang-panel-1');
    mount(nestedTabs);
    expect(tab('ep-tab-1').getAttribute('aria-selected')).toBe('true');
    expect(tab('lang-tab-1').getAttribute('aria-selected')).toBe('true');
  });

  it('a hash naming nothing in it changes nothing', () => {
    history.replaceState(null, '', '#pricing');
    mount(nestedTabs);
    expect(tab('ep-tab-0').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('ep-panel-1')!.hidden).toBe(true);
  });
});

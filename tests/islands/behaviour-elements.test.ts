/** The custom elements that give static HTML its behaviour: each starts on connect and stops on disconnect. */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocation, resetLocationForTests } from '~/stores/region';
import { PROMO_CLOSED_KEY } from '~/lib/home/promo';
import { earlyClickQueueSource } from '~/lib/ui/early-clicks';
import '~/components/ui/scroll-table';
import '~/components/pricing/info-tooltip';
import '~/components/home/promo-banner';
import '~/components/home/trusted-strip';
import '~/components/home/location-toast';
import '~/components/home/hero-behaviour';
import '~/components/influencer-api/code-block';
import '~/components/ui/go-back';
import '~/components/sections/share-buttons';
import '~/components/sections/category-filter';
import '~/components/blog/newsletter-form';

const openSearch = vi.fn();
vi.mock('~/lib/search/dialog', () => ({ openSearch: (opener: HTMLElement | null) => openSearch(opener) }));
const openLeadDialog = vi.fn();
// The newsletter box's invisible proof of work (the ALTCHA widget and its challenge request) stands in as solved.
vi.mock('~/lib/spam/widget', () => ({
  startProof: () => ({ payload: () => Promise.resolve('solved-proof'), dispose: () => {} }),
}));
vi.mock('~/islands/lead/mount', () => ({ openLeadDialog: (c: unknown, t: unknown) => openLeadDialog(c, t) }));

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const flush = () => new Promise((r) => setTimeout(r, 0));
/** vi.waitFor's limit: its default (1 s) is a race with the machine's load (the newsletter client is imported on submit). */
const WAIT = { timeout: 10_000 };
/** Parses inertly, then inserts: elements connect with their children in place, as after the HTML parser. */
function mount(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.body.replaceChildren(template.content);
}

beforeEach(() => {
  resetLocationForTests();
  document.documentElement.dataset.region = 'loading';
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('<scroll-table>', () => {
  it('marks itself measured and reports overflow from its scroller', () => {
    mount(`<scroll-table><div data-scroller style="width:100px"><table></table></div></scroll-table>`);
    const el = $('scroll-table');
    expect(el.hasAttribute('data-measured')).toBe(true);
    expect(el.hasAttribute('data-scrolled')).toBe(false);
  });

  it('measures its scroller when the frame reports its size and on scroll, not while connecting', () => {
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          reports.push(this.report);
        }
        disconnect() {}
      },
    );
    const template = document.createElement('template');
    template.innerHTML = `<scroll-table><div data-scroller><table></table></div></scroll-table>`;
    const scroller = template.content.querySelector<HTMLElement>('[data-scroller]')!;
    let reads = 0;
    let scrollLeft = 0;
    Object.defineProperties(scroller, {
      scrollWidth: { get: () => (reads++, 600) },
      clientWidth: { get: () => 300 },
      scrollLeft: { get: () => scrollLeft },
    });
    document.body.replaceChildren(template.content);
    const el = $('scroll-table');
    // Connecting reads no layout (a read here would lay the page out inside the script, before its first frame).
    expect(reads).toBe(0);
    reports.forEach((report) => report());
    expect(el.hasAttribute('data-overflowing')).toBe(true);
    expect(el.hasAttribute('data-more-right')).toBe(true);
    scrollLeft = 300;
    scroller.dispatchEvent(new Event('scroll'));
    expect(el.hasAttribute('data-scrolled')).toBe(true);
    expect(el.hasAttribute('data-more-right')).toBe(false);
  });
});

describe('<info-tooltip>', () => {
  it('opens at once on focus, closes on Escape and on blur', () => {
    mount(`<info-tooltip><button>i</button><span role="tooltip">Text</span></info-tooltip>`);
    const el = $('info-tooltip');
    el.querySelector('button')!.focus();
    expect(el.hasAttribute('data-open')).toBe(true);
    expect(el.dataset.side).toMatch(/^(top|bottom)$/);
    key(el.querySelector('button')!, 'Escape');
    expect(el.hasAttribute('data-open')).toBe(false);
    el.querySelector('button')!.click();
    expect(el.hasAttribute('data-open')).toBe(true);
    el.querySelector('button')!.blur();
    expect(el.hasAttribute('data-open')).toBe(false);
  });

  it('closes an open tooltip when removed', () => {
    mount(`<info-tooltip><button>i</button><span role="tooltip">Text</span></info-tooltip>`);
    const el = $('info-tooltip');
    el.querySelector('button')!.focus();
    el.remove();
    expect(el.hasAttribute('data-open')).toBe(false);
  });
});

describe('<promo-banner>', () => {
  it('closing stores the flag, hides the banner and moves focus to the main content', () => {
    mount(`<aside><promo-banner><button data-promo-close>Close</button></promo-banner></aside>
      <main id="main" tabindex="-1"></main>`);
    $('[data-promo-close]').click();
    expect(localStorage.getItem(PROMO_CLOSED_KEY)).toBe('true');
    expect(document.documentElement.dataset.promoClosed).toBe('true');
    expect(document.activeElement).toBe($('#main'));
    delete document.documentElement.dataset.promoClosed;
  });
});

describe('<trusted-strip>', () => {
  it('the pause button toggles aria-pressed and the strip state', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    mount(`<section data-trusted-strip><trusted-strip><div data-strip></div>
      <button aria-pressed="false" data-strip-toggle>Pause logos</button></trusted-strip></section>`);
    $('[data-strip-toggle]').click();
    expect($('[data-strip-toggle]').getAttribute('aria-pressed')).toBe('true');
    expect($('[data-strip]').dataset.paused).toBe('true');
    $('[data-strip-toggle]').click();
    expect($('[data-strip]').dataset.paused).toBe('false');
  });

  it('observes its section, and stops observing when removed', () => {
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(el: Element) {
          observed.push(el);
        }
        disconnect = disconnect;
      },
    );
    mount(`<section data-trusted-strip><trusted-strip><div data-strip></div></trusted-strip></section>`);
    expect(observed).toEqual([$('section')]);
    $('section').remove();
    expect(disconnect).toHaveBeenCalled();
  });
});

describe('<location-toast>', () => {
  const html = `<header class="sticky"></header>
    <template id="location-toast-template"><div data-toast><span data-toast-text></span></div></template>
    <location-toast role="status" data-location-toast data-text-india="Showing content for India"
      data-text-global="Showing global content"></location-toast>`;

  it('moves into the sticky header and announces the region once it resolves', () => {
    mount(html);
    const toast = $('[data-location-toast]');
    expect(toast.parentElement).toBe($('header'));
    expect(toast.textContent).toBe('');
    applyLocation({ country_code: 'IN', country_name: 'India', ip: '', success: true });
    expect(toast.textContent).toBe('Showing content for India');
  });

  it('announces at once when the region was known before it connected', () => {
    applyLocation({ country_code: 'US', country_name: 'United States', ip: '', success: true });
    mount(html);
    expect($('[data-location-toast]').textContent).toBe('Showing global content');
  });
});

describe('<home-hero>', () => {
  const html = `<home-hero>
    <span data-location-badge>Locating…</span>
    <site-tabs><div role="tablist" aria-label="Product areas" data-hero-tabs>
      <button role="tab" id="hero-tab-discovery" aria-controls="hero-panel" aria-selected="true" data-tab="discovery">D</button>
      <button role="tab" id="hero-tab-campaign" aria-controls="hero-panel" aria-selected="false" tabindex="-1" data-tab="campaign">C</button>
    </div>
    <div id="hero-panel" role="tabpanel" aria-labelledby="hero-tab-discovery" data-hero-panel>
      <div data-pane="discovery" data-active="true"></div><div data-pane="campaign" data-active="false"></div>
    </div></site-tabs>
  </home-hero>`;
  const panes = () => [...document.querySelectorAll<HTMLElement>('[data-pane]')].map((p) => p.dataset.active);

  it('the product tabs switch the panes by click and arrow keys', () => {
    mount(html);
    $('#hero-tab-campaign').click();
    expect(panes()).toEqual(['false', 'true']);
    expect($('#hero-panel').getAttribute('aria-labelledby')).toBe('hero-tab-campaign');
    key($('#hero-tab-campaign'), 'ArrowRight');
    expect(panes()).toEqual(['true', 'false']);
    expect(document.activeElement).toBe($('#hero-tab-discovery'));
  });

  it('starts typing from the phrase the HTML shows without rewriting it, then deletes it', async () => {
    vi.useFakeTimers();
    // The browser is idle at once after load.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    mount(`<home-hero><span data-typing data-phrases-global='["Find creators","Run campaigns"]'
      data-phrases-india='[]'>Find creators</span></home-hero>`);
    const typing = $('[data-typing]');
    const shown = typing.firstChild;
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(typing, { childList: true, characterData: true, subtree: true });
    // The 1.5 s start delay after load and idle: the typer has started on the full first phrase.
    await vi.advanceTimersByTimeAsync(2000);
    expect(changes).toEqual([]);
    expect(typing.firstChild).toBe(shown);
    // Its 1.5 s pause on the full phrase, then deleting.
    await vi.advanceTimersByTimeAsync(1100);
    expect(typing.textContent).toMatch(/^Find creato?$/);
    watch.disconnect();
  });

  it('shows the region in the badge and returns global visitors to the first pane', () => {
    mount(html);
    $('#hero-tab-campaign').click();
    applyLocation({ country_code: 'US', country_name: 'United States', ip: '', success: true });
    expect($('[data-location-badge]').textContent).not.toBe('Locating…');
    expect(panes()).toEqual(['true', 'false']);
  });
});

describe('<code-block>', () => {
  it('copies the code and shows "Copied!" for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mount(`<code-block><button data-copy-button data-label-copy="Copy" data-label-copied="Copied!"
      data-label-manual="Press Ctrl+C"><span data-copy-label>Copy</span></button>
      <pre>curl -X GET\n</pre></code-block>`);
    $('[data-copy-button]').click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('curl -X GET');
    expect($('[data-copy-label]').textContent).toBe('Copied!');
    await vi.advanceTimersByTimeAsync(2000);
    expect($('[data-copy-label]').textContent).toBe('Copy');
  });
});

describe('<go-back>', () => {
  it('goes back in history when there is history', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    mount(`<go-back><button data-go-back>Go Back</button></go-back>`);
    $('[data-go-back]').click();
    expect(back).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe('<share-buttons>', () => {
  it('copies the page address and confirms', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } });
    mount(
      `<share-buttons><button data-copy-link data-url="https://example.com/a" data-copied="Link copied to clipboard!">Copy</button></share-buttons>`,
    );
    $('[data-copy-link]').click();
    await flush();
    expect(alert).toHaveBeenCalledWith('Link copied to clipboard!');
  });
});

describe('<category-filter>', () => {
  const html = `<category-filter><fieldset data-filter="grid" data-param="industry" data-count-one="Showing {count} story" data-count-other="Showing {count} stories">
    <input type="radio" name="industry" value="all" data-count="5" checked>
    <input type="radio" name="industry" value="beauty" data-count="2">
    <p data-filter-count hidden></p></fieldset><ul id="grid"></ul></category-filter>`;

  it('selects the radio named in the address and announces the count', () => {
    history.replaceState(null, '', '/customer-stories?industry=beauty');
    mount(html);
    expect($<HTMLInputElement>('input[value=beauty]').checked).toBe(true);
    expect($('[data-filter-count]').hidden).toBe(false);
    expect($('[data-filter-count]').textContent).toBe('Showing 2 stories');
    expect($('#grid').dataset.filterValue).toBe('beauty');
  });

  it('a change updates the address', () => {
    history.replaceState(null, '', '/customer-stories');
    mount(html);
    const beauty = $<HTMLInputElement>('input[value=beauty]');
    beauty.checked = true;
    beauty.dispatchEvent(new Event('change', { bubbles: true }));
    expect(location.search).toBe('?industry=beauty');
    expect($('#grid').dataset.filterValue).toBe('beauty');
    const all = $<HTMLInputElement>('input[value=all]');
    all.checked = true;
    all.dispatchEvent(new Event('change', { bubbles: true }));
    expect(location.search).toBe('');
  });
});

describe('<newsletter-form>', () => {
  const box = parseYaml(readFileSync('content-collections/newsletter/box.yaml', 'utf8'));
  const copy = JSON.stringify({ submit: box.submit, submitting: box.submitting, messages: box.messages });
  const html = `<newsletter-form><form data-newsletter-form data-newsletter-copy='${copy.replace(/'/g, '&#39;')}'>
    <input name="email" type="email"><input name="botField">
    <button type="submit" data-newsletter-submit>Subscribe</button>
    <p data-newsletter-message></p></form></newsletter-form>`;

  it('an invalid address is marked and focused without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    mount(html);
    $<HTMLInputElement>('input[name=email]').value = 'nope';
    $('form').dispatchEvent(new Event('submit', { cancelable: true }));
    // The client is imported on the first submit: wait for the outcome rather than a fixed number of ticks.
    await vi.waitFor(() => expect($('input[name=email]').getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(fetchMock).not.toHaveBeenCalled();
    expect($('[data-newsletter-message]').dataset.state).toBe('error');
    expect($('[data-newsletter-submit]').textContent).toBe('Subscribe');
  });

  it('shows the busy label while sending (with the solved proof of work), then the success and clears the form', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((r) => {
          answer = r;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    mount(html);
    $<HTMLInputElement>('input[name=email]').value = 'a@example.com';
    $('form').dispatchEvent(new Event('submit', { cancelable: true }));
    expect($('[data-newsletter-submit]').textContent).toBe('Subscribing...');
    await vi.waitFor(() => expect(answer).toBeDefined(), WAIT);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({
      email: 'a@example.com',
      altcha: 'solved-proof',
    });
    answer(
      new Response(JSON.stringify({ subscribed: true }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await vi.waitFor(() => expect($('[data-newsletter-message]').dataset.state).toBe('success'), WAIT);
    expect($('[data-newsletter-submit]').textContent).toBe('Subscribe');
    expect($<HTMLInputElement>('input[name=email]').value).toBe('');
  });
});

describe('<search-button>', () => {
  it('a click opens the search dialog from that button; "/" opens it only through the shortcut owner', async () => {
    await import('~/components/search/search-button');
    mount(`<search-button><button data-search-open="header" aria-keyshortcuts="/ Control+K">S</button></search-button>
      <search-button><button data-search-open="drawer">Search the site</button></search-button><input id="field">`);
    $('[data-search-open=drawer]').click();
    await flush();
    expect(openSearch).toHaveBeenLastCalledWith($('[data-search-open=drawer]'));
    openSearch.mockClear();
    key(document.body, '/');
    await flush();
    expect(openSearch).toHaveBeenCalledOnce();
    openSearch.mockClear();
    key($('#field'), '/');
    await flush();
    expect(openSearch).not.toHaveBeenCalled();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    await flush();
    expect(openSearch).toHaveBeenCalledOnce();
  });
});

describe('<lead-trigger>', () => {
  it('replays the last click queued before it loaded, then opens the dialog on click with the button config', async () => {
    mount(`<lead-trigger><button data-lead-trigger data-lead-config='{"title":"Apply"}'>Apply</button></lead-trigger>`);
    // LeadButton.astro's inline snippet holds the click made before the module has run.
    new Function(earlyClickQueueSource('__leadQ', '[data-lead-trigger]'))();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('[data-lead-trigger]').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await import('~/components/lead/lead-trigger');
    await flush();
    expect(window.__leadReady).toBe(true);
    expect(openLeadDialog).toHaveBeenCalledOnce();
    expect(openLeadDialog.mock.calls[0][0]).toMatchObject({ title: 'Apply' });
    openLeadDialog.mockClear();
    $('[data-lead-trigger]').click();
    await flush();
    expect(openLeadDialog).toHaveBeenCalledOnce();
    expect(openLeadDialog.mock.calls[0][1]).toBe($('[data-lead-trigger]'));
  });
});

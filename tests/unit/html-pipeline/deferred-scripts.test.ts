// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferModuleScripts, loaderSource, scriptLoader } from '~/lib/page-scripts/deferred';
import { deferredScriptsStage, minifiedLoader } from '~/integrations/html-pipeline/deferred-scripts';
import { holdEarlyClicks } from '~/lib/ui/early-clicks';

const page = (body: string) =>
  `<!doctype html><html><head><script type="module" src="/_astro/page.A1.js"></script>` +
  `<script type="application/ld+json">{"@type":"Thing"}</script><script>window.early = 1</script></head>` +
  `<body>${body}<script type="module" src="/_astro/Header.astro_astro_type_script_index_0_lang.B2.js"></script>` +
  `<script type="module" src="/_astro/page.A1.js"></script></body></html>`;

describe('deferModuleScripts', () => {
  it('replaces every module script with one loader before </body>, listing each module once', () => {
    const { html, modules } = deferModuleScripts(page('<main>hi</main>'), 'LOADER()');
    expect(modules).toEqual(['/_astro/page.A1.js', '/_astro/Header.astro_astro_type_script_index_0_lang.B2.js']);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script data-modules="/_astro/page.A1.js /_astro/Header.astro_astro_type_script_index_0_lang.B2.js">LOADER()</script></body>',
    );
  });

  it('leaves JSON-LD, inline scripts and the rest of the page as they were', () => {
    const { html } = deferModuleScripts(page('<main>hi</main>'), 'LOADER()');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html).toContain('<script>window.early = 1</script>');
    expect(html).toContain('<main>hi</main>');
  });

  it('returns a page without module scripts unchanged', () => {
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(deferModuleScripts(plain)).toEqual({ html: plain, modules: [] });
  });

  it('inlines a loader that calls itself with the page, its script element and a dynamic import', () => {
    const source = loaderSource();
    expect(source.startsWith('(function scriptLoader(')).toBe(true);
    // …and the one early-click hold (src/lib/ui/early-clicks.ts), inlined from its source too.
    expect(source).toContain('document.currentScript, function (u) { return import(u); }, function holdEarlyClicks(');
    expect(source.endsWith('});')).toBe(true);
  });
});

const settled = () => new Promise((ok) => setTimeout(ok, 0));

describe('scriptLoader', () => {
  let loaded: string[];
  let release: () => void;
  let fail: () => void;
  let load: (url: string) => Promise<unknown>;
  // The paint timing the loader waits for: observers of `paint` entries, told of a presented paint by paint(name).
  let observers: { callback: PerformanceObserverCallback; types: string[] }[];
  let paintTiming: boolean;
  const paint = (name = 'first-contentful-paint') => {
    const entries = [{ name, entryType: 'paint', startTime: 1, duration: 0 }] as PerformanceEntry[];
    const list: PerformanceObserverEntryList = {
      getEntries: () => entries,
      getEntriesByName: (n: string) => entries.filter((e) => e.name === n),
      getEntriesByType: (t: string) => entries.filter((e) => e.entryType === t),
    };
    for (const o of [...observers])
      if (o.types.includes('paint')) o.callback(list, o as unknown as PerformanceObserver);
  };
  class FakeObserver {
    static get supportedEntryTypes() {
      return paintTiming ? ['paint', 'resource'] : ['resource'];
    }
    private readonly entry: { callback: PerformanceObserverCallback; types: string[] };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, types: [] };
    }
    observe(options: PerformanceObserverInit) {
      this.entry.types.push(options.type!);
      observers.push(this.entry);
    }
    disconnect() {
      observers = observers.filter((o) => o !== this.entry);
    }
  }

  beforeEach(() => {
    document.documentElement.removeAttribute('data-scripts-start');
    observers = [];
    paintTiming = true;
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    document.documentElement.removeAttribute('data-scripts');
    document.body.innerHTML = `
      <site-menu><button id="menu" type="button">Menu</button><a id="link" href="#x">Link</a></site-menu>
      <form id="form"><news-form><button id="submit" type="submit">Go</button></news-form></form>
      <button id="plain" type="button">Plain</button>
      <script id="loader" data-modules="/_astro/a.js /_astro/b.js"></script>`;
    loaded = [];
    const gate = new Promise<void>((ok, no) => {
      release = ok;
      fail = () => no(new Error('offline'));
    });
    load = vi.fn((url: string) => {
      loaded.push(url);
      return gate;
    });
  });

  // Every loader of a test settles before the next test, so its listeners are gone.
  afterEach(async () => {
    window.dispatchEvent(new Event('load'));
    paint();
    release();
    await settled();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function run(readyState: DocumentReadyState = 'loading', visibility: DocumentVisibilityState = 'visible') {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    scriptLoader(document, window, document.getElementById('loader') as HTMLScriptElement, load, holdEarlyClicks);
  }

  it('waits for the load event and the first contentful paint on screen, then imports every listed module and marks the page ready', async () => {
    run();
    expect(loaded).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await settled();
    // Nothing before the first contentful paint has been presented (a first paint without content is not enough)…
    expect(loaded).toEqual([]);
    expect(observers).toHaveLength(1);
    paint('first-paint');
    await settled();
    expect(loaded).toEqual([]);
    paint();
    expect(observers).toHaveLength(0);
    // …and then each import in a task of its own.
    expect(loaded).toEqual([]);
    await settled();
    expect(loaded).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(document.documentElement.dataset.scripts).toBe('loading');
    release();
    await settled();
    expect(document.documentElement.dataset.scripts).toBe('ready');
  });

  it('starts after the first contentful paint when the page has already loaded, and only once', async () => {
    run('complete');
    expect(observers).toHaveLength(1);
    paint();
    window.dispatchEvent(new Event('load'));
    paint();
    document.dispatchEvent(new Event('keydown'));
    await settled();
    expect(loaded).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });

  it('starts on the load event itself in a hidden page, which paints nothing', async () => {
    run('loading', 'hidden');
    window.dispatchEvent(new Event('load'));
    expect(observers).toHaveLength(0);
    await settled();
    expect(loaded).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });

  it('starts on the load event itself in a page that draws nothing before its scripts (data-scripts-start="load")', async () => {
    document.documentElement.setAttribute('data-scripts-start', 'load');
    run();
    window.dispatchEvent(new Event('load'));
    expect(observers).toHaveLength(0);
    await settled();
    expect(loaded).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });

  it('starts 1 s after the load event when no contentful paint has come, and not again when it does', async () => {
    vi.useFakeTimers();
    try {
      run();
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(999);
      expect(document.documentElement.dataset.scripts).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(document.documentElement.dataset.scripts).toBe('loading');
      expect(observers).toHaveLength(0);
      await vi.runAllTimersAsync();
      expect(loaded).toEqual(['/_astro/a.js', '/_astro/b.js']);
      paint();
      await vi.runAllTimersAsync();
      expect(loaded).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts on the load event itself in a browser without paint timing', async () => {
    paintTiming = false;
    run();
    window.dispatchEvent(new Event('load'));
    expect(observers).toHaveLength(0);
    await settled();
    expect(loaded).toEqual(['/_astro/a.js', '/_astro/b.js']);
  });

  it.each(['pointerdown', 'touchstart', 'keydown'])('starts early on the first %s', async (type) => {
    run();
    document.getElementById('plain')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(document.documentElement.dataset.scripts).toBe('loading');
    await settled();
    expect(loaded).toHaveLength(2);
  });

  it('holds a click on a button of an undefined custom element and replays it once the modules have run', async () => {
    run();
    const menu = document.getElementById('menu')!;
    const clicks: number[] = [];
    menu.addEventListener('click', () => clicks.push(Date.now()));
    menu.click();
    expect(clicks).toHaveLength(0);
    await settled();
    expect(loaded).toHaveLength(2);
    customElements.define('site-menu', class extends HTMLElement {});
    release();
    await settled();
    expect(clicks).toHaveLength(1);
    menu.click();
    expect(clicks).toHaveLength(2);
  });

  it('never holds links, form submissions, or buttons outside custom elements', () => {
    run();
    for (const id of ['link', 'plain']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('submit')!.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('submit')!.dispatchEvent(submit);
    expect(loaded).toEqual([]);
  });

  it('marks the page failed when a module cannot load, and then holds no more clicks', async () => {
    run();
    window.dispatchEvent(new Event('load'));
    paint();
    await settled();
    expect(loaded).toHaveLength(2);
    fail();
    await settled();
    expect(document.documentElement.dataset.scripts).toBe('failed');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<never-defined><button id="late" type="button">Late</button></never-defined>',
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('late')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('stage deferred-scripts', () => {
  it('replaces the module scripts with the minified loader and counts the pages it deferred', async () => {
    const loader = await minifiedLoader();
    expect(loader.length).toBeLessThan(loaderSource().length);
    expect(loader).toContain('document.currentScript');
    const stage = deferredScriptsStage(loader);
    const pageOf = (file: string) => ({ file, asset: async () => null, site: new Map<string, string>() });
    const html = await stage.run(page('<main>hi</main>'), pageOf('index.html'));
    expect(html).toBe(deferModuleScripts(page('<main>hi</main>'), loader).html);
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(await stage.run(plain, pageOf('plain.html'))).toBe(plain);
    expect(stage.summary?.()).toBe('module scripts load after the page in 1 page(s)');
  });
});

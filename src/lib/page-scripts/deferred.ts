/**
 * Page scripts start after the page has loaded and painted, not while it paints. Every module script Astro writes
 * into a page (`<script type="module" src="/_astro/…">`: the custom elements, the region lookup, prefetch) is
 * replaced after the build by one small inline loader that imports them all once the `load` event has fired and the
 * first contentful paint is on screen, or at once on the visitor's first pointer, touch or key press if that comes
 * sooner. Until they have run, a click on a button inside a custom element that is not defined yet is held and
 * replayed once it is (src/lib/ui/early-clicks.ts), so no early tap is lost. Links and form submissions work without
 * script and are never held. `<html data-scripts>` says where the loader is: `loading`, `ready` or `failed`.
 */
import { holdEarlyClicks } from '../ui/early-clicks';

/** The attribute on the loader's `<script>` listing the modules, space-separated. */
export const MODULES_ATTRIBUTE = 'data-modules';

/**
 * The loader. It runs in the page as a classic inline script (so it is not itself a request), with the script
 * element that carries the module list and the function that imports one module. It is inlined from its source
 * text, so it may use nothing from this module's scope.
 */
export function scriptLoader(
  doc: Document,
  win: Window,
  script: HTMLScriptElement,
  load: (url: string) => Promise<unknown>,
  holdClicks: typeof holdEarlyClicks,
): void {
  const root = doc.documentElement;
  const urls = (script.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  // Signs that the visitor is about to interact: the modules start loading at once.
  const triggers = ['pointerdown', 'touchstart', 'keydown'];
  let started = false;

  function settle(state: string): void {
    root.setAttribute('data-scripts', state);
    const clicks = early.release();
    // Each control once, in the order of its first click.
    if (state === 'ready') for (const control of new Set(clicks)) control.click();
  }

  function start(): void {
    if (started) return;
    started = true;
    for (const type of triggers) doc.removeEventListener(type, start, true);
    root.setAttribute('data-scripts', 'loading');
    // Each import is started in a task of its own: started together, the seven of a page held the main thread for
    // 5–11 ms in the load event (a long task once Lighthouse's mobile CPU is simulated); apart, each is a short one.
    // The requests still go out together.
    const nextTask = () => new Promise((ok) => win.setTimeout(ok, 0));
    Promise.all(urls.map((url) => nextTask().then(() => load(url)))).then(
      () => settle('ready'),
      () => settle('failed'),
    );
  }

  // Controls whose behaviour comes from script, inside a custom element that is not defined yet; a click on one
  // starts the loading too.
  function pick(target: Element): Element | null {
    const control = target.closest('button, [role="button"], [role="tab"]');
    let host = control;
    while (host && !(host.localName.includes('-') && !win.customElements.get(host.localName)))
      host = host.parentElement;
    if (!control || !host) return null;
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null;
    return control;
  }

  // After `load`, the first contentful paint is on screen first: on a fast connection `load` often comes before it
  // (the page's own HTML and CSS are all it waits for), and modules fetched and run then are work in front of it
  // (docs/measurements.md, "Page scripts"). Its `paint` entry is queued once that frame is presented. Where there is
  // none to wait for (a hidden page paints nothing; a browser without paint timing; a page that shows nothing until
  // its scripts run, which says so with `<html data-scripts-start="load">`: the CMS), the modules start at once. If the
  // paint has not come 1 s after `load`, they start anyway: no page is ever left without them.
  function afterFirstPaint(): void {
    const Observer = (win as Window & typeof globalThis).PerformanceObserver as typeof PerformanceObserver | undefined;
    if (
      root.getAttribute('data-scripts-start') === 'load' ||
      doc.visibilityState === 'hidden' ||
      !Observer?.supportedEntryTypes?.includes('paint')
    )
      return start();
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) begin();
    });
    const fallback = win.setTimeout(begin, 1000);
    function begin(): void {
      observer.disconnect();
      win.clearTimeout(fallback);
      start();
    }
    observer.observe({ type: 'paint', buffered: true });
  }

  const early = holdClicks(doc, pick, start);
  for (const type of triggers) doc.addEventListener(type, start, { capture: true, passive: true });
  if (doc.readyState === 'complete') afterFirstPaint();
  else win.addEventListener('load', afterFirstPaint, { once: true });
}

/** The inline source that runs the loader in a page. */
export function loaderSource(): string {
  return `(${scriptLoader.toString()})(document, window, document.currentScript, function (u) { return import(u); }, ${holdEarlyClicks.toString()});`;
}

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * Replaces the page's external module scripts with the loader (`source`, e.g. a minified `loaderSource()`), placed
 * just before `</body>`. A page without any is returned as it is; inline scripts, JSON-LD and islands are left alone.
 */
export function deferModuleScripts(html: string, source = loaderSource()): { html: string; modules: string[] } {
  const modules = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]))];
  if (!modules.length || !html.includes('</body>')) return { html, modules: [] };
  const loader = `<script ${MODULES_ATTRIBUTE}="${modules.join(' ')}">${source}</script>`;
  const stripped = html.replace(MODULE_SCRIPT, '');
  const at = stripped.lastIndexOf('</body>');
  return { html: `${stripped.slice(0, at)}${loader}${stripped.slice(at)}`, modules };
}

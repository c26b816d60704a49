/**
 * `<home-hero>`: the typing animation over the region's phrase list (reset when the India flag changes), the
 * location badge, and the India-only product tabs (a `<site-tabs>` whose tabs share one panel of panes).
 */
import { $location } from '~/stores/region';
import { locationBadge } from '~/lib/region';
import { createTyper, TYPING_START_DELAY_MS, type Typer } from '~/lib/home/typing';
import { BehaviourElement, defineElement, onAbort } from '~/components/ui/behaviour-element';
import type { SiteTabs, TabsChangeDetail } from '~/components/ui/tabs';
import '~/components/ui/tabs';

/** Runs `fn` after the load event, when the browser is idle (at most 2 s later), unless `signal` aborted. */
function afterLoadIdle(fn: () => void, signal: AbortSignal): void {
  const run = () => {
    if (!signal.aborted) fn();
  };
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true, signal });
}

export class HomeHero extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    this.#typing(signal);
    this.#badge(signal);
    this.#tabs(signal);
  }

  #typing(signal: AbortSignal): void {
    const typing = this.querySelector<HTMLElement>('[data-typing]');
    if (!typing) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const lists = {
      india: JSON.parse(typing.dataset.phrasesIndia ?? '[]') as string[],
      global: JSON.parse(typing.dataset.phrasesGlobal ?? '[]') as string[],
    };
    let india = document.documentElement.dataset.region === 'india';
    const phrases = () => (india ? lists.india : lists.global);
    // Only a real change touches the DOM: the typer starts on the phrase the HTML already shows, and rewriting the
    // same text would re-lay out and repaint the page for nothing.
    const render = (text: string) => {
      if (typing.textContent !== text) typing.textContent = text;
    };
    if (india) render(phrases()[0] ?? '');
    let typer: Typer | null = null;
    onAbort(
      signal,
      $location.subscribe((ctx) => {
        if (ctx.isLoading || ctx.isIndia === india) return;
        india = ctx.isIndia;
        // Before the animation starts, just show the new list's first phrase.
        if (typer) typer.reset(phrases());
        else render(phrases()[0] ?? '');
      }),
    );
    // The first phrase is in the HTML; the animation starts TYPING_START_DELAY_MS after the page has loaded
    // and the browser is idle (then the pause on the full phrase).
    let start: ReturnType<typeof setTimeout> | undefined;
    afterLoadIdle(() => {
      start = setTimeout(
        () => {
          typer = createTyper(phrases(), render, { reducedMotion: reduce, startFull: true });
        },
        reduce ? 0 : TYPING_START_DELAY_MS,
      );
    }, signal);
    onAbort(signal, () => {
      clearTimeout(start);
      typer?.stop();
    });
  }

  #badge(signal: AbortSignal): void {
    const badge = this.querySelector<HTMLElement>('[data-location-badge]');
    if (!badge) return;
    // The head script already knows an India region (preview or session cache); the store refines it.
    if (document.documentElement.dataset.region === 'india') {
      badge.textContent = locationBadge({ isIndia: true, countryCode: 'IN' });
    }
    onAbort(
      signal,
      $location.subscribe((ctx) => {
        if (!ctx.isLoading) badge.textContent = locationBadge(ctx);
      }),
    );
  }

  #tabs(signal: AbortSignal): void {
    const tabs = this.querySelector<SiteTabs>('site-tabs');
    const panel = this.querySelector<HTMLElement>('[data-hero-panel]');
    if (!tabs || !panel) return;
    tabs.addEventListener(
      'tabs-change',
      (event) => {
        const tab = document.getElementById((event as CustomEvent<TabsChangeDetail>).detail.id);
        for (const pane of panel.querySelectorAll<HTMLElement>('[data-pane]')) {
          pane.dataset.active = String(pane.dataset.pane === tab?.dataset.tab);
        }
      },
      { signal },
    );
    // Global visitors have no product tabs: always show the first pane.
    onAbort(
      signal,
      $location.subscribe((ctx) => {
        if (!ctx.isLoading && !ctx.isIndia && tabs.selectedIndex !== 0) tabs.select(0);
      }),
    );
  }
}

defineElement('home-hero', HomeHero);

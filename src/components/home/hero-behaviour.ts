/**
 * Hero behaviour (plain DOM, no React): typing animation over the region's phrase list (reset when the India
 * flag changes), the location badge, and the India-only tab switch (WAI-ARIA tabs, automatic activation).
 */
import { $location } from '~/stores/region';
import { locationBadge } from '~/lib/region';
import { createTyper, TYPING_START_DELAY_MS, type Typer } from '~/lib/home/typing';

/** Runs `fn` after the load event, when the browser is idle (at most 2 s later). */
function afterLoadIdle(fn: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => fn(), { timeout: 2000 }) : setTimeout(fn, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function initHero(root: ParentNode = document): void {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;

  // Typing
  const typing = root.querySelector<HTMLElement>('[data-typing]');
  if (typing) {
    const lists = {
      india: JSON.parse(typing.dataset.phrasesIndia ?? '[]') as string[],
      global: JSON.parse(typing.dataset.phrasesGlobal ?? '[]') as string[],
    };
    let india = document.documentElement.dataset.region === 'india';
    const phrases = () => (india ? lists.india : lists.global);
    const render = (text: string) => { typing.textContent = text; };
    if (india) render(phrases()[0] ?? '');
    let typer: Typer | null = null;
    $location.subscribe((ctx) => {
      if (ctx.isLoading || ctx.isIndia === india) return;
      india = ctx.isIndia;
      // Reset when the India flag changes; before the animation starts, just show the new list's first phrase.
      if (typer) typer.reset(phrases());
      else render(phrases()[0] ?? '');
    });
    // The first phrase is in the HTML; the animation starts after the spec's 1500 ms page-load delay, counted
    // once the page has loaded and the browser is idle (then the 1.5 s pause on the full phrase).
    afterLoadIdle(() => setTimeout(() => {
      typer = createTyper(phrases(), render, { reducedMotion: reduce, startFull: true });
    }, reduce ? 0 : TYPING_START_DELAY_MS));
  }

  // Location badge
  const badge = root.querySelector<HTMLElement>('[data-location-badge]');
  if (badge) {
    // The head script already knows an India region (preview or session cache); the store refines it.
    if (document.documentElement.dataset.region === 'india') badge.textContent = locationBadge({ isIndia: true, countryCode: 'IN' });
    $location.subscribe((ctx) => {
      if (!ctx.isLoading) badge.textContent = locationBadge(ctx);
    });
  }

  // India-only tabs: discovery (default) or campaign
  const tablist = root.querySelector<HTMLElement>('[data-hero-tabs]');
  const panel = root.querySelector<HTMLElement>('[data-hero-panel]');
  if (tablist && panel) {
    const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement, focus = false) => {
      for (const t of tabs) {
        const on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
      }
      panel.setAttribute('aria-labelledby', tab.id);
      panel.querySelectorAll<HTMLElement>('[data-pane]').forEach((p) => { p.dataset.active = String(p.dataset.pane === tab.dataset.tab); });
      if (focus) tab.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(tab));
      tab.addEventListener('keydown', (e) => {
        const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
        if (to === undefined) return;
        e.preventDefault();
        select(tabs[(to + tabs.length) % tabs.length]!, true);
      });
    });
    // Global visitors have no campaign tab: always show the discovery pane.
    $location.subscribe((ctx) => {
      if (!ctx.isLoading && !ctx.isIndia) select(tabs[0]!);
    });
  }
}

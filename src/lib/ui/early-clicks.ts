/**
 * Early clicks: the page's one way to keep a click that comes before the script handling it has run. The click is
 * held (its default prevented and its propagation stopped, so nothing half-works) and handed back, in order, to the
 * script that releases the hold once it is there, which replays it. Used by the deferred module loader
 * (src/lib/page-scripts/deferred.ts: a button of a custom element not defined yet) and by the lead dialog's trigger
 * (LeadButton.astro: `[data-lead-trigger]` before `<lead-trigger>` has run; released by lead-trigger.ts).
 * `holdEarlyClicks` runs in the page as inline script text, so it may use nothing from this module's scope.
 */

/** A hold on early clicks. */
export interface EarlyClicks {
  /** Stops holding; returns the controls clicked meanwhile, in click order (a control clicked twice is there twice). */
  release(): HTMLElement[];
}

/**
 * Holds every click whose target `pick` maps to a control (null: the click goes on as usual). A click something
 * else already prevented is left alone. `onHold` runs after each held click.
 */
export function holdEarlyClicks(
  doc: Document,
  pick: (target: Element) => Element | null,
  onHold?: () => void,
): EarlyClicks {
  const clicks: HTMLElement[] = [];
  function hold(event: Event): void {
    const target = event.target as Element | null;
    const control = event.defaultPrevented || !target?.closest ? null : pick(target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clicks.push(control as HTMLElement);
    if (onHold) onHold();
  }
  doc.addEventListener('click', hold, true);
  return { release: () => (doc.removeEventListener('click', hold, true), clicks.splice(0)) };
}

/**
 * Inline script text that holds clicks on `selector` in `window[name]` (an EarlyClicks) from where it stands in the
 * page until the module that handles them calls `release()`. Emitted once per page: a second copy does nothing.
 */
export function earlyClickQueueSource(name: string, selector: string): string {
  const slot = `window[${JSON.stringify(name)}]`;
  return `${slot} || (${slot} = (${holdEarlyClicks.toString()})(document, function (t) { return t.closest(${JSON.stringify(selector)}); }));`;
}

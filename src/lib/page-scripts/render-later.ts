/**
 * The page's later blocks render in the frames after `load`, one block a frame, instead of all in the first frame
 * (issue 32; docs/decisions/render-after-load.md).
 *
 * Every section of `<main>` after its first, the footer and any `[data-later]` element carry
 * `content-visibility: auto` while `<html data-render-later="pending">` (src/styles/global.css), so the first frame
 * styles and lays out only what is on screen. From `load` on, each frame starts by marking one more block
 * `data-rendered`, which takes it out of the rule; after the last, `<html data-render-later="done">`. A page's height
 * is therefore its real height a few frames after `load`, before a visitor can scroll, and nothing on screen moves: a
 * block on screen renders in the first frame anyway, and a block below it changes only the length of the page.
 *
 * While a fragment's target is in the page (`#pricing-faq`, on opening or after an in-page link) the rule does not
 * apply (`:has(:target)`), so everything renders at once and the browser scrolls on real heights; a reload or a
 * return through history (which restore a scroll position) holds nothing either. Without script the attribute is
 * never set and the rule never applies.
 */

/** The attribute on `<html>`: `pending` while later blocks wait, `done` once all have rendered. */
export const RENDER_LATER_ATTRIBUTE = 'data-render-later';

/** The attribute on a block once it has been let out of `content-visibility`. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * The blocks rendered later, in document order: every section of `<main>` after its first, the footer, and any element
 * marked `data-later` (the cards of a long grid, so that a grid near the first screen does not render whole in the
 * first frame: /customer-stories' 18 story cards were 345 elements styled and laid out there). The rule in
 * src/styles/global.css names the same blocks (tests/unit/render-later.test.ts).
 */
export const LATER_BLOCKS = 'main>section~section,body>footer,[data-later]';

/**
 * Runs in the page's `<head>` as a classic inline script (inlined from its source text, so it may use nothing from
 * this module's scope). It is written small, on the page's globals: it counts against the static pages' 10 KB of
 * JavaScript.
 */
export function renderLater(selector: string): void {
  const root = document.documentElement;
  const state = (value: string) => (root.dataset.renderLater = value);
  let queue: HTMLElement[] = [];
  // At the start of a frame: the block let out then is that frame's only style and layout work.
  const next = () => requestAnimationFrame(step);
  function step(): void {
    const block = queue.shift();
    if (block) {
      block.dataset.rendered = '';
      next();
    } else state('done');
  }
  // A reload or a return through history restores a scroll position measured on real heights: nothing is held.
  if ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !== 'navigate')
    return;
  state('pending');
  // The script runs while the page is parsed, so `load` is still to come.
  addEventListener('load', () => {
    queue = [...document.querySelectorAll<HTMLElement>(selector)];
    next();
  });
}

/** The inline source that runs it in a page's `<head>`. */
export function renderLaterSource(): string {
  return `(${renderLater.toString()})(${JSON.stringify(LATER_BLOCKS)});`;
}

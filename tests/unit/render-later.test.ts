// @vitest-environment happy-dom
/**
 * The later blocks of a page render in the frames after load, one a frame (src/lib/page-scripts/render-later.ts;
 * docs/decisions/render-after-load.md). The page's frames, its load event and its navigation type are set by hand here.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LATER_BLOCKS,
  RENDERED_ATTRIBUTE,
  RENDER_LATER_ATTRIBUTE,
  renderLater,
  renderLaterSource,
} from '~/lib/page-scripts/render-later';

/**
 * The page's globals the script uses, with animation frames that run only when the test says so, `load` fired by
 * hand, and the navigation's type. Undone after each test.
 */
function fakePage(navigationType = 'navigate') {
  const frames: FrameRequestCallback[] = [];
  const events = new EventTarget();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'navigation' ? ([{ type: navigationType }] as unknown as PerformanceEntryList) : [],
  );
  return {
    fire: (type: string) => events.dispatchEvent(new Event(type)),
    /** One frame is drawn: its animation-frame callbacks run. */
    frame() {
      for (const cb of frames.splice(0)) cb(0);
    },
    pendingFrames: () => frames.length,
  };
}

const root = () => document.documentElement;
const state = () => root().getAttribute(RENDER_LATER_ATTRIBUTE);
const rendered = () => [...document.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)].map((el) => el.id || el.localName);

describe('renderLater', () => {
  beforeEach(() => {
    root().removeAttribute(RENDER_LATER_ATTRIBUTE);
    document.body.innerHTML = `
      <header id="site-header"><section id="in-header"></section></header>
      <main>
        <section id="hero"></section>
        <div id="not-a-section"></div>
        <section id="second"><section id="nested"></section></section>
        <section id="third"><ul><li id="card-1" data-later></li><li id="card-2" data-later></li></ul></section>
      </main>
      <footer id="footer"></footer>`;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function run(page: ReturnType<typeof fakePage>) {
    renderLater(LATER_BLOCKS);
    return page;
  }

  it('marks the page pending at once, and waits for load before it lets any block out', () => {
    const page = fakePage();
    run(page);
    expect(state()).toBe('pending');
    page.frame();
    expect(page.pendingFrames()).toBe(0);
    expect(rendered()).toEqual([]);
  });

  it('after load, lets out one later block per frame, in document order, then marks the page done', () => {
    const page = fakePage();
    run(page);
    page.fire('load');
    // The first section of <main>, blocks outside <main> and nested sections are never held; the cards of a grid
    // marked data-later are, each in its own frame after the section that holds them.
    const seen: string[][] = [];
    for (let i = 0; i < 6; i++) {
      page.frame();
      seen.push(rendered());
    }
    expect(seen).toEqual([
      ['second'],
      ['second', 'third'],
      ['second', 'third', 'card-1'],
      ['second', 'third', 'card-1', 'card-2'],
      ['second', 'third', 'card-1', 'card-2', 'footer'],
      ['second', 'third', 'card-1', 'card-2', 'footer'],
    ]);
    expect(state()).toBe('done');
    // Nothing is left scheduled.
    page.frame();
    expect(page.pendingFrames()).toBe(0);
  });

  it.each(['reload', 'back_forward'])('holds nothing on a %s, which restores a scroll position', (type) => {
    const page = run(fakePage(type));
    expect(state()).toBeNull();
    page.fire('load');
    page.frame();
    expect(rendered()).toEqual([]);
    expect(page.pendingFrames()).toBe(0);
  });

  it('leaves a page with no later block done after the first frame', () => {
    document.body.innerHTML = '<main><section id="only"></section></main>';
    const page = fakePage();
    run(page);
    page.fire('load');
    page.frame();
    expect(state()).toBe('done');
  });
});

describe('the page parts', () => {
  it('inlines the function with the selector list', () => {
    const source = renderLaterSource();
    expect(source.startsWith('(function renderLater(')).toBe(true);
    expect(source.endsWith(`)(${JSON.stringify(LATER_BLOCKS)});`)).toBe(true);
  });

  it("keeps global.css's rule on the same blocks, only while the page is pending and until each is let out", () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    // The same blocks, written as Prettier writes them in the stylesheet; not while a fragment's target is in the
    // page, so the browser then scrolls on real heights.
    const spaced = (block: string) => block.replace(/([>~])/g, ' $1 ');
    const held = LATER_BLOCKS.split(',').map(
      (block) => `html[data-render-later='pending']:not(:has(:target)) ${spaced(block)}:not([data-rendered])`,
    );
    const at = css.indexOf(`${held.join(',\n')} {`);
    expect(at, `the rule for ${held.join(', ')} in src/styles/global.css`).toBeGreaterThan(-1);
    const body = css.slice(at, css.indexOf('}', at));
    expect(body).toContain('content-visibility: auto;');
    // The remembered size once a block has rendered; an estimate before: a card's own, or 2.5 viewport heights, the
    // band below the screen in which Chromium renders `content-visibility: auto` content (150 % of the viewport)
    // and the screen itself, so that a held block's placeholder puts the next one outside that band.
    expect(body).toContain('contain-intrinsic-size: auto var(--later-size, 250vh);');
  });
});

/**
 * Testimonial carousel: a change fades the content out, swaps the
 * index after 400 ms and clears the transitioning flag 150 ms later. While transitioning, or when the target
 * is the current one, navigation is ignored. Next wraps last -> first, previous first -> last. Auto-advance
 * every 6000 ms only while the section is in view, nothing pauses it, and no transition runs.
 */
import { fill } from '~/lib/copy/placeholders';
export const FADE_MS = 400;
export const LOCK_MS = 150;
export const AUTO_ADVANCE_MS = 6000;

export interface CarouselState {
  count: number;
  index: number;
  /** The index being faded in, while transitioning. */
  target: number | null;
  transitioning: boolean;
  /** Content faded out (between the start of a change and the swap). */
  fading: boolean;
  inView: boolean;
  /** Hover, keyboard focus inside, the visitor's pause button, or reduced motion. */
  paused: boolean;
}

export function initialCarousel(count: number): CarouselState {
  return { count, index: 0, target: null, transitioning: false, fading: false, inView: false, paused: false };
}

export const wrapIndex = (i: number, count: number) => ((i % count) + count) % count;
export const nextIndex = (s: Pick<CarouselState, 'index' | 'count'>) => wrapIndex(s.index + 1, s.count);
export const prevIndex = (s: Pick<CarouselState, 'index' | 'count'>) => wrapIndex(s.index - 1, s.count);

/** Whether navigating to `target` is allowed now (the buttons are disabled otherwise). */
export function canNavigate(s: CarouselState, target: number): boolean {
  return s.count > 1 && !s.transitioning && wrapIndex(target, s.count) !== s.index;
}

/** Whether the auto-advance timer should run. */
export function autoAdvanceActive(s: CarouselState): boolean {
  return s.count > 1 && s.inView && !s.paused && !s.transitioning;
}

/** The counter from a content template with `{n}` and `{count}`, e.g. 'N of M testimonials'. */
export function counterText(s: Pick<CarouselState, 'index' | 'count'>, template: string): string {
  return fill(template, { n: s.index + 1, count: s.count });
}

export interface Carousel {
  goTo(target: number): boolean;
  next(): boolean;
  prev(): boolean;
  setInView(inView: boolean): void;
  setPaused(paused: boolean): void;
  destroy(): void;
  readonly state: CarouselState;
}

/** The timer driver around the state: `onChange` receives every new state. */
export function createCarousel(count: number, onChange: (s: CarouselState) => void): Carousel {
  let state = initialCarousel(count);
  let swapTimer: ReturnType<typeof setTimeout> | undefined;
  let unlockTimer: ReturnType<typeof setTimeout> | undefined;
  let autoTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<CarouselState>) => {
    state = { ...state, ...patch };
    onChange(state);
    scheduleAuto();
  };

  function scheduleAuto() {
    clearTimeout(autoTimer);
    autoTimer = undefined;
    if (autoAdvanceActive(state)) autoTimer = setTimeout(() => goTo(nextIndex(state)), AUTO_ADVANCE_MS);
  }

  function goTo(target: number): boolean {
    const t = wrapIndex(target, state.count);
    if (!canNavigate(state, t)) return false;
    set({ transitioning: true, fading: true, target: t });
    swapTimer = setTimeout(() => {
      set({ index: t, fading: false });
      unlockTimer = setTimeout(() => set({ transitioning: false, target: null }), LOCK_MS);
    }, FADE_MS);
    return true;
  }

  return {
    goTo,
    next: () => goTo(nextIndex(state)),
    prev: () => goTo(prevIndex(state)),
    setInView(inView) {
      if (inView !== state.inView) set({ inView });
    },
    setPaused(paused) {
      if (paused !== state.paused) set({ paused });
    },
    destroy() {
      clearTimeout(swapTimer);
      clearTimeout(unlockTimer);
      clearTimeout(autoTimer);
    },
    get state() {
      return state;
    },
  };
}

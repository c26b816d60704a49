import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_ADVANCE_MS,
  FADE_MS,
  LOCK_MS,
  canNavigate,
  counterText,
  createCarousel,
  initialCarousel,
  nextIndex,
  prevIndex,
  type CarouselState,
} from '~/lib/home/carousel';

describe('carousel rules', () => {
  it('wraps next from last to first and previous from first to last', () => {
    expect(nextIndex({ index: 6, count: 7 })).toBe(0);
    expect(prevIndex({ index: 0, count: 7 })).toBe(6);
  });
  it('ignores the current target and any target while transitioning', () => {
    const s = initialCarousel(7);
    expect(canNavigate(s, 0)).toBe(false);
    expect(canNavigate(s, 3)).toBe(true);
    expect(canNavigate({ ...s, transitioning: true }, 3)).toBe(false);
  });
  it("reads 'N of M testimonials'", () => {
    expect(counterText({ index: 0, count: 7 }, '{n} of {count} testimonials')).toBe('1 of 7 testimonials');
  });
});

describe('carousel timers (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(count = 7) {
    const states: CarouselState[] = [];
    const c = createCarousel(count, (s) => states.push(s));
    return { c, states };
  }

  it('fades out, swaps the index after 400 ms, clears transitioning 150 ms later', () => {
    const { c } = make();
    expect(c.next()).toBe(true);
    expect(c.state).toMatchObject({ index: 0, transitioning: true, fading: true, target: 1 });
    vi.advanceTimersByTime(FADE_MS - 1);
    expect(c.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.state).toMatchObject({ index: 1, transitioning: true, fading: false });
    vi.advanceTimersByTime(LOCK_MS - 1);
    expect(c.state.transitioning).toBe(true);
    vi.advanceTimersByTime(1);
    expect(c.state).toMatchObject({ index: 1, transitioning: false, target: null });
    expect([FADE_MS, LOCK_MS]).toEqual([400, 150]);
  });

  it('ignores navigation during a transition and to the current slide', () => {
    const { c } = make();
    c.next();
    expect(c.next()).toBe(false);
    expect(c.goTo(5)).toBe(false);
    vi.advanceTimersByTime(550);
    expect(c.state.index).toBe(1);
    expect(c.goTo(1)).toBe(false);
  });

  it('previous from the first goes to the last', () => {
    const { c } = make();
    c.prev();
    vi.advanceTimersByTime(550);
    expect(counterText(c.state, '{n} of {count} testimonials')).toBe('7 of 7 testimonials');
  });

  it('auto-advances every 6000 ms only while in view and not paused', () => {
    const { c } = make();
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    expect(c.state.index).toBe(0); // not in view
    c.setInView(true);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
    expect(c.state.transitioning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(c.state.transitioning).toBe(true);
    vi.advanceTimersByTime(550);
    expect(c.state.index).toBe(1);
    // the next one 6000 ms after the transition ended
    vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    vi.advanceTimersByTime(550);
    expect(c.state.index).toBe(2);
    c.setInView(false);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 5);
    expect(c.state.index).toBe(2);
    c.setInView(true);
    c.setPaused(true);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 5);
    expect(c.state.index).toBe(2);
    expect(AUTO_ADVANCE_MS).toBe(6000);
    c.destroy();
  });

  it('a manual change restarts the 6000 ms wait', () => {
    const { c } = make();
    c.setInView(true);
    vi.advanceTimersByTime(5000);
    c.goTo(4);
    vi.advanceTimersByTime(550);
    expect(c.state.index).toBe(4);
    vi.advanceTimersByTime(5999);
    expect(c.state.transitioning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(c.state.target).toBe(5);
  });
});

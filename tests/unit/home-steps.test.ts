import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createStepTimer,
  initialSteps,
  STEP_MS,
  stepProgress,
  stepReducer,
  TICK_MS,
  type StepState,
} from '~/lib/home/steps';

describe('step timers (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(mode: 'discovery' | 'campaign', count = 3, reducedMotion = false) {
    const changes: StepState[] = [];
    const t = createStepTimer(mode, count, (s) => changes.push(s), { reducedMotion });
    return { t, changes };
  }

  it('do nothing until the section is visible', () => {
    const { t } = make('discovery');
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(t.state.active).toBe(0);
  });

  it('discovery: ticks every 50 ms and advances after 15000 ms, search -> analytics -> outreach -> search', () => {
    const { t, changes } = make('discovery');
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(TICK_MS);
    expect(t.state.elapsed).toBe(50);
    expect(stepProgress(t.state)).toBeCloseTo(50 / 15000);
    const before = changes.length;
    vi.advanceTimersByTime(1000);
    expect(changes.length - before).toBe(1000 / 50);
    vi.advanceTimersByTime(STEP_MS - 1050 - 1);
    expect(t.state.active).toBe(0);
    vi.advanceTimersByTime(50);
    expect(t.state.active).toBe(1);
    vi.advanceTimersByTime(STEP_MS * 2);
    expect(t.state.active).toBe(0);
    expect([STEP_MS, TICK_MS]).toEqual([15000, 50]);
  });

  it('discovery: leaving the view stops the timer', () => {
    const { t } = make('discovery');
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(10_000);
    t.dispatch({ type: 'view', inView: false });
    vi.advanceTimersByTime(STEP_MS * 2);
    expect(t.state).toMatchObject({ active: 0, elapsed: 0 });
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(STEP_MS);
    expect(t.state.active).toBe(1);
  });

  it('discovery: a click selects the step and stops the timer for good', () => {
    const { t } = make('discovery');
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(5000);
    t.dispatch({ type: 'select', index: 2 });
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(t.state).toMatchObject({ active: 2, stopped: true, elapsed: 0 });
    t.dispatch({ type: 'view', inView: false });
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(t.state.active).toBe(2);
  });

  it('campaign: cycles through five steps every 15000 ms; a click selects and restarts the timer', () => {
    const { t } = make('campaign', 5);
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(STEP_MS * 4);
    expect(t.state.active).toBe(4);
    vi.advanceTimersByTime(STEP_MS);
    expect(t.state.active).toBe(0);
    vi.advanceTimersByTime(10_000);
    t.dispatch({ type: 'select', index: 3 });
    expect(t.state).toMatchObject({ active: 3, elapsed: 0 });
    vi.advanceTimersByTime(STEP_MS - 50);
    expect(t.state.active).toBe(3);
    vi.advanceTimersByTime(50);
    expect(t.state.active).toBe(4);
    t.destroy();
  });

  it('reduced motion: no auto-advance', () => {
    const { t } = make('campaign', 5, true);
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(t.state.active).toBe(0);
  });
});

describe('step timers run on elapsed time, not on counted ticks (issue 31)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks that come late do not stretch a step: 15000 ms of clock time, however few ticks', () => {
    let s = stepReducer('campaign', initialSteps(5), { type: 'view', inView: true }, 1000);
    // a busy page: each 50 ms interval arrives 5 ms late, so 300 ticks would take 16.5 s
    let ticks = 0;
    for (let t = 1000 + 55; s.active === 0; t += 55) {
      s = stepReducer('campaign', s, { type: 'tick' }, t);
      ticks++;
    }
    expect(ticks).toBe(Math.ceil(STEP_MS / 55));
    expect(ticks).toBeLessThan(STEP_MS / TICK_MS);
    // the next step is measured from when this one was due, not from the late tick
    expect(s.since).toBe(1000 + STEP_MS);
  });

  it('the timer reads the clock: with intervals running 10% slow, steps still change every 15000 ms of clock time', () => {
    const start = performance.now();
    // the clock runs 10% ahead of the (delayed) intervals
    const now = () => start + (performance.now() - start) * 1.1;
    const changes: StepState[] = [];
    const t = createStepTimer('campaign', 5, (s) => changes.push(s), { now });
    t.dispatch({ type: 'view', inView: true });
    vi.advanceTimersByTime(Math.ceil(STEP_MS / 1.1) - 100);
    expect(t.state.active).toBe(0);
    vi.advanceTimersByTime(100 + TICK_MS);
    expect(t.state.active).toBe(1);
    t.destroy();
  });

  it('after a long stall (a background tab) one step advances and the next starts afresh', () => {
    let s = stepReducer('campaign', initialSteps(5), { type: 'view', inView: true }, 0);
    s = stepReducer('campaign', s, { type: 'tick' }, 60_000);
    expect(s).toMatchObject({ active: 1, since: 60_000, elapsed: 0 });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStepTimer, STEP_MS, stepProgress, TICK_MS, type StepState } from '~/lib/home/steps';

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

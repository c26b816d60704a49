/**
 * Step showcases: a step auto-advances after 15000 ms of elapsed time (read from a clock, not counted in ticks: a
 * busy page delivers 50 ms intervals late, and 300 of them took 15.4-16.75 s), with a progress ring redrawn every
 * 50 ms.
 *  - discovery: runs only while the section is in view (leaving stops it; coming back starts the step's
 *    15 s again); a click selects a step and stops the timer for good.
 *  - campaign: cycles every 15 s while in view; a click selects a step and restarts the timer.
 */
export const STEP_MS = 15000;
export const TICK_MS = 50;

export type StepMode = 'discovery' | 'campaign';

export interface StepState {
  count: number;
  active: number;
  /** Milliseconds elapsed on the active step. */
  elapsed: number;
  /** Clock time (ms) at which the active step's run started; the elapsed time is measured from it. */
  since: number;
  inView: boolean;
  /** Discovery after a click: the timer never runs again. */
  stopped: boolean;
  /** Reduced motion: no auto-advance. */
  reducedMotion: boolean;
}

export type StepAction = { type: 'tick' } | { type: 'select'; index: number } | { type: 'view'; inView: boolean };

export function initialSteps(count: number, reducedMotion = false): StepState {
  return { count, active: 0, elapsed: 0, since: 0, inView: false, stopped: false, reducedMotion };
}

export function timerRunning(s: StepState): boolean {
  return s.count > 1 && s.inView && !s.stopped && !s.reducedMotion;
}

/** Progress of the ring, 0..1. */
export function stepProgress(s: StepState): number {
  return Math.min(s.elapsed / STEP_MS, 1);
}

/** The next state at clock time `now` (ms, monotonic: `performance.now()` in the browser). */
export function stepReducer(mode: StepMode, s: StepState, action: StepAction, now: number): StepState {
  switch (action.type) {
    case 'tick': {
      if (!timerRunning(s)) return s;
      const elapsed = now - s.since;
      if (elapsed < STEP_MS) return { ...s, elapsed };
      // The next step starts when this one was due; after a long stall (a background tab) it starts now.
      const since = now - (s.since + STEP_MS) >= STEP_MS ? now : s.since + STEP_MS;
      return { ...s, active: (s.active + 1) % s.count, since, elapsed: now - since };
    }
    case 'select': {
      const active = ((action.index % s.count) + s.count) % s.count;
      const next = { ...s, active, elapsed: 0, since: now };
      return mode === 'discovery' ? { ...next, stopped: true } : next;
    }
    case 'view': {
      if (action.inView === s.inView) return s;
      // Leaving the view stops the timer; the step's 15 s start again when it comes back.
      return { ...s, inView: action.inView, elapsed: 0, since: now };
    }
  }
}

export interface StepTimer {
  dispatch(action: StepAction): void;
  destroy(): void;
  readonly state: StepState;
}

/**
 * Runs a 50 ms interval (the ring's redraw) only while the timer runs; each tick reads the clock, so a step advances
 * 15000 ms after it started however late the ticks come. `onChange` receives every new state.
 */
export function createStepTimer(
  mode: StepMode,
  count: number,
  onChange: (s: StepState) => void,
  opts: { reducedMotion?: boolean; now?: () => number } = {},
): StepTimer {
  const now = opts.now ?? (() => performance.now());
  let state = initialSteps(count, opts.reducedMotion);
  let interval: ReturnType<typeof setInterval> | undefined;

  const sync = () => {
    if (timerRunning(state) && interval === undefined)
      interval = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    if (!timerRunning(state) && interval !== undefined) {
      clearInterval(interval);
      interval = undefined;
    }
  };

  function dispatch(action: StepAction) {
    const next = stepReducer(mode, state, action, now());
    if (next === state) return;
    const restart = action.type === 'select' && interval !== undefined;
    state = next;
    if (restart) {
      clearInterval(interval);
      interval = undefined;
    }
    sync();
    onChange(state);
  }

  return {
    dispatch,
    destroy() {
      clearInterval(interval);
      interval = undefined;
    },
    get state() {
      return state;
    },
  };
}

/**
 * Step showcases: a step auto-advances after
 * 15000 ms, with a progress ring that ticks every 50 ms.
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
  inView: boolean;
  /** Discovery after a click: the timer never runs again. */
  stopped: boolean;
  /** Reduced motion: no auto-advance. */
  reducedMotion: boolean;
}

export type StepAction = { type: 'tick' } | { type: 'select'; index: number } | { type: 'view'; inView: boolean };

export function initialSteps(count: number, reducedMotion = false): StepState {
  return { count, active: 0, elapsed: 0, inView: false, stopped: false, reducedMotion };
}

export function timerRunning(s: StepState): boolean {
  return s.count > 1 && s.inView && !s.stopped && !s.reducedMotion;
}

/** Progress of the ring, 0..1. */
export function stepProgress(s: StepState): number {
  return Math.min(s.elapsed / STEP_MS, 1);
}

export function stepReducer(mode: StepMode, s: StepState, action: StepAction): StepState {
  switch (action.type) {
    case 'tick': {
      if (!timerRunning(s)) return s;
      const elapsed = s.elapsed + TICK_MS;
      if (elapsed >= STEP_MS) return { ...s, active: (s.active + 1) % s.count, elapsed: 0 };
      return { ...s, elapsed };
    }
    case 'select': {
      const active = ((action.index % s.count) + s.count) % s.count;
      return mode === 'discovery' ? { ...s, active, elapsed: 0, stopped: true } : { ...s, active, elapsed: 0 };
    }
    case 'view': {
      if (action.inView === s.inView) return s;
      // Leaving the view stops the timer; the step's 15 s start again when it comes back.
      return { ...s, inView: action.inView, elapsed: 0 };
    }
  }
}

export interface StepTimer {
  dispatch(action: StepAction): void;
  destroy(): void;
  readonly state: StepState;
}

/** Runs a 50 ms interval only while the timer runs; `onChange` receives every new state. */
export function createStepTimer(
  mode: StepMode,
  count: number,
  onChange: (s: StepState) => void,
  opts: { reducedMotion?: boolean } = {},
): StepTimer {
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
    const next = stepReducer(mode, state, action);
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

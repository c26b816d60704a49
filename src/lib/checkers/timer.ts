/** The checkers' simulated work: idle -> loading -> idle with a result after about 1.5 s. */

export const CHECK_DELAY_MS = 1500;

export type CheckerState<R> = { status: 'idle'; result: R | null } | { status: 'loading'; result: R | null };

export type CheckerAction<R> = { type: 'submit' } | { type: 'done'; result: R };

export const initialCheckerState = { status: 'idle', result: null } as const;

/** Reducer: a submit starts loading (the old result stays until the new one replaces it). */
export function checkerReducer<R>(state: CheckerState<R>, action: CheckerAction<R>): CheckerState<R> {
  switch (action.type) {
    case 'submit':
      return state.status === 'loading' ? state : { status: 'loading', result: state.result };
    case 'done':
      return { status: 'idle', result: action.result };
  }
}

/** The button is disabled while loading or when the input is empty. */
export function isCheckDisabled(status: CheckerState<unknown>['status'], input: string): boolean {
  return status === 'loading' || input.trim().length === 0;
}

/** Resolves with `compute()` after `delayMs`. Testable with fake timers. */
export function simulateCheck<R>(compute: () => R, delayMs = CHECK_DELAY_MS): Promise<R> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(compute()), delayMs);
  });
}

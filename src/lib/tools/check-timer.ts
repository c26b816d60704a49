/** The checkers' simulated work: idle -> loading -> idle with a result after about 1.5 s. */

export const CHECK_DELAY_MS = 1500;

export type CheckerStatus = 'idle' | 'loading';

/** The button is disabled while loading or when the input is empty. */
export function isCheckDisabled(status: CheckerStatus, input: string): boolean {
  return status === 'loading' || input.trim().length === 0;
}

/** Resolves with `compute()` after `delayMs`. Testable with fake timers. */
export function simulateCheck<R>(compute: () => R, delayMs = CHECK_DELAY_MS): Promise<R> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(compute()), delayMs);
  });
}

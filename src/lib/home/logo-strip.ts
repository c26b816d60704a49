/**
 * Trusted-companies strip: hidden until the section is 10% visible AND the logos are
 * preloaded or 3000 ms have passed, then it fades in. A logo that fails to load counts as loaded (and is hidden).
 * The strip scrolls continuously with a 60000 ms cycle over the logos duplicated once.
 */
export const STRIP_CYCLE_MS = 60000;
export const PRELOAD_TIMEOUT_MS = 3000;
export const VISIBILITY_THRESHOLD = 0.1;
export const MIN_SLOT_PX = 160;

export interface StripState {
  total: number;
  loaded: number;
  timedOut: boolean;
  visible: boolean;
  revealed: boolean;
}

export type StripAction = { type: 'loaded' } | { type: 'failed' } | { type: 'timeout' } | { type: 'visible' };

export function initialStrip(total: number): StripState {
  return { total, loaded: 0, timedOut: false, visible: false, revealed: false };
}

export function stripReducer(s: StripState, action: StripAction): StripState {
  let next: StripState;
  switch (action.type) {
    case 'loaded':
    case 'failed':
      next = { ...s, loaded: Math.min(s.loaded + 1, s.total) };
      break;
    case 'timeout':
      next = { ...s, timedOut: true };
      break;
    case 'visible':
      next = { ...s, visible: true };
      break;
  }
  // Once revealed it stays revealed.
  return { ...next, revealed: s.revealed || (next.visible && (next.loaded >= next.total || next.timedOut)) };
}

export interface StripGate {
  loaded(): void;
  failed(): void;
  visible(): void;
  destroy(): void;
  readonly state: StripState;
}

/** Starts the 3000 ms preload time-out at once; calls `onReveal` exactly once. */
export function createStripGate(total: number, onReveal: () => void): StripGate {
  let state = initialStrip(total);
  let done = false;
  const dispatch = (a: StripAction) => {
    state = stripReducer(state, a);
    if (state.revealed && !done) {
      done = true;
      clearTimeout(timer);
      onReveal();
    }
  };
  const timer = setTimeout(() => dispatch({ type: 'timeout' }), PRELOAD_TIMEOUT_MS);
  return {
    loaded: () => dispatch({ type: 'loaded' }),
    failed: () => dispatch({ type: 'failed' }),
    visible: () => dispatch({ type: 'visible' }),
    destroy: () => clearTimeout(timer),
    get state() {
      return state;
    },
  };
}

/**
 * Hero typing animation: types at 80 ms a character, pauses 1.5 s
 * on the full phrase, deletes at 50 ms a character, then moves to the next phrase; resets when the phrase
 * list changes (the India flag). Pure reducer + a tiny timer driver, testable with fake timers.
 */
export const TYPE_MS = 80;
export const DELETE_MS = 50;
export const PAUSE_MS = 1500;
/** The page-load delay: the pause between the page having loaded and its animation starting. */
export const PAGE_LOAD_DELAY_MS = 1500;
/** The hero waits the page-load delay after the page is loaded and idle before the first phrase starts to cycle. */
export const TYPING_START_DELAY_MS = PAGE_LOAD_DELAY_MS;

export type TypingPhase = 'typing' | 'pausing' | 'deleting';

export interface TypingState {
  phraseIndex: number;
  /** Characters of the current phrase on screen. */
  length: number;
  phase: TypingPhase;
}

export const TYPING_START: TypingState = { phraseIndex: 0, length: 0, phase: 'typing' };

export function visibleText(state: TypingState, phrases: readonly string[]): string {
  const phrase = phrases[state.phraseIndex % Math.max(phrases.length, 1)] ?? '';
  return phrase.slice(0, state.length);
}

/** One step of the animation and how long to wait before the next one. */
export function typingStep(state: TypingState, phrases: readonly string[]): { state: TypingState; delay: number } {
  if (phrases.length === 0) return { state, delay: PAUSE_MS };
  const phrase = phrases[state.phraseIndex % phrases.length];
  switch (state.phase) {
    case 'typing': {
      const length = Math.min(state.length + 1, phrase.length);
      if (length >= phrase.length) return { state: { ...state, length, phase: 'pausing' }, delay: PAUSE_MS };
      return { state: { ...state, length }, delay: TYPE_MS };
    }
    case 'pausing':
      return { state: { ...state, phase: 'deleting' }, delay: DELETE_MS };
    case 'deleting': {
      const length = Math.max(state.length - 1, 0);
      if (length === 0) {
        return {
          state: { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, phase: 'typing' },
          delay: TYPE_MS,
        };
      }
      return { state: { ...state, length }, delay: DELETE_MS };
    }
  }
}

export interface Typer {
  /** Switch to another phrase list (e.g. India flag changed): starts again from the first phrase. */
  reset(phrases: readonly string[]): void;
  stop(): void;
  readonly state: TypingState;
}

/**
 * Drives the reducer with setTimeout. `render` receives the visible text after every step.
 * With `reducedMotion`, the first phrase is shown whole and nothing animates. With `startFull`, the first phrase
 * starts on screen (as rendered in the HTML) and the cycle begins with its 1.5 s pause.
 * Each step is due a fixed time after the previous step was due (read from the clock), so a busy page that fires a
 * timeout late shortens the next wait instead of stretching the whole phrase.
 */
export function createTyper(
  phrases: readonly string[],
  render: (text: string, state: TypingState) => void,
  opts: { reducedMotion?: boolean; startFull?: boolean; now?: () => number } = {},
): Typer {
  const now = opts.now ?? (() => performance.now());
  let list = phrases;
  let state: TypingState = TYPING_START;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = 0;

  const schedule = (delay: number, from: number) => {
    due = from + delay;
    // After a long stall (a background tab) the animation goes on from now rather than racing to catch up.
    if (now() - due > PAUSE_MS) due = now();
    timer = setTimeout(tick, Math.max(0, due - now()));
  };

  const tick = () => {
    const next = typingStep(state, list);
    state = next.state;
    render(visibleText(state, list), state);
    schedule(next.delay, due);
  };

  const begin = (full: boolean) => {
    clearTimeout(timer);
    if (opts.reducedMotion || full) {
      state = { phraseIndex: 0, length: list[0]?.length ?? 0, phase: 'pausing' };
      render(visibleText(state, list), state);
      if (!opts.reducedMotion) schedule(PAUSE_MS, now());
      return;
    }
    state = TYPING_START;
    render('', state);
    schedule(TYPE_MS, now());
  };

  begin(opts.startFull ?? false);
  return {
    reset(next) {
      list = next;
      begin(false);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
    get state() {
      return state;
    },
  };
}

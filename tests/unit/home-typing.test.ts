import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTyper,
  DELETE_MS,
  PAGE_LOAD_DELAY_MS,
  PAUSE_MS,
  TYPE_MS,
  TYPING_START,
  TYPING_START_DELAY_MS,
  typingStep,
  visibleText,
} from '~/lib/home/typing';

describe('typing reducer', () => {
  const phrases = ['abc', 'xy'];

  it('types a character every 80 ms, pauses 1500 ms on the full phrase, deletes every 50 ms, then moves on', () => {
    let s = TYPING_START;
    const delays: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 9; i++) {
      const r = typingStep(s, phrases);
      s = r.state;
      delays.push(r.delay);
      texts.push(visibleText(s, phrases));
    }
    expect(texts).toEqual(['a', 'ab', 'abc', 'abc', 'ab', 'a', '', 'x', 'xy']);
    expect(delays).toEqual([TYPE_MS, TYPE_MS, PAUSE_MS, DELETE_MS, DELETE_MS, DELETE_MS, TYPE_MS, TYPE_MS, PAUSE_MS]);
    expect([TYPE_MS, DELETE_MS, PAUSE_MS]).toEqual([80, 50, 1500]);
  });

  it('wraps from the last phrase to the first', () => {
    let s = { phraseIndex: 1, length: 1, phase: 'deleting' as const };
    s = typingStep(s, phrases).state as typeof s;
    expect(s.phraseIndex).toBe(0);
  });
});

describe('typer (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the typed text at the specified times', () => {
    const seen: string[] = [];
    createTyper(['hey', 'yo'], (t) => seen.push(t));
    expect(seen.at(-1)).toBe('');
    vi.advanceTimersByTime(80);
    expect(seen.at(-1)).toBe('h');
    vi.advanceTimersByTime(79);
    expect(seen.at(-1)).toBe('h');
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe('he');
    vi.advanceTimersByTime(80);
    expect(seen.at(-1)).toBe('hey');
    // the pause: still full 1.5 s later minus 1 ms
    vi.advanceTimersByTime(1500 - 1);
    expect(seen.at(-1)).toBe('hey');
    vi.advanceTimersByTime(1); // pause over -> deleting phase
    vi.advanceTimersByTime(50);
    expect(seen.at(-1)).toBe('he');
    vi.advanceTimersByTime(50 * 2);
    expect(seen.at(-1)).toBe('');
    vi.advanceTimersByTime(80);
    expect(seen.at(-1)).toBe('y');
  });

  it('keeps to the clock when timeouts fire late: each step is due from the last one, not from the late timeout', () => {
    const start = performance.now();
    // the clock runs 10% ahead of the timeouts (a busy page fires every timeout late)
    const now = () => start + (performance.now() - start) * 1.1;
    const seen: string[] = [];
    createTyper(['hey', 'yo'], (t) => seen.push(t), { now });
    // Each wait may still run 10% long, but the lateness does not add up: the third character, due at 240 ms of
    // clock time, shows by 248 ms (counting timeouts, it took 264 ms).
    const at = (clockMs: number) => vi.advanceTimersByTime(Math.ceil(clockMs / 1.1) - (performance.now() - start));
    at(3 * TYPE_MS + 0.1 * TYPE_MS);
    expect(seen.at(-1)).toBe('hey');
    // after the pause (1.5 s, so up to 150 ms late) it catches up: by 1960 ms of clock time the deletions due at
    // 1790, 1840 and 1890 ms are done (counting timeouts, the first would come at 1969 ms)
    at(3 * TYPE_MS + PAUSE_MS + 3 * DELETE_MS + 0.1 * PAUSE_MS - 80);
    expect(seen.slice(-3)).toEqual(['he', 'h', '']);
  });

  it('resets to the first phrase of the new list when the India flag changes', () => {
    const seen: string[] = [];
    const typer = createTyper(['global one', 'global two'], (t) => seen.push(t));
    vi.advanceTimersByTime(80 * 4);
    expect(seen.at(-1)).toBe('glob');
    typer.reset(['india one', 'india two']);
    expect(seen.at(-1)).toBe('');
    vi.advanceTimersByTime(80 * 3);
    expect(seen.at(-1)).toBe('ind');
    expect(typer.state.phraseIndex).toBe(0);
    typer.stop();
  });

  it('startFull begins on the whole first phrase with the 1.5 s pause', () => {
    const seen: string[] = [];
    createTyper(['abc', 'de'], (t) => seen.push(t), { startFull: true });
    expect(seen).toEqual(['abc']);
    vi.advanceTimersByTime(1500 + 50);
    expect(seen.at(-1)).toBe('ab');
  });

  it('with reduced motion shows the full phrase and never animates', () => {
    const seen: string[] = [];
    const typer = createTyper(['abc', 'de'], (t) => seen.push(t), { reducedMotion: true });
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual(['abc']);
    typer.reset(['xyz']);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual(['abc', 'xyz']);
  });
});

describe('page-load delay', () => {
  it('the hero typing starts the spec page-load delay after the page has loaded, not a delay of our own', () => {
    expect(PAGE_LOAD_DELAY_MS).toBe(1500);
    expect(TYPING_START_DELAY_MS).toBe(PAGE_LOAD_DELAY_MS);
  });
});

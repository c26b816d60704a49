import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, locationToastText, TOAST_MS, type Toast } from '~/lib/home/toast';
import {
  createStripGate,
  PRELOAD_TIMEOUT_MS,
  STRIP_CYCLE_MS,
  VISIBILITY_THRESHOLD,
  MIN_SLOT_PX,
} from '~/lib/home/logo-strip';
import { closePromoBanner, isPromoClosed, PROMO_CLOSED_KEY } from '~/lib/home/promo';

describe('location toast (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the specified texts', () => {
    const texts = { india: 'Showing content for India', global: 'Showing global content' };
    expect(locationToastText(true, texts)).toBe('Showing content for India');
    expect(locationToastText(false, texts)).toBe('Showing global content');
  });

  it('shows a toast for 5000 ms', () => {
    let visible: readonly Toast[] = [];
    const toaster = createToaster((t) => {
      visible = t;
    });
    toaster.show('Showing global content');
    expect(visible.map((t) => t.message)).toEqual(['Showing global content']);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible).toHaveLength(0);
    expect(TOAST_MS).toBe(5000);
  });

  it('keeps at most one toast: a new one replaces the current one and gets its own 5000 ms', () => {
    let visible: readonly Toast[] = [];
    const toaster = createToaster((t) => {
      visible = t;
    });
    toaster.show('Showing global content');
    vi.advanceTimersByTime(3000);
    toaster.show('Showing content for India');
    expect(visible.map((t) => t.message)).toEqual(['Showing content for India']);
    vi.advanceTimersByTime(2500);
    expect(visible).toHaveLength(1);
    vi.advanceTimersByTime(2500);
    expect(visible).toHaveLength(0);
  });
});

describe('logo strip gate (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('constants', () => {
    expect([STRIP_CYCLE_MS, PRELOAD_TIMEOUT_MS, VISIBILITY_THRESHOLD, MIN_SLOT_PX]).toEqual([60000, 3000, 0.1, 160]);
  });

  it('reveals when visible and every logo loaded (a failed one counts as loaded)', () => {
    const onReveal = vi.fn();
    const gate = createStripGate(3, onReveal);
    gate.loaded();
    gate.failed();
    gate.visible();
    expect(onReveal).not.toHaveBeenCalled();
    gate.loaded();
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('reveals after 3000 ms without all logos, but only once visible', () => {
    const onReveal = vi.fn();
    const gate = createStripGate(14, onReveal);
    vi.advanceTimersByTime(PRELOAD_TIMEOUT_MS);
    expect(onReveal).not.toHaveBeenCalled();
    gate.visible();
    expect(onReveal).toHaveBeenCalledTimes(1);
    gate.loaded();
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('visible and loaded early: does not wait for the time-out', () => {
    const onReveal = vi.fn();
    const gate = createStripGate(1, onReveal);
    gate.visible();
    vi.advanceTimersByTime(PRELOAD_TIMEOUT_MS - 1);
    expect(onReveal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});

describe('promo banner flag', () => {
  it("stores 'promo-banner-closed' = 'true' and marks <html>", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const root = { dataset: {} as DOMStringMap };
    expect(isPromoClosed(storage)).toBe(false);
    closePromoBanner(storage, root);
    expect(store.get(PROMO_CLOSED_KEY)).toBe('true');
    expect(PROMO_CLOSED_KEY).toBe('promo-banner-closed');
    expect(root.dataset.promoClosed).toBe('true');
    expect(isPromoClosed(storage)).toBe(true);
  });
});

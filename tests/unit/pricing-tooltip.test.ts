import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipGroup } from '~/lib/pricing/tooltip';

function setup() {
  const group = new TooltipGroup();
  const states: Record<string, boolean[]> = { a: [], b: [] };
  const a = group.create((open) => states.a.push(open));
  const b = group.create((open) => states.b.push(open));
  return { group, a, b, states };
}

describe('tooltip timing (700 ms open delay, 300 ms skip delay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the specified constants', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens 700 ms after the pointer enters, not before', () => {
    const { a } = setup();
    a.pointerEnter();
    vi.advanceTimersByTime(699);
    expect(a.isOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(a.isOpen).toBe(true);
  });

  it('does not open when the pointer leaves before the delay', () => {
    const { a, states } = setup();
    a.pointerEnter();
    vi.advanceTimersByTime(500);
    a.pointerLeave();
    vi.advanceTimersByTime(1000);
    expect(a.isOpen).toBe(false);
    expect(states.a).toEqual([]);
  });

  it('opens the next tooltip at once within 300 ms of closing one', () => {
    const { a, b } = setup();
    a.pointerEnter();
    vi.advanceTimersByTime(700);
    a.pointerLeave();
    vi.advanceTimersByTime(299);
    b.pointerEnter();
    expect(b.isOpen).toBe(true);
  });

  it('waits the full delay again once the 300 ms skip window has passed', () => {
    const { a, b } = setup();
    a.pointerEnter();
    vi.advanceTimersByTime(700);
    a.pointerLeave();
    vi.advanceTimersByTime(300);
    b.pointerEnter();
    expect(b.isOpen).toBe(false);
    vi.advanceTimersByTime(700);
    expect(b.isOpen).toBe(true);
  });

  it('keyboard focus opens at once; blur closes unless hovered', () => {
    const { a } = setup();
    a.focus();
    expect(a.isOpen).toBe(true);
    a.blur();
    expect(a.isOpen).toBe(false);
    a.pointerEnter();
    vi.advanceTimersByTime(0);
    a.focus();
    a.blur();
    expect(a.isOpen).toBe(true);
  });

  it('Escape closes an open tooltip and cancels a pending one', () => {
    const { a, b } = setup();
    a.focus();
    a.escape();
    expect(a.isOpen).toBe(false);
    vi.advanceTimersByTime(400);
    b.pointerEnter();
    b.escape();
    vi.advanceTimersByTime(1000);
    expect(b.isOpen).toBe(false);
  });

  it('only one tooltip is open at a time', () => {
    const { a, b, states } = setup();
    a.focus();
    b.focus();
    expect(a.isOpen).toBe(false);
    expect(b.isOpen).toBe(true);
    expect(states.a).toEqual([true, false]);
  });

  it('accepts custom delays and an injected clock', () => {
    const group = new TooltipGroup({ openDelay: 100, skipDelay: 50 });
    const t = group.create(() => {});
    t.pointerEnter();
    vi.advanceTimersByTime(100);
    expect(t.isOpen).toBe(true);
  });
});

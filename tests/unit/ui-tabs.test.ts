import { describe, expect, it } from 'vitest';
import { nextTabIndex, tabIndexFor, tabsOrientation } from '~/lib/ui/tabs';

describe('tabs keyboard (WAI-ARIA, automatic activation)', () => {
  it('horizontal: Left/Right move and wrap, Home and End jump', () => {
    expect(nextTabIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(nextTabIndex(2, 'ArrowRight', 3)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 3)).toBe(2);
    expect(nextTabIndex(2, 'ArrowLeft', 3)).toBe(1);
    expect(nextTabIndex(1, 'Home', 3)).toBe(0);
    expect(nextTabIndex(0, 'End', 3)).toBe(2);
  });

  it('horizontal: Up/Down and other keys are not tabs keys', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(nextTabIndex(1, key, 3)).toBeNull();
  });

  it('vertical: Up/Down move and wrap, Left/Right too', () => {
    expect(nextTabIndex(0, 'ArrowDown', 4, 'vertical')).toBe(1);
    expect(nextTabIndex(3, 'ArrowDown', 4, 'vertical')).toBe(0);
    expect(nextTabIndex(0, 'ArrowUp', 4, 'vertical')).toBe(3);
    expect(nextTabIndex(2, 'ArrowRight', 4, 'vertical')).toBe(3);
    expect(nextTabIndex(2, 'ArrowLeft', 4, 'vertical')).toBe(1);
    expect(nextTabIndex(2, 'End', 4, 'vertical')).toBe(3);
    expect(nextTabIndex(2, 'PageDown', 4, 'vertical')).toBeNull();
  });

  it('a single tab stays put; no tabs means no move', () => {
    expect(nextTabIndex(0, 'ArrowRight', 1)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 1)).toBe(0);
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
    expect(nextTabIndex(0, 'Home', 0)).toBeNull();
  });

  it('reads aria-orientation (horizontal unless it says vertical)', () => {
    expect(tabsOrientation('vertical')).toBe('vertical');
    expect(tabsOrientation('horizontal')).toBe('horizontal');
    expect(tabsOrientation(null)).toBe('horizontal');
    expect(tabsOrientation(undefined)).toBe('horizontal');
  });

  it('roving tabindex: only the selected tab is focusable by Tab', () => {
    expect([0, 1, 2].map((i) => tabIndexFor(i, 1))).toEqual([-1, 0, -1]);
  });
});

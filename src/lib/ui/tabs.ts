/**
 * Keyboard rules of the WAI-ARIA tabs pattern (automatic activation, roving tabindex), shared by the static
 * `<site-tabs>` element and the islands' `useTabs` hook. Pure.
 *
 * Horizontal tab lists move with Left/Right; vertical ones with Up/Down and also Left/Right (a vertical list
 * has no other use for them). Arrows wrap around; Home and End jump to the first and last tab.
 */
export type TabsOrientation = 'horizontal' | 'vertical';

const STEPS: Record<TabsOrientation, Record<string, 1 | -1>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 },
};

/** The index of the tab a key moves to from `current`, or null when the key is not a tabs key. */
export function nextTabIndex(
  current: number,
  key: string,
  count: number,
  orientation: TabsOrientation = 'horizontal',
): number | null {
  if (count <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEPS[orientation][key];
  if (step === undefined) return null;
  return (((current + step) % count) + count) % count;
}

/** The orientation an `aria-orientation` attribute value stands for (tab lists are horizontal by default). */
export function tabsOrientation(value: string | null | undefined): TabsOrientation {
  return value === 'vertical' ? 'vertical' : 'horizontal';
}

/** The roving tabindex: only the selected tab is in the page's tab order. */
export function tabIndexFor(index: number, selected: number): 0 | -1 {
  return index === selected ? 0 : -1;
}

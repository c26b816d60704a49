/**
 * The WAI-ARIA tabs keyboard for islands (automatic activation, roving tabindex), with the same rules as the
 * static `<site-tabs>` element (`~/lib/ui/tabs`). `tabProps(i)` gives tab `i` its ref, tabIndex,
 * aria-selected and key handler; the island renders the role, ids, aria-controls and panels itself.
 */
import { useRef, type KeyboardEvent } from 'react';
import { nextTabIndex, tabIndexFor, type TabsOrientation } from '~/lib/ui/tabs';

export interface UseTabsOptions {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  orientation?: TabsOrientation;
}

export function useTabs({ count, selected, onSelect, orientation = 'horizontal' }: UseTabsOptions) {
  const refs = useRef<Array<HTMLElement | null>>([]);
  const tabProps = (index: number) => ({
    ref: (el: HTMLElement | null) => {
      refs.current[index] = el;
    },
    tabIndex: tabIndexFor(index, selected),
    'aria-selected': index === selected,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const next = nextTabIndex(index, event.key, count, orientation);
      if (next === null) return;
      event.preventDefault();
      onSelect(next);
      refs.current[next]?.focus();
    },
  });
  return { tabProps };
}

/**
 * Wires a static tab set rendered by an .astro component: `[data-tabs]` containing `[role=tablist]`, tabs
 * (`[role=tab][aria-controls]`) and panels (`[role=tabpanel]`). Click or arrow keys / Home / End select a tab
 * (roving tabindex, automatic activation). Emits `tabs-change` with `{ id }` on the root.
 */
import { nextTabIndex } from './tabs';

export function selectTab(root: HTMLElement, tab: HTMLElement, focus = false): void {
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]'));
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
  root.dispatchEvent(new CustomEvent('tabs-change', { detail: { id: tab.id } }));
}

export function initTabs(root: HTMLElement): void {
  if (root.dataset.tabsReady) return;
  root.dataset.tabsReady = 'true';
  const tabs = Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]'));
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => selectTab(root, tab));
    tab.addEventListener('keydown', (event) => {
      const next = nextTabIndex(i, event.key, tabs.length);
      if (next === null) return;
      event.preventDefault();
      selectTab(root, tabs[next]!, true);
    });
  });
}

export function initAllTabs(): void {
  document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(initTabs);
}

/**
 * WAI-ARIA tabs for static pages, no framework (automatic activation, roving tabindex). Markup: `[data-tabs]`
 * containing `[role=tablist]`, tabs (`[role=tab][aria-controls]`) and panels (`[role=tabpanel]`). Click, arrow keys,
 * Home and End select a tab. Tab sets may nest: each root handles only its own tabs. Emits `tabs-change` with
 * `{ id }` on the root. Key logic: `nextTabIndex` in src/lib/ui/tabs.ts.
 */
import { nextTabIndex } from '~/lib/ui/tabs';

function ownTabs(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]')).filter((t) => t.closest('[data-tabs]') === root);
}

export function selectTab(root: HTMLElement, tab: HTMLElement, focus = false): void {
  for (const t of ownTabs(root)) {
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
  const tabs = ownTabs(root);
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

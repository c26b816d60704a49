/**
 * WAI-ARIA tabs (automatic activation) for static pages, no framework: [data-tabs] holds a [role=tablist] of
 * [role=tab] buttons whose aria-controls name [role=tabpanel] elements. Arrow keys, Home and End move focus.
 */
export function initTabs(root: HTMLElement): void {
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>(':scope [role="tab"]')).filter(
    (t) => t.closest('[data-tabs]') === root,
  );
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const t of tabs) {
      const selected = t === tab;
      t.setAttribute('aria-selected', String(selected));
      t.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  for (const [i, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (e) => {
      const keys: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 };
      if (!(e.key in keys)) return;
      e.preventDefault();
      const next = tabs[(keys[e.key]! + tabs.length) % tabs.length]!;
      select(next, true);
    });
  }
}

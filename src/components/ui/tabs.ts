/**
 * `<site-tabs>`: WAI-ARIA tabs on static pages (automatic activation, roving tabindex). It wraps a
 * `[role=tablist]` of `[role=tab][aria-controls]` buttons and their `[role=tabpanel]`s. Click, arrow keys,
 * Home and End select a tab. Tab sets may nest: an element handles only the tabs whose nearest `<site-tabs>`
 * is itself. Tabs may share one panel (its `aria-labelledby` follows the selection). Emits `tabs-change` with
 * `{ id, index }`. Keyboard rules: `~/lib/ui/tabs`.
 *
 * A link to a hidden panel or an element in one (`#id` when the page opens or the hash changes) selects that
 * panel's tab and scrolls to it.
 */
import { nextTabIndex, tabIndexFor, tabsOrientation } from '~/lib/ui/tabs';
import { BehaviourElement, defineElement } from './behaviour-element';

export interface TabsChangeDetail {
  id: string;
  index: number;
}

export class SiteTabs extends BehaviourElement {
  get tabs(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[role="tab"]')].filter((t) => t.closest('site-tabs') === this);
  }

  get selectedIndex(): number {
    return this.tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
  }

  /** Selects the tab at `index`, shows its panel and hides the others; `focus` moves focus to the tab. */
  select(index: number, focus = false): void {
    const tabs = this.tabs;
    const tab = tabs[index];
    if (!tab) return;
    const panelOf = (t: HTMLElement) => document.getElementById(t.getAttribute('aria-controls') ?? '');
    const shown = panelOf(tab);
    tabs.forEach((t, i) => {
      t.setAttribute('aria-selected', String(i === index));
      t.tabIndex = tabIndexFor(i, index);
      const panel = panelOf(t);
      if (panel && panel !== shown) panel.hidden = true;
    });
    if (shown) {
      shown.hidden = false;
      shown.setAttribute('aria-labelledby', tab.id);
    }
    if (focus) tab.focus();
    this.dispatchEvent(new CustomEvent<TabsChangeDetail>('tabs-change', { detail: { id: tab.id, index } }));
  }

  /** The index of the tab whose hidden panel is or holds the element `id`, or -1. */
  tabHolding(id: string): number {
    return this.tabs.findIndex((t) => {
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (!panel?.hidden) return false;
      return panel.id === id || panel.querySelector(`#${CSS.escape(id)}`) !== null;
    });
  }

  /** Shows the element the URL's fragment names when it is in one of this element's hidden panels. */
  revealTarget(): void {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const index = this.tabHolding(id);
    if (index < 0) return;
    this.select(index);
    document.getElementById(id)?.scrollIntoView();
  }

  protected connect(signal: AbortSignal): void {
    this.revealTarget();
    window.addEventListener('hashchange', () => this.revealTarget(), { signal });
    this.addEventListener(
      'click',
      (event) => {
        const index = this.tabs.indexOf((event.target as Element).closest<HTMLElement>('[role="tab"]')!);
        if (index >= 0) this.select(index);
      },
      { signal },
    );
    this.addEventListener(
      'keydown',
      (event) => {
        const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
        const tabs = this.tabs;
        const index = tab ? tabs.indexOf(tab) : -1;
        if (index < 0) return;
        const list = tab!.closest('[role="tablist"]');
        const next = nextTabIndex(
          index,
          event.key,
          tabs.length,
          tabsOrientation(list?.getAttribute('aria-orientation')),
        );
        if (next === null) return;
        event.preventDefault();
        this.select(next, true);
      },
      { signal },
    );
  }
}

defineElement('site-tabs', SiteTabs);

declare global {
  interface HTMLElementTagNameMap {
    'site-tabs': SiteTabs;
  }
}

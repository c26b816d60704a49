/**
 * `<search-button>`: a click on its button, or (for the button that declares `aria-keyshortcuts`) "/" outside
 * a text field or Ctrl/⌘+K anywhere, imports the search dialog and opens it; nothing of search loads before.
 */
import type * as SearchDialog from '~/lib/search/dialog';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

let loading: Promise<typeof SearchDialog> | undefined;

function open(opener: HTMLElement | null): void {
  loading ??= import('~/lib/search/dialog');
  loading.then((m) => m.openSearch(opener), () => { loading = undefined; });
}

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export class SearchButton extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const button = this.querySelector<HTMLElement>('[data-search-open]');
    if (!button) return;
    button.addEventListener('click', () => open(button), { signal });
    if (!button.hasAttribute('aria-keyshortcuts')) return;
    document.addEventListener('keydown', (e) => {
      const k = e.key.toLowerCase();
      const shortcut = k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!shortcut && !slash) return;
      e.preventDefault();
      open(document.activeElement as HTMLElement | null);
    }, { signal });
  }
}

defineElement('search-button', SearchButton);

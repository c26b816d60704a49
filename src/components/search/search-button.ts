/**
 * `<search-button>`: a click on its button, or (for the button that declares `aria-keyshortcuts`) "/" outside
 * a text field or Ctrl/⌘+K anywhere, imports the search dialog and opens it; nothing of search loads before.
 */
import type * as SearchDialog from '~/lib/search/dialog';
import type { SearchDialogCopy } from '~/lib/search/search.schema';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

let loading: Promise<typeof SearchDialog> | undefined;

/** The dialog's words travel with the header button as JSON (data-search-copy). */
function open(opener: HTMLElement | null): void {
  loading ??= import('~/lib/search/dialog');
  const source = document.querySelector<HTMLElement>('[data-search-copy]');
  const copy = JSON.parse(source?.dataset.searchCopy ?? '{}') as SearchDialogCopy;
  loading.then(
    (m) => m.openSearch(opener, copy),
    () => {
      loading = undefined;
    },
  );
}

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export class SearchButton extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const button = this.querySelector<HTMLElement>('[data-search-open]');
    if (!button) return;
    button.addEventListener('click', () => open(button), { signal });
    if (!button.hasAttribute('aria-keyshortcuts')) return;
    document.addEventListener(
      'keydown',
      (e) => {
        const k = e.key.toLowerCase();
        const shortcut = k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
        const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
        if (!shortcut && !slash) return;
        e.preventDefault();
        open(document.activeElement as HTMLElement | null);
      },
      { signal },
    );
  }
}

defineElement('search-button', SearchButton);

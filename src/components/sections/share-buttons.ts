/**
 * `<share-buttons>`: the copy-link button copies the page address and confirms with its `data-copied` words, or
 * offers the address in a prompt (`data-copy-prompt`) where the clipboard is refused. Copy helper: `~/lib/ui/share`.
 */
import { copyText } from '~/lib/ui/share';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class ShareButtons extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
      button.addEventListener(
        'click',
        () =>
          void (async () => {
            const url = button.dataset.url || location.href;
            if (await copyText(url)) alert(button.dataset.copied ?? '');
            else prompt(button.dataset.copyPrompt ?? '', url);
          })(),
        { signal },
      );
    }
  }
}

defineElement('share-buttons', ShareButtons);

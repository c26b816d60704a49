/**
 * `<share-buttons>`: the copy-link button copies the page address and confirms, or offers the address in a
 * prompt where the clipboard is refused. Copy helper: `~/lib/case-studies/share`.
 */
import { copyText, COPY_LINK_MESSAGE } from '~/lib/case-studies/share';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class ShareButtons extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
      button.addEventListener('click', async () => {
        const url = button.dataset.url || location.href;
        if (await copyText(url)) alert(COPY_LINK_MESSAGE);
        else prompt(button.dataset.promptLabel ?? '', url);
      }, { signal });
    }
  }
}

defineElement('share-buttons', ShareButtons);

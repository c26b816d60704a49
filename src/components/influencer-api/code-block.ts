/**
 * `<code-block>`: its copy button copies the code to the clipboard and shows its `data-label-copied` word for
 * COPIED_MS; where the clipboard is refused, it selects the code and shows `data-label-manual` (asking for Ctrl+C).
 * Timing: `~/lib/influencer-api/clipboard-state`.
 */
import { createCopiedState } from '~/lib/influencer-api/clipboard-state';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class CodeBlock extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const button = this.querySelector<HTMLButtonElement>('[data-copy-button]');
    const label = button?.querySelector('[data-copy-label]');
    if (!button || !label) return;
    const copied = createCopiedState((on) => {
      label.textContent = (on ? button.dataset.labelCopied : button.dataset.labelCopy) ?? '';
      button.toggleAttribute('data-copied', on);
    });
    button.addEventListener(
      'click',
      () =>
        void (async () => {
          const code = this.querySelector(':scope > pre');
          if (!code) return;
          try {
            await navigator.clipboard.writeText(code.textContent.replace(/\n$/, ''));
            copied();
          } catch {
            label.textContent = button.dataset.labelManual ?? '';
            const range = document.createRange();
            range.selectNodeContents(code);
            const sel = getSelection();
            sel?.removeAllRanges();
            sel?.addRange(range);
          }
        })(),
      { signal },
    );
  }
}

defineElement('code-block', CodeBlock);

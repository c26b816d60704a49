/**
 * `<code-block>`: its copy button copies the code and shows its `data-label-copied` word for COPIED_MS; where
 * the clipboard is refused, it selects the code and shows `data-label-manual` (asking for Ctrl+C). Timing: `~/lib/api-docs/copy-state`.
 */
import { createCopiedState } from '~/lib/api-docs/copy-state';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class CodeBlock extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const button = this.querySelector<HTMLButtonElement>('[data-copy-button]');
    const label = button?.querySelector('[data-copy-label]');
    const code = this.querySelector('pre');
    if (!button || !label || !code) return;
    const copied = createCopiedState((on) => {
      label.textContent = (on ? button.dataset.labelCopied : button.dataset.labelCopy) ?? '';
      button.toggleAttribute('data-copied', on);
    });
    button.addEventListener(
      'click',
      async () => {
        try {
          await navigator.clipboard.writeText(code.innerText.replace(/\n$/, ''));
          copied();
        } catch {
          label.textContent = button.dataset.labelManual ?? '';
          const range = document.createRange();
          range.selectNodeContents(code);
          const sel = getSelection();
          sel?.removeAllRanges();
          sel?.addRange(range);
        }
      },
      { signal },
    );
  }
}

defineElement('code-block', CodeBlock);

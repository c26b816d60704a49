/**
 * `<code-block>`: its copy button copies the code to the clipboard and shows its `data-label-copied` word for
 * COPIED_MS; where the clipboard is refused, it selects the code and shows `data-label-manual` (asking for Ctrl+C).
 * Timing: `~/lib/influencer-api/clipboard-state`.
 * The block loads as plain text; its highlighted `<pre>` (in `template[data-highlighted]`) replaces the plain one
 * when the block first comes within HIGHLIGHT_MARGIN of the viewport (a hidden tab panel's block when it is shown).
 */
import { createCopiedState } from '~/lib/influencer-api/clipboard-state';
import { BehaviourElement, defineElement, onAbort } from '~/components/ui/behaviour-element';

/** How far outside the viewport a block is highlighted, so it is coloured before it scrolls into view. */
export const HIGHLIGHT_MARGIN = '600px 0px';

export class CodeBlock extends BehaviourElement {
  /** Swaps the plain `<pre>` for the highlighted one (once; keeps the plain one's scroll position). */
  highlight(): void {
    const template = this.querySelector<HTMLTemplateElement>(':scope > template[data-highlighted]');
    const plain = this.querySelector<HTMLPreElement>(':scope > pre[data-plain]');
    if (!template || !plain) return;
    const highlighted = template.content.querySelector('pre');
    template.remove();
    if (!highlighted) return;
    highlighted.scrollTop = plain.scrollTop;
    const focused = document.activeElement === plain;
    plain.replaceWith(highlighted);
    if (focused) highlighted.focus();
  }

  protected connect(signal: AbortSignal): void {
    if (this.querySelector(':scope > template[data-highlighted]')) {
      if (typeof IntersectionObserver === 'undefined') this.highlight();
      else {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer.disconnect();
            this.highlight();
          },
          { rootMargin: HIGHLIGHT_MARGIN },
        );
        observer.observe(this);
        onAbort(signal, () => observer.disconnect());
      }
    }
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
          // The `<pre>` of the moment: the plain one, or the highlighted one that replaced it.
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

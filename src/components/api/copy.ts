/** Copy buttons of [data-code-block]s: copy the code, show "Copied!" for 2 seconds (COPIED_MS). */
import { createCopiedState } from '~/lib/api-docs/copy-state';

export function initCopyButtons(doc: Document = document): void {
  doc.querySelectorAll<HTMLButtonElement>('[data-copy-button]').forEach((button) => {
    const label = button.querySelector('[data-copy-label]');
    const code = button.closest('[data-code-block]')?.querySelector('pre');
    if (!label || !code) return;
    const copied = createCopiedState((on) => {
      label.textContent = on ? 'Copied!' : 'Copy';
      button.toggleAttribute('data-copied', on);
    });
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(code.innerText.replace(/\n$/, ''));
        copied();
      } catch {
        label.textContent = 'Press Ctrl+C';
        const range = document.createRange();
        range.selectNodeContents(code);
        const sel = getSelection();
        sel?.removeAllRanges();
        sel?.addRange(range);
      }
    });
  });
}

/**
 * `<info-tooltip>`: opens its bubble on hover (after the group's delay), focus and click, closes on Escape,
 * and places the open bubble inside the viewport before the next paint. Timing: `~/lib/pricing/tooltip`;
 * placement: `~/lib/ui/tooltip-position`. One TooltipGroup per page holds the skip delay between tooltips.
 */
import { TooltipGroup } from '~/lib/pricing/tooltip';
import { placeTooltip } from '~/lib/ui/tooltip-position';
import { BehaviourElement, defineElement, onAbort } from '~/components/ui/behaviour-element';

const group = new TooltipGroup();

export class InfoTooltip extends BehaviourElement {
  /** Measures the open bubble and places it: shifted sideways, flipped below when there is no room above. */
  #place(button: HTMLElement, bubble: HTMLElement): void {
    const header = document.querySelector('body > header, header.sticky');
    bubble.style.removeProperty('--tt-shift');
    delete this.dataset.side;
    const { shift, side } = placeTooltip({
      anchor: button.getBoundingClientRect(),
      bubble: { width: bubble.offsetWidth, height: bubble.offsetHeight },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      topInset: header?.getBoundingClientRect().bottom ?? 0,
    });
    // Set on the bubble itself (not inherited from the root): the new position applies in this very frame.
    bubble.style.setProperty('--tt-shift', `${shift}px`);
    this.dataset.side = side;
  }

  protected connect(signal: AbortSignal): void {
    const button = this.querySelector('button');
    const bubble = this.querySelector<HTMLElement>('[role="tooltip"]');
    if (!button || !bubble) return;
    const tip = group.create((open) => {
      this.toggleAttribute('data-open', open);
      if (open) this.#place(button, bubble);
    });
    onAbort(signal, () => tip.close());
    const on = { signal };
    this.addEventListener('pointerenter', (e) => e.pointerType !== 'touch' && tip.pointerEnter(), on);
    this.addEventListener('pointerleave', (e) => e.pointerType !== 'touch' && tip.pointerLeave(), on);
    button.addEventListener('focus', () => tip.focus(), on);
    button.addEventListener('blur', () => tip.blur(), on);
    button.addEventListener('click', () => tip.focus(), on);
    this.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Escape' && tip.isOpen) {
          e.stopPropagation();
          tip.escape();
        }
      },
      on,
    );
  }
}

defineElement('info-tooltip', InfoTooltip);

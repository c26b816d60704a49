/**
 * `<scroll-table>`: measures its scrolling box and sets `data-overflowing`, `data-more-right` and
 * `data-scrolled` on itself (CSS shows the hint, the fade and the sticky column's shadow from them).
 */
import { BehaviourElement, defineElement, onAbort } from './behaviour-element';

export class ScrollTable extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const scroller = this.querySelector<HTMLElement>('[data-scroller]');
    if (!scroller) return;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      this.toggleAttribute('data-overflowing', max > 1);
      this.toggleAttribute('data-more-right', scroller.scrollLeft < max - 1);
      this.toggleAttribute('data-scrolled', scroller.scrollLeft > 1);
    };
    this.setAttribute('data-measured', '');
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    onAbort(signal, () => resize.disconnect());
    scroller.addEventListener('scroll', update, { passive: true, signal });
    update();
  }
}

defineElement('scroll-table', ScrollTable);

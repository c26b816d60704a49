/**
 * `<scroll-table>`: measures its scrolling box and sets `data-overflowing`, `data-more-right` and
 * `data-scrolled` on itself (CSS shows the hint, the fade and the sticky column's shadow from them).
 * It measures when the ResizeObserver reports the box (its first report comes in the first frame, after layout and
 * before paint) and on scroll, never while connecting: a measurement then made the browser lay out the whole page
 * inside the script, before its first frame, which laid it out again (docs/performance.md).
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
  }
}

defineElement('scroll-table', ScrollTable);

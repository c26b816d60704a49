/**
 * `<trusted-strip>`: preloads the logos when the strip comes within 600 px of the viewport (so they never
 * compete with the first paint), reveals the strip once it is visible and the logos are loaded or the gate's
 * time-out passed, hides logos that fail to load, and runs the pause button. Gate: `~/lib/home/logo-strip`.
 * The HTML holds the logos once; the second copy that makes the -50% loop seamless is cloned here when the strip
 * comes near (hidden from assistive technology), so it costs no elements at load.
 */
import { createStripGate, VISIBILITY_THRESHOLD } from '~/lib/home/logo-strip';
import { BehaviourElement, defineElement, onAbort } from '~/components/ui/behaviour-element';

/** Appends a copy of every logo slot (alt-less, aria-hidden), so translating the track by -50% loops seamlessly. */
function appendLoopCopy(strip: HTMLElement): void {
  const track = strip.querySelector('ul');
  if (!track || track.querySelector('[data-copy="1"]')) return;
  for (const slot of [...track.children]) {
    const copy = slot.cloneNode(true) as HTMLElement;
    copy.dataset.copy = '1';
    copy.setAttribute('aria-hidden', 'true');
    copy.querySelector('img')?.setAttribute('alt', '');
    track.append(copy);
  }
}

export class TrustedStrip extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const strip = this.querySelector<HTMLElement>('[data-strip]');
    if (!strip) return;
    // The element has no box of its own (display: contents): visibility is measured on its section.
    const section = this.closest<HTMLElement>('[data-trusted-strip]') ?? this;
    const imgs = () => [...strip.querySelectorAll<HTMLImageElement>('img[data-strip-logo]')];
    const sources = [...new Set(imgs().map((i) => i.getAttribute('src')!))];
    const hide = (src: string) => {
      for (const img of imgs()) if (img.getAttribute('src') === src) img.hidden = true;
    };
    const observers: IntersectionObserver[] = [];
    onAbort(signal, () => observers.forEach((o) => o.disconnect()));
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        appendLoopCopy(strip);
        const gate = createStripGate(sources.length, () => {
          strip.dataset.revealed = 'true';
        });
        onAbort(signal, () => gate.destroy());
        for (const src of sources) {
          const pre = new Image();
          pre.onload = () => gate.loaded();
          pre.onerror = () => {
            hide(src);
            gate.failed();
          };
          pre.src = src;
        }
        const seen = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= VISIBILITY_THRESHOLD)) {
              gate.visible();
              seen.disconnect();
            }
          },
          { threshold: VISIBILITY_THRESHOLD },
        );
        observers.push(seen);
        seen.observe(section);
      },
      { rootMargin: '600px 0px' },
    );
    observers.push(near);
    near.observe(section);

    const toggle = this.querySelector<HTMLButtonElement>('[data-strip-toggle]');
    toggle?.addEventListener(
      'click',
      () => {
        const paused = toggle.getAttribute('aria-pressed') !== 'true';
        toggle.setAttribute('aria-pressed', String(paused));
        strip.dataset.paused = String(paused);
      },
      { signal },
    );
  }
}

defineElement('trusted-strip', TrustedStrip);

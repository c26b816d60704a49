/**
 * `<testimonial-carousel>`: runs the carousel rules of ~/lib/home/carousel (400 ms fade, 150 ms lock, 6000 ms
 * auto-advance while 30% of it is in view) on the static slides of TestimonialCarousel.astro. A change of state sets
 * a few attributes and one text; nothing is re-rendered. Rotation pauses on hover, on keyboard focus inside, with the
 * pause button and under prefers-reduced-motion. The slides' images are preloaded when it first comes into view.
 */
import { BehaviourElement, defineElement, onAbort } from '~/components/ui/behaviour-element';
import {
  autoAdvanceActive,
  canNavigate,
  counterText,
  createCarousel,
  nextIndex,
  prevIndex,
  type CarouselState,
} from '~/lib/home/carousel';

/** The share of the carousel that must be visible for it to count as in view. */
const IN_VIEW = 0.3;

export class TestimonialCarousel extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const root = this.querySelector<HTMLElement>('[data-carousel]');
    if (!root) return;
    const $ = <T extends Element>(sel: string) => root.querySelector<T>(sel);
    const stage = $<HTMLElement>('[data-stage]')!;
    const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
    const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
    const counter = $<HTMLElement>('[data-carousel-counter]')!;
    const prev = $<HTMLButtonElement>('[data-carousel-prev]')!;
    const next = $<HTMLButtonElement>('[data-carousel-next]')!;
    const rotation = $<HTMLButtonElement>('[data-carousel-rotation]')!;
    const template = this.dataset.counterTemplate ?? '';

    const render = (s: CarouselState) => {
      root.dataset.index = String(s.index);
      root.dataset.transitioning = String(s.transitioning);
      stage.toggleAttribute('data-fading', s.fading);
      const rotating = autoAdvanceActive(s) || (s.transitioning && !s.paused && s.inView);
      stage.setAttribute('aria-live', rotating ? 'off' : 'polite');
      slides.forEach((slide, i) => {
        const active = i === s.index;
        slide.setAttribute('aria-hidden', String(!active));
        slide.inert = !active;
        slide.classList.toggle('invisible', !active);
      });
      counter.textContent = counterText(s, template);
      prev.setAttribute('aria-disabled', String(!canNavigate(s, prevIndex(s))));
      next.setAttribute('aria-disabled', String(!canNavigate(s, nextIndex(s))));
      dots.forEach((dot, i) => {
        if (i === s.index) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
        dot.setAttribute('aria-disabled', String(!canNavigate(s, i)));
      });
    };
    const carousel = createCarousel(slides.length, render);
    onAbort(signal, () => carousel.destroy());

    const on = (el: EventTarget, type: string, fn: (e: Event) => void) => el.addEventListener(type, fn, { signal });
    on(prev, 'click', () => carousel.prev());
    on(next, 'click', () => carousel.next());
    dots.forEach((dot, i) => on(dot, 'click', () => carousel.goTo(i)));

    // Pausing: hover, keyboard focus inside, the visitor's pause button, reduced motion.
    const reduce = matchMedia('(prefers-reduced-motion: reduce)');
    let hovered = false;
    let focused = false;
    let userPaused = false;
    const updatePaused = () => carousel.setPaused(reduce.matches || hovered || focused || userPaused);
    on(reduce, 'change', updatePaused);
    on(root, 'mouseenter', () => {
      hovered = true;
      updatePaused();
    });
    on(root, 'mouseleave', () => {
      hovered = false;
      updatePaused();
    });
    on(root, 'focusin', () => {
      focused = true;
      updatePaused();
    });
    on(root, 'focusout', (e) => {
      if (root.contains((e as FocusEvent).relatedTarget as Node | null)) return;
      focused = false;
      updatePaused();
    });
    on(rotation, 'click', () => {
      userPaused = !userPaused;
      rotation.setAttribute(
        'aria-label',
        (userPaused ? rotation.dataset.startLabel : rotation.dataset.stopLabel) ?? '',
      );
      rotation.querySelector<HTMLElement>('[data-icon="pause"]')!.hidden = userPaused;
      rotation.querySelector<HTMLElement>('[data-icon="play"]')!.hidden = !userPaused;
      updatePaused();
    });
    updatePaused();

    let preloaded = false;
    const seen = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        const inView = last.isIntersecting && last.intersectionRatio >= IN_VIEW * 0.99;
        carousel.setInView(inView);
        if (inView && !preloaded) {
          preloaded = true;
          const sources = new Set([...root.querySelectorAll('img')].map((img) => img.getAttribute('src')!));
          for (const src of sources) {
            const img = new Image();
            img.onerror = () => console.warn(`Testimonial image failed to preload: ${src}`);
            img.src = src;
          }
        }
      },
      { threshold: [0, IN_VIEW] },
    );
    seen.observe(root);
    onAbort(signal, () => seen.disconnect());
  }
}

defineElement('testimonial-carousel', TestimonialCarousel);

import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { collectionFiles } from '~/lib/content/files';
import type { TestimonialCarouselCopy } from '~/islands/home/TestimonialCarousel';
import type { CarouselCopy } from '~/lib/home/home-page.schema';
import type { UiCopy } from '~/lib/ui/ui-copy.schema';

/** A controllable IntersectionObserver: `setVisible(true)` reports every observed element as in view. */
export function stubIntersectionObserver() {
  const observers = new Set<{ cb: IntersectionObserverCallback; els: Element[] }>();
  class IO {
    private rec: { cb: IntersectionObserverCallback; els: Element[] };
    constructor(cb: IntersectionObserverCallback) {
      this.rec = { cb, els: [] };
      observers.add(this.rec);
    }
    observe(el: Element) {
      this.rec.els.push(el);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.rec);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IO);
  return {
    setVisible(visible: boolean) {
      act(() => {
        for (const o of observers) {
          o.cb(
            o.els.map(
              (target) =>
                ({
                  target,
                  isIntersecting: visible,
                  intersectionRatio: visible ? 1 : 0,
                }) as unknown as IntersectionObserverEntry,
            ),
            {} as IntersectionObserver,
          );
        }
      });
    },
  };
}

export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: reduce && q.includes('reduce'),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** The carousel's words as the home page passes them, read from the content files. */
export function carouselCopy(): TestimonialCarouselCopy {
  const page = collectionFiles('homePage')[0].data as { testimonials: { carousel: CarouselCopy } };
  const ui = collectionFiles('ui')[0].data as UiCopy;
  return {
    ...page.testimonials.carousel,
    rating: ui.rating,
    featuredIn: ui.featuredIn,
    newTab: ui.newTab,
    example: ui.example,
    exampleNote: ui.exampleNote,
  };
}

import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { collectionFiles } from '~/lib/content/files';
import type { CarouselCopy } from '~/lib/home/home-page.schema';

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
export function carouselCopy(): CarouselCopy {
  const page = collectionFiles('homePage')[0].data as { testimonials: { carousel: CarouselCopy } };
  return page.testimonials.carousel;
}

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadImagesWhenNear, NEAR_MARGIN, PLACEHOLDER_SRC } from '~/lib/ui/near-images';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options: IntersectionObserverInit; watched: Set<Element> }> = [];

class FakeObserver {
  watched = new Set<Element>();
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  observers = [];
  vi.unstubAllGlobals();
});

describe('loadImagesWhenNear (the stories grid covers, issue 32)', () => {
  it('sets an image’s real source only when it comes near, once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = `
      <img id="a" src="${PLACEHOLDER_SRC}" data-near-src="/customer-stories/covers/a.svg" alt="">
      <img id="b" src="${PLACEHOLDER_SRC}" data-near-src="/customer-stories/covers/b.svg" alt="">
      <img id="c" src="/eager.svg" alt="">`;
    loadImagesWhenNear(document);
    const [observer] = observers;
    expect(observer.options.rootMargin).toBe(NEAR_MARGIN);
    expect(observer.watched.size).toBe(2); // the eager image is not watched
    const a = document.getElementById('a') as HTMLImageElement;
    const b = document.getElementById('b') as HTMLImageElement;

    observer.callback([{ target: a, isIntersecting: false }]);
    expect(a.getAttribute('src')).toBe(PLACEHOLDER_SRC);

    observer.callback([{ target: a, isIntersecting: true }]);
    expect(a.getAttribute('src')).toBe('/customer-stories/covers/a.svg');
    expect(a.hasAttribute('data-near-src')).toBe(false);
    expect(observer.watched.has(a)).toBe(false);
    expect(b.getAttribute('src')).toBe(PLACEHOLDER_SRC);
  });

  it('watches nothing when no image waits', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<img src="/x.svg" alt="">';
    expect(loadImagesWhenNear(document)).toBeNull();
    expect(observers).toHaveLength(0);
  });
});

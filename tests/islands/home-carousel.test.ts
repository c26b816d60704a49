/** `<testimonial-carousel>` on markup shaped like TestimonialCarousel.astro's: navigation, timing, rotation, pausing. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill } from '~/lib/copy/placeholders';
import '~/components/home/testimonial-carousel';
import { carouselCopy, stubIntersectionObserver, stubReducedMotion } from './home-support';

const copy = carouselCopy();

/** Parses inertly, then inserts: the element connects with its children in place, as after the HTML parser. */
function mount(count: number): void {
  const slides = Array.from(
    { length: count },
    (_, i) =>
      `<div role="group" aria-label="${fill(copy.slide, { n: i + 1, count })}" aria-hidden="${i !== 0}" ${i ? 'inert class="invisible"' : ''} data-slide="${i}">
        <h3>Title ${i + 1}</h3><img src="/avatars/${i}.jpg" alt="" loading="lazy"></div>`,
  ).join('');
  const dots = Array.from(
    { length: count },
    (_, i) =>
      `<button type="button" aria-label="${fill(copy.goTo, { n: i + 1 })}" ${i ? '' : 'aria-current="true"'} aria-disabled="${i === 0}" data-carousel-dot="${i}"></button>`,
  ).join('');
  const template = document.createElement('template');
  template.innerHTML = `
    <testimonial-carousel data-counter-template="${copy.counter}">
      <div role="region" aria-label="${copy.label}" data-carousel data-index="0" data-transitioning="false">
        <div aria-live="polite" data-stage>${slides}</div>
        <button type="button" aria-disabled="false" aria-label="${copy.previous}" data-carousel-prev></button>
        <p data-carousel-counter>${fill(copy.counter, { n: 1, count })}</p>
        <button type="button" aria-disabled="false" aria-label="${copy.next}" data-carousel-next></button>
        ${dots}
        <button type="button" aria-label="${copy.stopRotation}" data-carousel-rotation
          data-start-label="${copy.startRotation}" data-stop-label="${copy.stopRotation}">
          <span data-icon="pause"></span><span data-icon="play" hidden></span>
        </button>
      </div>
    </testimonial-carousel>`;
  document.body.replaceChildren(template.content);
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name)!;
const counter = () => document.querySelector('[data-carousel-counter]')!.textContent;
const advance = (ms: number) => vi.advanceTimersByTime(ms);

describe('<testimonial-carousel>', () => {
  let io: ReturnType<typeof stubIntersectionObserver>;
  const preloaded: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    io = stubIntersectionObserver();
    stubReducedMotion(false);
    preloaded.length = 0;
    vi.stubGlobal(
      'Image',
      class {
        onerror: unknown;
        set src(value: string) {
          preloaded.push(value);
        }
      },
    );
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("moves from '1 of 7 testimonials' to '2 of 7' on Next: fades out, swaps after 400 ms, unlocks 150 ms later", () => {
    mount(7);
    const stage = document.querySelector('[data-stage]')!;
    expect(counter()).toBe('1 of 7 testimonials');
    button('Next testimonial').click();
    expect(stage.hasAttribute('data-fading')).toBe(true);
    expect(button('Next testimonial').getAttribute('aria-disabled')).toBe('true');
    button('Next testimonial').click(); // ignored while transitioning
    advance(399);
    expect(counter()).toBe('1 of 7 testimonials');
    advance(1);
    expect(counter()).toBe('2 of 7 testimonials');
    expect(stage.hasAttribute('data-fading')).toBe(false);
    const shown = document.querySelector<HTMLElement>('[data-slide="1"]')!;
    expect([shown.getAttribute('aria-hidden'), shown.inert, shown.classList.contains('invisible')]).toEqual([
      'false',
      false,
      false,
    ]);
    const first = document.querySelector<HTMLElement>('[data-slide="0"]')!;
    expect([first.getAttribute('aria-hidden'), first.inert, first.classList.contains('invisible')]).toEqual([
      'true',
      true,
      true,
    ]);
    advance(150);
    expect(button('Next testimonial').getAttribute('aria-disabled')).toBe('false');
    expect(document.querySelector('[data-carousel]')!.getAttribute('data-transitioning')).toBe('false');
    advance(1000);
    expect(counter()).toBe('2 of 7 testimonials');
  });

  it('Previous from the first wraps to the last; the dots go to their slide and mark the current one', () => {
    mount(7);
    button('Previous testimonial').click();
    advance(550);
    expect(counter()).toBe('7 of 7 testimonials');
    expect(button('Go to testimonial 7').getAttribute('aria-current')).toBe('true');
    expect(button('Go to testimonial 7').getAttribute('aria-disabled')).toBe('true');
    expect(button('Go to testimonial 1').hasAttribute('aria-current')).toBe(false);
    button('Go to testimonial 3').click();
    advance(550);
    expect(counter()).toBe('3 of 7 testimonials');
  });

  it('auto-advances every 6000 ms only in view, and preloads the images when first in view', () => {
    mount(7);
    advance(20_000);
    expect(counter()).toBe('1 of 7 testimonials');
    expect(preloaded).toEqual([]);
    io.setVisible(true);
    expect(preloaded).toHaveLength(7);
    advance(6000 + 550);
    expect(counter()).toBe('2 of 7 testimonials');
    io.setVisible(false);
    advance(20_000);
    expect(counter()).toBe('2 of 7 testimonials');
  });

  it('the pause button stops and restarts the rotation, and says which it will do', () => {
    mount(7);
    io.setVisible(true);
    button(copy.stopRotation).click();
    const toggle = document.querySelector('[data-carousel-rotation]')!;
    expect(toggle.getAttribute('aria-label')).toBe(copy.startRotation);
    expect(toggle.querySelector<HTMLElement>('[data-icon="play"]')!.hidden).toBe(false);
    advance(20_000);
    expect(counter()).toBe('1 of 7 testimonials');
    button(copy.startRotation).click();
    advance(6000 + 550);
    expect(counter()).toBe('2 of 7 testimonials');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    mount(7);
    io.setVisible(true);
    button('Next testimonial').focus();
    advance(20_000);
    expect(counter()).toBe('1 of 7 testimonials');
    button('Next testimonial').blur();
    advance(6000 + 550);
    expect(counter()).toBe('2 of 7 testimonials');
  });

  it('with reduced motion never auto-advances', () => {
    stubReducedMotion(true);
    mount(7);
    io.setVisible(true);
    advance(30_000);
    expect(counter()).toBe('1 of 7 testimonials');
  });

  it('stops its timers when removed', () => {
    mount(7);
    io.setVisible(true);
    const region = document.querySelector('[data-carousel]')!;
    document.querySelector('testimonial-carousel')!.remove();
    advance(20_000);
    expect(region.querySelector('[data-carousel-counter]')!.textContent).toBe('1 of 7 testimonials');
  });
});

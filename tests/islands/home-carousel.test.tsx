import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import TestimonialCarousel, { type TestimonialView } from '~/islands/home/TestimonialCarousel';
import { carouselCopy, stubIntersectionObserver, stubReducedMotion } from './home-support';

const copy = carouselCopy();

const t = (i: number, extra: Partial<TestimonialView> = {}): TestimonialView => ({
  title: `Title ${i}`,
  content: `Content of testimonial ${i}`,
  ratingColor: 'orange',
  rating: 5,
  author: { name: `Author ${i}`, role: 'Role' },
  logo: '/logos/lumora.svg',
  logoName: 'Lumora',
  backgroundColor: '#ffffff',
  source: { kind: 'placeholder' },
  ...extra,
});
const seven = Array.from({ length: 7 }, (_, i) => t(i + 1));

describe('TestimonialCarousel', () => {
  let io: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    io = stubIntersectionObserver();
    stubReducedMotion(false);
    vi.stubGlobal(
      'Image',
      class {
        onerror: unknown;
        src = '';
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const counter = () => screen.getByText(/of 7 testimonials/).textContent;
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('marks a placeholder "Example" with no review-site badge; a consented review links to its site', () => {
    const consented = t(2, {
      source: {
        kind: 'consented',
        consent: 'Release MKT-1',
        collectedAt: '2026-10-01',
        reviewSite: 'G2',
        reviewUrl: 'https://www.g2.com/products/x/reviews/x-review-1',
      },
    });
    render(<TestimonialCarousel testimonials={[t(1), consented]} copy={copy} />);
    const [first, second] = [0, 1].map((i) => document.querySelector(`[data-slide="${i}"]`)!);
    expect(first.querySelector('[data-example-badge]')?.textContent).toContain(copy.example);
    expect(first.textContent).not.toMatch(/Review on/);
    expect(second.querySelector('[data-example-badge]')).toBeNull();
    const review = second.querySelector('a[href^="https://www.g2.com/"]');
    expect(review?.textContent).toContain('Review on G2');
    expect(review?.getAttribute('target')).toBe('_blank');
  });

  it("moves from '1 of 7 testimonials' to '2 of 7' on Next after 400 + 150 ms", () => {
    render(<TestimonialCarousel testimonials={seven} copy={copy} />);
    expect(counter()).toBe('1 of 7 testimonials');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByRole('button', { name: 'Next testimonial' }).getAttribute('aria-disabled')).toBe('true');
    advance(399);
    expect(counter()).toBe('1 of 7 testimonials');
    advance(1);
    expect(counter()).toBe('2 of 7 testimonials');
    advance(150);
    expect(screen.getByRole('button', { name: 'Next testimonial' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('Previous from the first wraps to the last; a dot per testimonial', () => {
    render(<TestimonialCarousel testimonials={seven} copy={copy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    advance(550);
    expect(counter()).toBe('7 of 7 testimonials');
    for (let i = 1; i <= 7; i++) expect(screen.getByRole('button', { name: `Go to testimonial ${i}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to testimonial 7' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to testimonial 3' }));
    advance(550);
    expect(counter()).toBe('3 of 7 testimonials');
  });

  it('auto-advances every 6000 ms only in view', () => {
    render(<TestimonialCarousel testimonials={seven} copy={copy} />);
    advance(20_000);
    expect(counter()).toBe('1 of 7 testimonials');
    io.setVisible(true);
    advance(6000 + 550);
    expect(counter()).toBe('2 of 7 testimonials');
    io.setVisible(false);
    advance(20_000);
    expect(counter()).toBe('2 of 7 testimonials');
  });

  it('shows the initial when there is no avatar, featured-in links open in a new tab with nofollow', () => {
    const list = [
      t(1, { author: { name: 'zara Q', role: 'CEO' } }),
      t(2, {
        logo: undefined,
        featuredIn: [
          { logo: '/logos/media/startup-wire.svg', alt: 'Startup Wire', url: 'https://startupwire.example/a' },
        ],
      }),
    ];
    const { container } = render(<TestimonialCarousel testimonials={list} copy={copy} />);
    expect(container.querySelector('[data-slide="0"]')!.textContent).toContain('Z');
    const link = container.querySelector('[data-slide="1"] a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('nofollow');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5', hidden: true })).toHaveLength(2);
  });

  it('with reduced motion never auto-advances', () => {
    stubReducedMotion(true);
    render(<TestimonialCarousel testimonials={seven} copy={copy} />);
    io.setVisible(true);
    advance(30_000);
    expect(counter()).toBe('1 of 7 testimonials');
  });
});

/**
 * Testimonial carousel of the home page. The rules (400 ms fade, 150 ms lock, 6000 ms auto-advance in
 * view only, wrap-around, ignored navigation) live in ~/lib/home/carousel; this island renders them.
 * WAI-ARIA carousel: slides are groups labelled 'N of M', rotation pauses on hover and keyboard focus and has a
 * pause button. All slides share one grid cell, so changing slides never changes the section's height.
 */
import { useEffect, useRef, useState } from 'react';
import IslandIcon from '~/islands/shared/IslandIcon';
import {
  counterText,
  createCarousel,
  initialCarousel,
  canNavigate,
  autoAdvanceActive,
  nextIndex,
  prevIndex,
  type Carousel,
  type CarouselState,
} from '~/lib/home/carousel';
import { initialOf } from '~/lib/home/testimonial-helpers';
import { STAR_COLOURS, ratingLabel, starRowStyle } from '~/lib/ui/stars';
import { fill } from '~/lib/copy/placeholders';
import { isExample, reviewBadge } from '~/lib/social-proof/source';
import type { Testimonial } from '~/lib/home/testimonials.schema';
import type { CarouselCopy } from '~/lib/home/home-page.schema';
import type { UiCopy } from '~/lib/ui/ui-copy.schema';
import { useInView, usePrefersReducedMotion } from './hooks';

export type TestimonialView = Pick<
  Testimonial,
  | 'title'
  | 'content'
  | 'ratingColor'
  | 'rating'
  | 'author'
  | 'logo'
  | 'logoName'
  | 'backgroundColor'
  | 'featuredIn'
  | 'source'
>;

/** The carousel's words with the shared ones it uses (rating label, 'Featured in', new-tab note). */
export type TestimonialCarouselCopy = CarouselCopy &
  Pick<UiCopy, 'rating' | 'featuredIn' | 'newTab' | 'example' | 'exampleNote'>;

interface Props {
  testimonials: TestimonialView[];
  copy: TestimonialCarouselCopy;
}

/** Every avatar and logo image, preloaded once when the carousel is first displayed. */
function imagesOf(list: TestimonialView[]): string[] {
  const urls = list.flatMap((t) => [t.author.avatar, t.logo, ...(t.featuredIn ?? []).map((f) => f.logo)]);
  return [...new Set(urls.filter((u): u is string => !!u))];
}

function Stars({ rating, color, label }: { rating: number; color: TestimonialView['ratingColor']; label: string }) {
  return (
    <span
      className={`stars ${STAR_COLOURS[color]}`}
      style={starRowStyle(rating, 20)}
      role="img"
      aria-label={ratingLabel(label, rating)}
    />
  );
}

/**
 * What vouches for the quote: "Example" on an invented placeholder (never a review-site badge), the review on G2,
 * GetApp or Capterra (a link) when the consented source names one, "Featured in media" with press links, else none.
 */
function SourceBadge({ t, copy }: { t: TestimonialView; copy: TestimonialCarouselCopy }) {
  const pill = 'rounded-pill px-3 py-1 text-xs font-semibold';
  if (isExample(t.source))
    return (
      <span className={`${pill} bg-amber-100 text-amber-900`} title={copy.exampleNote} data-example-badge>
        {copy.example}
        <span className="sr-only">: {copy.exampleNote}</span>
      </span>
    );
  const review = reviewBadge(t.source);
  if (review)
    return (
      <a
        href={review.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${pill} bg-white/80 text-ink-700 underline-offset-2 hover:underline`}
      >
        {fill(copy.reviewOn, { source: review.site })}
        <span className="sr-only"> {copy.newTab}</span>
      </a>
    );
  return t.featuredIn?.length ? (
    <span className={`${pill} bg-white/80 text-ink-700`}>{copy.featuredInMedia}</span>
  ) : null;
}

interface SlideProps {
  t: TestimonialView;
  index: number;
  count: number;
  active: boolean;
  copy: TestimonialCarouselCopy;
}

function Slide({ t, index, count, active, copy }: SlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={fill(copy.slide, { n: index + 1, count })}
      aria-hidden={!active}
      inert={!active}
      // A flex column whose author row sits at the bottom: every slide fills the shared cell (the height of the
      // longest one), so a shorter quote leaves its spare room between quote and author, not as a blank band.
      className={`[grid-area:1/1] flex flex-col rounded-[1.75rem] border border-line p-6 shadow-card sm:p-10 ${active ? '' : 'invisible'}`}
      style={{ backgroundColor: t.backgroundColor }}
      data-slide={index}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Stars rating={t.rating} color={t.ratingColor} label={copy.rating} />
        <SourceBadge t={t} copy={copy} />
      </div>
      <h3 className="mt-6 font-display text-2xl font-extrabold text-ink-900 sm:text-3xl">{t.title}</h3>
      <blockquote className="relative mt-4">
        <IslandIcon name="quote" size={28} className="absolute -left-1 -top-1 text-brand-300" />
        <p className="pl-9 text-lg leading-8 text-ink-700">“{t.content}”</p>
      </blockquote>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-6 pt-8">
        <div className="flex items-center gap-4">
          {t.author.avatar ? (
            <img
              src={t.author.avatar}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className="size-14 rounded-full bg-white object-cover ring-2 ring-white"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-brand-700 font-display text-xl font-bold text-white ring-2 ring-white"
            >
              {initialOf(t.author.name)}
            </span>
          )}
          <div>
            <p className="font-semibold text-ink-900">{t.author.name}</p>
            <p className="text-sm text-ink-600">{t.author.role}</p>
          </div>
        </div>
        {t.featuredIn?.length ? (
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{copy.featuredIn}</p>
            <ul className="mt-2 flex flex-wrap items-center gap-3">
              {t.featuredIn.map((f) => (
                <li key={f.url}>
                  <a
                    href={f.url}
                    target="_blank"
                    rel="nofollow noopener noreferrer"
                    className="block rounded-lg bg-white px-3 py-2 shadow-sm hover:shadow-card"
                  >
                    <img
                      src={f.logo}
                      alt={f.alt}
                      height={24}
                      width={Math.round(24 * 5)}
                      loading="lazy"
                      decoding="async"
                      className="h-6 w-auto"
                    />
                    <span className="sr-only"> {copy.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : t.logo ? (
          <img
            src={t.logo}
            alt={t.logoName ?? ''}
            width={150}
            height={40}
            loading="lazy"
            decoding="async"
            className="h-9 w-auto rounded-lg bg-white/80 px-3 py-1.5"
          />
        ) : null}
      </div>
    </div>
  );
}

export default function TestimonialCarousel({ testimonials, copy }: Props) {
  const count = testimonials.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const inView = useInView(rootRef, 0.3);
  const reduce = usePrefersReducedMotion();
  const [state, setState] = useState<CarouselState>(() => initialCarousel(count));
  const carousel = useRef<Carousel | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const preloaded = useRef(false);

  useEffect(() => {
    const c = createCarousel(count, setState);
    carousel.current = c;
    return () => c.destroy();
  }, [count]);

  useEffect(() => {
    carousel.current?.setInView(inView);
    if (inView && !preloaded.current) {
      preloaded.current = true;
      for (const src of imagesOf(testimonials)) {
        const img = new Image();
        img.onerror = () => console.warn(`Testimonial image failed to preload: ${src}`);
        img.src = src;
      }
    }
  }, [inView, testimonials]);

  useEffect(() => {
    carousel.current?.setPaused(reduce || hovered || focused || userPaused);
  }, [reduce, hovered, focused, userPaused]);

  const shown = state.index;
  const rotating = autoAdvanceActive(state) || (state.transitioning && !state.paused && state.inView);
  const blocked = (target: number) => !canNavigate(state, target);

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={copy.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      data-carousel
      data-index={shown}
      data-transitioning={state.transitioning ? 'true' : 'false'}
    >
      <div
        className={`grid transition-opacity duration-[400ms] ease-out ${state.fading ? 'opacity-0' : 'opacity-100'}`}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {testimonials.map((t, i) => (
          <Slide key={i} t={t} index={i} count={count} active={i === shown} copy={copy} />
        ))}
      </div>

      <div className="mt-6 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => carousel.current?.prev()}
            aria-disabled={blocked(prevIndex(state))}
            aria-label={copy.previous}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            data-carousel-prev
          >
            <IslandIcon name="chevron-left" size={20} />
          </button>
          <p className="min-w-[9.5rem] text-center text-sm font-semibold text-ink-700" data-carousel-counter>
            {counterText(state, copy.counter)}
          </p>
          <button
            type="button"
            onClick={() => carousel.current?.next()}
            aria-disabled={blocked(nextIndex(state))}
            aria-label={copy.next}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            data-carousel-next
          >
            <IslandIcon name="chevron-right" size={20} />
          </button>
        </div>
        <div className="flex items-center gap-1">
          {testimonials.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => carousel.current?.goTo(i)}
              aria-label={fill(copy.goTo, { n: i + 1 })}
              aria-current={i === shown ? 'true' : undefined}
              aria-disabled={blocked(i)}
              className="group inline-flex size-6 items-center justify-center rounded-full aria-disabled:cursor-default max-sm:h-11"
              data-carousel-dot={i}
            >
              <span
                className={`block h-2.5 rounded-full transition-all duration-300 ${i === shown ? 'w-6 bg-brand-600' : 'w-2.5 bg-ink-500/40 group-hover:bg-ink-500'}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setUserPaused((p) => !p)}
            aria-label={userPaused ? copy.startRotation : copy.stopRotation}
            className="ml-2 inline-flex size-9 items-center max-sm:size-11 justify-center rounded-full text-ink-600 hover:bg-white hover:text-ink-900"
            data-carousel-rotation
          >
            <IslandIcon name={userPaused ? 'play' : 'pause'} size={16} />
          </button>
        </div>
      </div>
    </div>
  );
}

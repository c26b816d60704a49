/**
 * Images fetched when they come near the viewport (issue 32). The /customer-stories grid shows 18 generated covers of
 * ~9 KB each; with native `loading="lazy"` Chromium fetched the first four while the grid was still more than two
 * screens below the fold (its lazy-load distance is 1,250-2,500 px), 40 KB of a 104 KB first load. Such an image is
 * rendered with a 1x1 placeholder `src` and its real address in `data-near-src`; the observer swaps it in when the
 * image is within `margin` of the viewport. A `<noscript>` copy beside it shows the cover without JavaScript.
 */

/** The transparent 1x1 GIF an image shows until its real source is set (valid HTML needs a `src`). */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** How far outside the viewport an image starts loading: about a screen, so a scroll rarely outruns it. */
export const NEAR_MARGIN = '800px 0px';

/** Watches every `img[data-near-src]` under `root`; returns the observer (or null when there is nothing to watch). */
export function loadImagesWhenNear(
  root: ParentNode = document,
  margin: string = NEAR_MARGIN,
): IntersectionObserver | null {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-near-src]')];
  if (images.length === 0) return null;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const img = entry.target as HTMLImageElement;
        observer.unobserve(img);
        const src = img.dataset.nearSrc;
        if (!src) continue;
        img.src = src;
        delete img.dataset.nearSrc;
      }
    },
    { rootMargin: margin },
  );
  for (const img of images) observer.observe(img);
  return observer;
}

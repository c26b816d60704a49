/** Schema of the `ui` collection: words of the shared building blocks (src/components/ui, sections, layout). */
import { z } from 'astro/zod';

export const uiCopySchema = z.object({
  /** Screen-reader note after a link that opens a new tab. */
  newTab: z.string().min(1),
  pdfNewTab: z.string().min(1),
  /** Spoken label of a star rating, with `{rating}`. */
  rating: z.string().includes('{rating}'),
  featuredIn: z.string().min(1),
  /** Badge of a placeholder testimonial, quote or logo strip (non-production builds only), and its longer note. */
  example: z.string().min(1),
  exampleNote: z.string().min(1),
  /** Hint under a wide table on phones. */
  scrollHint: z.string().min(1),
  /** Label of the highlighted tip box in guides. */
  proTip: z.string().min(1),
  /** Accessible name of the flag of India. */
  flagIndia: z.string().min(1),
  /** Before the date a legal page last changed. */
  lastUpdated: z.string().min(1),
  /** The section a page's social card names, by the page's first path segment ("home" for /). */
  cardSections: z.record(z.string(), z.string().min(1)),
  /** Alternative text of the site-wide social image, with `{brand}`. */
  defaultImageAlt: z.string().includes('{brand}'),
  /** The banner `npm run dev` shows on a draft or a scheduled story or post (issue 34); never built. */
  preview: z
    .object({
      draft: z.string().min(1),
      /** With `{date}`: when it goes live, in the previewer's time zone. */
      scheduled: z.string().includes('{date}'),
    })
    .strict(),
});
export type UiCopy = z.infer<typeof uiCopySchema>;

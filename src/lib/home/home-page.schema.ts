/** Schema of the `homePage` collection: content-collections/home/page.yaml. */
import { z } from 'astro/zod';
import { counted, localPath, pageMeta } from '../content/fields';

const link = z.object({ label: z.string(), href: z.string() });

const heroTab = z.object({
  id: z.enum(['discovery', 'campaign']),
  label: z.string(),
  image: localPath,
  imageAlt: z.string().min(5),
  bullets: counted(
    z.string(),
    'hero.tabs[].bullets',
    2,
    4,
    'the hero tab card has room for 2 to 4 bullets beside its image',
  ),
});

/** Words of the testimonial carousel; `{n}`, `{count}` and `{source}` are filled in. */
export const carouselCopySchema = z.object({
  label: z.string(),
  slide: z.string().includes('{n}'),
  counter: z.string().includes('{n}'),
  previous: z.string(),
  next: z.string(),
  goTo: z.string().includes('{n}'),
  startRotation: z.string(),
  stopRotation: z.string(),
  featuredInMedia: z.string(),
  reviewOn: z.string().includes('{source}'),
});
export type CarouselCopy = z.infer<typeof carouselCopySchema>;

export const homePageSchema = z.object({
  meta: pageMeta,
  banner: z.object({
    india: z.object({ text: z.string(), link: link }),
    global: z.object({ text: z.string(), link: link }),
    closeLabel: z.string(),
    /** Name of the banner's landmark. */
    label: z.string(),
  }),
  /** What the location toast says when the region resolves or changes. */
  toast: z.object({ india: z.string(), global: z.string() }),
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    phrases: z.object({ india: z.array(z.string()).min(2), global: z.array(z.string()).min(2) }),
    intro: z.string(),
    tabs: counted(heroTab, 'hero.tabs', 2, 2, 'the hero switch has one tab for discovery and one for campaigns').refine(
      (tabs) => new Set(tabs.map((t) => t.id)).size === tabs.length,
      'hero.tabs: each tab id (discovery, campaign) may appear once',
    ),
    trialLabel: z.string(),
    demoLabel: z.string(),
    claims: z.array(z.object({ value: z.string(), label: z.string() })).min(3),
    reassurance: z.array(z.string()),
    /** Read before the location badge; the badge's text until the region is known. */
    regionLabel: z.string(),
    locating: z.string(),
    tabsLabel: z.string(),
    platformsLabel: z.string(),
    platforms: z.array(z.string()).min(1),
  }),
  testimonials: z.object({
    title: z.string(),
    intro: z.string(),
    allStoriesLabel: z.string(),
    carousel: carouselCopySchema,
  }),
  links: z.object({
    title: z.string(),
    intro: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), href: z.string(), icon: z.string() })).min(3),
  }),
  seo: z.object({ title: z.string(), paragraphs: z.array(z.string()).min(2) }),
  cta: z.object({
    title: z.string(),
    text: z.string(),
    trialLabel: z.string(),
    demoLabel: z.string(),
    note: z.string(),
  }),
});
export type HomePage = z.infer<typeof homePageSchema>;

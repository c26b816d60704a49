/**
 * Zod schemas of the home page content (content-collections/home, testimonials) and the spec's Testimonial
 * entity (spec 000 §3). src/content.config.ts uses them; tests validate the YAML files against them.
 */
import { z } from 'zod';

const localPath = z.string().regex(/^\/[\w\-./]+$/, 'a local path starting with /');
const link = z.object({ label: z.string(), href: z.string() });

/** Testimonial (spec 000 §3). General enough for other pages: `pages` says where one is shown. */
export const testimonialSchema = z.object({
  title: z.string().min(3),
  content: z.string().min(10),
  ratingType: z.literal('stars').default('stars'),
  ratingColor: z.enum(['orange', 'yellow', 'blue']),
  rating: z.number().min(0).max(5),
  author: z.object({ name: z.string().min(1), role: z.string().min(1), avatar: localPath.optional() }),
  logo: localPath.optional(),
  logoName: z.string().optional(),
  backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  featuredIn: z.array(z.object({ logo: localPath, alt: z.string().min(1), url: z.url() })).optional(),
  /** Where the review was collected. */
  source: z.enum(['G2', 'GetApp', 'Capterra', 'Featured In Media']),
  /** Pages that show it (home, pricing, ...) and the order there. */
  pages: z.array(z.string()).min(1),
  order: z.number().int().default(0),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const stepSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string(),
  description: z.string(),
  /** Lucide icon name. */
  icon: z.string(),
  image: localPath,
  imageAlt: z.string().min(5),
  benefits: z.array(z.string()).min(2),
});
export type Step = z.infer<typeof stepSchema>;

export const stepsSectionSchema = z.object({
  eyebrow: z.string(),
  title: z.string(),
  intro: z.string(),
  steps: z.array(stepSchema).min(2),
});
export type StepsSection = z.infer<typeof stepsSectionSchema>;

export const trustedCompaniesSchema = z.object({
  heading: z.string(),
  logos: z.array(z.object({ logo: localPath, name: z.string() })).length(14),
});
export type TrustedCompanies = z.infer<typeof trustedCompaniesSchema>;

const heroTab = z.object({
  id: z.enum(['discovery', 'campaign']),
  label: z.string(),
  image: localPath,
  imageAlt: z.string().min(5),
  bullets: z.array(z.string()).length(3),
});

export const homePageSchema = z.object({
  banner: z.object({
    india: z.object({ text: z.string(), link: link }),
    global: z.object({ text: z.string(), link: link }),
    closeLabel: z.string(),
  }),
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    phrases: z.object({ india: z.array(z.string()).min(2), global: z.array(z.string()).min(2) }),
    intro: z.string(),
    tabs: z.array(heroTab).length(2),
    trialLabel: z.string(),
    demoLabel: z.string(),
    claims: z.array(z.object({ value: z.string(), label: z.string() })).min(3),
    reassurance: z.array(z.string()),
  }),
  testimonials: z.object({ title: z.string(), intro: z.string(), allStoriesLabel: z.string() }),
  links: z.object({
    title: z.string(),
    intro: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), href: z.string(), icon: z.string() })).min(3),
  }),
  seo: z.object({ title: z.string(), paragraphs: z.array(z.string()).min(2) }),
  cta: z.object({ title: z.string(), text: z.string(), trialLabel: z.string(), demoLabel: z.string(), note: z.string() }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export { testimonialsFor, initialOf, starFill } from './testimonial-helpers';

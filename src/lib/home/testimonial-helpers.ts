/** Testimonial helpers without zod, so islands can import them without bundling the schemas. */
/** Testimonials of one page, in order. */
export function testimonialsFor<T extends { pages: string[]; order: number }>(all: readonly T[], page: string): T[] {
  return all.filter((t) => t.pages.includes(page)).sort((a, b) => a.order - b.order);
}

/** The author's initial shown when there is no avatar. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * Where a piece of social proof (testimonial, customer quote, logo) comes from, and which ones a build shows.
 * Zod-free, so islands can import it. The schema is source.schema.ts; the decision docs/decisions/social-proof.md.
 */
export const REVIEW_SITES = ['G2', 'GetApp', 'Capterra'] as const;
export type ReviewSite = (typeof REVIEW_SITES)[number];

/** The host a review on each site lives on (a badge links to the review there). */
export const REVIEW_HOSTS: Record<ReviewSite, string> = {
  G2: 'g2.com',
  GetApp: 'getapp.com',
  Capterra: 'capterra.com',
};

export interface ProofSource {
  /** placeholder: an invented example until marketing supplies the real one; consented: the person or company agreed. */
  kind: 'placeholder' | 'consented';
  /** Where the signed consent is kept (a contract, release form or e-mail reference). */
  consent?: string | undefined;
  /** When the consent was given (YYYY-MM-DD). */
  collectedAt?: string | undefined;
  /** The review site the quote was published on, with the review's address: only for a consented source. */
  reviewSite?: ReviewSite | undefined;
  reviewUrl?: string | undefined;
}

export const isExample = (s: ProofSource) => s.kind === 'placeholder';

/**
 * Whether this build shows placeholder (example) social proof: `SHOW_PLACEHOLDERS=true|false` decides; unset, every
 * build shows them (marked "Example") except Netlify's production context (`CONTEXT=production`), which leaves
 * them out, so launch day cannot ship invented people by accident.
 */
export function showPlaceholders(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const value = env.SHOW_PLACEHOLDERS?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  if (value) throw new Error(`SHOW_PLACEHOLDERS must be true or false (it is "${env.SHOW_PLACEHOLDERS}")`);
  return env.CONTEXT !== 'production';
}

/** The entries a build shows: all of them, or only the consented ones. */
export function visibleProof<T extends { source: ProofSource }>(entries: readonly T[], withExamples: boolean): T[] {
  return entries.filter((e) => withExamples || !isExample(e.source));
}

/** The review-site badge of an entry ("Review on G2" and its link), or null: never on a placeholder. */
export function reviewBadge(s: ProofSource): { site: ReviewSite; url: string } | null {
  return s.kind === 'consented' && s.reviewSite && s.reviewUrl ? { site: s.reviewSite, url: s.reviewUrl } : null;
}

/**
 * The `source` field every testimonial, customer quote and logo carries (source.ts): a placeholder, or a consented
 * entry with where the consent is kept and when it was given. A review-site badge (G2, GetApp, Capterra) needs a
 * consented source and the review's address on that site. One flat object (the CMS builds a form from it).
 */
import { z } from 'astro/zod';
import { publicUrl } from '../content/fields';
import { REVIEW_HOSTS, REVIEW_SITES } from './source';

const onHost = (url: string, host: string) => {
  const h = new URL(url).hostname;
  return h === host || h.endsWith(`.${host}`);
};

export const proofSource = z
  .object({
    kind: z.enum(['placeholder', 'consented']),
    consent: z.string().trim().min(1).optional(),
    collectedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'source.collectedAt is a date: YYYY-MM-DD')
      .optional(),
    reviewSite: z.enum(REVIEW_SITES).optional(),
    reviewUrl: publicUrl('source.reviewUrl').optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (s.kind === 'consented' && (!s.consent || !s.collectedAt))
      issue('a consented source needs `consent` (where the signed consent is kept) and `collectedAt` (YYYY-MM-DD)');
    if (s.kind === 'placeholder' && (s.consent || s.reviewSite || s.reviewUrl))
      issue('a placeholder is an invented example: it has no consent and no review-site badge');
    if (s.reviewSite && !s.reviewUrl)
      issue(`source.reviewSite ${s.reviewSite} needs source.reviewUrl, the address of the review on that site`);
    if (s.reviewUrl && !s.reviewSite) issue('source.reviewUrl needs source.reviewSite');
    if (s.reviewSite && s.reviewUrl && !onHost(s.reviewUrl, REVIEW_HOSTS[s.reviewSite]))
      issue(`source.reviewUrl must be on ${REVIEW_HOSTS[s.reviewSite]} for a ${s.reviewSite} review`);
  });

/** Press links ("Featured in") vouch for a real person: only on a consented entry. */
export function pressNeedsConsent(
  entry: { source: { kind: string }; featuredIn?: unknown[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (entry.featuredIn?.length && entry.source.kind !== 'consented')
    ctx.addIssue({ code: 'custom', message: 'featuredIn (press links) needs a consented source' });
}

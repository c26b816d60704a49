/** Schema of the `trustedCompanies` collection: the logo strip of the home page. */
import { z } from 'astro/zod';
import { counted, localPath } from '../content/fields';
import { MIN_SLOT_PX } from './logo-strip';
import { proofSource } from '../social-proof/source.schema';

/** Logos needed so one copy of the strip is wider than a 1366 px screen (each logo takes a MIN_SLOT_PX slot). */
export const MIN_LOGOS = Math.ceil(1366 / MIN_SLOT_PX);

export const trustedCompaniesSchema = z.object({
  heading: z.string(),
  listLabel: z.string(),
  pauseLabel: z.string(),
  logos: counted(
    /** A company's logo is shown with its consent (or as a placeholder example): source.schema.ts. */
    z.object({ logo: localPath, name: z.string(), source: proofSource }),
    'logos',
    MIN_LOGOS,
    undefined,
    `the logo strip scrolls in a loop and needs at least ${MIN_LOGOS} logos (${MIN_SLOT_PX} px each) to fill a 1366 px screen without a gap`,
  ),
});
export type TrustedCompanies = z.infer<typeof trustedCompaniesSchema>;

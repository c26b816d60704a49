/**
 * Social and brand marks (simple-icons paths; LinkedIn drawn here), filled in `currentColor`. They live in the site's
 * one icon sprite beside Lucide's icons under the names `brand-<name>` (src/lib/ui/icons.ts), so a page's footer
 * marks are a `<use>` of the cached sprite instead of their paths in every page's HTML.
 */
import { siFacebook, siGithub, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';

const LINKEDIN =
  'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z';

const PATHS: Record<string, string> = {
  x: siX.path,
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  github: siGithub.path,
  whatsapp: siWhatsapp.path,
  linkedin: LINKEDIN,
};

/** The prefix of a brand mark's name in the sprite. */
export const BRAND_PREFIX = 'brand-';

/** A brand mark's path data; a clear error names a mark that is not defined. */
export function brandPath(name: string): string {
  const d = Object.hasOwn(PATHS, name) ? PATHS[name] : undefined;
  if (!d) throw new Error(`BrandIcon "${name}" is not defined`);
  return d;
}

/**
 * Input normalisation for the free checkers. The only rule the spec gives is "non-empty"; normalising lets a
 * profile URL and the same @handle give the same (seeded) estimate.
 */

/** Trimmed input is non-empty: the only validation the checkers apply. */
export function isSubmittable(input: string): boolean {
  return input.trim().length > 0;
}

/**
 * An Instagram @username or profile URL -> the bare lowercase handle (Instagram handles are case-insensitive).
 *   "@Nike", "nike", "https://www.instagram.com/nike/?hl=en", "instagram.com/nike" -> "nike"
 * Anything that is not recognisably a handle is still normalised (trimmed, lowercased, no leading @ or slashes),
 * since the spec forbids format errors.
 */
export function normalizeHandle(input: string): string {
  let s = input.trim();
  if (!s) return '';
  const urlMatch = s.match(/^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*instagram\.com\/+([^/?#\s]*)/i);
  if (urlMatch) s = urlMatch[1] ?? '';
  s = s
    .replace(/[?#].*$/, '')
    .replace(/^@+/, '')
    .replace(/^\/+|\/+$/g, '');
  return s.toLowerCase();
}

/** "@handle" for display. */
export function displayHandle(handle: string): string {
  return `@${handle}`;
}

/**
 * A post URL -> a canonical form: no protocol, no "www.", lowercase host, no query or fragment, no trailing slash.
 * The path keeps its case (Instagram shortcodes are case-sensitive).
 *   "https://www.instagram.com/p/AbC123/?igsh=x" and "instagram.com/p/AbC123" -> "instagram.com/p/AbC123"
 */
export function normalizePostUrl(input: string): string {
  let s = input.trim();
  if (!s) return '';
  s = s
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const slash = s.indexOf('/');
  const host = (slash === -1 ? s : s.slice(0, slash)).toLowerCase().replace(/^www\./, '');
  const path = slash === -1 ? '' : s.slice(slash);
  return host + path;
}

export type PostType = 'Video' | 'Image';

/**
 * The post type a link names: Video for a reel (`/reel/`, `/reels/`), an IGTV link (`/tv/`) or any URL containing the
 * word "video" (the spec's rule); otherwise Image (a `/p/` link is a photo or a carousel).
 */
export function postTypeOf(input: string): PostType {
  return /video|\/(?:reels?|tv)(?:\/|$)/i.test(input) ? 'Video' : 'Image';
}

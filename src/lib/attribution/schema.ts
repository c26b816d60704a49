/**
 * The `attribution` of a lead submission as the functions accept and store it (src/lib/lead/schema.ts uses it for
 * both kinds). Attribution never costs a lead: nothing in it is ever a validation error. A value that is not what it
 * should be becomes null (or is dropped from a list), texts have control and bidirectional characters removed like
 * every other lead field (src/lib/lead/sanitize.ts), are trimmed and cut to ATTRIBUTION_LIMITS, unknown keys are
 * dropped, and a submission without attribution (or with nothing in it) is stored with `attribution: null`.
 *
 * Stored shape (every text a string or null):
 *   { landingPage: "/path?query" | null,     path and query of the visit's first page, click-id parameters removed
 *     referrer: "https://origin" | null,      origin only (a full URL sent is cut to its origin)
 *     utm: { source, medium, campaign, term, content },
 *     clickId: ["gclid", …],                 names of the click-id parameters that were present, never their values
 *     submittedFrom: "/path" | null,          the page whose dialog was submitted
 *     pagesViewed: ["/", "/pricing", …] }     paths in visit order, at most MAX_PAGES
 */
import { z } from 'zod';
import { cleanText } from '../lead/sanitize';
import { ATTRIBUTION_LIMITS, CLICK_ID_PARAMS, MAX_PAGES, UTM_KEYS, type Attribution, type Utm } from './capture';

/** Cleaned, trimmed and capped text, or null when empty or not a string. */
export function cleanPart(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  return cleanText(value).trim().slice(0, max).trim() || null;
}

/** A site path (starts with one '/'), or null. */
export function cleanPath(value: unknown, max: number = ATTRIBUTION_LIMITS.path): string | null {
  const path = cleanPart(value, max);
  return path && path.startsWith('/') && !path.startsWith('//') && !/\s/.test(path) ? path : null;
}

/** The origin of an http(s) URL, or null. */
export function cleanReferrer(value: unknown): string | null {
  const text = cleanPart(value, 2048);
  if (!text) return null;
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url.origin.slice(0, ATTRIBUTION_LIMITS.referrer) : null;
  } catch {
    return null;
  }
}

// `.optional()` first: a missing key is then parsed like undefined (zod 4 rejects a missing non-optional key).
const part = <T>(fn: (value: unknown) => T) => z.unknown().optional().transform(fn);

const utmSchema = z
  .object(
    Object.fromEntries(UTM_KEYS.map((k) => [k, part((v) => cleanPart(v, ATTRIBUTION_LIMITS.utm))])) as Record<
      (typeof UTM_KEYS)[number],
      ReturnType<typeof part<string | null>>
    >,
  )
  .catch(() => Object.fromEntries(UTM_KEYS.map((k) => [k, null])) as Utm);

const attributionObject = z.object({
  landingPage: part((v) => cleanPath(v, ATTRIBUTION_LIMITS.landingPage)),
  referrer: part(cleanReferrer),
  utm: utmSchema,
  clickId: part((v) => (Array.isArray(v) ? CLICK_ID_PARAMS.filter((name) => v.includes(name)) : [])),
  submittedFrom: part((v) => cleanPath(v)),
  pagesViewed: part((v) =>
    Array.isArray(v)
      ? v
          .map((p) => cleanPath(p))
          .filter((p): p is string => p !== null)
          .slice(0, MAX_PAGES)
      : [],
  ),
});

/** Whether a cleaned attribution holds nothing at all. */
function isEmpty(a: Attribution): boolean {
  return (
    !a.landingPage &&
    !a.referrer &&
    !a.submittedFrom &&
    a.clickId.length === 0 &&
    a.pagesViewed.length === 0 &&
    UTM_KEYS.every((k) => !a.utm[k])
  );
}

/** The `attribution` field of a submission: never fails; anything unusable is null. */
export const attributionSchema = z
  .unknown()
  .optional()
  .transform((value): Attribution | null => {
    const parsed = attributionObject.safeParse(value);
    return parsed.success && !isEmpty(parsed.data) ? parsed.data : null;
  });

/** The stored field (what the record schemas declare). */
export const storedAttributionSchema = z
  .object({
    landingPage: z.string().nullable(),
    referrer: z.string().nullable(),
    utm: z.object(
      Object.fromEntries(UTM_KEYS.map((k) => [k, z.string().nullable()])) as Record<
        (typeof UTM_KEYS)[number],
        z.ZodNullable<z.ZodString>
      >,
    ),
    clickId: z.array(z.enum(CLICK_ID_PARAMS)),
    submittedFrom: z.string().nullable(),
    pagesViewed: z.array(z.string()),
  })
  .nullable();

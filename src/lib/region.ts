/**
 * Visitor location (spec 000 §3 Location result / Location context, §4 Location, §8 Geolocation failure).
 * Pure functions only: the store in src/stores/region.ts drives them.
 */
export interface LocationResult {
  country_code: string;
  country_name: string;
  ip: string;
  success: boolean;
}

export interface LocationContext {
  isIndia: boolean;
  isLoading: boolean;
  countryCode: string | null;
  error: string | null;
}

export type Region = 'india' | 'global';

export const LOCATION_ERROR = 'Failed to determine your location. Showing default content.';
export const LOCATION_CHANGED_EVENT = 'location-changed';
export const REGION_CACHE_KEY = 'location-result';

export const INITIAL_CONTEXT: LocationContext = { isIndia: false, isLoading: true, countryCode: null, error: null };

export function failureResult(ip = ''): LocationResult {
  return { country_code: 'UNKNOWN', country_name: 'Unknown', ip, success: false };
}

/** A two-letter ISO country code, upper-cased, or null. */
export function normaliseCountryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

export function isIndia(result: Pick<LocationResult, 'country_code' | 'success'>): boolean {
  return result.success && result.country_code === 'IN';
}

export function regionOf(result: Pick<LocationResult, 'country_code' | 'success'>): Region {
  return isIndia(result) ? 'india' : 'global';
}

/** Validates an unknown JSON value as a LocationResult; anything malformed becomes the failure result. */
export function parseLocationResult(value: unknown): LocationResult {
  if (!value || typeof value !== 'object') return failureResult();
  const v = value as Record<string, unknown>;
  const code = normaliseCountryCode(v.country_code);
  const ip = typeof v.ip === 'string' ? v.ip : '';
  if (v.success !== true || !code) return failureResult(ip);
  return {
    country_code: code,
    country_name: typeof v.country_name === 'string' && v.country_name ? v.country_name : code,
    ip,
    success: true,
  };
}

/** The context after detection finished (successfully or not). */
export function contextFrom(result: LocationResult): LocationContext {
  if (!result.success) return { isIndia: false, isLoading: false, countryCode: null, error: LOCATION_ERROR };
  return { isIndia: isIndia(result), isLoading: false, countryCode: result.country_code, error: null };
}

/** The location badge text: 'India', the country code, or 'Global' when none is known. */
export function locationBadge(ctx: Pick<LocationContext, 'isIndia' | 'countryCode'>): string {
  if (ctx.isIndia) return 'India';
  return ctx.countryCode ?? 'Global';
}

/** 'India' or 'Global', the value a lead submission carries (spec 000 §3). */
export function leadLocation(ctx: Pick<LocationContext, 'isIndia'>): 'India' | 'Global' {
  return ctx.isIndia ? 'India' : 'Global';
}

/** Whether a block marked for a region shows (spec 000 §4: page blocks show nothing while loading). */
export function blockVisible(show: 'india' | 'global' | 'all', ctx: Pick<LocationContext, 'isIndia' | 'isLoading'>): boolean {
  if (show === 'all') return true;
  if (ctx.isLoading) return false;
  return show === 'india' ? ctx.isIndia : !ctx.isIndia;
}

/** Whether an India-only menu item shows (spec 000 §4: treated as visible while loading). */
export function menuItemVisible(indiaOnly: boolean | undefined, ctx: Pick<LocationContext, 'isIndia' | 'isLoading'>): boolean {
  return !indiaOnly || ctx.isLoading || ctx.isIndia;
}

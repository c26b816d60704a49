/**
 * Visitor location: the result of GET /api/geo, the context islands read, the region a page shows.
 * Pure functions only: the store in src/stores/region.ts drives them. Types come from ./location.schema.
 */
import type { LocationContext, LocationResult, Region } from './location.schema';

export type { LocationContext, LocationResult, Region };

/** The geolocation function's path (netlify/functions/geo.ts). */
export const GEO_PATH = '/api/geo';
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

/** 'India' or 'Global', the value a lead submission carries. */
export function leadLocation(ctx: Pick<LocationContext, 'isIndia'>): 'India' | 'Global' {
  return ctx.isIndia ? 'India' : 'Global';
}

/**
 * The region store shared by every island and by the small page script that sets html[data-region].
 * Detection runs once per page load (GET /api/geo); the result is cached in memory and in session storage.
 */
import { map } from 'nanostores';
import {
  GEO_PATH,
  INITIAL_CONTEXT,
  LOCATION_CHANGED_EVENT,
  REGION_CACHE_KEY,
  contextFrom,
  failureResult,
  normaliseCountryCode,
  parseLocationResult,
  regionOf,
  type LocationContext,
  type LocationResult,
} from '~/lib/region';

export const $location = map<LocationContext>({ ...INITIAL_CONTEXT });

let memoryCache: LocationResult | null = null;
let inFlight: Promise<LocationResult> | null = null;

function readSessionCache(): LocationResult | null {
  try {
    const raw = sessionStorage.getItem(REGION_CACHE_KEY);
    if (!raw) return null;
    const parsed = parseLocationResult(JSON.parse(raw));
    return parsed.success ? parsed : null;
  } catch {
    return null;
  }
}

function writeSessionCache(result: LocationResult): void {
  try {
    sessionStorage.setItem(REGION_CACHE_KEY, JSON.stringify(result));
  } catch {
    /* storage unavailable (private mode): the memory cache still holds */
  }
}

/** Applies a result: store, <html data-region>, and the location-changed event when the region differs. */
export function applyLocation(result: LocationResult): void {
  const before = $location.get();
  const next = contextFrom(result);
  $location.set(next);
  if (typeof document !== 'undefined') document.documentElement.dataset.region = regionOf(result);
  const changed = before.isLoading || before.isIndia !== next.isIndia || before.countryCode !== next.countryCode;
  if (changed && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LOCATION_CHANGED_EVENT, { detail: next }));
  }
}

async function fetchLocation(override: string | null): Promise<LocationResult> {
  const url = override ? `${GEO_PATH}?country=${override}` : GEO_PATH;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
    return parseLocationResult(await res.json());
  } catch (error) {
    console.error('Location detection failed', error);
    return failureResult();
  }
}

/**
 * Resolves the visitor's location once. A `?country=XX` in the page address previews that region;
 * otherwise a cached success is reused before asking the server.
 */
export function detectLocation(
  search: string = typeof location !== 'undefined' ? location.search : '',
): Promise<LocationResult> {
  const override = normaliseCountryCode(new URLSearchParams(search).get('country'));
  if (!override) {
    const cached = memoryCache ?? readSessionCache();
    if (cached) {
      memoryCache = cached;
      applyLocation(cached);
      return Promise.resolve(cached);
    }
  }
  inFlight ??= fetchLocation(override).then((result) => {
    if (result.success) {
      memoryCache = result;
      writeSessionCache(result);
    }
    applyLocation(result);
    inFlight = null;
    return result;
  });
  return inFlight;
}

/** Test helper: forget every cache and go back to the loading state. */
export function resetLocationForTests(): void {
  memoryCache = null;
  inFlight = null;
  $location.set({ ...INITIAL_CONTEXT });
}

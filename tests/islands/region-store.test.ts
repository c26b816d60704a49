import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $location, detectLocation, resetLocationForTests } from '~/stores/region';
import { REGION_CACHE_KEY } from '~/lib/region';

function mockGeo(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('region store', () => {
  beforeEach(() => {
    resetLocationForTests();
    sessionStorage.clear();
    document.documentElement.dataset.region = 'loading';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts loading with isIndia false', () => {
    expect($location.get()).toEqual({ isIndia: false, isLoading: true, countryCode: null, error: null });
  });

  it('sets India, html[data-region], fires location-changed, caches in session storage', async () => {
    mockGeo({ country_code: 'IN', country_name: 'India', ip: '1.1.1.1', success: true });
    const events: unknown[] = [];
    window.addEventListener('location-changed', (e) => events.push((e as CustomEvent).detail));
    await detectLocation('');
    expect($location.get()).toEqual({ isIndia: true, isLoading: false, countryCode: 'IN', error: null });
    expect(document.documentElement.dataset.region).toBe('india');
    expect(events).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(REGION_CACHE_KEY)!).country_code).toBe('IN');
  });

  it('reuses the cache: a second detection does not call the server', async () => {
    const fetchMock = mockGeo({ country_code: 'US', country_name: 'United States', ip: '', success: true });
    await detectLocation('');
    await detectLocation('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($location.get().countryCode).toBe('US');
  });

  it('?country=XX asks the server for that country', async () => {
    const fetchMock = mockGeo({ country_code: 'IN', country_name: 'India', ip: '', success: true });
    await detectLocation('?country=in');
    expect(fetchMock).toHaveBeenCalledWith('/api/geo?country=IN', expect.anything());
  });

  it('a failed request sets the error message and global content, logging to the console', async () => {
    mockGeo('nope', 500);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await detectLocation('');
    expect($location.get()).toEqual({
      isIndia: false,
      isLoading: false,
      countryCode: null,
      error: 'Failed to determine your location. Showing default content.',
    });
    expect(document.documentElement.dataset.region).toBe('global');
    expect(log).toHaveBeenCalled();
    expect(sessionStorage.getItem(REGION_CACHE_KEY)).toBeNull();
  });
});

// @vitest-environment happy-dom
/** The region before the first paint (src/lib/region/head-script.ts): from ?country=XX, else the session's cache. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REGION_CACHE_KEY } from '~/lib/region';
import { regionBeforePaint, regionBeforePaintSource } from '~/lib/region/head-script';

function run(search: string, cached: unknown, storageThrows = false): string | undefined {
  history.replaceState(null, '', `/${search}`);
  sessionStorage.clear();
  if (cached !== undefined) sessionStorage.setItem(REGION_CACHE_KEY, JSON.stringify(cached));
  const spy = storageThrows
    ? vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('SecurityError');
      })
    : null;
  regionBeforePaint(REGION_CACHE_KEY);
  spy?.mockRestore();
  return document.documentElement.dataset.region;
}

describe('regionBeforePaint', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.region;
  });

  it('takes the region from ?country=XX, India or not, in any case', () => {
    expect(run('?country=IN', undefined)).toBe('india');
    expect(run('?country=in', undefined)).toBe('india');
    expect(run('?country=US', { success: true, country_code: 'IN' })).toBe('global');
  });

  it("otherwise from the session's cached answer of /api/geo", () => {
    expect(run('', { success: true, country_code: 'IN' })).toBe('india');
    expect(run('?utm_source=x', { success: true, country_code: 'DE' })).toBe('global');
  });

  it('stays loading with no usable answer: none, a failed one, a malformed ?country, or storage blocked', () => {
    expect(run('', undefined)).toBe('loading');
    expect(run('', { success: false, country_code: 'UNKNOWN' })).toBe('loading');
    expect(run('?country=IND', undefined)).toBe('loading');
    expect(run('', undefined, true)).toBe('loading');
  });

  it('is inlined with the cache key', () => {
    expect(regionBeforePaintSource(REGION_CACHE_KEY)).toMatch(
      new RegExp(`^\\(function regionBeforePaint\\([\\s\\S]*\\)\\("${REGION_CACHE_KEY}"\\);$`),
    );
  });
});

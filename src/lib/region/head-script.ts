/**
 * The region before the first paint (docs/decisions/region.md): `<html data-region>` from `?country=XX`, else from
 * the session's cached /api/geo answer, else `loading` until src/stores/region.ts hears from /api/geo. Runs in every
 * page's `<head>` as a classic inline script, inlined from its source text (so it may use nothing from this module's
 * scope, and written on the page's globals).
 */
export function regionBeforePaint(cacheKey: string): void {
  let region = 'loading';
  try {
    const q = new URLSearchParams(location.search).get('country');
    if (q && /^[a-z]{2}$/i.test(q)) region = q.toUpperCase() === 'IN' ? 'india' : 'global';
    else {
      const c = JSON.parse(sessionStorage.getItem(cacheKey) || 'null') as {
        success?: boolean;
        country_code?: string;
      } | null;
      if (c && c.success) region = c.country_code === 'IN' ? 'india' : 'global';
    }
  } catch {
    // Storage blocked: the region stays 'loading' until /api/geo answers.
  }
  document.documentElement.dataset.region = region;
}

/** The inline source that runs it in a page's `<head>`. */
export function regionBeforePaintSource(cacheKey: string): string {
  return `(${regionBeforePaint.toString()})(${JSON.stringify(cacheKey)});`;
}

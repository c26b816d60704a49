/**
 * The three-page phone visit of `npm run budgets` (issue 51 item 6): home, then /pricing, then /blog, in one
 * Chromium context (one HTTP cache, so what page one cached is not fetched again), at a phone's viewport. For each
 * page: the bytes it moved over the network, the sum of CDP `Network.loadingFinished` `encodedDataLength` of its
 * requests (headers included, compressed; a cached response adds 0), from the navigation until `load`, the network
 * quiet and one more second (what scripts fetch after load counts too). The server should answer the region lookup
 * as Netlify does in production, with a country (scripts/budgets.mjs starts its servers with GEO_COUNTRY, default US):
 * the first page caches the answer for the session; a failed local lookup is not cached, and each page would ask again.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { pageBytes } from './perf-figures.mjs';

/** The visit's pages: ours and AstroWind's have the same paths. */
export const VISIT_PATHS = ['/', '/pricing', '/blog'];

/**
 * Visits `paths` of the site at `base` in order with a warm cache; the bytes of each page.
 * @param {string} base e.g. http://127.0.0.1:9027
 * @param {string[]} [paths]
 * @returns {Promise<number[]>}
 */
export async function visitBytes(base, paths = VISIT_PATHS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let finished = [];
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      finished.push({ requestId, encodedDataLength }),
    );
    await cdp.send('Network.enable');
    const bytes = [];
    for (const path of paths) {
      finished = [];
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(1000);
      bytes.push(pageBytes(finished));
    }
    return bytes;
  } finally {
    await browser.close();
  }
}

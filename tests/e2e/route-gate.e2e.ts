/**
 * The route gate: every route, global (?country=US) and India (?country=IN), at 320, 390, 768 and 1366 px.
 * Each page must answer 200 with no console error or failed request, show its region, and pass the layout audit
 * (no horizontal overflow, no covered or clipped text, targets at least 24×24 px and, below 640 px, inputs and
 * buttons at least 44 px tall) and axe (every WCAG 2.x A/AA rule plus label-content-name-mismatch), with every
 * tooltip, tab panel, accordion, lead dialog and checker result opened in turn; the header dropdowns and the
 * drawer (the same on every page) are opened on the home page.
 * Full-page screenshots at 390 and 1366 px go to test-results/route-gate/<region>-<width>/ (README).
 *
 * Speed: one browser context per region with the audit and axe injected before the page's scripts; each route is
 * loaded once and resized through the four widths; routes run three at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch } from './support/browser';
import { ALL_ROUTES } from './support/routes';
import { GATE_REGIONS, gateContext, gateRoute } from './support/route-gate';

/** /cms is Decap CMS's own editor (a third-party app behind the GitHub login, not a visitor page and without the site's
 * layout or region); tests/e2e/cms.e2e.ts drives it. Every other route is gated. */
const GATED_ROUTES = ALL_ROUTES.filter((route) => route !== '/cms');

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

for (const region of GATE_REGIONS) {
  describe(`route gate, ${region.region}`, () => {
    let context: BrowserContext;
    beforeAll(async () => { context = await gateContext(browser); });
    afterAll(async () => { await context?.close(); });

    for (const route of GATED_ROUTES) {
      it.concurrent(route, { timeout: 300_000 }, async () => {
        expect(await gateRoute(context, route, region, { chrome: route === '/' })).toEqual([]);
      });
    }
  });
}

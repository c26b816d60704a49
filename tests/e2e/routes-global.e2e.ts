/**
 * Quality gate over every route, global view (?country=US): status 200, no console error, no failed request,
 * no axe violation at desktop and mobile widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { axeViolations } from './support/a11y';
import { ALL_ROUTES } from './support/routes';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe.each(['desktop', 'mobile'] as const)('every route, global, %s', (viewport) => {
  it.each(ALL_ROUTES)('%s', async (route) => {
    const { page, context, problems } = await openPage(browser, { viewport });
    try {
      const response = await page.goto(baseUrl(`${route}?country=US`), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.region !== 'loading');
      expect(await page.locator('html').getAttribute('data-region')).toBe('global');
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      if (viewport === 'mobile') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

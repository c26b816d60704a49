/**
 * Site search (issue 16) on the built site, served offline like `npm start`: nothing of it loads before the dialog
 * opens; "/", Ctrl+K and the header/drawer buttons open it; results, kinds and keyboard use; axe clean while open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { axeViolations } from './support/a11y';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const dialog = (page: Page) => page.locator('dialog#site-search');
const input = (page: Page) => page.locator('#site-search-input');
const results = (page: Page) => page.locator('#site-search-results a');

async function search(page: Page, q: string) {
  await input(page).fill(q);
  await expect.poll(() => page.locator('#site-search-status').textContent(), { timeout: 15_000 }).toMatch(/result/);
}
const hrefs = (page: Page) => results(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

describe('site search', () => {
  it('loads nothing until opened; "/" opens it; "Chumbak" finds its story first with title, excerpt and kind', async () => {
    const { page, context, problems } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    try {
      await page.goto(baseUrl('/pricing?country=US'));
      await page.waitForLoadState('networkidle');
      expect(requested.filter((p) => p.startsWith('/pagefind/')), 'pagefind before opening').toEqual([]);
      expect(await dialog(page).count()).toBe(0);
      await page.keyboard.press('/');
      await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
      await search(page, 'Chumbak');
      expect((await hrefs(page))[0]).toBe('/customer-stories/chumbak');
      const first = results(page).first();
      expect(await first.textContent()).toContain('Chumbak');
      expect(await first.textContent()).toContain('Case study');
      expect(await first.locator('mark').count()).toBeGreaterThan(0);
      expect(requested.some((p) => p.startsWith('/pagefind/'))).toBe(true);
      await page.keyboard.press('Escape');
      expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await context.close();
    }
  });

  it('"fake follower" finds the post and the API page; the kind filter narrows the results', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(baseUrl('/?country=US'));
      await page.keyboard.press('Control+k');
      await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
      await search(page, 'fake follower');
      const all = await hrefs(page);
      expect(all).toContain('/blog/audience-quality-and-fake-follower-detection');
      expect(all.some((h) => h?.startsWith('/influencer-api'))).toBe(true);
      expect(all.some((h) => h === '/admin' || h === '/404')).toBe(false);
      await page.locator('#site-search fieldset label', { hasText: 'API docs' }).click();
      await expect.poll(() => page.locator('#site-search-status').textContent()).toMatch(/in API docs/);
      const api = await hrefs(page);
      expect(api.length).toBeGreaterThan(0);
      expect(api.every((h) => h?.startsWith('/influencer-api'))).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await context.close();
    }
  });

  it('works with the keyboard alone: Tab to the button, Enter, type, arrows, Enter follows the result', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(baseUrl('/blog?country=US'));
      await page.locator('[data-search-open="header"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
      await page.keyboard.type('Chumbak');
      await expect.poll(() => page.locator('#site-search-status').textContent(), { timeout: 15_000 }).toMatch(/result/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/customer-stories/chumbak');
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
      await page.keyboard.press('ArrowDown');
      await Promise.all([page.waitForURL((u) => u.pathname === '/customer-stories/chumbak'), page.keyboard.press('Enter')]);
      // Escape gives focus back to the button that opened it
      await page.locator('[data-search-open="header"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open'))).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await context.close();
    }
  });

  it.each(['mobile', 'desktop'] as const)('is axe clean with the dialog open and results shown (%s)', async (viewport) => {
    const { page, context } = await openPage(browser, { viewport });
    try {
      await page.goto(baseUrl('/customer-stories?country=US'));
      if (viewport === 'mobile') {
        await page.locator('[data-drawer-open]').click();
        await page.locator('[data-search-open="drawer"]').click();
      } else {
        await page.locator('[data-search-open="header"]').first().click();
      }
      await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
      await search(page, 'fake follower');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/search16-${viewport}.png` });
    } finally {
      await context.close();
    }
  });
});

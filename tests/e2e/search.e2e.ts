/**
 * Site search on the built site, served offline like `npm start`: nothing of it loads before the dialog
 * opens; "/", Ctrl+K and the header/drawer buttons open it; results, kinds and keyboard use; axe clean while open.
 */
import type { Page } from '@playwright/test';
import { test, expect, VIEWPORTS } from './support/browser';
import { axeViolations } from './support/a11y';

const dialog = (page: Page) => page.locator('dialog#site-search');
const input = (page: Page) => page.locator('#site-search-input');
const results = (page: Page) => page.locator('#site-search-results a');

async function search(page: Page, q: string) {
  await input(page).fill(q);
  await expect(page.locator('#site-search-status')).toHaveText(/result/);
}
const hrefs = (page: Page) => results(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

test.describe('site search', () => {
  test('loads nothing until opened; "/" opens it; "Chumbak" finds its story first with title, excerpt and kind', async ({
    page,
    problems,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/pricing?country=US');
    await page.waitForLoadState('networkidle');
    expect(
      requested.filter((p) => p.startsWith('/pagefind/')),
      'pagefind before opening',
    ).toEqual([]);
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(dialog(page)).toHaveJSProperty('open', true);
    await expect(input(page)).toBeFocused();
    await search(page, 'Chumbak');
    expect((await hrefs(page))[0]).toBe('/customer-stories/chumbak');
    const first = results(page).first();
    await expect(first).toContainText('Chumbak');
    await expect(first).toContainText('Case study');
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    expect(requested.some((p) => p.startsWith('/pagefind/'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveJSProperty('open', false);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('"fake follower" finds the post and the API page; the kind filter narrows the results', async ({
    page,
    problems,
  }) => {
    await page.goto('/?country=US');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveJSProperty('open', true);
    await search(page, 'fake follower');
    const all = await hrefs(page);
    expect(all).toContain('/blog/audience-quality-and-fake-follower-detection');
    expect(all.some((h) => h?.startsWith('/influencer-api'))).toBe(true);
    expect(all.some((h) => h === '/admin' || h === '/404')).toBe(false);
    await page.locator('#site-search fieldset label', { hasText: 'API docs' }).click();
    await expect(page.locator('#site-search-status')).toHaveText(/in API docs/);
    const api = await hrefs(page);
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((h) => h?.startsWith('/influencer-api'))).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('finds the API docs by the words of a hidden tab: the PHP sample and the Insight response fields', async ({
    page,
  }) => {
    await page.goto('/?country=US');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveJSProperty('open', true);
    for (const q of ['curl_setopt_array', 'audience_quality_score']) {
      await search(page, q);
      expect(await hrefs(page), q).toContain('/influencer-api/docs');
    }
  });

  test('works with the keyboard alone: Tab to the button, Enter, type, arrows, Enter follows the result', async ({
    page,
    problems,
  }) => {
    await page.goto('/blog?country=US');
    await page.locator('[data-search-open="header"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('Chumbak');
    await expect(page.locator('#site-search-status')).toHaveText(/result/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(results(page).first()).toBeFocused();
    await expect(results(page).first()).toHaveAttribute('href', '/customer-stories/chumbak');
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/customer-stories/chumbak'),
      page.keyboard.press('Enter'),
    ]);
    // Escape gives focus back to the button that opened it
    await page.locator('[data-search-open="header"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-search-open="header"]').first()).toBeFocused();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  for (const viewport of ['mobile', 'desktop'] as const)
    test(`is axe clean with the dialog open and results shown (${viewport})`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto('/customer-stories?country=US');
      if (viewport === 'mobile') {
        await page.locator('[data-drawer-open]').click();
        await page.locator('[data-search-open="drawer"]').click();
      } else {
        await page.locator('[data-search-open="header"]').first().click();
      }
      await expect(dialog(page)).toHaveJSProperty('open', true);
      await search(page, 'fake follower');
      expect(await axeViolations(page)).toEqual([]);
    });
});

/**
 * Blocks far below the fold (`defer-render`: content-visibility auto, src/styles/global.css) are not rendered while
 * the page loads, are rendered as the visitor scrolls to them, and never get in the way of a link to a section.
 */
import type { Locator } from '@playwright/test';
import { test, expect, VIEWPORTS } from './support/browser';

/** Whether the browser is rendering `locator` (false while it sits inside a skipped `content-visibility` block). */
const rendered = (locator: Locator) =>
  locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }));

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('/customer-stories renders the later story cards and the footer only when the visitor scrolls to them', async ({
    page,
  }) => {
    await page.goto('/customer-stories?country=US');
    const lastCard = page.locator('[data-story-grid] > li').last();
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    expect(await rendered(lastCard.locator('h3'))).toBe(false);
    expect(await rendered(footerLink)).toBe(false);
    // A skipped block is still in the page: its links have their names for assistive technology.
    await expect(lastCard.getByRole('link')).toHaveAccessibleName(/\w/);

    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerLink)).toBe(true);
    await expect(footerLink).toBeInViewport();
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastCard.locator('h3'))).toBe(true);
    await expect(lastCard.locator('img[data-cover]')).toHaveJSProperty('complete', true);
  });

  test('a link to a section far down a page lands on that section', async ({ page }) => {
    await page.goto('/launchpad?country=US#pricing-faq');
    await expect(page.locator('#pricing-faq h2')).toBeInViewport();
    await page.goto('/managed-services?country=US');
    await page.locator('main').getByRole('link', { name: 'How it works', exact: true }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.locator('#how-it-works h2')).toBeInViewport();
  });
});

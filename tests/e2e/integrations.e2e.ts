/** /integrations: hero with the brand, WAI-ARIA tabs (mouse and keyboard), the testimonial, CTAs. */
import { test, expect } from './support/browser';
import { site } from '../../src/config/site';

test.describe('integrations', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/integrations?country=US');
  });

  test('hero names the configured brand; CTA goes to the app login', async ({ page, problems }) => {
    await expect(page.locator('h1')).toHaveText(`Integrate ${site.brand} with Your Favorite Tools`);
    const trial = page.getByRole('link', { name: 'Sign Up for Free Trial' });
    expect(await trial.count()).toBeGreaterThanOrEqual(1);
    for (const href of await trial.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      expect(href).toBe(site.loginUrl);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('ecommerce tab by default: four cards and the three-step flow; email tab on click', async ({ page }) => {
    const ecommerce = page.getByRole('tab', { name: 'Ecommerce & Marketplace' });
    const email = page.getByRole('tab', { name: 'Email Communication' });
    await expect(ecommerce).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('#panel-ecommerce');
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-integration]')).toHaveCount(4);
    await expect(panel.locator('[data-flow-step] h5')).toHaveText([
      'Step 1: Store connected',
      'Step 2: Product shipped',
      'Step 3: Creator content live',
    ]);
    await expect(page.locator('#panel-email')).toBeHidden();

    await email.click();
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(ecommerce).toHaveAttribute('aria-selected', 'false');
    await expect(panel).toBeHidden();
    await expect(page.locator('#panel-email [data-integration]')).toHaveCount(2);
    await expect(page.locator('#panel-email [data-email-benefits]')).toBeVisible();
  });

  test('tabs follow the WAI-ARIA keyboard pattern (arrows, Home, End, roving tabindex)', async ({ page }) => {
    const ecommerce = page.getByRole('tab', { name: 'Ecommerce & Marketplace' });
    const email = page.getByRole('tab', { name: 'Email Communication' });
    await expect(email).toHaveAttribute('tabindex', '-1');
    await ecommerce.focus();
    await page.keyboard.press('ArrowRight');
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(email).toBeFocused();
    await expect(page.locator('#tab-email')).toBeFocused();
    await expect(email).toHaveAttribute('tabindex', '0');
    await expect(page.locator('#panel-email')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(ecommerce).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(ecommerce).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])')).toHaveAttribute('aria-labelledby', 'tab-email');
  });

  test('five-star testimonial without placeholder press links, benefits and the Launchpad dialog button', async ({
    page,
  }) => {
    const quote = page.locator('[data-quotes="integrations"] > li');
    await expect(quote).toHaveCount(1);
    await expect(quote.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(1);
    // the spec's three press links wait for real articles: no placeholder press (issue 31)
    await expect(quote.locator('a[href^="http"]')).toHaveCount(0);
    await expect(page.locator('#benefits li')).toHaveCount(5);
    await expect(page.locator('#launchpad [data-lead-trigger]')).toHaveCount(1);
  });
});

/** /launchpad: region-dependent pricing and secondary button, loading tabs, sections. */
import { test, expect, regionResolved } from './support/browser';
import { WHATSAPP_MESSAGES, whatsappLink } from '../../src/config/site';

/** The price figures that are rendered. */
const prices = '[data-lp-price]:visible';

test.describe('launchpad', () => {
  test('India (?country=IN): ₹39,999 per month and a WhatsApp pricing chat as the secondary button', async ({
    page,
    problems,
  }) => {
    await page.goto('/launchpad?country=IN');
    await regionResolved(page, 'india');
    await expect(page.locator(prices)).toHaveText(['₹39,999']);
    await expect(page.locator('#pricing [role="tablist"]')).toBeHidden();
    await expect(page.locator('[data-lp-known="india"]')).toContainText('Pricing for Indian brands');
    const chat = page.locator('[data-secondary="india"]');
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', whatsappLink(WHATSAPP_MESSAGES.launchpadPricing));
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain('Launchpad pricing');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(page.locator('[data-secondary="global"]')).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('elsewhere (?country=US): $1,500 per month and the secondary button scrolls to #pricing', async ({ page }) => {
    await page.goto('/launchpad?country=US');
    await regionResolved(page, 'global');
    await expect(page.locator(prices)).toHaveText(['$1,500']);
    await expect(page.locator('[data-secondary="india"]')).toBeHidden();
    const toPricing = page.locator('[data-secondary="global"]');
    await expect(toPricing).toHaveAttribute('href', '#pricing');
    await toPricing.click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const r = document.getElementById('pricing')!.getBoundingClientRect();
          return r.top < window.innerHeight && r.bottom > 0 && Math.abs(r.top) < 200;
        }),
      )
      .toBe(true);
  });

  test("while the region loads: tabs 'Indian Brands' (default) and 'International Brands'; then the detected plan", async ({
    page,
  }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/geo*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/launchpad', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-region', 'loading');
    const india = page.getByRole('tab', { name: 'Indian Brands' });
    const intl = page.getByRole('tab', { name: 'International Brands' });
    await expect(india).toBeVisible();
    await expect(india).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(prices)).toHaveText(['₹39,999']);
    // while loading, the secondary button falls back to scrolling to the prices (isIndia is false while loading)
    await expect(page.locator('[data-secondary="global"]')).toBeVisible();
    await intl.click();
    await expect(page.locator(prices)).toHaveText(['$1,500']);
    await india.focus();
    await page.keyboard.press('ArrowRight');
    await expect(intl).toHaveAttribute('aria-selected', 'true');

    const before = await page.locator('#pricing [data-lp-plan]:visible').first().boundingBox();
    release();
    await regionResolved(page);
    await expect(india).toBeHidden();
    await expect(page.locator(prices)).toHaveText(['$1,500']); // unknown region locally = global
    const after = await page.locator('#pricing [data-lp-plan]:visible').first().boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(2); // the label replacing the tabs has their height
  });

  test('eligibility, three steps, six benefits, FAQ and testimonials', async ({ page }) => {
    await page.goto('/launchpad?country=US');
    await expect(page.locator('[data-criteria] h3')).toHaveText([
      'Raised less than $5MM',
      'Founded in 2020 or later',
      'D2C brand with physical products',
      'Ready to ship products',
    ]);
    const steps = page.locator('#how-it-works [data-steps] h3');
    expect((await steps.allTextContents()).map((t) => t.replace('Step ', '').replace(/^\d: /, ''))).toEqual([
      'Strategy & Setup',
      'Creator Outreach',
      'Content & Results',
    ]);
    await expect(page.locator('#benefits li')).toHaveCount(6);
    await expect(page.locator('#benefits')).toContainText('70% cheaper than hiring a team');
    for (const s of ['3 months, then month to month', '30-50', '2-3 months'])
      await expect(page.locator('[data-lp-known="global"]')).toContainText(s);
    expect(await page.locator('#pricing-faq details').count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator('[data-quotes="launchpad"] > li')).toHaveCount(3);
  });
});

/** /pricing: billing toggle values, prices without JavaScript, tooltips, CTAs, enterprise, quotes, FAQ, JSON-LD. */
import { test, expect, pauseClock, VIEWPORTS } from './support/browser';
import { site } from '../../src/config/site';

const amounts = '[data-plan] [data-amount]:visible';
const MONTHLY = ['$99', '$299', '$499'];
const YEARLY = ['$59', '$179', '$299'];

test.describe('pricing', () => {
  test('defaults to monthly: $99 / $299 / $499, Pro most popular', async ({ page, problems }) => {
    await page.goto('/pricing?country=US');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.locator(amounts)).toHaveText(MONTHLY);
    await expect(page.locator('[data-plan="Pro"]')).toContainText('Most popular');
    await expect(page.locator('[data-plan] [data-billed]:visible')).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("yearly: $59 / $179 / $299, 'Save 40%', 'Billed annually' and the yearly savings", async ({ page }) => {
    await page.goto('/pricing?country=US');
    await expect(page.locator('fieldset')).toContainText('Save 40%');
    await page.getByText('Yearly', { exact: false }).first().click();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.locator(amounts)).toHaveText(YEARLY);
    await expect(page.locator('[data-plan] [data-billed]:visible')).toHaveText([
      'Billed annually',
      'Billed annually',
      'Billed annually',
    ]);
    await expect(page.locator('[data-plan] [data-savings]:visible')).toHaveText([
      'Save $480/year',
      'Save $1,440/year',
      'Save $2,400/year',
    ]);
    await page.getByText('Monthly', { exact: true }).click();
    await expect(page.locator(amounts)).toHaveText(MONTHLY);
  });

  test('switching the period moves nothing below the prices', async ({ page }) => {
    await page.goto('/pricing?country=US');
    const below = () =>
      page.locator('[data-plan] a[href]').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top));
    const monthly = await below();
    await page.getByText('Yearly', { exact: false }).first().click();
    await expect(page.locator(amounts)).toHaveText(YEARLY);
    expect(await below()).toEqual(monthly);
  });

  test('the toggle is a radio group operable by keyboard', async ({ page }) => {
    await page.goto('/pricing?country=US');
    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.locator(amounts)).toHaveText(YEARLY);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    test('prices render and switch', async ({ page }) => {
      await page.goto('/pricing');
      await expect(page.locator(amounts)).toHaveText(MONTHLY);
      await page.getByText('Yearly', { exact: false }).first().click();
      await expect(page.locator(amounts)).toHaveText(YEARLY);
    });
  });

  test('shows every limit in the cards and the comparison table', async ({ page }) => {
    await page.goto('/pricing?country=US');
    const rows = await page.$$eval('[data-comparison] tbody tr', (trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('th, td')).map((c) => (c.querySelector('[data-label]') ?? c).textContent.trim()),
      ),
    );
    expect(rows).toEqual([
      ['Search results', '5,000 (500 pages)', '20,000 (2,000 pages)', 'Unlimited'],
      ['Influencer analytics', '250', '400', '1,000'],
      ['Campaign postings', '1', '5', 'Unlimited'],
      ['E-mail unlocks', '1,000', '2,500', 'Unlimited'],
      ['Phone unlocks', '200', '500', 'Unlimited'],
      ['Team seats', '1', '5', 'Unlimited'],
    ]);
    const all = page.locator('[data-all-plans]');
    for (const s of [
      'Bulk invites',
      'Data export',
      'Two e-mail-service integrations',
      'Whitelabel add-on at $200/month',
      'Each invite uses 1 search-result credit',
    ])
      await expect(all).toContainText(s);
  });

  test('tooltips open 700 ms after hover, at once on keyboard focus, and close with Escape', async ({ page }) => {
    await page.clock.install();
    await page.goto('/pricing?country=US');
    const first = page.locator('[data-plan="Basic"] [data-tooltip]').first();
    const bubble = first.locator('[role="tooltip"]');
    await pauseClock(page);
    await first.locator('button').hover();
    // The page's clock stands still: the bubble opens when 700 ms have passed, not before.
    await page.clock.runFor(690);
    await expect(bubble).toBeHidden();
    await page.clock.runFor(20);
    await expect(bubble).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(1000);
    await expect(bubble).toBeHidden();

    const second = page.locator('[data-plan="Pro"] [data-tooltip]').first();
    await second.locator('button').focus();
    await expect(second.locator('[role="tooltip"]')).toBeVisible();
    const describedBy = await second.locator('button').getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toContainText('search');
    await page.keyboard.press('Escape');
    await expect(second.locator('[role="tooltip"]')).toBeHidden();
  });

  test('plan CTAs go to the app, enterprise block, three named customers and the FAQ', async ({ page }) => {
    await page.goto('/pricing?country=US');
    const ctas = await page.$$eval('[data-plan] a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(ctas).toEqual([site.loginUrl, site.loginUrl, site.loginUrl]);
    const enterprise = page.locator('#enterprise');
    for (const s of ['Custom roles and permissions', 'Unlimited team members', 'Dedicated account manager'])
      await expect(enterprise).toContainText(s);
    await expect(page.locator('#enterprise [data-lead-trigger]')).toHaveCount(1);
    await expect(page.locator('[data-quotes="pricing"] > li')).toHaveCount(3);
    await expect(page.locator('[data-quotes="pricing"] figcaption')).toHaveCount(3);
    expect(await page.locator('#faq details').count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Is there a free plan?').click();
    // The FAQ names only the plans the page offers (docs/decisions/facts-one-home.md).
    await expect(
      page.getByText('No. Every plan, Basic, Pro and Unlimited, starts with the 7-day free trial'),
    ).toBeVisible();
    await expect(page.locator('#faq')).toContainText(
      'What is the difference between the Unlimited and Enterprise plans?',
    );
    await expect(page.locator('#faq')).not.toContainText(/Free plan|Growth|Custom plan/);
    // The three quotes are invented examples until marketing supplies consented ones: each is badged.
    await expect(page.locator('[data-quotes="pricing"] [data-example-badge]')).toHaveCount(3);
  });

  test('has its own title and Product/Offer JSON-LD with monthly and yearly offers', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle(/Pricing/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
    const ld = (await page.$$eval('script[type="application/ld+json"]', (s) =>
      s.map((x) => JSON.parse(x.textContent)),
    )) as Record<string, unknown>[];
    const products = ld.filter((x) => x['@type'] === 'Product') as {
      name: string;
      offers: { priceSpecification: unknown }[];
    }[];
    expect(products.map((p) => p.name.split(' ').pop())).toEqual(['Basic', 'Pro', 'Unlimited']);
    for (const p of products) {
      expect(JSON.stringify(p.offers)).toContain('"billingDuration":"P1M"');
      expect(JSON.stringify(p.offers)).toContain('"billingDuration":"P1Y"');
    }
    expect(ld.some((x) => x['@type'] === 'FAQPage')).toBe(true);
  });
});

/** /pricing: billing toggle values, prices without JavaScript, tooltips, CTAs, enterprise, quotes, FAQ, JSON-LD. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, VIEWPORTS } from './support/browser';
import { site } from '../../src/config/site';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Texts of the elements matching `selector` that are actually rendered. */
const visibleTexts = (page: Page, selector: string) =>
  page.$$eval(selector, (els) => els.filter((e) => (e as HTMLElement).checkVisibility()).map((e) => e.textContent!.replace(/\s+/g, ' ').trim()));

describe('pricing', () => {
  it('defaults to monthly: $99 / $299 / $499, Pro most popular', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    expect(await visibleTexts(page, '[data-plan] [data-amount]')).toEqual(['$99', '$299', '$499']);
    expect(await page.locator('[data-plan="Pro"]').textContent()).toContain('Most popular');
    expect(await visibleTexts(page, '[data-plan] [data-billed]')).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("yearly: $59 / $179 / $299, 'Save 40%', 'Billed annually' and the yearly savings", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    expect(await page.locator('fieldset').textContent()).toContain('Save 40%');
    await page.getByText('Yearly', { exact: false }).first().click();
    expect(await page.getByRole('radio', { name: /Yearly/ }).isChecked()).toBe(true);
    expect(await visibleTexts(page, '[data-plan] [data-amount]')).toEqual(['$59', '$179', '$299']);
    expect(await visibleTexts(page, '[data-plan] [data-billed]')).toEqual(['Billed annually', 'Billed annually', 'Billed annually']);
    expect(await visibleTexts(page, '[data-plan] [data-savings]')).toEqual(['Save $480/year', 'Save $1,440/year', 'Save $2,400/year']);
    await page.getByText('Monthly', { exact: true }).click();
    expect(await visibleTexts(page, '[data-plan] [data-amount]')).toEqual(['$99', '$299', '$499']);
    await context.close();
  });

  it('the toggle is a radio group operable by keyboard', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: /Yearly/ }).isChecked()).toBe(true);
    expect(await visibleTexts(page, '[data-plan] [data-amount]')).toEqual(['$59', '$179', '$299']);
    await context.close();
  });

  it('prices render and switch without JavaScript', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl('/pricing'));
    expect(await visibleTexts(page, '[data-plan] [data-amount]')).toEqual(['$99', '$299', '$499']);
    await page.getByText('Yearly', { exact: false }).first().click();
    expect(await visibleTexts(page, '[data-plan] [data-amount]')).toEqual(['$59', '$179', '$299']);
    await context.close();
  });

  it('shows every limit in the cards and the comparison table', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    const rows = await page.$$eval('[data-comparison] tbody tr', (trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => (c.querySelector('[data-label]') ?? c).textContent!.trim())));
    expect(rows).toEqual([
      ['Search results', '5,000 (500 pages)', '20,000 (2,000 pages)', 'Unlimited'],
      ['Influencer analytics', '250', '400', '1,000'],
      ['Campaign postings', '1', '5', 'Unlimited'],
      ['E-mail unlocks', '1,000', '2,500', 'Unlimited'],
      ['Phone unlocks', '200', '500', 'Unlimited'],
      ['Team seats', '1', '5', 'Unlimited'],
    ]);
    const all = await page.locator('[data-all-plans]').textContent();
    for (const s of ['Bulk invites', 'Data export', 'Two e-mail-service integrations', 'Whitelabel add-on at $200/month', 'Each invite uses 1 search-result credit']) expect(all).toContain(s);
    await context.close();
  });

  it('tooltips open 700 ms after hover, at once on keyboard focus, and close with Escape', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    const first = page.locator('[data-plan="Basic"] [data-tooltip]').first();
    const bubble = first.locator('[role="tooltip"]');
    // Timestamps taken in the page, so a slow machine cannot make the check flaky: never open before 700 ms.
    await first.evaluate((el) => {
      const w = window as unknown as { tt: { enter?: number; open?: number } };
      w.tt = {};
      el.addEventListener('pointerenter', () => { w.tt.enter ??= performance.now(); });
      new MutationObserver(() => { if (el.hasAttribute('data-open')) w.tt.open ??= performance.now(); }).observe(el, { attributes: true });
    });
    await first.locator('button').hover();
    await expect.poll(() => bubble.isVisible(), { timeout: 3000 }).toBe(true);
    const delay = await page.evaluate(() => { const t = (window as unknown as { tt: { enter: number; open: number } }).tt; return t.open - t.enter; });
    expect(delay).toBeGreaterThanOrEqual(690);
    await page.mouse.move(0, 0);
    await expect.poll(() => bubble.isVisible()).toBe(false);

    const second = page.locator('[data-plan="Pro"] [data-tooltip]').first();
    await second.locator('button').focus();
    expect(await second.locator('[role="tooltip"]').isVisible()).toBe(true);
    const describedBy = await second.locator('button').getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toContain('search');
    await page.keyboard.press('Escape');
    expect(await second.locator('[role="tooltip"]').isVisible()).toBe(false);
    await context.close();
  });

  it('plan CTAs go to the app, enterprise block, three named customers and the FAQ', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    const ctas = await page.$$eval('[data-plan] a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(ctas).toEqual([site.loginUrl, site.loginUrl, site.loginUrl]);
    const enterprise = await page.locator('#enterprise').textContent();
    for (const s of ['Custom roles and permissions', 'Unlimited team members', 'Dedicated account manager']) expect(enterprise).toContain(s);
    expect(await page.locator('#enterprise [data-lead-trigger]').count()).toBe(1);
    expect(await page.locator('[data-quotes="pricing"] > li').count()).toBe(3);
    expect(await page.locator('[data-quotes="pricing"] figcaption').allTextContents()).toHaveLength(3);
    const faq = page.locator('#faq details');
    expect(await faq.count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Is there a free plan?').click();
    expect(await page.getByText('one active campaign', { exact: false }).isVisible()).toBe(true);
    await context.close();
  });

  it('has its own title and Product/Offer JSON-LD with monthly and yearly offers', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing'));
    expect(await page.title()).toContain('Pricing');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/pricing$/);
    const ld = (await page.$$eval('script[type="application/ld+json"]', (s) => s.map((x) => JSON.parse(x.textContent!)))) as Record<string, unknown>[];
    const products = ld.filter((x) => x['@type'] === 'Product') as { name: string; offers: { priceSpecification: unknown }[] }[];
    expect(products.map((p) => p.name.split(' ').pop())).toEqual(['Basic', 'Pro', 'Unlimited']);
    for (const p of products) {
      expect(JSON.stringify(p.offers)).toContain('"billingDuration":"P1M"');
      expect(JSON.stringify(p.offers)).toContain('"billingDuration":"P1Y"');
    }
    expect(ld.some((x) => x['@type'] === 'FAQPage')).toBe(true);
    await context.close();
  });
});

/** /launchpad: region-dependent pricing and secondary button, loading tabs, sections. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { WHATSAPP_MESSAGES, whatsappLink } from '../../src/config/site';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const visiblePrices = (page: Page) =>
  page.$$eval('[data-lp-price]', (els) => els.filter((e) => (e as HTMLElement).checkVisibility()).map((e) => e.textContent!.trim()));

describe('launchpad', () => {
  it('India (?country=IN): ₹39,999 per month and a WhatsApp pricing chat as the secondary button', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/launchpad?country=IN'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'india');
    expect(await visiblePrices(page)).toEqual(['₹39,999']);
    expect(await page.locator('#pricing [role="tablist"]').isVisible()).toBe(false);
    expect(await page.locator('[data-lp-known="india"]').textContent()).toContain('Pricing for Indian brands');
    const chat = page.locator('[data-secondary="india"]');
    expect(await chat.isVisible()).toBe(true);
    expect(await chat.getAttribute('href')).toBe(whatsappLink(WHATSAPP_MESSAGES.launchpadPricing));
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain('Launchpad pricing');
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await page.locator('[data-secondary="global"]').isVisible()).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('elsewhere (?country=US): $1,500 per month and the secondary button scrolls to #pricing', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/launchpad?country=US'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'global');
    expect(await visiblePrices(page)).toEqual(['$1,500']);
    expect(await page.locator('[data-secondary="india"]').isVisible()).toBe(false);
    const toPricing = page.locator('[data-secondary="global"]');
    expect(await toPricing.getAttribute('href')).toBe('#pricing');
    await toPricing.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing');
    await expect.poll(() => page.evaluate(() => {
      const r = document.getElementById('pricing')!.getBoundingClientRect();
      return r.top < window.innerHeight && r.bottom > 0 && Math.abs(r.top) < 200;
    })).toBe(true);
    await context.close();
  });

  it("while the region loads: tabs 'Indian Brands' (default) and 'International Brands'; then the detected plan", async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    await page.route('**/api/geo*', async (route) => { await gate; await route.continue(); });
    await page.goto(baseUrl('/launchpad'), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.region)).toBe('loading');
    const india = page.getByRole('tab', { name: 'Indian Brands' });
    const intl = page.getByRole('tab', { name: 'International Brands' });
    await expect.poll(() => india.isVisible()).toBe(true);
    expect(await india.getAttribute('aria-selected')).toBe('true');
    expect(await visiblePrices(page)).toEqual(['₹39,999']);
    // while loading, the secondary button falls back to scrolling to the prices (isIndia is false while loading)
    expect(await page.locator('[data-secondary="global"]').isVisible()).toBe(true);
    await intl.click();
    expect(await visiblePrices(page)).toEqual(['$1,500']);
    await india.focus();
    await page.keyboard.press('ArrowRight');
    expect(await intl.getAttribute('aria-selected')).toBe('true');

    const before = await page.locator('#pricing [data-lp-plan]:visible').first().boundingBox();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.region !== 'loading');
    expect(await india.isVisible()).toBe(false);
    expect(await visiblePrices(page)).toEqual(['$1,500']); // unknown region locally = global
    const after = await page.locator('#pricing [data-lp-plan]:visible').first().boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(2); // the label replacing the tabs has their height
    await context.close();
  });

  it('eligibility, three steps, six benefits, FAQ and testimonials', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/launchpad?country=US'));
    const criteria = await page.locator('[data-criteria] h3').allTextContents();
    expect(criteria.map((c) => c.trim())).toEqual(['Raised less than $5MM', 'Founded in 2020 or later', 'D2C brand with physical products', 'Ready to ship products']);
    expect((await page.locator('#how-it-works [data-steps] h3').allTextContents()).map((t) => t.replace('Step ', '').replace(/^\d: /, ''))).toEqual(['Strategy & Setup', 'Creator Outreach', 'Content & Results']);
    expect(await page.locator('#benefits li').count()).toBe(6);
    expect(await page.locator('#benefits').textContent()).toContain('70% cheaper than hiring a team');
    const terms = await page.locator('[data-lp-known="global"]').textContent();
    for (const s of ['3 months, then month to month', '30-50', '2-3 months']) expect(terms).toContain(s);
    expect(await page.locator('#pricing-faq details').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-quotes="launchpad"] > li').count()).toBe(3);
    await context.close();
  });
});

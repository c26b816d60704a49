/** /integrations: hero with the brand, WAI-ARIA tabs (mouse and keyboard), press links, CTAs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { site } from '../../src/config/site';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('integrations', () => {
  it('hero names the configured brand; CTA goes to the app login', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/integrations?country=US'));
    expect(await page.locator('h1').textContent()).toBe(`Integrate ${site.brand} with Your Favorite Tools`);
    const trial = page.getByRole('link', { name: 'Sign Up for Free Trial' });
    expect(await trial.count()).toBeGreaterThanOrEqual(1);
    for (const href of await trial.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) expect(href).toBe(site.loginUrl);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('ecommerce tab by default: four cards and the three-step flow; email tab on click', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/integrations?country=US'));
    const ecommerce = page.getByRole('tab', { name: 'Ecommerce & Marketplace' });
    const email = page.getByRole('tab', { name: 'Email Communication' });
    expect(await ecommerce.getAttribute('aria-selected')).toBe('true');
    const panel = page.locator('#panel-ecommerce');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('[data-integration]').count()).toBe(4);
    expect(await panel.locator('[data-flow-step] h5').allTextContents()).toEqual(['Step 1: Store connected', 'Step 2: Product shipped', 'Step 3: Creator content live']);
    expect(await page.locator('#panel-email').isVisible()).toBe(false);

    await email.click();
    expect(await email.getAttribute('aria-selected')).toBe('true');
    expect(await ecommerce.getAttribute('aria-selected')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.locator('#panel-email [data-integration]').count()).toBe(2);
    expect(await page.locator('#panel-email [data-email-benefits]').isVisible()).toBe(true);
    await context.close();
  });

  it('tabs follow the WAI-ARIA keyboard pattern (arrows, Home, End, roving tabindex)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/integrations?country=US'));
    const ecommerce = page.getByRole('tab', { name: 'Ecommerce & Marketplace' });
    const email = page.getByRole('tab', { name: 'Email Communication' });
    expect(await email.getAttribute('tabindex')).toBe('-1');
    await ecommerce.focus();
    await page.keyboard.press('ArrowRight');
    expect(await email.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-email');
    expect(await email.getAttribute('tabindex')).toBe('0');
    expect(await page.locator('#panel-email').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await ecommerce.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await email.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await ecommerce.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await email.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[role="tabpanel"]:not([hidden])').getAttribute('aria-labelledby')).toBe('tab-email');
    await context.close();
  });

  it('five-star testimonial with three press links (new tab, nofollow), benefits and the Launchpad dialog button', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/integrations?country=US'));
    const quote = page.locator('[data-quotes="integrations"] > li');
    expect(await quote.count()).toBe(1);
    expect(await quote.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
    const links = quote.locator('a[href^="http"]');
    expect(await links.count()).toBe(3);
    for (const l of await links.all()) {
      expect(await l.getAttribute('target')).toBe('_blank');
      expect(await l.getAttribute('rel')).toContain('nofollow');
    }
    expect(await page.locator('#benefits li').count()).toBe(5);
    expect(await page.locator('#launchpad [data-lead-trigger]').count()).toBe(1);
    await context.close();
  });
});

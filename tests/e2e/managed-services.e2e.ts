/** /managed-services: sections, fee terms, Launchpad promo, stories link and the external scheduling link. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { site } from '../../src/config/site';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('managed services', () => {
  it('hero, why choose, four steps, fee terms, Launchpad promo, testimonials and final booking link', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/managed-services?country=US'));
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('main [data-lead-trigger]').first().textContent()).toContain('Book a Meeting');
    expect(await page.locator('#why li').count()).toBe(6);
    const steps = (await page.locator('#how-it-works [data-steps] h3').allTextContents()).map((t) => t.replace(/^Step \d: /, ''));
    expect(steps).toEqual(['Share your goals', 'Get a proposal', 'Approve and launch', 'Track in your dashboard']);
    expect(await page.locator('#how-it-works').textContent()).toMatch(/curated influencer list, KPIs and a timeline/);
    const pricing = await page.locator('#pricing').textContent();
    for (const s of ['10%', 'Minimum monthly billing', 'Fully visible invoices']) expect(pricing).toContain(s);
    const learn = page.locator('#launchpad a[href="/launchpad"]');
    expect(await learn.textContent()).toContain('Learn More');
    expect(await page.locator('#launchpad [data-lead-trigger]').textContent()).toContain('Apply Now');
    expect(await page.locator('[data-quotes="managed-services"] > li').count()).toBe(3);
    expect(await page.locator('#testimonials a[href="/customer-stories"]').count()).toBe(1);
    expect(await page.locator('[data-trusted]').textContent()).toContain('Trusted by 5000+');
    const book = page.locator('#get-started a', { hasText: 'Book a Meeting' });
    expect(await book.getAttribute('href')).toBe(site.schedulingUrl);
    expect(await book.getAttribute('target')).toBe('_blank');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

/** The shell shared by every page: region views, 404, redirect, header dropdowns and the mobile drawer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { axeViolations } from './support/a11y';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const campaignItem = '#menu-solutions a[href="/#campaign-management"]';

describe('region', () => {
  it('?country=IN shows the India view with the campaign-management menu item', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=IN'));
    await page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();
    await expect.poll(() => page.locator(campaignItem).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.region)).toBe('india');
    await context.close();
  });

  it('?country=US shows the global view without it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=US'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'global');
    await page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();
    await expect.poll(() => page.locator('#menu-solutions a[href="/managed-services"]').isVisible()).toBe(true);
    expect(await page.locator(campaignItem).isVisible()).toBe(false);
    await context.close();
  });

  it('with no country known, the India-only item shows while loading and is hidden once the region resolves to unknown', async () => {
    const { page, context } = await openPage(browser);
    // The geo answer is held until the loading state has been checked (a fixed delay raced a fast server).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/geo', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl('/'));
    expect(await page.evaluate(() => document.documentElement.dataset.region)).toBe('loading');
    await page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();
    expect(await page.locator(campaignItem).isVisible()).toBe(true);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.region === 'global');
    expect(await page.locator(campaignItem).isVisible()).toBe(false);
    await context.close();
  });
});

describe('routing', () => {
  it('an unknown path answers 404 with the not-found page', async () => {
    const { page, context } = await openPage(browser, { allowStatus: [404] });
    const res = await page.goto(baseUrl('/does-not-exist'));
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Page Not Found');
    expect(await page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
    for (const name of ['Go to Homepage', 'View Pricing Plans', 'Go Back']) {
      expect(await page.getByRole(name === 'Go Back' ? 'button' : 'link', { name }).count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
    // Not to be indexed, and no canonical URL that would say otherwise (issue 11 item 17).
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await context.close();
  });

  it('/sitemap.xml answers 301 to the sitemap index', async () => {
    const res = await fetch(baseUrl('/sitemap.xml'), { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', baseUrl('/')).pathname).toBe('/sitemap-index.xml');
    const index = await fetch(baseUrl('/sitemap.xml'));
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<sitemapindex');
  });

  it('/api-docs lands on /influencer-api/docs', async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto(baseUrl('/api-docs'));
    expect(new URL(page.url()).pathname).toBe('/influencer-api/docs');
    expect(res?.status()).toBe(200);
    await context.close();
  });
});

describe('header', () => {
  it('opens a dropdown by keyboard and closes it with Escape', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=US'));
    const button = page.locator('[data-dropdown] button', { hasText: 'Resources' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#menu-resources a[href="/blog"]').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toContain('Resources');
    await context.close();
  });

  it('opens on hover', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/'));
    await page.locator('[data-dropdown] button', { hasText: 'Free Tools' }).hover();
    await expect.poll(() => page.locator('#menu-tools a[href="/tools/engagement-checker"]').isVisible()).toBe(true);
    await context.close();
  });

  it('external items open in a new tab with rel noopener', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/'));
    const external = page.locator('#menu-resources a[target="_blank"]');
    expect(await external.count()).toBe(4);
    for (const rel of await external.evaluateAll((els) => els.map((e) => e.getAttribute('rel')))) expect(rel).toContain('noopener');
    await context.close();
  });

  it('on a small screen, the drawer opens, traps focus inside and closes with Escape', async () => {
    const { page, context } = await openPage(browser, { viewport: 'mobile' });
    await page.goto(baseUrl('/pricing?country=IN'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // offsetWidth is the layout width, unaffected by the slide-in transform
    expect(await drawer.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('#mobile-drawer') || document.activeElement === document.body);
      expect(inside).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await context.close();
  });

  it('the drawer is 400px wide on larger screens', async () => {
    const { page, context } = await openPage(browser);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(baseUrl('/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(400);
    await context.close();
  });

  it('an anchor item navigates to /#anchor from another page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=IN'));
    await page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();
    await page.locator('#menu-solutions a[href="/#influencer-discovery"]').click();
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#influencer-discovery');
    await context.close();
  });
});

describe('current page, India-only links and prefetch (issue 11 items 3, 9, 19, 20)', () => {
  it('marks the current page with aria-current in the header, the dropdown, the drawer and the footer', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    expect(await page.locator('nav[aria-label="Main"] a[href="/pricing"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('nav[aria-label="Main"] a[href="/"]').getAttribute('aria-current')).toBeNull();
    expect(await page.locator('footer a[href="/pricing"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('#mobile-drawer a[href="/pricing"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('[aria-current="page"]').count()).toBe(3);

    await page.goto(baseUrl('/managed-services?country=US'));
    expect(await page.locator('#menu-solutions a[href="/managed-services"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('#mobile-drawer a[href="/managed-services"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('footer a[href="/managed-services"]').getAttribute('aria-current')).toBe('page');

    await page.goto(baseUrl('/influencer-api/docs?country=US'));
    expect(await page.locator('nav[aria-label="Main"] > ul > li > a[href="/influencer-api"]').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('footer a[href="/influencer-api/docs"]').getAttribute('aria-current')).toBe('page');

    await page.goto(baseUrl('/?country=US'));
    expect(await page.locator('nav[aria-label="Main"] a[href="/"]').getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('the India flag of Campaign Management is an image named "India", not an emoji', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=IN'));
    await page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();
    const item = page.locator(campaignItem);
    await expect.poll(() => item.isVisible()).toBe(true);
    const flag = item.getByRole('img', { name: 'India' });
    expect(await flag.count()).toBe(1);
    expect(await flag.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    const box = (await flag.boundingBox())!;
    expect(box.width).toBeGreaterThan(12);
    expect(box.height).toBeGreaterThan(8);
    expect(await page.locator('header:has(#mobile-drawer)').textContent()).not.toMatch(/\p{Regional_Indicator}/u);
    await context.close();
  });

  it("the footer's Campaign Management link shows only for India, like the header item", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'global');
    expect(await page.locator('footer a[href="/#campaign-management"]').isVisible()).toBe(false);
    expect(await page.locator('footer a[href="/#influencer-discovery"]').isVisible()).toBe(true);
    await page.goto(baseUrl('/pricing?country=IN'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'india');
    expect(await page.locator('footer a[href="/#campaign-management"]').isVisible()).toBe(true);
    await context.close();
  });

  it('prefetches the main navigation in view on desktop, other links on hover, nothing unasked on a phone', async () => {
    const prefetched = (page: import('playwright-core').Page) =>
      page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    await expect.poll(() => prefetched(page), { timeout: 5000 }).toEqual(expect.arrayContaining(['/', '/influencer-api']));
    expect(await prefetched(page)).not.toContain('/pricing');
    expect(await prefetched(page)).not.toContain('/blog');
    await page.locator('footer a[href="/blog"]').hover();
    await expect.poll(() => prefetched(page), { timeout: 5000 }).toContain('/blog');
    await context.close();

    const mobile = await openPage(browser, { viewport: 'mobile' });
    await mobile.page.goto(baseUrl('/pricing?country=US'));
    await mobile.page.waitForLoadState('load');
    await mobile.page.waitForTimeout(1000);
    expect(await prefetched(mobile.page)).toEqual([]);
    await mobile.context.close();
  });
});

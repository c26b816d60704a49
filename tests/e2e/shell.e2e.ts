/**
 * The shell shared by every page: region views, 404, redirect, header dropdowns and the mobile drawer (their links and
 * keyboard: navigation.e2e.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, baseUrl, regionResolved, VIEWPORTS } from './support/browser';
import { axeViolations } from './support/a11y';

const campaignItem = '#menu-solutions a[href="/#campaign-management"]';
const openSolutions = (page: Page) => page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();

test.describe('region', () => {
  test('?country=IN shows the India view with the campaign-management menu item', async ({ page }) => {
    await page.goto('/?country=IN');
    await openSolutions(page);
    await expect(page.locator(campaignItem)).toBeVisible();
    await regionResolved(page, 'india');
  });

  test('?country=US shows the global view without it', async ({ page }) => {
    await page.goto('/?country=US');
    await regionResolved(page, 'global');
    await openSolutions(page);
    await expect(page.locator('#menu-solutions a[href="/managed-services"]')).toBeVisible();
    await expect(page.locator(campaignItem)).toBeHidden();
  });

  test('with no country known, the India-only item shows while loading and is hidden once the region resolves to unknown', async ({
    page,
  }) => {
    // The geo answer is held until the loading state has been checked.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/geo', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-region', 'loading');
    await openSolutions(page);
    await expect(page.locator(campaignItem)).toBeVisible();
    release();
    await regionResolved(page, 'global');
    await expect(page.locator(campaignItem)).toBeHidden();
  });
});

test.describe('routing', () => {
  test.describe('not found', () => {
    test.use({ allowStatus: [404] });
    test('an unknown path answers 404 with the not-found page', async ({ page }) => {
      const res = await page.goto('/does-not-exist');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
      expect(await page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
      for (const name of ['Go to Homepage', 'View Pricing Plans', 'Go Back']) {
        await expect(page.getByRole(name === 'Go Back' ? 'button' : 'link', { name })).toHaveCount(1);
      }
      expect(await axeViolations(page)).toEqual([]);
      // Not to be indexed, and no canonical URL that would say otherwise.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  });

  test('/sitemap.xml answers 301 to the sitemap index', async () => {
    const res = await fetch(baseUrl('/sitemap.xml'), { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', baseUrl('/')).pathname).toBe('/sitemap-index.xml');
    const index = await fetch(baseUrl('/sitemap.xml'));
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<sitemapindex');
  });

  test('/api-docs lands on /influencer-api/docs', async ({ page }) => {
    const res = await page.goto('/api-docs');
    expect(new URL(page.url()).pathname).toBe('/influencer-api/docs');
    expect(res?.status()).toBe(200);
  });
});

test.describe('header', () => {
  test('external items open in a new tab with rel noopener', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-dropdown] button', { hasText: 'Resources' }).click();
    const external = page.locator('#menu-resources a[target="_blank"]');
    await expect(external).toHaveCount(4);
    for (const rel of await external.evaluateAll((els) => els.map((e) => e.getAttribute('rel'))))
      expect(rel).toContain('noopener');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile });
    test('the drawer opens, traps focus inside and closes with Escape', async ({ page }) => {
      await page.goto('/pricing?country=IN');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.locator('#mobile-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('a[href="/pricing"]')).toHaveAttribute('aria-current', 'page');
      await expect(drawer.locator('a[href="/#campaign-management"]')).toBeVisible();
      // The drawer's search button is a working <search-button>.
      expect(await drawer.locator('search-button').evaluate((el) => el.constructor !== HTMLElement)).toBe(true);
      // offsetWidth is the layout width, unaffected by the slide-in transform
      expect(await drawer.locator('[data-drawer-panel]').evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300);
      // Every element that receives focus while the visitor tabs 40 times lies inside the drawer.
      const outside = await page.evaluateHandle(() => {
        const seen: string[] = [];
        document.addEventListener('focusin', (e) => {
          const el = e.target as Element;
          if (!el.closest('#mobile-drawer')) seen.push(el.outerHTML.slice(0, 80));
        });
        return seen;
      });
      for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
      // Shift+Tab from the first control (the close button, focused as the drawer opens) wraps to the last.
      await page.getByRole('button', { name: 'Close menu' }).focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
      expect(await outside.jsonValue()).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      // A tap on the backdrop (left of the panel) closes it too, focus back on the menu button.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(drawer).toBeVisible();
      await page.mouse.click(20, 400);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });
  });

  test.describe('at 800 px', () => {
    test.use({ viewport: { width: 800, height: 900 } });
    test('the drawer is 400px wide on larger screens', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.locator('#mobile-drawer');
      await expect(drawer).toBeVisible();
      expect(await drawer.locator('[data-drawer-panel]').evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(400);
    });
  });

  test('an anchor item navigates to /#anchor from another page', async ({ page }) => {
    await page.goto('/pricing?country=IN');
    await openSolutions(page);
    await page.locator('#menu-solutions a[href="/#influencer-discovery"]').click();
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#influencer-discovery');
  });
});

test.describe('current page, India-only links and prefetch', () => {
  test('marks the current page with aria-current in the header, the dropdown, the drawer and the footer', async ({
    page,
  }) => {
    await page.goto('/pricing?country=US');
    await expect(page.locator('nav[aria-label="Main"] a[href="/pricing"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('nav[aria-label="Main"] a[href="/"]')).not.toHaveAttribute('aria-current');
    await expect(page.locator('footer a[href="/pricing"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#mobile-drawer a[href="/pricing"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-current="page"]')).toHaveCount(3);

    await page.goto('/managed-services?country=US');
    await openSolutions(page);
    await expect(page.locator('#menu-solutions a[href="/managed-services"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#mobile-drawer a[href="/managed-services"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('footer a[href="/managed-services"]')).toHaveAttribute('aria-current', 'page');

    await page.goto('/influencer-api/docs?country=US');
    await expect(page.locator('nav[aria-label="Main"] > ul > li > a[href="/influencer-api"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('footer a[href="/influencer-api/docs"]')).toHaveAttribute('aria-current', 'page');

    await page.goto('/?country=US');
    await expect(page.locator('nav[aria-label="Main"] a[href="/"]')).toHaveAttribute('aria-current', 'page');
  });

  test('the India flag of Campaign Management is an image named "India", not an emoji', async ({ page }) => {
    await page.goto('/?country=IN');
    await openSolutions(page);
    const item = page.locator(campaignItem);
    await expect(item).toBeVisible();
    const flag = item.getByRole('img', { name: 'India' });
    await expect(flag).toHaveCount(1);
    expect(await flag.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    const box = (await flag.boundingBox())!;
    expect(box.width).toBeGreaterThan(12);
    expect(box.height).toBeGreaterThan(8);
    await expect(page.locator('header:has(#mobile-drawer)')).not.toHaveText(/\p{Regional_Indicator}/u);
  });

  test("the footer's Campaign Management link shows only for India, like the header item", async ({ page }) => {
    await page.goto('/pricing?country=US');
    await regionResolved(page, 'global');
    await expect(page.locator('footer a[href="/#campaign-management"]')).toBeHidden();
    await expect(page.locator('footer a[href="/#influencer-discovery"]')).toBeVisible();
    await page.goto('/pricing?country=IN');
    await regionResolved(page, 'india');
    await expect(page.locator('footer a[href="/#campaign-management"]')).toBeVisible();
  });

  const prefetched = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );

  test('prefetches the main navigation in view on desktop, other links on hover', async ({ page }) => {
    await page.goto('/pricing?country=US');
    await expect.poll(() => prefetched(page)).toEqual(expect.arrayContaining(['/', '/influencer-api']));
    expect(await prefetched(page)).not.toContain('/pricing');
    expect(await prefetched(page)).not.toContain('/blog');
    await page.locator('footer a[href="/blog"]').hover();
    await expect.poll(() => prefetched(page)).toContain('/blog');
    // A dropdown's links too.
    await openSolutions(page);
    await page.locator('#menu-solutions a[href="/managed-services"]').hover();
    await expect.poll(() => prefetched(page)).toContain('/managed-services');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile });
    test('prefetches nothing unasked', async ({ page }) => {
      await page.clock.install();
      await page.goto('/pricing?country=US');
      await page.waitForLoadState('load');
      // Whatever the prefetcher would do on a timer or when idle has had its time.
      await page.clock.runFor(5000);
      expect(await prefetched(page)).toEqual([]);
    });
  });
});

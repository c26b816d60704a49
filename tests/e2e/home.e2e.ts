/**
 * Home page (issue 3): India (?country=IN) and global (?country=US) views, banner, toast, hero tabs, sections,
 * menu, testimonial carousel, logo strip, banner dismissal across reloads, reduced motion, axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import AxeBuilder from '@axe-core/playwright';
import { axeViolations } from './support/a11y';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const regions = [
  { code: 'IN', region: 'india', badge: 'India', toast: 'Showing content for India', banner: 'INR billing', india: true },
  { code: 'US', region: 'global', badge: 'US', toast: 'Showing global content', banner: '10M+ creators', india: false },
] as const;

/** Scrolls through the page so every visible client:visible island hydrates, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  // islands in a hidden region block (the campaign section for global visitors) never hydrate: they are not visible
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island[ssr]')].every((el) => !el.firstElementChild?.checkVisibility()), undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe.each(regions)('home, $region view', (r) => {
  it('shows the right banner, toast, badge, hero tabs, sections and menu, and axe finds nothing', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(baseUrl(`/?country=${r.code}`));
      expect(await page.locator('html').getAttribute('data-region')).toBe(r.region);

      // banner: only the region's text is visible
      const visibleBanner = page.locator(`[data-promo-variant="${r.india ? 'india' : 'global'}"]`);
      const otherBanner = page.locator(`[data-promo-variant="${r.india ? 'global' : 'india'}"]`);
      expect(await visibleBanner.isVisible()).toBe(true);
      expect(await visibleBanner.textContent()).toContain(r.banner);
      expect(await otherBanner.isVisible()).toBe(false);

      // toast, announced through a status live region, at most one
      const toast = page.locator('[data-location-toast]');
      expect(await toast.getAttribute('role')).toBe('status');
      await expect.poll(() => toast.textContent(), { timeout: 5000 }).toContain(r.toast);
      expect(await page.locator('[data-toast]').count()).toBe(1);

      // hero
      await expect.poll(() => page.locator('[data-location-badge]').textContent(), { timeout: 5000 }).toBe(r.badge);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const campaignTab = page.getByRole('tab', { name: 'Campaign Management' });
      expect(await campaignTab.isVisible()).toBe(r.india);
      expect(await page.locator('a', { hasText: 'Start 7-Day Free Trial' }).first().getAttribute('href')).toMatch(/\/auth\/login$/);
      const demo = page.locator('[data-home-hero] a', { hasText: 'Book a Demo' });
      expect(await demo.getAttribute('target')).toBe('_blank');

      // sections
      expect(await page.locator('#influencer-discovery').isVisible()).toBe(true);
      expect(await page.locator('#campaign-management').isVisible()).toBe(r.india);

      // menu
      await page.locator('[data-dropdown] button', { hasText: 'Solutions' }).click();
      await expect.poll(() => page.locator('#menu-solutions a[href="/#influencer-discovery"]').isVisible()).toBe(true);
      expect(await page.locator('#menu-solutions a[href="/#campaign-management"]').isVisible()).toBe(r.india);
      await page.keyboard.press('Escape');

      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('mobile: axe finds nothing after every island hydrated', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'mobile' });
    try {
      await page.goto(baseUrl(`/?country=${r.code}`));
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('home interactions', () => {
  it('the India hero tabs switch the screenshot and the three bullets, by click and arrow keys', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=IN'));
    const pane = (id: string) => page.locator(`[data-pane="${id}"]`).first();
    expect(await pane('discovery').isVisible()).toBe(true);
    expect(await pane('campaign').isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Campaign Management' }).click();
    await expect.poll(() => pane('campaign').isVisible()).toBe(true);
    expect(await pane('discovery').isVisible()).toBe(false);
    expect(await pane('campaign').locator('li').count()).toBe(3);
    expect(await page.locator('#hero-panel').getAttribute('aria-labelledby')).toBe('hero-tab-campaign');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Influencer Discovery' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it("testimonials: '1 of 7 testimonials' -> Next -> '2 of 7', and Previous from 1 wraps to 7", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/?country=US'));
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('[data-carousel]')?.closest('astro-island')?.hasAttribute('ssr'));
    const counter = page.locator('[data-carousel-counter]');
    expect(await counter.textContent()).toBe('1 of 7 testimonials');
    expect(await page.getByRole('heading', { name: "Don't just take our word for it" }).count()).toBe(1);
    for (let i = 1; i <= 7; i++) expect(await page.getByRole('button', { name: `Go to testimonial ${i}` }).count()).toBe(1);

    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => counter.textContent(), { timeout: 3000 }).toBe('2 of 7 testimonials');
    await expect.poll(() => page.locator('[data-carousel]').getAttribute('data-transitioning')).toBe('false');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(() => counter.textContent(), { timeout: 3000 }).toBe('1 of 7 testimonials');
    await expect.poll(() => page.locator('[data-carousel]').getAttribute('data-transitioning')).toBe('false');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(() => counter.textContent(), { timeout: 3000 }).toBe('7 of 7 testimonials');

    const all = page.getByRole('link', { name: 'View All Customer Success Stories' });
    expect(await all.getAttribute('href')).toBe('/customer-stories');
    const press = page.locator('[data-carousel] a[target="_blank"]');
    expect(await press.count()).toBeGreaterThan(0);
    for (const rel of await press.evaluateAll((els) => els.map((e) => e.getAttribute('rel')))) expect(rel).toContain('nofollow');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it('the logo strip: 14 logos twice, slots >= 160 px, fades in once visible, 60 s cycle', async () => {
    const { page, context } = await openPage(browser, { viewport: 'mobile' });
    await page.goto(baseUrl('/?country=US'));
    const strip = page.locator('[data-strip]');
    expect(await strip.getAttribute('data-revealed')).toBe('false');
    await page.getByRole('heading', { name: 'Trusted by 5000+ Agencies and D2C Companies' }).scrollIntoViewIfNeeded();
    // preloaded, or at most 3000 ms after the preload started
    await expect.poll(() => strip.getAttribute('data-revealed'), { timeout: 6000 }).toBe('true');
    expect(await page.locator('[data-strip] li').count()).toBe(28);
    const widths = await page.locator('[data-strip] li').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(159.9); // sub-pixel rounding while the track moves
    expect(await page.locator('[data-strip] li').first().evaluate((el) => getComputedStyle(el).minWidth)).toBe('160px');
    const anim = await page.locator('.strip-track').evaluate((el) => getComputedStyle(el).animationDuration);
    expect(anim).toBe('60s');
    await context.close();
  });

  it('the discovery steps: a click selects a step', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=US'));
    await page.locator('#influencer-discovery').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('[data-steps="discovery"]')?.closest('astro-island')?.hasAttribute('ssr'));
    const tab = page.locator('#influencer-discovery').getByRole('tab', { name: 'Performance Analytics' });
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[data-steps="discovery"]').getAttribute('data-timer')).toBe('stopped');
    await context.close();
  });

  it('the step tabs of both showcases carry their visible label "Step N …" in their accessible name (axe label-content-name-mismatch)', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(baseUrl('/?country=IN'));
      await scrollThrough(page);
      const tabs = page.locator('[data-steps] [role="tab"]');
      expect(await tabs.count()).toBeGreaterThanOrEqual(6);
      const results = await new AxeBuilder({ page }).include('[data-steps]').withRules(['label-content-name-mismatch']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
      for (const mode of ['discovery', 'campaign']) {
        const labels = await page.locator(`[data-steps="${mode}"] [role="tab"]`).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
        expect(labels.length).toBeGreaterThanOrEqual(3);
        for (const [i, label] of labels.entries()) {
          expect(label.toLowerCase()).toMatch(new RegExp(`^step ${i + 1} `));
          // the accessible name holds the whole visible label
          expect(await page.locator(`[data-steps="${mode}"]`).getByRole('tab', { name: label }).count(), label).toBe(1);
        }
      }
    } finally {
      await context.close();
    }
  });

  it("the India banner's promise (INR billing, GST invoices, local support) is what its link opens; global visitors do not see it on pricing", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(baseUrl('/?country=IN'));
      const link = page.locator('[data-promo-variant="india"] a');
      expect(await link.getAttribute('href')).toBe('/pricing#india-billing');
      // the preview region (?country=IN) is kept on the target, as a visitor in India would be detected there
      await page.goto(baseUrl('/pricing?country=IN#india-billing'));
      const target = page.locator('#india-billing');
      await expect.poll(() => target.isVisible()).toBe(true);
      const text = (await target.textContent()) ?? '';
      for (const s of ['INR', 'GST invoice', 'local support']) expect(text).toContain(s);
      // the target is in view, not hidden below the fold
      await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
      await page.goto(baseUrl('/pricing?country=US'));
      await page.waitForFunction(() => document.documentElement.dataset.region === 'global');
      expect(await page.locator('#india-billing').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('closing the banner stores the flag and survives a reload without a flash', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/?country=US'));
    const banner = page.locator('[data-promo-banner]');
    expect(await banner.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await banner.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('promo-banner-closed'))).toBe('true');
    // on the next load, the banner is hidden before first paint
    await page.goto(baseUrl('/?country=US'), { waitUntil: 'commit' });
    await page.waitForSelector('[data-promo-banner]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.promoClosed)).toBe('true');
    expect(await banner.isVisible()).toBe(false);
    await page.reload();
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });

  it('reduced motion: the full phrase, no moving strip', async () => {
    const { page, context } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(baseUrl('/?country=US'));
    await page.waitForTimeout(600);
    const first = await page.locator('[data-typing]').textContent();
    await page.waitForTimeout(500);
    expect(await page.locator('[data-typing]').textContent()).toBe(first);
    expect(first).toBe('Search 400M+ creators worldwide');
    expect(await page.locator('.strip-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await context.close();
  });
});

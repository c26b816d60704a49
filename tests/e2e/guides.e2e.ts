/** /influencer-marketing-guide and /comparison-guide: anchors, pro tips, CTAs, accessible table; no React. */
import { test, expect } from './support/browser';
import { site } from '../../src/config/site';

const SECTIONS = [
  'getting-started',
  'strategy-planning',
  'creator-discovery',
  'campaign-execution',
  'content-optimization',
  'measurement-roi',
];

/** The element's top edge lies in the upper half of the viewport. */
const inUpperHalf = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.top < window.innerHeight / 2;
};

test.describe('/influencer-marketing-guide', () => {
  test('has a table of contents whose six links land on their sections, each with a Pro Tip', async ({
    page,
    problems,
  }) => {
    await page.goto('/influencer-marketing-guide?country=US');
    const links = page.getByTestId('guide-toc').locator('a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      SECTIONS.map((s) => `#${s}`),
    );
    for (const id of SECTIONS) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      expect(await section.locator('aside[aria-label="Pro Tip"]').count()).toBeGreaterThan(0);
      expect(await section.locator('p').count()).toBeGreaterThan(1);
    }
    await links.nth(4).click();
    await page.waitForURL((u) => u.hash === '#content-optimization');
    await expect.poll(() => page.locator('#content-optimization-heading').evaluate(inUpperHalf)).toBe(true);
    await expect(page.locator('#strategy-planning')).toContainText(/10K-100K followers and an engagement rate of 2-6%/);
    const demo = page.getByRole('link', { name: /^Book a Demo/ });
    await expect(demo).toHaveAttribute('href', site.schedulingUrl);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Read More Guides/ })).toHaveAttribute('href', '/blog');
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a deep link to a section opens at that section', async ({ page }) => {
    await page.goto('/influencer-marketing-guide#measurement-roi');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

test.describe('/comparison-guide', () => {
  test('has the feature table against three competitors with accessible yes/no cells, six benefits and the CTAs', async ({
    page,
  }) => {
    await page.goto('/comparison-guide?country=US');
    const table = page.getByRole('table');
    await expect(table.locator('thead th')).toHaveCount(5);
    await expect(table.locator('thead th').nth(1)).toHaveText(site.brand);
    const srTexts = await table.locator('td .sr-only').allTextContents();
    expect(srTexts).toContain('Yes');
    expect(srTexts).toContain('No');
    await expect(page.locator('#benefits li')).toHaveCount(6);
    const demo = page.getByRole('link', { name: /^Book a Demo/ }).first();
    await expect(demo).toHaveAttribute('href', site.schedulingUrl);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Explore Platform' }).first()).toHaveAttribute('href', '/');
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
});

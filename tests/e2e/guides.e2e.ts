/** /influencer-marketing-guide and /comparison-guide: anchors, pro tips, CTAs, accessible table; no React. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { site } from '../../src/config/site';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const SECTIONS = ['getting-started', 'strategy-planning', 'creator-discovery', 'campaign-execution', 'content-optimization', 'measurement-roi'];

describe('/influencer-marketing-guide', () => {
  it('has a table of contents whose six links land on their sections, each with a Pro Tip', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(baseUrl('/influencer-marketing-guide?country=US'));
      const links = page.getByTestId('guide-toc').locator('a');
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(SECTIONS.map((s) => `#${s}`));
      for (const id of SECTIONS) {
        const section = page.locator(`section#${id}`);
        expect(await section.count()).toBe(1);
        expect(await section.locator('aside[aria-label="Pro Tip"]').count()).toBeGreaterThan(0);
        expect((await section.locator('p').count())).toBeGreaterThan(1);
      }
      await links.nth(4).click();
      await page.waitForURL((u) => u.hash === '#content-optimization');
      await expect.poll(() => page.locator('#content-optimization-heading').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.top < window.innerHeight / 2;
      })).toBe(true);
      expect(await page.locator('#strategy-planning').innerText()).toMatch(/10K-100K followers and an engagement rate of 2-6%/);
      const demo = page.getByRole('link', { name: /^Book a Demo/ });
      expect(await demo.getAttribute('href')).toBe(site.schedulingUrl);
      expect(await demo.getAttribute('target')).toBe('_blank');
      expect(await page.getByRole('link', { name: /Read More Guides/ }).getAttribute('href')).toBe('/blog');
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a deep link to a section opens at that section', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(baseUrl('/influencer-marketing-guide#measurement-roi'));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    } finally {
      await context.close();
    }
  });
});

describe('/comparison-guide', () => {
  it('has the feature table against three competitors with accessible yes/no cells, six benefits and the CTAs', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(baseUrl('/comparison-guide?country=US'));
      const table = page.getByRole('table');
      expect(await table.locator('thead th').count()).toBe(5);
      expect(await table.locator('thead th').nth(1).textContent()).toBe(site.brand);
      const srTexts = await table.locator('td .sr-only').allTextContents();
      expect(srTexts).toContain('Yes');
      expect(srTexts).toContain('No');
      expect(await page.locator('#benefits li').count()).toBe(6);
      const demo = page.getByRole('link', { name: /^Book a Demo/ }).first();
      expect(await demo.getAttribute('href')).toBe(site.schedulingUrl);
      expect(await demo.getAttribute('target')).toBe('_blank');
      expect(await page.getByRole('link', { name: 'Explore Platform' }).first().getAttribute('href')).toBe('/');
      expect(await page.locator('astro-island').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

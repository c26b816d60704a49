/** /tools, the engagement checker (estimate + exact calculator) and the post checker. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { estimateEngagement, estimatePost, formatRate } from '../../src/lib/checkers';
import { formatNumber } from '../../src/lib/format';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function check(page: Page, value: string, button: string, busy: string, resultId: string) {
  await page.getByRole('textbox').first().fill(value);
  const submit = page.getByRole('button', { name: button });
  expect(await submit.isEnabled()).toBe(true);
  const started = Date.now();
  await submit.click();
  const loading = page.getByRole('button', { name: busy });
  expect(await loading.isDisabled()).toBe(true);
  await page.waitForFunction((b) => [...document.querySelectorAll('button')].some((el) => el.textContent?.trim() === b && !el.disabled), button, { timeout: 5000 });
  const took = Date.now() - started;
  expect(took).toBeGreaterThanOrEqual(1300);
  expect(took).toBeLessThan(3500);
  return page.getByTestId(resultId);
}

/** Waits until the island holding `selector` has hydrated (the calculator below hydrates only when visible). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel)?.closest('astro-island');
    return !!island && !island.hasAttribute('ssr');
  }, selector, { timeout: 15_000 });
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).first().textContent();

describe('/tools', () => {
  it('lists both tools (engagement checker marked Popular), links onwards and declares price 0 USD', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(baseUrl('/tools?country=US'));
      const engagement = page.getByRole('link', { name: 'Instagram Engagement Checker' });
      expect(await engagement.getAttribute('href')).toBe('/tools/engagement-checker');
      expect(await page.getByRole('link', { name: 'Post Performance Analyzer' }).getAttribute('href')).toBe('/tools/post-checker');
      expect(await page.locator('li', { has: engagement }).innerText()).toContain('Popular');
      expect(await page.getByRole('link', { name: 'Managed Services' }).last().getAttribute('href')).toBe('/managed-services');
      expect(await page.getByRole('link', { name: 'Influencer API' }).last().getAttribute('href')).toBe('/influencer-api');
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      const apps = ld.filter((j) => j['@type'] === 'SoftwareApplication');
      expect(apps).toHaveLength(2);
      for (const app of apps) expect(app.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
    } finally {
      await context.close();
    }
  });
});

describe('/tools/engagement-checker', () => {
  it('disables Check Now when empty, shows Checking... for about 1.5 s, then the estimate', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(baseUrl('/tools/engagement-checker?country=US'));
      await hydrated(page, 'input[name="username"]');
      const input = page.getByRole('textbox', { name: 'Instagram username or profile URL' });
      expect(await input.getAttribute('placeholder')).toMatch(/Instagram @username or profile URL/);
      const button = page.getByRole('button', { name: 'Check Now' });
      expect(await button.isDisabled()).toBe(true);
      await input.fill('   ');
      expect(await button.isDisabled()).toBe(true);

      const result = await check(page, '@Some.Creator', 'Check Now', 'Checking...', 'engagement-result');
      const expected = estimateEngagement('@some.creator')!;
      expect(await field(page, 'username')).toBe('@some.creator');
      expect(await field(page, 'followers')).toBe(formatNumber(expected.followers));
      expect(await field(page, 'engagement-rate')).toBe(formatRate(expected.engagementRate));
      expect(await field(page, 'engagement-rate')).toMatch(/^\d+\.\d{2}%$/);
      expect(await field(page, 'average-likes')).toBe(formatNumber(expected.averageLikes));
      expect(await field(page, 'average-comments')).toBe(formatNumber(expected.averageComments));
      expect(await field(page, 'analysis')).toMatch(/(low|average|high) engagement compared to similar-sized accounts/);
      expect(await result.innerText()).toContain('Estimate');
      expect(await result.getByRole('link', { name: /Sign up/ }).count()).toBe(1);
      const first = await result.locator('dl').innerText();

      // The same account as a profile URL gives the same figures
      await check(page, 'https://www.instagram.com/some.creator/', 'Check Now', 'Checking...', 'engagement-result');
      expect(await result.locator('dl').innerText()).toBe(first);

      // A new account replaces the result
      await check(page, 'another_account', 'Check Now', 'Checking...', 'engagement-result');
      expect(await page.getByTestId('engagement-result').count()).toBe(1);
      expect(await field(page, 'username')).toBe('@another_account');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the exact calculator gives (likes + comments) / followers x 100 with the band', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(baseUrl('/tools/engagement-checker?country=US'));
      await page.getByRole('button', { name: 'Calculate' }).scrollIntoViewIfNeeded();
      await hydrated(page, 'input[name="followers"]');
      await page.getByRole('textbox', { name: 'Followers' }).fill('10,000');
      await page.getByRole('textbox', { name: 'Average likes' }).fill('300');
      await page.getByRole('textbox', { name: 'Average comments' }).fill('50');
      await page.getByRole('button', { name: 'Calculate' }).click();
      const out = page.getByTestId('calculator-result');
      expect(await out.locator('[data-field="rate"]').textContent()).toBe('3.50%');
      expect(await out.locator('[data-field="band"]').textContent()).toBe('(High)');
      await page.getByRole('textbox', { name: 'Followers' }).fill('0');
      await page.getByRole('button', { name: 'Calculate' }).click();
      expect(await page.getByText('Enter a follower count greater than 0.').count()).toBe(1);
      const text = await page.locator('#how-it-works').innerText();
      expect(text).toContain('last 12 posts');
      for (const s of ['Below 1%', '1% to 3.5%', '3.5% to 6%', '6% and above', 'Very high']) expect(text).toContain(s);
    } finally {
      await context.close();
    }
  });
});

describe('/tools/post-checker', () => {
  it('Analyze Post: disabled when empty, Analyzing..., then Video with views or Image without', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(baseUrl('/tools/post-checker?country=US'));
      await hydrated(page, 'input[name="postUrl"]');
      expect(await page.getByRole('button', { name: 'Analyze Post' }).isDisabled()).toBe(true);

      const video = 'https://www.instagram.com/reel/video-abc123/';
      const result = await check(page, video, 'Analyze Post', 'Analyzing...', 'post-result');
      const ev = estimatePost(video)!;
      expect(await field(page, 'post-type')).toContain('Video');
      expect(await field(page, 'views')).toBe(formatNumber(ev.views!));
      expect(await field(page, 'likes')).toBe(formatNumber(ev.likes));
      expect(await field(page, 'comments')).toBe(formatNumber(ev.comments));
      expect(await field(page, 'saves')).toBe(formatNumber(ev.saves));
      expect(await field(page, 'shares')).toBe(formatNumber(ev.shares));
      expect(await field(page, 'engagement')).toBe(formatRate(ev.engagement));
      expect(await field(page, 'analysis')).toMatch(/This post has (poor|good|excellent) performance/);
      expect(await result.innerText()).toContain('Estimate');
      expect(await result.getByRole('link', { name: /Sign up/ }).count()).toBe(1);
      const first = await result.locator('dl').innerText();

      await check(page, 'instagram.com/reel/video-abc123?igsh=share', 'Analyze Post', 'Analyzing...', 'post-result');
      expect(await result.locator('dl').innerText()).toBe(first);

      await check(page, 'https://www.instagram.com/p/CxYz123/', 'Analyze Post', 'Analyzing...', 'post-result');
      expect(await field(page, 'post-type')).toContain('Image');
      expect(await page.locator('[data-field="views"]').count()).toBe(0);

      const text = await page.locator('main').innerText();
      for (const s of ['For creators', 'For brands', 'Exceptional', '6% and above']) expect(text).toContain(s);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** /tools, the engagement checker (estimate + exact calculator) and the post checker. */
import type { Page } from '@playwright/test';
import { test, expect, pauseClock, scriptsReady } from './support/browser';
import { CHECK_DELAY_MS } from '../../src/lib/tools/check-timer';
import { estimateEngagement, estimatePost, formatRate } from '../../src/lib/tools';
import { formatNumber } from '../../src/lib/dates-and-numbers';

/**
 * Submits `value` and checks the simulated work on the page's own clock (installed by the test): the button reads
 * `busy` and is disabled until CHECK_DELAY_MS have passed, then the result shows.
 */
async function check(page: Page, value: string, button: string, busy: string, resultId: string) {
  await page.getByRole('textbox').first().fill(value);
  const submit = page.getByRole('button', { name: button });
  await expect(submit).toBeEnabled();
  await submit.click();
  const loading = page.getByRole('button', { name: busy });
  await expect(loading).toBeDisabled();
  await page.clock.runFor(CHECK_DELAY_MS - 100);
  await expect(loading).toBeDisabled();
  await page.clock.runFor(200);
  await expect(submit).toBeEnabled();
  return page.getByTestId(resultId);
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).first();

test.describe('/tools', () => {
  test('lists both tools (engagement checker marked Popular), links onwards and declares price 0 USD', async ({
    page,
  }) => {
    await page.goto('/tools?country=US');
    const engagement = page.getByRole('link', { name: 'Instagram Engagement Checker' });
    await expect(engagement).toHaveAttribute('href', '/tools/engagement-checker');
    await expect(page.getByRole('link', { name: 'Post Performance Analyzer' })).toHaveAttribute(
      'href',
      '/tools/post-checker',
    );
    await expect(page.locator('li', { has: engagement })).toContainText('Popular');
    // Both cards promise estimates, not an account's or a post's real figures.
    for (const name of ['Instagram Engagement Checker', 'Post Performance Analyzer']) {
      await expect(page.locator('li', { has: page.getByRole('link', { name }) })).toContainText('estimate');
    }
    await expect(page.getByRole('link', { name: 'Managed Services' }).last()).toHaveAttribute(
      'href',
      '/managed-services',
    );
    await expect(page.getByRole('link', { name: 'Influencer API' }).last()).toHaveAttribute('href', '/influencer-api');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const apps = ld.filter((j) => j['@type'] === 'SoftwareApplication');
    expect(apps).toHaveLength(2);
    for (const app of apps) expect(app.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
  });
});

test.describe('/tools/engagement-checker', () => {
  test('disables Check Now when empty, shows Checking... for about 1.5 s, then the estimate', async ({
    page,
    problems,
  }) => {
    await page.clock.install();
    await page.goto('/tools/engagement-checker?country=US');
    await scriptsReady(page);
    await pauseClock(page);
    const input = page.getByRole('textbox', { name: 'Instagram username or profile URL' });
    await expect(input).toHaveAttribute('placeholder', /Instagram @username or profile URL/);
    const button = page.getByRole('button', { name: 'Check Now' });
    await expect(button).toBeDisabled();
    await input.fill('   ');
    await expect(button).toBeDisabled();

    const result = await check(page, '@Some.Creator', 'Check Now', 'Checking...', 'engagement-result');
    const expected = estimateEngagement('@some.creator')!;
    await expect(field(page, 'username')).toHaveText('@some.creator');
    await expect(field(page, 'followers')).toHaveText(formatNumber(expected.followers));
    await expect(field(page, 'engagement-rate')).toHaveText(formatRate(expected.engagementRate));
    await expect(field(page, 'engagement-rate')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(field(page, 'average-likes')).toHaveText(formatNumber(expected.averageLikes));
    await expect(field(page, 'average-comments')).toHaveText(formatNumber(expected.averageComments));
    await expect(field(page, 'analysis')).toHaveText(
      /(low|average|high) engagement compared to similar-sized accounts/,
    );
    await expect(result).toContainText('Estimate');
    await expect(result.getByRole('link', { name: /Sign up/ })).toHaveCount(1);
    const first = await result.locator('dl').innerText();

    // The same account as a profile URL gives the same figures
    await check(page, 'https://www.instagram.com/some.creator/', 'Check Now', 'Checking...', 'engagement-result');
    await expect(result.locator('dl')).toHaveText(first, { useInnerText: true });

    // A new account replaces the result
    await check(page, 'another_account', 'Check Now', 'Checking...', 'engagement-result');
    await expect(page.getByTestId('engagement-result')).toHaveCount(1);
    await expect(field(page, 'username')).toHaveText('@another_account');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the exact calculator gives (likes + comments) / followers x 100 with the band', async ({ page }) => {
    await page.goto('/tools/engagement-checker?country=US');
    await page.getByRole('button', { name: 'Calculate' }).scrollIntoViewIfNeeded();
    await scriptsReady(page);
    await page.getByRole('textbox', { name: 'Followers' }).fill('10,000');
    await page.getByRole('textbox', { name: 'Average likes' }).fill('300');
    await page.getByRole('textbox', { name: 'Average comments' }).fill('50');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const out = page.getByTestId('calculator-result');
    await expect(out.locator('[data-field="rate"]')).toHaveText('3.50%');
    await expect(out.locator('[data-field="band"]')).toHaveText('(High)');
    await page.getByRole('textbox', { name: 'Followers' }).fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Enter a follower count greater than 0.')).toHaveCount(1);
    const text = await page.locator('#how-it-works').innerText();
    expect(text).toContain('last 12 posts');
    for (const s of ['Below 1%', '1% to 3.5%', '3.5% to 6%', '6% and above', 'Very high']) expect(text).toContain(s);
  });
});

test.describe('/tools/post-checker', () => {
  test('Analyze Post: disabled when empty, Analyzing..., then a reel as Video with views, a /p/ link as Image', async ({
    page,
    problems,
  }) => {
    await page.clock.install();
    await page.goto('/tools/post-checker?country=US');
    await scriptsReady(page);
    await pauseClock(page);
    await expect(page.getByRole('button', { name: 'Analyze Post' })).toBeDisabled();

    const video = 'https://www.instagram.com/reel/C9xYz12AbCd/';
    const result = await check(page, video, 'Analyze Post', 'Analyzing...', 'post-result');
    const ev = estimatePost(video)!;
    await expect(field(page, 'post-type')).toContainText('Video');
    await expect(field(page, 'views')).toHaveText(formatNumber(ev.views!));
    await expect(field(page, 'likes')).toHaveText(formatNumber(ev.likes));
    await expect(field(page, 'comments')).toHaveText(formatNumber(ev.comments));
    await expect(field(page, 'saves')).toHaveText(formatNumber(ev.saves));
    await expect(field(page, 'shares')).toHaveText(formatNumber(ev.shares));
    await expect(field(page, 'engagement')).toHaveText(formatRate(ev.engagement));
    await expect(field(page, 'analysis')).toHaveText(/This post has (poor|good|excellent) performance/);
    // The engagement follows from the figures shown, and the formula under the result says how.
    await expect(field(page, 'formula')).toHaveText(
      `Engagement = (${formatNumber(ev.likes)} likes + ${formatNumber(ev.comments)} comments) ÷ ${formatNumber(ev.followers)} estimated followers × 100 = ${formatRate(ev.engagement)}`,
    );
    expect(ev.engagement).toBe(Math.round(((ev.likes + ev.comments) / ev.followers) * 10000) / 100);
    await expect(result).toContainText('Estimate');
    await expect(field(page, 'note')).toContainText('estimate');
    await expect(field(page, 'note')).not.toContainText(/posted|\b20\d\d\b/);
    await expect(result.getByRole('link', { name: /Sign up/ })).toHaveCount(1);
    const first = await result.locator('dl').innerText();

    await check(page, 'instagram.com/reel/C9xYz12AbCd?igsh=share', 'Analyze Post', 'Analyzing...', 'post-result');
    await expect(result.locator('dl')).toHaveText(first, { useInnerText: true });

    await check(page, 'https://www.instagram.com/p/CxYz123/', 'Analyze Post', 'Analyzing...', 'post-result');
    await expect(field(page, 'post-type')).toContainText('Image');
    await expect(page.locator('[data-field="views"]')).toHaveCount(0);

    const text = await page.locator('main').innerText();
    for (const s of ['For creators', 'For brands', 'Exceptional', '6% and above']) expect(text).toContain(s);
    expect(problems.consoleErrors).toEqual([]);
  });
});

/**
 * Issue 28, in the browser under `npm start`: a reader subscribes in the blog's box; the admin finds the address in
 * the Newsletter panel and copies the unsubscribe link; the reader opens it (nothing is erased yet), confirms, and
 * sees the outcome; the admin then finds nobody. axe on the unsubscribe page and the panel.
 */
import { test, expect, ADMIN_SESSIONS, baseUrl } from './support/browser';
import { axeViolations } from './support/a11y';

test.describe('newsletter privacy', { lock: ADMIN_SESSIONS }, () => {
  test('subscribe, find in the admin, unsubscribe by the link, then gone', async ({ page, browser }) => {
    const email = `reader-${Date.now()}@example.com`;
    const subscribed = await page.request.post('/api/newsletter', {
      data: { email },
      headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    });
    expect(subscribed.status()).toBe(201);

    await page.goto('/admin');
    await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    const panel = page.locator('[data-newsletter-panel]');
    await expect(panel.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await panel.getByLabel("Subscriber's email address").fill(email.toUpperCase());
    await panel.getByRole('button', { name: 'Find subscriber' }).click();
    await expect(panel.getByText(email, { exact: true })).toBeVisible();
    const link = await panel.getByLabel('Unsubscribe link').inputValue();
    expect(link).toMatch(/\/unsubscribe\?token=/);
    expect(await axeViolations(page)).toEqual([]);
    // At 390 px the panel stacks and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await panel.screenshot({ path: 'test-results/newsletter-privacy/panel-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });

    // The reader, in a browser of their own (the link's origin is the site's; the path and token are what matter).
    const context = await browser.newContext();
    const reader = await context.newPage();
    const url = new URL(link);
    const own = baseUrl(`${url.pathname}${url.search}`);
    await reader.goto(own);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our newsletter');
    expect(await axeViolations(reader)).toEqual([]);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(reader).toHaveURL(/\/unsubscribe#unsubscribe-unsubscribed$/);
    await expect(reader.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Unsubscribe' })).toBeHidden();
    await reader.screenshot({ path: 'test-results/newsletter-privacy/unsubscribed.png', fullPage: true });

    // The same link again: already unsubscribed, nothing else happens.
    await reader.goto(own);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(reader.getByRole('heading', { name: 'This address is already unsubscribed' })).toBeVisible();
    await context.close();

    await panel.getByRole('button', { name: 'Find subscriber' }).click();
    await expect(panel.getByText(`No subscriber has the address ${email.toUpperCase()}.`)).toBeVisible();
    await page.screenshot({ path: 'test-results/newsletter-privacy/admin-panel.png', fullPage: true });
  });
});

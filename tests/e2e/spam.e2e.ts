/**
 * Issue 52, hole 7, in Chromium under `npm start`: a script that posts a lead without the proof of work gets its 201,
 * but the lead is held as spam: not in the admin's list; "Held as spam only" shows it with its reason; "Not spam"
 * releases it into the list. The same for a newsletter sign-up, in the Newsletter panel.
 */
import { test, expect, ADMIN_SESSIONS, baseUrl } from './support/browser';
import { axeViolations } from './support/a11y';

test.describe('spam held for review', { lock: ADMIN_SESSIONS }, () => {
  test('a scripted lead is held as spam; the admin finds it and releases it with "Not spam"', async ({ page }) => {
    const marker = `spam-${Date.now().toString(36)}`;
    const res = await fetch(baseUrl('/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({
        name: `Scripted ${marker}`,
        email: `${marker}@example.com`,
        phone: '9876543210',
        company: 'Script Co',
        programType: 'Managed Services',
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    await page.goto('/admin');
    await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Lead submissions' })).toBeVisible();
    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const row = page.locator(`tr[data-id="${id}"]`);
    const panel = page.locator('#admin-panel-contact');
    // The list has loaded (its count line or its empty state) and the held lead is not in it.
    await expect(panel.getByText(/^Showing \d+ of \d+$|^No contact submissions found\.$/)).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByLabel('Held as spam only').check();
    await expect(row).toBeVisible();
    await expect(row.locator('[data-spam]')).toContainText('Held as spam: no spam check');
    expect(page.url()).toContain('spam=1');
    expect(await axeViolations(page)).toEqual([]);

    const released = page.waitForResponse((r) => r.url().endsWith(`/api/contact/${id}/not-spam`));
    await row.getByRole('button', { name: /Not spam/ }).click();
    expect((await released).status()).toBe(200);
    await expect(row).toHaveCount(0);
    await page.getByLabel('Held as spam only').uncheck();
    await expect(row).toBeVisible();
    await expect(row.locator('[data-spam]')).toHaveCount(0);
  });

  test('a scripted newsletter sign-up is held as spam; "Not spam" in the Newsletter panel makes it a subscriber', async ({
    page,
  }) => {
    const email = `nl-spam-${Date.now().toString(36)}@example.com`;
    const res = await fetch(baseUrl('/api/newsletter'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
      body: JSON.stringify({ email }),
    });
    expect(res.ok).toBe(true);

    await page.goto('/admin');
    await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    const panel = page.locator('[data-newsletter-panel]');
    await expect(panel.getByRole('heading', { name: 'Newsletter' })).toBeVisible();

    const show = panel.getByRole('button', { name: 'Show sign-ups held as spam' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(panel.getByRole('button', { name: 'Hide sign-ups held as spam' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const row = panel.locator('li[data-held]').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-spam]')).toContainText('Held as spam: no spam check');
    expect(await axeViolations(page)).toEqual([]);

    const released = page.waitForResponse((r) => /\/api\/admin\/newsletter\/[^/]+\/not-spam$/.test(r.url()));
    await row.getByRole('button', { name: /Not spam/ }).click();
    expect((await released).status()).toBe(200);
    await expect(panel.getByRole('status').filter({ hasText: `${email} is no longer held as spam` })).toBeVisible();
    await expect(row).toHaveCount(0);

    await panel.getByLabel("Subscriber's email address").fill(email);
    await panel.getByRole('button', { name: 'Find subscriber' }).click();
    const card = panel.locator('[data-subscriber]');
    await expect(card).toContainText(email);
    await expect(card).toContainText('Subscribed');
    await expect(card.locator('[data-spam]')).toHaveCount(0);
  });
});

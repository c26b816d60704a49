/** /managed-services: sections, fee terms, Launchpad promo, stories link and the external scheduling link. */
import { test, expect } from './support/browser';
import { site } from '../../src/config/site';

test('managed services: hero, why choose, four steps, fee terms, Launchpad promo, testimonials and final booking link', async ({
  page,
  problems,
}) => {
  await page.goto('/managed-services?country=US');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main [data-lead-trigger]').first()).toContainText('Book a Meeting');
  await expect(page.locator('#why li')).toHaveCount(6);
  const steps = page.locator('#how-it-works [data-steps] h3');
  await expect
    .poll(async () => (await steps.allTextContents()).map((t) => t.replace(/^Step \d: /, '')))
    .toEqual(['Share your goals', 'Get a proposal', 'Approve and launch', 'Track in your dashboard']);
  await expect(page.locator('#how-it-works')).toContainText(/curated influencer list, KPIs and a timeline/);
  for (const s of ['10%', 'Minimum monthly billing', 'Fully visible invoices'])
    await expect(page.locator('#pricing')).toContainText(s);
  await expect(page.locator('#launchpad a[href="/launchpad"]')).toContainText('Learn More');
  await expect(page.locator('#launchpad [data-lead-trigger]')).toContainText('Apply Now');
  await expect(page.locator('[data-quotes="managed-services"] > li')).toHaveCount(3);
  await expect(page.locator('#testimonials a[href="/customer-stories"]')).toHaveCount(1);
  await expect(page.locator('[data-trusted]')).toContainText('Trusted by 5000+');
  const book = page.locator('#get-started a', { hasText: 'Book a Meeting' });
  await expect(book).toHaveAttribute('href', site.schedulingUrl);
  await expect(book).toHaveAttribute('target', '_blank');
  expect(problems.consoleErrors).toEqual([]);
});

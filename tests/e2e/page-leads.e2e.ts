/**
 * Each lead button on the pricing, integrations, managed-services and Launchpad pages carries the programme type
 * and pricing tier the specification names (its data-lead-config), and its dialog posts them to the right function.
 */
import type { Page } from '@playwright/test';
import { test, expect, regionResolved } from './support/browser';

interface Config {
  title: string;
  description: string;
  programType: string;
  pricingTier?: string | { india: string; global: string };
}

/** Configs of the lead buttons under `scope` that are visible in the current region. */
async function visibleConfigs(page: Page, scope: string): Promise<(Config & { text: string })[]> {
  return page.$$eval(`${scope} [data-lead-trigger]`, (els) =>
    els
      .filter((e) => (e as HTMLElement).checkVisibility())
      .map((e) => ({ ...JSON.parse((e as HTMLElement).dataset.leadConfig!), text: e.textContent.trim() })),
  );
}

test.describe('lead buttons name the right programme', () => {
  test('pricing: enterprise contact goes to the contact function (not Launchpad)', async ({ page }) => {
    await page.goto('/pricing?country=US');
    const [cfg] = await visibleConfigs(page, '#enterprise');
    expect(cfg).toMatchObject({ text: 'Contact Sales', programType: 'Enterprise Plan' });
    expect(cfg.programType.toLowerCase()).not.toContain('launchpad');
  });

  test('integrations: Launchpad dialog with the $1,500 global tier of /launchpad', async ({ page }) => {
    await page.goto('/integrations?country=US');
    expect(await visibleConfigs(page, '#launchpad')).toEqual([
      expect.objectContaining({
        programType: 'Launchpad Program',
        pricingTier: { india: '₹39,999/month', global: '$1,500/month' },
      }),
    ]);
  });

  test("managed services: 'Managed Services' and Launchpad from the managed services page", async ({ page }) => {
    await page.goto('/managed-services?country=US');
    const all = await visibleConfigs(page, 'main');
    expect(all.map((c) => [c.text, c.programType])).toEqual([
      ['Book a Meeting', 'Managed Services'],
      ['Apply Now', 'Launchpad - Managed Services Page'],
    ]);
  });

  test('launchpad, global: apply, eligibility, get started, pricing and final CTA in dollars', async ({ page }) => {
    await page.goto('/launchpad?country=US');
    await regionResolved(page, 'global');
    await expect
      .poll(async () => (await visibleConfigs(page, 'main')).map((c) => [c.text, c.programType, c.pricingTier]))
      .toEqual([
        ['Apply Now', 'Launchpad Program', { india: '₹39,999/month', global: '$1,500/month' }],
        ['Check Your Eligibility', 'Launchpad Eligibility', undefined],
        ['Get Started', 'Launchpad Program', { india: '₹39,999/month', global: '$1,500/month' }],
        ['Apply Now', 'Launchpad Program ($1,500/month)', '$1,500/month'],
        ['Apply for Launchpad', 'Launchpad Program ($1,500/month)', '$1,500/month'],
      ]);
  });

  test('launchpad, India: pricing and final CTA in rupees', async ({ page }) => {
    await page.goto('/launchpad?country=IN');
    await regionResolved(page, 'india');
    await expect
      .poll(async () =>
        (await visibleConfigs(page, 'main')).slice(3).map((c) => [c.text, c.programType, c.pricingTier]),
      )
      .toEqual([
        ['Apply Now', 'Launchpad Program (₹39,999/month)', '₹39,999/month'],
        ['Apply for Launchpad', 'Launchpad Program (₹39,999/month)', '₹39,999/month'],
      ]);
  });
});

/**
 * End to end: open each dialog, submit valid details, and check the POST reaches the right function with this
 * programType, location and tier. The request is answered here (no record stored, no rate limit involved);
 * tests/e2e/lead-capture.e2e.ts covers a real submission reaching the Blobs store.
 */
const POST_CASES = [
  {
    name: 'pricing enterprise',
    path: '/pricing?country=US',
    scope: '#enterprise',
    endpoint: '/api/contact',
    programType: 'Enterprise Plan',
    location: 'Global',
  },
  {
    name: 'integrations launchpad (global, $500)',
    path: '/integrations?country=US',
    scope: '#launchpad',
    endpoint: '/api/launchpad',
    programType: 'Launchpad Program',
    location: 'Global',
    tier: '$1,500/month',
  },
  {
    name: 'integrations launchpad (India)',
    path: '/integrations?country=IN',
    scope: '#launchpad',
    endpoint: '/api/launchpad',
    programType: 'Launchpad Program',
    location: 'India',
    tier: '₹39,999/month',
  },
  {
    name: 'managed services hero',
    path: '/managed-services?country=US',
    scope: 'main > section:first-child',
    endpoint: '/api/contact',
    programType: 'Managed Services',
    location: 'Global',
  },
  {
    name: 'managed services Launchpad promo',
    path: '/managed-services?country=US',
    scope: '#launchpad',
    endpoint: '/api/launchpad',
    programType: 'Launchpad - Managed Services Page',
    location: 'Global',
  },
  {
    name: 'launchpad eligibility',
    path: '/launchpad?country=US',
    scope: '#eligibility',
    endpoint: '/api/launchpad',
    programType: 'Launchpad Eligibility',
    location: 'Global',
  },
  {
    name: 'launchpad pricing (US)',
    path: '/launchpad?country=US',
    scope: '#pricing',
    endpoint: '/api/launchpad',
    programType: 'Launchpad Program ($1,500/month)',
    location: 'Global',
    tier: '$1,500/month',
  },
  {
    name: 'launchpad final CTA (India)',
    path: '/launchpad?country=IN',
    scope: '#get-started',
    endpoint: '/api/launchpad',
    programType: 'Launchpad Program (₹39,999/month)',
    location: 'India',
    tier: '₹39,999/month',
  },
];

test.describe('lead dialogs post to the right function', () => {
  for (const c of POST_CASES) {
    test(c.name, async ({ page }) => {
      const posts: { url: string; body: Record<string, unknown> }[] = [];
      await page.route(/\/api\/(launchpad|contact)$/, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        posts.push({ url: route.request().url(), body: route.request().postDataJSON() });
        await route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ id: 'e2e', ok: true }),
        });
      });
      await page.goto(c.path);
      await regionResolved(page);
      await page.locator(`${c.scope} [data-lead-trigger]`).filter({ visible: true }).first().click();
      const dialog = page.getByRole('dialog').filter({ visible: true }).first();
      await expect(dialog, `the lead dialog opens on ${c.path} (${c.scope})`).toBeVisible();
      await dialog.getByLabel('Full name').fill('Asha Rao');
      await dialog.getByLabel('Work email').fill('asha@example.com');
      await dialog.getByLabel('Phone number').fill('+91 98765 43210');
      await dialog.getByLabel('Company').fill('Glow Labs');
      const next = dialog.getByRole('button', { name: /^(Continue|Submit)$/ });
      const label = (await next.textContent())!.trim();
      await next.click();
      if (label === 'Continue') await dialog.getByRole('button', { name: 'Skip & Submit' }).click();
      await expect.poll(() => posts.length).toBe(1);
      expect(new URL(posts[0].url).pathname).toBe(c.endpoint);
      expect(posts[0].body).toMatchObject({
        programType: c.programType,
        location: c.location,
        ...(c.tier ? { pricingTier: c.tier } : {}),
      });
    });
  }
});

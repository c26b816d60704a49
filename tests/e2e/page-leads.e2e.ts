/**
 * Each lead button on the pricing, integrations, managed-services and Launchpad pages carries the programme type
 * and pricing tier the specification names (checked through the button's data-lead-config).
 * TODO once the lead dialog (issue 4) is merged: open each dialog, submit, and assert the POST goes to
 * /api/launchpad for Launchpad programme types and /api/contact otherwise, with this programType and tier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Config { title: string; description: string; programType: string; pricingTier?: string | { india: string; global: string } }

/** Configs of the lead buttons under `scope` that are visible in the current region. */
async function visibleConfigs(page: Page, scope: string): Promise<(Config & { text: string })[]> {
  return page.$$eval(`${scope} [data-lead-trigger]`, (els) =>
    els.filter((e) => (e as HTMLElement).checkVisibility()).map((e) => ({ ...JSON.parse((e as HTMLElement).dataset.leadConfig!), text: e.textContent!.trim() })));
}

describe('lead buttons name the right programme', () => {
  it('pricing: enterprise contact goes to the contact function (not Launchpad)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/pricing?country=US'));
    const [cfg] = await visibleConfigs(page, '#enterprise');
    expect(cfg).toMatchObject({ text: 'Contact Sales', programType: 'Enterprise Plan' });
    expect(cfg!.programType.toLowerCase()).not.toContain('launchpad');
    await context.close();
  });

  it('integrations: Launchpad dialog with the $500 global tier', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/integrations?country=US'));
    expect(await visibleConfigs(page, '#launchpad')).toEqual([
      expect.objectContaining({ programType: 'Launchpad Program', pricingTier: { india: '₹39,999/month', global: '$500/month' } }),
    ]);
    await context.close();
  });

  it("managed services: 'Managed Services' and Launchpad from the managed services page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/managed-services?country=US'));
    const all = await visibleConfigs(page, 'main');
    expect(all.map((c) => [c.text, c.programType])).toEqual([
      ['Book a Meeting', 'Managed Services'],
      ['Apply Now', 'Launchpad - Managed Services Page'],
    ]);
    await context.close();
  });

  it('launchpad, global: apply, eligibility, get started, pricing and final CTA in dollars', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/launchpad?country=US'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'global');
    const all = await visibleConfigs(page, 'main');
    expect(all.map((c) => [c.text, c.programType, c.pricingTier])).toEqual([
      ['Apply Now', 'Launchpad Program', { india: '₹39,999/month', global: '$1,500/month' }],
      ['Check Your Eligibility', 'Launchpad Eligibility', undefined],
      ['Get Started', 'Launchpad Program', { india: '₹39,999/month', global: '$1,500/month' }],
      ['Apply Now', 'Launchpad Program ($1,500/month)', '$1,500/month'],
      ['Apply for Launchpad', 'Launchpad Program ($1,500/month)', '$1,500/month'],
    ]);
    await context.close();
  });

  it('launchpad, India: pricing and final CTA in rupees', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/launchpad?country=IN'));
    await page.waitForFunction(() => document.documentElement.dataset.region === 'india');
    const all = await visibleConfigs(page, 'main');
    expect(all.slice(3).map((c) => [c.text, c.programType, c.pricingTier])).toEqual([
      ['Apply Now', 'Launchpad Program (₹39,999/month)', '₹39,999/month'],
      ['Apply for Launchpad', 'Launchpad Program (₹39,999/month)', '₹39,999/month'],
    ]);
    await context.close();
  });
});

/**
 * End to end: open each dialog, submit valid details, and check the POST reaches the right function with this
 * programType, location and tier. The request is answered here (no record stored, no rate limit involved);
 * tests/e2e/lead-capture.e2e.ts covers a real submission reaching the Blobs store.
 */
const POST_CASES = [
  { name: 'pricing enterprise', path: '/pricing?country=US', scope: '#enterprise', endpoint: '/api/contact', programType: 'Enterprise Plan', location: 'Global' },
  { name: 'integrations launchpad (global, $500)', path: '/integrations?country=US', scope: '#launchpad', endpoint: '/api/launchpad', programType: 'Launchpad Program', location: 'Global', tier: '$500/month' },
  { name: 'integrations launchpad (India)', path: '/integrations?country=IN', scope: '#launchpad', endpoint: '/api/launchpad', programType: 'Launchpad Program', location: 'India', tier: '₹39,999/month' },
  { name: 'managed services hero', path: '/managed-services?country=US', scope: 'main > section:first-child', endpoint: '/api/contact', programType: 'Managed Services', location: 'Global' },
  { name: 'managed services Launchpad promo', path: '/managed-services?country=US', scope: '#launchpad', endpoint: '/api/launchpad', programType: 'Launchpad - Managed Services Page', location: 'Global' },
  { name: 'launchpad eligibility', path: '/launchpad?country=US', scope: '#eligibility', endpoint: '/api/launchpad', programType: 'Launchpad Eligibility', location: 'Global' },
  { name: 'launchpad pricing (US)', path: '/launchpad?country=US', scope: '#pricing', endpoint: '/api/launchpad', programType: 'Launchpad Program ($1,500/month)', location: 'Global', tier: '$1,500/month' },
  { name: 'launchpad final CTA (India)', path: '/launchpad?country=IN', scope: '#get-started', endpoint: '/api/launchpad', programType: 'Launchpad Program (₹39,999/month)', location: 'India', tier: '₹39,999/month' },
];

async function openDialog(page: Page, scope: string) {
  const trigger = page.locator(`${scope} [data-lead-trigger]`).filter({ visible: true }).first();
  await trigger.click();
  const dialog = page.getByRole('dialog').filter({ visible: true });
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 6000 });
    return dialog.first();
  } catch {
    return null;
  }
}

describe('lead dialogs post to the right function', () => {
  it.for(POST_CASES)('$name', async (c) => {
    const { page, context } = await openPage(browser);
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    await page.route(/\/api\/(launchpad|contact)$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.push({ url: route.request().url(), body: route.request().postDataJSON() });
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'e2e', ok: true }) });
    });
    await page.goto(baseUrl(c.path));
    await page.waitForFunction(() => document.documentElement.dataset.region !== 'loading');
    const dialog = await openDialog(page, c.scope);
    if (!dialog) throw new Error(`the lead dialog did not open on ${c.path} (${c.scope})`);
    await dialog.getByLabel('Full name').fill('Asha Rao');
    await dialog.getByLabel('Work email').fill('asha@example.com');
    await dialog.getByLabel('Phone number').fill('+91 98765 43210');
    await dialog.getByLabel('Company').fill('Glow Labs');
    const next = dialog.getByRole('button', { name: /^(Continue|Submit)$/ });
    const label = (await next.textContent())!.trim();
    await next.click();
    if (label === 'Continue') await dialog.getByRole('button', { name: 'Skip & Submit' }).click();
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(1);
    expect(new URL(posts[0]!.url).pathname).toBe(c.endpoint);
    expect(posts[0]!.body).toMatchObject({ programType: c.programType, location: c.location, ...(c.tier ? { pricingTier: c.tier } : {}) });
    await context.close();
  });
});

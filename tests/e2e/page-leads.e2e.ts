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

/**
 * Attribution on every lead (issue 29, part 1) under `npm start` in Chromium: a visitor lands from a newsletter on
 * `/?utm_source=newsletter&utm_medium=email&utm_campaign=launch`, views two more pages and applies for Launchpad;
 * the attribution is then in the stored record, the admin's details view and facet filter, the CSV download and
 * the webhook payload. The webhook receiver listens on E2E_WEBHOOK_PORT like lead-operations.e2e.ts, so this test
 * holds the same lock (ADMIN_SESSIONS: it also logs in to /admin) and takes its receiver down before it ends.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, ADMIN_SESSIONS } from './support/browser';
import { openLocalBlobs, type LocalBlobs } from './support/blobs-seed';
import { WebhookReceiver } from '../functions/support/webhook-receiver';
import { ATTRIBUTION_STORAGE_KEY } from '../../src/lib/attribution/capture';

const marker = `attr-${Date.now().toString(36)}`;
const email = `${marker}@example.com`;
const LANDING = '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch';
const receiver = new WebhookReceiver();
let blobs: LocalBlobs;

test.beforeAll(async () => {
  receiver.port = Number(process.env.E2E_WEBHOOK_PORT);
  blobs = await openLocalBlobs();
});
test.afterAll(async () => {
  await receiver.down();
  await blobs?.stop();
});

/** Opens a page; its module scripts (the page-view capture among them) have run by its `load` event. */
async function view(page: Page, path: string, referer?: string) {
  await page.goto(path, referer ? { referer } : {});
}

test.describe('attribution on every lead', { lock: ADMIN_SESSIONS }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('landing from a newsletter, two more pages, a Launchpad application: admin, CSV and webhook show where it came from', async ({
    page,
  }) => {
    await receiver.up();
    try {
      // The visit: a landing page with UTM parameters and a click id, from a newsletter's web page, then two pages.
      await view(page, `${LANDING}&gclid=e2e-click-SECRET`, 'https://news.example.org/issue/12?subscriber=42');
      await view(page, '/pricing');
      await view(page, '/launchpad');
      const kept = JSON.parse(
        (await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY)) ?? 'null',
      ) as Record<string, unknown>;
      expect(kept).toMatchObject({ landingPage: LANDING, pagesViewed: ['/', '/pricing', '/launchpad'] });
      expect(await page.context().cookies()).toEqual([]); // no cookie was set

      // The application, from /launchpad.
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Apply for Launchpad' });
      await dialog.getByLabel('Full name').fill(`Asha ${marker}`);
      await dialog.getByLabel('Work email').fill(email);
      await dialog.getByLabel('Phone number').fill('+91 98765 43210');
      await dialog.getByLabel('Company').fill(`Glow ${marker}`);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const posted = page.waitForResponse((r) => r.url().endsWith('/api/launchpad') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Skip & Submit' }).click();
      const res = await posted;
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await expect(dialog.getByText('Thank You!')).toBeVisible();

      const expected = {
        landingPage: LANDING,
        referrer: 'https://news.example.org',
        utm: { source: 'newsletter', medium: 'email', campaign: 'launch', term: null, content: null },
        clickId: ['gclid'],
        submittedFrom: '/launchpad',
        pagesViewed: ['/', '/pricing', '/launchpad'],
      };
      const record = (await blobs.leads('launchpad').get(id, { type: 'json' })) as { attribution: unknown };
      expect(record.attribution).toEqual(expected);
      expect(JSON.stringify(record)).not.toMatch(/SECRET|subscriber|issue\/12/);

      // The webhook: the payload carries the attribution, and its text names the source.
      await expect.poll(() => receiver.received.some((r) => r.body.lead.id === id), { timeout: 60_000 }).toBe(true);
      const hook = receiver.received.find((r) => r.body.lead.id === id)!;
      expect(hook.body.lead.attribution).toEqual(expected);
      expect(hook.body.text).toContain('Source: newsletter / email (launch)');

      // The admin: the facet filter finds the lead, the details view shows where it came from.
      await page.goto('/admin');
      await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'Lead submissions' })).toBeVisible();
      const facets = page.getByRole('group', { name: 'Where the lead came from' });
      await page.getByLabel('Search', { exact: true }).fill(marker);
      await facets.getByLabel('UTM source').fill('newsletter');
      await facets.getByLabel('UTM campaign').fill('launch');
      await facets.getByLabel('Landing page').fill('/');
      await page.getByLabel('Search', { exact: true }).press('Enter');
      await expect(page).toHaveURL(/source=newsletter/);
      const row = page.locator(`tr[data-id="${id}"]`);
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: /View Details/ }).click();
      const details = page.getByRole('dialog');
      const field = (label: string) => details.locator(`dd[data-field="${label}"]`);
      await expect(field('UTM source')).toHaveText('newsletter');
      await expect(field('UTM medium')).toHaveText('email');
      await expect(field('UTM campaign')).toHaveText('launch');
      await expect(field('Landing page')).toHaveText(LANDING);
      await expect(field('Referrer')).toHaveText('https://news.example.org');
      await expect(field('Submitted from')).toHaveText('/launchpad');
      await expect(field('Pages viewed')).toHaveText('/, /pricing, /launchpad');
      await expect(field('Ad click parameters')).toHaveText('gclid');
      await details.getByRole('button', { name: 'Close' }).last().click();

      // The CSV of the filtered list: the attribution columns of this lead.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page
          .locator('#admin-panel-launchpad')
          .getByRole('button', { name: /Export CSV/ })
          .click(),
      ]);
      const [header, line] = (await readFile(await download.path())).toString('utf8').slice(1).split('\r\n');
      expect(header.endsWith(',UTM source,UTM medium,UTM campaign,Landing page,Referrer,Submitted from')).toBe(true);
      expect(line.startsWith(`${id},`)).toBe(true);
      expect(line.endsWith(`,newsletter,email,launch,${LANDING},https://news.example.org,/launchpad`)).toBe(true);
    } finally {
      await receiver.down();
    }
  });
});

/**
 * Lead operations under `npm start` in Chromium: every new lead reaches a real local webhook receiver that is down and
 * then comes back (signed, acknowledged before it is marked delivered), and the admin's per-lead actions: the
 * notification state with Resend, Delete lead with its confirmation, logout that revokes the cookie and
 * "Log out everywhere". The receiver listens on the port global-setup gave LEAD_WEBHOOK_URL.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, ADMIN_SESSIONS, baseUrl } from './support/browser';
import { axeViolations } from './support/a11y';
import { openLocalBlobs, type LocalBlobs } from './support/blobs-seed';
import { validSignature, WebhookReceiver } from '../functions/support/webhook-receiver';
import { LOGIN_ATTEMPT_STORE } from '../../netlify/lib/login-limit';
import { DELIVERY_STORE } from '../../netlify/lib/lead/webhook';
import { LEAD_STORES } from '../../src/lib/lead/storage';
import { serverProof } from '../support/solve-challenge';

const marker = `ops-${Date.now().toString(36)}`;
let blobs: LocalBlobs;
const receiver = new WebhookReceiver();

// The admin actions act on the leads the webhook test submitted: the tests run in order, in one worker.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  receiver.port = Number(process.env.E2E_WEBHOOK_PORT);
  blobs = await openLocalBlobs();
  await blobs.clear(LOGIN_ATTEMPT_STORE);
});
test.afterAll(async () => {
  await receiver.down();
  await blobs?.stop();
});

const leadIds: string[] = [];

async function submitLead(i: number): Promise<string> {
  const res = await fetch(baseUrl('/api/contact'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${40 + i}` },
    body: JSON.stringify({
      name: `Ops Lead ${i} ${marker}`,
      email: `${marker}-${i}@example.com`,
      phone: '9876543210',
      company: `Ops Co ${marker}`,
      programType: 'Managed Services',
      // A visitor's browser sends a solved proof of work (issue 52); without it the lead would be held as spam.
      altcha: await serverProof(baseUrl('/')),
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Polls `check` until it holds (expect.poll's intervals; `what` names it in the failure). */
async function until(check: () => Promise<boolean> | boolean, what: string, timeout = 120_000) {
  await expect.poll(check, { message: `waiting for ${what}`, timeout }).toBe(true);
}

const deliveryState = async (id: string) =>
  (await blobs.store(DELIVERY_STORE).get(`state/contact/${id}`, { type: 'json' })) as {
    state: string;
    attempts: number;
  } | null;

test.describe('lead webhook under npm start', { lock: ADMIN_SESSIONS }, () => {
  test('a receiver that is down and comes back receives every lead, signed; only 2xx answers mark delivered', async () => {
    // Down: nothing listens on the port. The visitor still gets 201 at once each time.
    for (let i = 0; i < 3; i++) leadIds.push(await submitLead(i));
    await until(
      async () =>
        (await Promise.all(leadIds.map(deliveryState))).every((s) => s?.state === 'failed' && s.attempts >= 3),
      'three failed attempts per lead',
    );

    // Back, answering 500 to the first request for each lead and 200 after that.
    receiver.answer = (_body, count) => (count === 0 ? 500 : 200);
    await receiver.up();
    await until(() => leadIds.every((id) => receiver.acknowledged().has(id)), 'every lead acknowledged');
    await until(
      async () => (await Promise.all(leadIds.map(deliveryState))).every((s) => s?.state === 'delivered'),
      'every lead marked delivered',
    );

    const secret = process.env.LEAD_WEBHOOK_SECRET!;
    for (const id of leadIds) {
      const requests = receiver.received.filter((r) => r.body.lead.id === id);
      expect(requests[0].status).toBe(500); // refused once: that attempt did not count as delivered
      for (const r of requests) {
        expect(validSignature(r.raw, r.headers['x-webhook-signature-256'], secret)).toBe(true);
        expect(r.headers['x-webhook-id']).toBe(id);
        expect(r.body).toMatchObject({
          type: 'lead.created',
          kind: 'contact',
          lead: { id, company: `Ops Co ${marker}` },
        });
        expect(r.body.text).toBe(
          `New contact request: ${String(r.body.lead.name)} (Ops Co ${marker}) · ${String(r.body.lead.email)} · 9876543210 · Managed Services · Global`,
        );
      }
    }
    // The receiver listens only while a test holding ADMIN_SESSIONS runs (attribution.e2e.ts uses the same port).
    await receiver.down();
  });
});

async function login(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Lead submissions' })).toBeVisible();
}

/** A page in a context of its own (a second admin session beside the test's `page`). */
async function open(browser: Browser): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  return { page: await context.newPage(), context };
}

test.describe('/admin per-lead actions', { lock: ADMIN_SESSIONS }, () => {
  test('shows the notification state, resends, and deletes a lead only after confirmation', async ({ page }) => {
    await receiver.up();
    await login(page);
    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const [id, other] = leadIds;
    const row = page.locator(`tr[data-id="${id}"]`);
    await expect(row).toBeVisible();
    await expect(row.locator('[data-delivery]')).toHaveAttribute('data-delivery', 'delivered');

    await row.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-delivery-summary]')).toBeVisible();
    await expect(dialog.locator('[data-delivery-summary]')).toHaveText(/^Delivered/);
    const before = receiver.received.filter((r) => r.body.lead.id === id).length;
    await dialog.getByRole('button', { name: 'Resend', exact: true }).click();
    await until(() => receiver.received.filter((r) => r.body.lead.id === id).length > before, 'the resent lead');
    await expect(dialog.getByRole('button', { name: 'Resend', exact: true })).toBeVisible(); // no longer "Resending..."
    await expect(dialog.locator('[data-delivery-summary]')).toHaveText('Delivered');
    expect(await axeViolations(page)).toEqual([]);

    // Delete asks first; Cancel keeps the lead.
    await dialog.getByRole('button', { name: 'Delete lead' }).click();
    await expect(dialog.getByText('Delete this lead permanently?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await blobs.leads('contact').get(id, { type: 'json' })).not.toBeNull();

    await dialog.getByRole('button', { name: 'Delete lead' }).click();
    const erased = page.waitForResponse(
      (r) => r.url().endsWith(`/api/contact/${id}`) && r.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    expect((await erased).status()).toBe(204);
    await expect(page.getByText('The lead was deleted.')).toBeVisible();
    await expect(page.locator(`tr[data-id="${other}"]`)).toBeVisible();
    await expect(page.locator(`tr[data-id="${id}"]`)).toHaveCount(0);
    expect(await blobs.leads('contact').get(id, { type: 'json' })).toBeNull();
    expect(await deliveryState(id)).toBeNull();
    expect((await blobs.store(LEAD_STORES.contact).list({ prefix: id })).blobs).toEqual([]);
    await receiver.down();
  });

  test('logout revokes the cookie on the server, and "Log out everywhere" ends every session', async ({ browser }) => {
    const a = await open(browser);
    const b = await open(browser);
    await login(a.page);
    await login(b.page);
    const cookieOf = async (context: BrowserContext) =>
      (await context.cookies()).find((c) => c.name === 'admin_session')!.value;
    const apiWith = (value: string) =>
      fetch(baseUrl('/api/contact?limit=1'), { headers: { cookie: `admin_session=${value}` } }).then((r) => r.status);

    // Plain logout in A: A's old cookie no longer works, even replayed by hand.
    const oldA = await cookieOf(a.context);
    expect(await apiWith(oldA)).toBe(200);
    await a.page.getByRole('button', { name: 'Logout' }).click();
    await expect(a.page.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await apiWith(oldA)).toBe(401);

    // Log in again in A; "Log out everywhere" in B ends A's and B's sessions.
    await login(a.page);
    const [newA, cookieB] = [await cookieOf(a.context), await cookieOf(b.context)];
    await b.page.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(b.page.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await apiWith(newA)).toBe(401);
    expect(await apiWith(cookieB)).toBe(401);
    await a.page.getByRole('button', { name: 'Refresh' }).click();
    await expect(a.page.getByLabel('Password', { exact: true })).toBeVisible(); // A's dashboard finds its session gone
    await a.context.close();
    await b.context.close();
  });
});

/**
 * /admin in Chromium against the `npm start` server (issue #5, issue 12): the gate, stats from the stored records,
 * View Details, a status change that survives a reload, the CSV bytes, Logout, a reload that stays logged in, and
 * search, filters, Load more and the view kept in the address; no sideways scrolling at 390 px.
 * Records are seeded straight into the server's file-backed Blobs store (support/blobs-seed.ts) and indexed the way
 * a submission indexes them (netlify/lib/lead-index.ts), from this process.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './support/browser';
import { axeViolations } from './support/a11y';
import { openLocalBlobs, type LocalBlobs } from './support/blobs-seed';
import { contactFixture, launchpadFixture } from '../functions/support/lead-fixtures';
import { LOGIN_FAILURE_STORE } from '../../netlify/lib/login-limit';
import { bulkIndex, entryFromRecord, indexRemove } from '../../netlify/lib/lead-index';

const XSS_NAME = '<img src=x onerror=alert(1)>';
const marker = `e2e-${Date.now().toString(36)}`;

// Newest first in the list: the XSS application is the newest record when the tests start.
const now = Date.now();
const xssApplication = launchpadFixture({
  name: XSS_NAME,
  email: `${marker}@example.com`,
  company: `Acme, "Best" ${marker}`,
  phone: '+91 98765 43210',
  additionalInfo: '=HYPERLINK("http://evil.example","click")',
  currentMarketingChannels: ['Instagram', 'Meta Ads'],
  campaignGoals: ['Brand awareness', 'Sales, online'],
  message: 'Line one\nLine two',
}, now);
const plainApplication = launchpadFixture({ name: 'Meera Iyer', company: ` acme, "best" ${marker} `.toUpperCase(), status: 'reviewed' }, now - 60_000);
const contactRecord = contactFixture({ name: 'Karan Mehta', company: `Contact Co ${marker}`, status: 'pending' }, now - 120_000);
// 105 older applications that share a search word: more than one page (100) of matches.
const bulkWord = `bulk${marker.replace(/\W/g, '')}`;
const bulkApplications = Array.from({ length: 105 }, (_, i) => launchpadFixture({ name: `Bulk ${i}`, company: `${bulkWord} ${i % 5}`, status: i % 2 ? 'archived' : 'pending' }, now - 3 * 86_400_000 - i * 60_000));
const seeded = [
  ...[xssApplication, plainApplication, ...bulkApplications].map((record) => ['launchpad', record] as const),
  ['contact', contactRecord] as const,
];

let browser: Browser;
let blobs: LocalBlobs;

beforeAll(async () => {
  blobs = await openLocalBlobs();
  await blobs.clear(LOGIN_FAILURE_STORE); // earlier runs' wrong passwords must not lock this run out
  for (const [kind, record] of seeded) await blobs.leads(kind).setJSON(record.id, record);
  for (const kind of ['launchpad', 'contact'] as const) await bulkIndex(kind, seeded.filter(([k]) => k === kind).map(([, r]) => entryFromRecord(r)));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (blobs) {
    for (const [kind, { id }] of seeded) {
      await blobs.leads(kind).delete(id);
      await indexRemove(kind, id);
    }
    await blobs.stop();
  }
});

const password = () => inject('adminPassword');

/**
 * Function calls are served one at a time and each starts a fresh worker, which takes seconds when the machine is
 * busy; these flows make several calls, so they get generous time limits.
 */
const SLOW = 240_000;
async function open(opts: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, opts);
  opened.page.setDefaultTimeout(90_000);
  return opened;
}

async function gotoAdmin(page: Page) {
  await page.goto(baseUrl('/admin'));
  await page.getByLabel('Password', { exact: true }).waitFor();
}

type Lists = { applications: Record<string, unknown>[]; contacts: Record<string, unknown>[]; totals: { applications: number; contacts: number } };

/** Logs in through the gate and returns the two lists exactly as the page received them. */
async function login(page: Page): Promise<Lists> {
  await gotoAdmin(page);
  const lists = waitForLists(page);
  await page.getByLabel('Password', { exact: true }).fill(password());
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  return lists;
}

async function waitForLists(page: Page): Promise<Lists> {
  // Each body is read as it arrives. A response whose page was navigated away (a reload) before its body could be
  // read is passed over: the next response of that list counts.
  const list = (path: string) =>
    new Promise<{ status: number; body: any }>((resolve) => {
      const onResponse = async (r: import('playwright-core').Response) => {
        if (new URL(r.url()).pathname !== path || r.request().method() !== 'GET') return;
        try {
          const body = await r.json();
          page.off('response', onResponse);
          resolve({ status: r.status(), body });
        } catch {
          // body gone with the navigation
        }
      };
      page.on('response', onResponse);
    });
  const [a, c] = await Promise.all([list('/api/launchpad'), list('/api/contact')]);
  expect(a.status).toBe(200);
  expect(c.status).toBe(200);
  const [ab, cb] = [a.body, c.body];
  return { applications: ab.applications, contacts: cb.contacts, totals: { applications: ab.total, contacts: cb.total } };
}

/** Every stored lead of a kind, through the API page by page (as the page's own session). */
async function everyLead(page: Page, kind: 'launchpad' | 'contact'): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (k) => {
    const all: Record<string, unknown>[] = [];
    let cursor = '';
    do {
      const body = await (await fetch(`/api/${k}?limit=500${cursor ? `&cursor=${cursor}` : ''}`)).json();
      all.push(...(k === 'launchpad' ? body.applications : body.contacts));
      cursor = body.nextCursor ?? '';
    } while (cursor);
    return all;
  }, kind);
}

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`).innerText();
const row = (page: Page, id: string) => page.locator(`tr[data-id="${id}"]`);

describe('/admin gate', () => {
  it('sends no list call before login, and shows the message for a wrong password', async () => {
    const { page, context } = await open({ allowStatus: [401] });
    const calls: string[] = [];
    page.on('request', (r) => /\/api\/(launchpad|contact)/.test(r.url()) && calls.push(r.url()));
    await gotoAdmin(page);
    const field = page.getByLabel('Password', { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.getAttribute('required')).not.toBeNull();
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await field.getAttribute('type')).toBe('password');

    // 'Authenticating...' while the server answers (held back a little so it can be seen).
    await page.route('**/api/admin/session', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await field.fill('definitely-wrong');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('button', { name: 'Authenticating...' }).waitFor();
    await page.getByText('Invalid password. Please try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Access Dashboard' }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    // Without a session the API gives nothing away.
    expect(await page.evaluate(() => fetch('/api/launchpad').then((r) => r.status))).toBe(401);
    await context.close();
  }, SLOW);
});

describe('/admin dashboard', () => {
  it('shows stats that match the stored records, renders names as text, and passes axe', async () => {
    const { page, context, problems } = await open();
    let alerted = false;
    page.on('dialog', async (d) => { alerted = true; await d.dismiss(); });
    const first = await login(page);
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBe('true');

    // The seeded records are in the answers, newest first.
    const ids = first.applications.map((a) => a.id);
    expect(ids).toContain(xssApplication.id);
    expect(ids.indexOf(xssApplication.id)).toBeLessThan(ids.indexOf(plainApplication.id));
    expect(first.contacts.map((c) => c.id)).toContain(contactRecord.id);

    // Stats computed here from every stored lead, independently of the island's and the stats function's code.
    const [applications, contacts] = [await everyLead(page, 'launchpad'), await everyLead(page, 'contact')];
    expect(applications.length).toBe(first.totals.applications);
    expect(contacts.length).toBe(first.totals.contacts);
    const all = [...applications, ...contacts];
    const companies = new Set(all.map((r) => String(r.company ?? '').trim().toLowerCase()).filter(Boolean));
    await page.getByRole('tab', { name: /Launchpad Applications/ }).waitFor();
    await expect.poll(() => stat(page, 'Launchpad Applications')).toBe(applications.length.toLocaleString('en-US'));
    expect(await stat(page, 'Contact Submissions')).toBe(contacts.length.toLocaleString('en-US'));
    expect(await stat(page, 'Pending Reviews')).toBe(all.filter((r) => r.status === 'pending').length.toLocaleString('en-US'));
    expect(await stat(page, 'Unique Companies')).toBe(companies.size.toLocaleString('en-US'));
    // "Acme, "Best" …" and " ACME, "BEST" … " are one company.
    expect(companies.has(`acme, "best" ${marker}`)).toBe(true);

    // Text from submissions stays text.
    await row(page, xssApplication.id).waitFor();
    expect(await row(page, xssApplication.id).getByText(XSS_NAME, { exact: true }).count()).toBe(1);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(alerted).toBe(false);

    // Badges: secondary for pending, default otherwise.
    expect(await row(page, xssApplication.id).locator('[data-status]').innerText()).toBe('Pending');
    expect(await row(page, plainApplication.id).locator('[data-status]').innerText()).toBe('Reviewed');

    // The chart counts today's records.
    expect(await page.locator('figure svg[role="img"]').getAttribute('aria-label')).toMatch(/Submissions in the last 30 days: \d+ submissions? between/);

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    await row(page, contactRecord.id).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  }, SLOW);

  it('View Details shows every field of an application, as text', async () => {
    const { page, context } = await open();
    await login(page);
    await row(page, xssApplication.id).getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await dialog.waitFor();
    const field = (label: string) => dialog.locator(`dd[data-field="${label}"]`).innerText();
    expect(await field('Name')).toBe(XSS_NAME);
    expect(await field('Email')).toBe(xssApplication.email);
    expect(await field('Company')).toBe(xssApplication.company);
    expect(await field('Website')).toBe(xssApplication.website);
    expect(await field('Industry')).toBe(xssApplication.industry);
    expect(await field('Monthly Orders')).toBe(xssApplication.monthlyOrders);
    expect(await field('Average Order Value')).toBe(xssApplication.averageOrderValue);
    expect(await field('Product Category')).toBe(xssApplication.productCategory);
    expect(await field('Target Audience')).toBe(xssApplication.targetAudience);
    expect(await field('Current Marketing Channels')).toBe('Instagram, Meta Ads');
    expect(await field('Influencer Budget')).toBe(xssApplication.influencerBudget);
    expect(await field('Campaign Goals')).toBe('Brand awareness, Sales, online');
    expect(await field('Pricing Tier')).toBe(xssApplication.pricingTier);
    expect(await field('Additional Info')).toBe(xssApplication.additionalInfo);
    expect(await field('Location')).toBe('India');
    expect(await field('ID')).toBe(xssApplication.id);
    expect(await field('Status')).toBe('Pending');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('View Details');
    await context.close();
  }, SLOW);

  it('a status change is stored and survives a reload; the reload stays logged in', async () => {
    const { page, context } = await open();
    await login(page);
    const select = row(page, plainApplication.id).getByRole('combobox');
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await select.selectOption('contacted');
    expect((await patched).status()).toBe(200);
    expect(await row(page, plainApplication.id).locator('[data-status]').innerText()).toBe('Contacted');
    expect(((await blobs.leads('launchpad').get(plainApplication.id, { type: 'json' })) as { status: string }).status).toBe('contacted');

    const lists = waitForLists(page);
    await page.reload();
    await lists; // no gate: the dashboard loads straight away in the same tab
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await row(page, plainApplication.id).waitFor();
    expect(await row(page, plainApplication.id).locator('[data-status]').innerText()).toBe('Contacted');
    expect(await row(page, plainApplication.id).getByRole('combobox').inputValue()).toBe('contacted');
    await context.close();
  }, SLOW);

  it('exports CSV files whose bytes follow the rules', async () => {
    const { page, context } = await open();
    await login(page);
    const [applications, contacts] = [await everyLead(page, 'launchpad'), await everyLead(page, 'contact')];
    await row(page, xssApplication.id).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe('launchpad-applications.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID,Submitted At,Status,Name,Email,Phone,Company,Website,Location,Industry,Monthly Orders,Average Order Value,Product Category,Target Audience,Current Marketing Channels,Influencer Budget,Campaign Goals,Pricing Tier,Program Type,Message,Additional Info');
    const line = text.split('\r\n' + xssApplication.id)[1]; // the XSS record's row (its message holds a line break)
    const expectedRow = [
      '', // after the id
      xssApplication.createdAt,
      'pending',
      XSS_NAME, // '=' inside, not at the start: left as it is
      xssApplication.email,
      "'+91 98765 43210", // starts with '+': neutralised
      `"Acme, ""Best"" ${marker}"`, // comma and quotes: quoted, quotes doubled
      xssApplication.website,
      'India',
      'Food & Beverage',
      '500-1000',
      '"₹1,200"',
      'Snacks',
      'Urban millennials',
      'Instagram; Meta Ads', // list joined by '; '
      '₹1-2 lakh',
      '"Brand awareness; Sales, online"',
      '"India - ₹39,999/month"',
      'Launchpad',
      '"Line one\nLine two"', // line break: quoted
      '"\'=HYPERLINK(""http://evil.example"",""click"")"', // formula: neutralised and quoted
    ].join(',');
    expect(line.startsWith(expectedRow + '\r\n')).toBe(true);
    // One CRLF-ended line per application after the header (the message's LF stays inside its quoted cell).
    const crlfInside = applications.reduce((n, a) => n + (JSON.stringify(a).match(/\\r\\n/g)?.length ?? 0), 0);
    expect(lines.length).toBe(applications.length + 2 + crlfInside);
    expect(lines.at(-1)).toBe('');

    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const [contactDownload] = await Promise.all([page.waitForEvent('download'), page.locator('#admin-panel-contact').getByRole('button', { name: /Export CSV/ }).click()]);
    expect(contactDownload.suggestedFilename()).toBe('contact-submissions.csv');
    const contactText = (await readFile((await contactDownload.path())!)).toString('utf8');
    expect(contactText.startsWith('\uFEFFID,Submitted At,Status,Name,Email,Phone,Company,Program Type,Location,Pricing Tier,Message\r\n')).toBe(true);
    expect(contactText).toContain(`${contactRecord.id},${contactRecord.createdAt},pending,Karan Mehta,riya@example.com,9876543210,Contact Co ${marker},Managed Services,India,,We would like a proposal.\r\n`);
    expect(contacts.length).toBeGreaterThan(0);
    await context.close();
  }, SLOW);

  it('shows the specified loading, empty and failure texts, with a retry; CSV is disabled when empty', async () => {
    const { page, context } = await open({ allowStatus: [500] });
    let failContacts = true;
    await page.route(/\/api\/launchpad(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"applications":[],"nextCursor":null,"total":0}' });
    });
    await page.route(/\/api\/contact(\?|$)/, async (route) => {
      if (failContacts) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"contacts":[],"nextCursor":null,"total":0}' });
    });
    await gotoAdmin(page);
    await page.getByLabel('Password', { exact: true }).fill(password());
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByText('Loading applications...').waitFor();
    await page.getByText('No Launchpad applications found.').waitFor();
    expect(await page.locator('#admin-panel-launchpad').getByRole('button', { name: /Export CSV/ }).isDisabled()).toBe(true);

    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const panel = page.locator('#admin-panel-contact');
    await panel.getByText('Failed to fetch contacts').waitFor();
    expect(await panel.getByRole('button', { name: /Export CSV/ }).isDisabled()).toBe(true);
    failContacts = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await panel.getByText('No contact submissions found.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, SLOW);

  it('Logout returns to the gate and ends the session; an expired cookie brings the gate back', async () => {
    const { page, context } = await open({ allowStatus: [401] });
    await login(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBeNull();
    expect(await page.evaluate(() => fetch('/api/launchpad').then((r) => r.status))).toBe(401);
    await page.reload();
    await page.getByLabel('Password', { exact: true }).waitFor();

    // Logged in again, then the cookie disappears (as when it expires): the gate returns with a notice.
    await page.getByLabel('Password', { exact: true }).fill(password());
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await context.clearCookies();
    await page.reload();
    await page.getByText('Your session has expired. Please enter the password again.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBeNull();
    await context.close();
  }, SLOW);

  it('search, status and date filters: the list, the stats and the CSV follow; the address keeps the view; Load more', async () => {
    const { page, context, problems } = await open();
    await login(page);
    await row(page, xssApplication.id).waitFor();

    // Search: 105 matches, 100 on the first page, the rest after Load more.
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/launchpad' && new URL(r.url()).searchParams.get('q')?.toLowerCase() === bulkWord);
    await page.getByLabel('Search', { exact: true }).fill(bulkWord.toUpperCase());
    await page.getByLabel('Search', { exact: true }).press('Enter');
    expect((await (await listed).json()).total).toBe(105);
    const panel = page.locator('#admin-panel-launchpad');
    await panel.getByText('Showing 100 of 105').waitFor();
    expect(await panel.locator('tbody tr').count()).toBe(100);
    await expect.poll(() => stat(page, 'Launchpad Applications')).toBe('105');
    expect(await stat(page, 'Contact Submissions')).toBe('0');
    expect(await stat(page, 'Unique Companies')).toBe('5');
    await panel.getByRole('button', { name: 'Load more' }).click();
    await panel.getByText('Showing 105 of 105').waitFor();
    expect(await panel.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe(bulkWord.toUpperCase());

    // Status filter on top: 52 archived of them; the CSV holds exactly those.
    await page.getByLabel('Status', { exact: true }).selectOption('archived');
    await panel.getByText('Showing 52 of 52').waitFor();
    await expect.poll(() => stat(page, 'Launchpad Applications')).toBe('52');
    expect(await stat(page, 'Pending Reviews')).toBe('0');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /Export CSV/ }).click()]);
    const csv = (await readFile((await download.path())!)).toString('utf8').split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(1 + 52);
    expect(csv.slice(1).every((line) => line.includes(',archived,Bulk '))).toBe(true);

    // A reload (or a shared link) shows the same view.
    const from = new Date(now - 4 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(from);
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(from);
    const search = new URL(page.url()).search;
    expect(search).toContain('status=archived');
    const reloaded = waitForLists(page);
    await page.reload();
    const lists = await reloaded;
    expect(lists.totals.applications).toBe(52);
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(bulkWord.toUpperCase());
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('archived');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(from);
    await panel.getByText('Showing 52 of 52').waitFor();

    // A date range that ends before them finds nothing, and says so; Clear filters shows everything again.
    await page.getByLabel('To', { exact: true }).fill(new Date(now - 10 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('alert').filter({ hasText: 'must not be after' }).waitFor();
    await page.getByLabel('From', { exact: true }).fill('');
    await panel.getByText('No Launchpad applications match these filters.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row(page, xssApplication.id).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  }, SLOW);

  it('at 390 px the dashboard does not scroll sideways; the table scrolls inside its own box', async () => {
    const { page, context } = await open({ viewport: 'mobile' });
    await login(page);
    await row(page, xssApplication.id).waitFor();
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    const scroller = page.locator('#admin-panel-launchpad [role="region"]');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await context.close();
  }, SLOW);
});

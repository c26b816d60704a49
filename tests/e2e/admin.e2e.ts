/**
 * /admin in Chromium against the `npm start` server: the gate, stats from the stored records,
 * View Details, a status change that survives a reload, the CSV bytes, Logout, a reload that stays logged in, and
 * search, filters, Load more and the view kept in the address; no sideways scrolling at 390 px.
 * Records are seeded straight into the server's file-backed Blobs store (support/blobs-seed.ts) and indexed the way
 * a submission indexes them (netlify/lib/lead/index-store.ts), from this process.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { test, expect, ADMIN_SESSIONS, VIEWPORTS } from './support/browser';
import { axeViolations } from './support/a11y';
import { openLocalBlobs, type LocalBlobs } from './support/blobs-seed';
import { contactFixture, launchpadFixture } from '../functions/support/lead-fixtures';
import { LOGIN_ATTEMPT_STORE } from '../../netlify/lib/login-limit';
import { bulkIndex, entryFromRecord, indexRemove } from '../../netlify/lib/lead/index-store';

const XSS_NAME = '<img src=x onerror=alert(1)>';
const marker = `e2e-${Date.now().toString(36)}`;

// Newest first in the list: the XSS application is the newest record when the tests start.
const now = Date.now();
const xssApplication = launchpadFixture(
  {
    name: XSS_NAME,
    email: `${marker}@example.com`,
    company: `Acme, "Best" ${marker}`,
    phone: '+91 98765 43210',
    additionalInfo: '=HYPERLINK("http://evil.example","click")',
    currentMarketingChannels: ['Instagram', 'Meta Ads'],
    campaignGoals: ['Brand awareness', 'Sales, online'],
    message: 'Line one\nLine two',
  },
  now,
);
const plainApplication = launchpadFixture(
  { name: 'Meera Iyer', company: ` acme, "best" ${marker} `.toUpperCase(), status: 'reviewed' },
  now - 60_000,
);
const contactRecord = contactFixture(
  { name: 'Karan Mehta', company: `Contact Co ${marker}`, status: 'pending' },
  now - 120_000,
);
// 105 older applications that share a search word: more than one page (100) of matches.
const bulkWord = `bulk${marker.replace(/\W/g, '')}`;
const bulkApplications = Array.from({ length: 105 }, (_, i) =>
  launchpadFixture(
    { name: `Bulk ${i}`, company: `${bulkWord} ${i % 5}`, status: i % 2 ? 'archived' : 'pending' },
    now - 3 * 86_400_000 - i * 60_000,
  ),
);
const seeded = [
  ...[xssApplication, plainApplication, ...bulkApplications].map((record) => ['launchpad', record] as const),
  ['contact', contactRecord] as const,
];

let blobs: LocalBlobs;

// The tests share the seeded records and the stats they add up to: they run in order, in one worker.
test.describe.configure({ mode: 'default', timeout: 180_000 });

test.beforeAll(async () => {
  blobs = await openLocalBlobs();
  await blobs.clear(LOGIN_ATTEMPT_STORE); // earlier runs' wrong passwords must not lock this run out
  for (const [kind, record] of seeded) await blobs.leads(kind).setJSON(record.id, record);
  for (const kind of ['launchpad', 'contact'] as const)
    await bulkIndex(
      kind,
      seeded.filter(([k]) => k === kind).map(([, r]) => entryFromRecord(r)),
    );
});

test.afterAll(async () => {
  if (blobs) {
    for (const [kind, { id }] of seeded) {
      await blobs.leads(kind).delete(id);
      await indexRemove(kind, id);
    }
    await blobs.stop();
  }
});

const password = () => process.env.ADMIN_PASSWORD!;

async function gotoAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
}

type Lists = {
  applications: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  totals: { applications: number; contacts: number };
};

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
  type ListBody = { applications: Lists['applications']; contacts: Lists['contacts']; total: number };
  const list = (path: string) =>
    new Promise<{ status: number; body: ListBody }>((resolve) => {
      const onResponse = async (r: Response) => {
        if (new URL(r.url()).pathname !== path || r.request().method() !== 'GET') return;
        try {
          const body = (await r.json()) as ListBody;
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
  return {
    applications: ab.applications,
    contacts: cb.contacts,
    totals: { applications: ab.total, contacts: cb.total },
  };
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

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const count = (n: number) => n.toLocaleString('en-US');

/** Clicks Refresh and waits until the lists and the stats have answered. */
async function refresh(page: Page) {
  const answered = Promise.all([
    waitForLists(page),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/stats'),
  ]);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await answered;
}

/** The stat cards show these figures, and the two count cards equal the totals on the tabs (the lists' answers). */
async function expectStats(
  page: Page,
  figures: { launchpad: number; contact: number; pending: number; companies: number },
  timeout?: number,
) {
  await expect(stat(page, 'Launchpad Applications')).toHaveText(count(figures.launchpad), { timeout });
  await expect(stat(page, 'Contact Submissions')).toHaveText(count(figures.contact), { timeout });
  await expect(stat(page, 'Pending Reviews')).toHaveText(count(figures.pending), { timeout });
  await expect(stat(page, 'Unique Companies')).toHaveText(count(figures.companies), { timeout });
  await expect(page.getByRole('tab', { name: /Launchpad Applications/ })).toHaveText(
    new RegExp(`\\D${count(figures.launchpad)}$`),
    { timeout },
  );
  await expect(page.getByRole('tab', { name: /Contact Submissions/ })).toHaveText(
    new RegExp(`\\D${count(figures.contact)}$`),
    { timeout },
  );
}
const row = (page: Page, id: string) => page.locator(`tr[data-id="${id}"]`);

test.describe('/admin gate', { lock: ADMIN_SESSIONS }, () => {
  test('sends no list call before login, and shows the message for a wrong password', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => /\/api\/(launchpad|contact)/.test(r.url()) && calls.push(r.url()));
    await gotoAdmin(page);
    const field = page.getByLabel('Password', { exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('required');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field).toHaveAttribute('type', 'password');

    // 'Authenticating...' while the server answers (the answer is held until it has been seen).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/admin/session', async (route) => {
      await held;
      await route.continue();
    });
    await field.fill('definitely-wrong');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('button', { name: 'Authenticating...' })).toBeVisible();
    release();
    await expect(page.getByText('Invalid password. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    // Without a session the API gives nothing away.
    expect(await page.evaluate(() => fetch('/api/launchpad').then((r) => r.status))).toBe(401);
  });
});

test.describe('/admin gate as static HTML (issue 32)', { lock: ADMIN_SESSIONS }, () => {
  // Each test logs in from an address of its own (the local server takes the client address from X-Forwarded-For: loopback is a trusted proxy in the tests),
  // so the lockout test's failures hold no other test.
  const fromAddress = (ip: string) => ({ extraHTTPHeaders: { 'x-forwarded-for': ip } });

  test('without JavaScript: a wrong password shows the message; the right one signs in through a 303', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ...fromAddress('192.0.2.41') });
    const page = await context.newPage();
    try {
      await page.goto('/admin');
      const field = page.getByLabel('Password', { exact: true });
      await expect(field).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show password' })).toBeHidden(); // needs script
      await field.fill('definitely-wrong');
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin#admin-login-invalid$/);
      await expect(page.getByText('Invalid password. Please try again.')).toBeVisible();

      const posted = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/admin/session' && r.request().method() === 'POST',
      );
      await page.getByLabel('Password', { exact: true }).fill(password());
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      const answer = await posted;
      expect(answer.status()).toBe(303);
      expect(answer.headers()['location']).toBe('/admin#admin-login-signed-in');
      await expect(page).toHaveURL(/\/admin#admin-login-signed-in$/);
      await expect(
        page.getByText('You are signed in. The dashboard needs JavaScript; turn it on and reload this page.'),
      ).toBeVisible();
      await expect(page.getByText('Invalid password. Please try again.')).toBeHidden();
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'admin_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(await (await context.request.get('/api/admin/session')).json()).toMatchObject({ authenticated: true });
    } finally {
      await context.close();
    }
  });

  test('with JavaScript the dashboard appears without a reload; after it a reload goes straight to it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, ...fromAddress('192.0.2.42') });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    try {
      await page.goto('/admin');
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible(); // the form is enhanced
      // Before the login the page has loaded no React: the dashboard module comes with the login.
      const before = scripts.length;
      expect(scripts.some((s) => /mount|AdminApp|react/i.test(s))).toBe(false);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByLabel('Password', { exact: true }).fill(password());
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'Lead submissions' })).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(page.url()).toMatch(/\/admin$/);
      expect(scripts.slice(before).some((s) => /mount/.test(s))).toBe(true);
      await expect(page.getByLabel('Password', { exact: true })).toBeHidden();

      // A reload in this tab: "Checking your session..." instead of the form, then the dashboard.
      await page.reload({ waitUntil: 'commit' });
      await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    } finally {
      await context.close();
    }
  });

  test('a form post sent before the script ran is picked up: the dashboard loads after the 303', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, ...fromAddress('192.0.2.43') });
    const page = await context.newPage();
    try {
      await page.goto('/admin');
      // The post the static form makes, from the page (same origin), as if no script had loaded yet.
      await page.evaluate((pw) => {
        const form = document.querySelector<HTMLFormElement>('form[data-admin-form]')!;
        form.querySelector<HTMLInputElement>('input[name=password]')!.value = pw;
        HTMLFormElement.prototype.submit.call(form);
      }, password());
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(page.url()).toMatch(/\/admin$/);
      expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBe('true');
    } finally {
      await context.close();
    }
  });

  test('the lockout message shows with and without JavaScript', async ({ browser, baseURL }) => {
    const ip = '192.0.2.44';
    const api = await browser.newContext({ baseURL, ...fromAddress(ip) });
    try {
      for (let i = 0; i < 10; i++) {
        const res = await api.request.post('/api/admin/session', {
          headers: { origin: new URL(baseURL!).origin },
          data: { password: `wrong-${i}` },
        });
        expect(res.status()).toBe(401);
      }
      const locked = 'Too many failed attempts. Please try again in 15 minutes.';
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ baseURL, javaScriptEnabled, ...fromAddress(ip) });
        const page = await context.newPage();
        try {
          await page.goto('/admin');
          if (javaScriptEnabled) await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
          await page.getByLabel('Password', { exact: true }).fill(password());
          await page.getByRole('button', { name: 'Access Dashboard' }).click();
          await expect(page.getByText(locked)).toBeVisible();
          await expect(page.getByText(locked)).toHaveCount(1);
          if (!javaScriptEnabled) await expect(page).toHaveURL(/#admin-login-locked-15$/);
          expect((await context.cookies()).some((c) => c.name === 'admin_session')).toBe(false);
        } finally {
          await context.close();
        }
      }
    } finally {
      await api.close();
      await blobs.clear(LOGIN_ATTEMPT_STORE);
    }
  });
});

test.describe('/admin dashboard', { lock: ADMIN_SESSIONS }, () => {
  test('shows stats that match the stored records, renders names as text, and passes axe', async ({
    page,
    problems,
  }) => {
    let alerted = false;
    page.on('dialog', async (d) => {
      alerted = true;
      await d.dismiss();
    });
    const first = await login(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBe('true');

    // The seeded records are in the answers, newest first.
    const ids = first.applications.map((a) => a.id);
    expect(ids).toContain(xssApplication.id);
    expect(ids.indexOf(xssApplication.id)).toBeLessThan(ids.indexOf(plainApplication.id));
    expect(first.contacts.map((c) => c.id)).toContain(contactRecord.id);

    // Stats computed here from every stored lead, independently of the island's and the stats function's code.
    // Other test files submit leads meanwhile, so the stored leads may change between the dashboard's requests and
    // these: when the figures differ, Refresh loads the dashboard again and they are computed again.
    let round = 0;
    let companies = new Set<string>();
    await expect(async () => {
      if (round++ > 0) await refresh(page);
      const [applications, contacts] = [await everyLead(page, 'launchpad'), await everyLead(page, 'contact')];
      const all = [...applications, ...contacts];
      companies = new Set(
        all.map((r) => (typeof r.company === 'string' ? r.company : '').trim().toLowerCase()).filter(Boolean),
      );
      await expectStats(
        page,
        {
          launchpad: applications.length,
          contact: contacts.length,
          pending: all.filter((r) => r.status === 'pending').length,
          companies: companies.size,
        },
        round === 1 ? undefined : 5_000,
      );
    }).toPass({ timeout: 100_000 });
    // "Acme, "Best" …" and " ACME, "BEST" … " are one company.
    expect(companies.has(`acme, "best" ${marker}`)).toBe(true);

    // Text from submissions stays text.
    await expect(row(page, xssApplication.id)).toBeVisible();
    await expect(row(page, xssApplication.id).getByText(XSS_NAME, { exact: true })).toHaveCount(1);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(alerted).toBe(false);

    // Badges: secondary for pending, default otherwise.
    await expect(row(page, xssApplication.id).locator('[data-status]')).toHaveText('Pending');
    await expect(row(page, plainApplication.id).locator('[data-status]')).toHaveText('Reviewed');

    // The chart counts today's records.
    await expect(page.locator('figure svg[role="img"]')).toHaveAttribute(
      'aria-label',
      /Submissions in the last 30 days: \d+ submissions? between/,
    );

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    await expect(row(page, contactRecord.id)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('View Details shows every field of an application, as text', async ({ page }) => {
    await login(page);
    await row(page, xssApplication.id)
      .getByRole('button', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await expect(dialog).toBeVisible();
    const field = (label: string) => dialog.locator(`dd[data-field="${label}"]`);
    await expect(field('Name')).toHaveText(XSS_NAME);
    await expect(field('Email')).toHaveText(xssApplication.email);
    await expect(field('Company')).toHaveText(xssApplication.company);
    await expect(field('Website')).toHaveText(xssApplication.website);
    await expect(field('Industry')).toHaveText(xssApplication.industry);
    await expect(field('Monthly Orders')).toHaveText(xssApplication.monthlyOrders);
    await expect(field('Average Order Value')).toHaveText(xssApplication.averageOrderValue);
    await expect(field('Product Category')).toHaveText(xssApplication.productCategory);
    await expect(field('Target Audience')).toHaveText(xssApplication.targetAudience);
    await expect(field('Current Marketing Channels')).toHaveText('Instagram, Meta Ads');
    await expect(field('Influencer Budget')).toHaveText(xssApplication.influencerBudget);
    await expect(field('Campaign Goals')).toHaveText('Brand awareness, Sales, online');
    await expect(field('Pricing Tier')).toHaveText(xssApplication.pricingTier);
    await expect(field('Additional Info')).toHaveText(xssApplication.additionalInfo);
    await expect(field('Location')).toHaveText('India');
    await expect(field('ID')).toHaveText(xssApplication.id);
    await expect(field('Status')).toHaveText('Pending');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the button that opened it.
    await expect(row(page, xssApplication.id).getByRole('button', { name: /View Details/ })).toBeFocused();
  });

  test('a status change is stored and survives a reload; the reload stays logged in', async ({ page }) => {
    await login(page);
    const select = row(page, plainApplication.id).getByRole('combobox');
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await select.selectOption('contacted');
    expect((await patched).status()).toBe(200);
    await expect(row(page, plainApplication.id).locator('[data-status]')).toHaveText('Contacted');
    expect(
      ((await blobs.leads('launchpad').get(plainApplication.id, { type: 'json' })) as { status: string }).status,
    ).toBe('contacted');

    const lists = waitForLists(page);
    await page.reload();
    await lists; // no gate: the dashboard loads straight away in the same tab
    await expect(page.getByLabel('Password', { exact: true })).toBeHidden(); // the static form stays in the page, hidden
    await expect(row(page, plainApplication.id)).toBeVisible();
    await expect(row(page, plainApplication.id).locator('[data-status]')).toHaveText('Contacted');
    await expect(row(page, plainApplication.id).getByRole('combobox')).toHaveValue('contacted');
  });

  test('exports CSV files whose bytes follow the rules', async ({ page }) => {
    await login(page);
    const [applications, contacts] = [await everyLead(page, 'launchpad'), await everyLead(page, 'contact')];
    await expect(row(page, xssApplication.id)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('launchpad-applications.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Submitted At,Status,Name,Email,Phone,Company,Website,Location,Industry,Monthly Orders,Average Order Value,Product Category,Target Audience,Current Marketing Channels,Influencer Budget,Campaign Goals,Pricing Tier,Program Type,Message,Additional Info,UTM source,UTM medium,UTM campaign,Landing page,Referrer,Submitted from',
    );
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
      ...Array<string>(6).fill(''), // no attribution: six empty cells
    ].join(',');
    expect(line.startsWith(expectedRow + '\r\n')).toBe(true);
    // One CRLF-ended line per application after the header (the message's LF stays inside its quoted cell).
    const crlfInside = applications.reduce((n, a) => n + (JSON.stringify(a).match(/\\r\\n/g)?.length ?? 0), 0);
    expect(lines.length).toBe(applications.length + 2 + crlfInside);
    expect(lines.at(-1)).toBe('');

    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const [contactDownload] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('#admin-panel-contact')
        .getByRole('button', { name: /Export CSV/ })
        .click(),
    ]);
    expect(contactDownload.suggestedFilename()).toBe('contact-submissions.csv');
    const contactText = (await readFile(await contactDownload.path())).toString('utf8');
    expect(
      contactText.startsWith(
        '\uFEFFID,Submitted At,Status,Name,Email,Phone,Company,Program Type,Location,Pricing Tier,Message,UTM source,UTM medium,UTM campaign,Landing page,Referrer,Submitted from\r\n',
      ),
    ).toBe(true);
    expect(contactText).toContain(
      `${contactRecord.id},${contactRecord.createdAt},pending,Karan Mehta,riya@example.com,9876543210,Contact Co ${marker},Managed Services,India,,We would like a proposal.,,,,,,\r\n`,
    );
    expect(contacts.length).toBeGreaterThan(0);
  });

  test('shows the specified loading, empty and failure texts, with a retry; CSV is disabled when empty', async ({
    page,
  }) => {
    let failContacts = true;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/launchpad(\?|$)/, async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"applications":[],"nextCursor":null,"total":0}',
      });
    });
    await page.route(/\/api\/contact(\?|$)/, async (route) => {
      if (failContacts)
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"contacts":[],"nextCursor":null,"total":0}',
      });
    });
    await gotoAdmin(page);
    await page.getByLabel('Password', { exact: true }).fill(password());
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Loading applications...')).toBeVisible();
    release();
    await expect(page.getByText('No Launchpad applications found.')).toBeVisible();
    await expect(page.locator('#admin-panel-launchpad').getByRole('button', { name: /Export CSV/ })).toBeDisabled();

    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const panel = page.locator('#admin-panel-contact');
    await expect(panel.getByText('Failed to fetch contacts')).toBeVisible();
    await expect(panel.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
    failContacts = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByText('No contact submissions found.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Logout returns to the gate and ends the session; an expired cookie brings the gate back', async ({
    page,
    context,
  }) => {
    await login(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBeNull();
    expect(await page.evaluate(() => fetch('/api/launchpad').then((r) => r.status))).toBe(401);
    await page.reload();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

    // Logged in again, then the cookie disappears (as when it expires): the gate returns with a notice. The lists
    // are answered first (a list call refused after the cookie went would show the notice before the reload).
    const lists = waitForLists(page);
    await page.getByLabel('Password', { exact: true }).fill(password());
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await lists;
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await context.clearCookies();
    await page.reload();
    await expect(page.getByText('Your session has expired. Please enter the password again.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuthenticated'))).toBeNull();
  });

  test('search, status and date filters: the list, the stats and the CSV follow; the address keeps the view; Load more', async ({
    page,
    problems,
  }) => {
    await login(page);
    await expect(row(page, xssApplication.id)).toBeVisible();

    // Search: 105 matches, 100 on the first page, the rest after Load more.
    const listed = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/launchpad' &&
        new URL(r.url()).searchParams.get('q')?.toLowerCase() === bulkWord,
    );
    await page.getByLabel('Search', { exact: true }).fill(bulkWord.toUpperCase());
    await page.getByLabel('Search', { exact: true }).press('Enter');
    expect((await (await listed).json()).total).toBe(105);
    const panel = page.locator('#admin-panel-launchpad');
    await expect(panel.getByText('Showing 100 of 105')).toBeVisible();
    await expect(panel.locator('tbody tr')).toHaveCount(100);
    await expect(stat(page, 'Launchpad Applications')).toHaveText('105');
    await expect(stat(page, 'Contact Submissions')).toHaveText('0');
    await expect(stat(page, 'Unique Companies')).toHaveText('5');
    await panel.getByRole('button', { name: 'Load more' }).click();
    await expect(panel.getByText('Showing 105 of 105')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe(bulkWord.toUpperCase());

    // Status filter on top: 52 archived of them; the CSV holds exactly those.
    await page.getByLabel('Status', { exact: true }).selectOption('archived');
    await expect(panel.getByText('Showing 52 of 52')).toBeVisible();
    await expect(stat(page, 'Launchpad Applications')).toHaveText('52');
    await expect(stat(page, 'Pending Reviews')).toHaveText('0');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    const csv = (await readFile(await download.path())).toString('utf8').split('\r\n').filter(Boolean);
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
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(bulkWord.toUpperCase());
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('archived');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
    await expect(panel.getByText('Showing 52 of 52')).toBeVisible();

    // A date range that ends before them finds nothing, and says so; Clear filters shows everything again.
    await page.getByLabel('To', { exact: true }).fill(new Date(now - 10 * 86_400_000).toISOString().slice(0, 10));
    await expect(page.getByRole('alert').filter({ hasText: 'must not be after' })).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('');
    await expect(panel.getByText('No Launchpad applications match these filters.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(row(page, xssApplication.id)).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('at 390 px leads are cards: nothing scrolls sideways, the phone number is one line, counts say "1 application"', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await login(page);
    await expect(row(page, xssApplication.id)).toBeVisible();
    await page.getByRole('tab', { name: /Contact Submissions/ }).click();
    const card = row(page, contactRecord.id);
    await expect(card).toBeVisible();
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    const scroller = page.locator('#admin-panel-contact [role="region"]');
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // a card: the row is as wide as the list, its cells stacked, each value under its column's name
    const [cardBox, listBox] = [await card.boundingBox(), await scroller.boundingBox()];
    expect(cardBox!.width).toBeGreaterThan(listBox!.width - 2);
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    await expect(card.getByText('Company', { exact: true })).toBeVisible();
    const phone = card.getByText(contactRecord.phone, { exact: true });
    const lineHeight = await phone.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await phone.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    // one match: the count is singular
    await page.getByRole('tab', { name: /Launchpad Applications/ }).click();
    await page.getByLabel('Search', { exact: true }).fill(plainApplication.name);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await expect(page.locator('#admin-panel-launchpad').getByText('1 application, newest first')).toBeVisible();
    await expect(page.locator('#admin-panel-launchpad').getByText('Showing 1 of 1')).toBeVisible();
  });

  test('deleting a lead updates the stat cards and the list at once, without a reload', async ({ page, problems }) => {
    // Two applications of their own, found by a word no other lead has (other tests' leads do not move the figures).
    const word = `erase${marker.replace(/\W/g, '')}${test.info().repeatEachIndex}`;
    const [doomed, kept] = [
      launchpadFixture({ name: 'Erase Me', company: `${word} one`, status: 'pending' }, Date.now()),
      launchpadFixture({ name: 'Keep Me', company: `${word} two`, status: 'reviewed' }, Date.now() - 1_000),
    ];
    for (const r of [doomed, kept]) await blobs.leads('launchpad').setJSON(r.id, r);
    await bulkIndex(
      'launchpad',
      [doomed, kept].map((r) => entryFromRecord(r)),
    );
    try {
      await login(page);
      const listed = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/launchpad' && new URL(r.url()).searchParams.get('q') === word,
      );
      await page.getByLabel('Search', { exact: true }).fill(word);
      await page.getByLabel('Search', { exact: true }).press('Enter');
      expect((await listed).status()).toBe(200);
      await expect(row(page, doomed.id)).toBeVisible();
      await expectStats(page, { launchpad: 2, contact: 0, pending: 1, companies: 2 });
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      await row(page, doomed.id)
        .getByRole('button', { name: /View Details/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Application Details' });
      await dialog.getByRole('button', { name: 'Delete lead' }).click();
      const erased = page.waitForResponse(
        (r) => r.url().endsWith(`/api/launchpad/${doomed.id}`) && r.request().method() === 'DELETE',
      );
      await dialog.getByRole('button', { name: 'Delete permanently' }).click();
      expect((await erased).status()).toBe(204);
      await expect(page.getByText('The lead was deleted.')).toBeVisible();
      await expect(row(page, doomed.id)).toHaveCount(0);
      await expect(row(page, kept.id)).toBeVisible();
      await expectStats(page, { launchpad: 1, contact: 0, pending: 0, companies: 1 });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      for (const r of [doomed, kept]) {
        await blobs.leads('launchpad').delete(r.id);
        await indexRemove('launchpad', r.id);
      }
    }
  });
});

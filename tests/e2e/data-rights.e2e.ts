/**
 * Issue 54 in the browser under `npm start` (its local mail catcher writes each lead e-mail to .netlify/mail/): the
 * notice under the lead form with its Hindi version one click away; a lead's receipt carries the manage link, and
 * with JavaScript off the prospect sees the stored data, corrects the name and erases everything; the link then
 * answers that the data was erased. axe on the page.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { test, expect, baseUrl } from './support/browser';
import { axeViolations } from './support/a11y';
import { serverProof } from '../support/solve-challenge';

const MAILBOX = join(process.cwd(), '.netlify', 'mail');

async function receiptText(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = await readdir(MAILBOX).catch(() => [] as string[]);
    for (const f of files) {
      const raw = await readFile(join(MAILBOX, f));
      if (!raw.includes(email)) continue;
      const parsed = await simpleParser(raw);
      if (parsed.subject?.startsWith('We received your request')) return parsed.text ?? '';
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no receipt to ${email} in ${MAILBOX}`);
}

test.describe('data rights', () => {
  test('the lead dialog shows the notice, in Hindi one click away', async ({ page }) => {
    await page.goto('/launchpad?country=IN');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Launchpad' });
    const notice = dialog.locator('[data-privacy-notice]');
    await notice.getByText('How we use your details').click();
    await expect(notice.getByText(/We keep it for 730 days/)).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy#your-data',
    );
    await notice.getByText('हिंदी में पढ़ें').click();
    const hindi = notice.locator('details[lang="hi"]');
    await expect(hindi.getByText(/730 दिन/)).toBeVisible();
    await expect(hindi.getByRole('link', { name: 'हमारी गोपनीयता नीति पढ़ें' })).toHaveAttribute(
      'href',
      '/privacy#your-data-hi',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('receipt link: view, correct and erase without JavaScript', async ({ page, browser }) => {
    const email = `prospect-${Date.now()}@example.com`;
    const created = await page.request.post('/api/contact', {
      data: {
        name: 'Kavya Nair',
        email,
        phone: '+91 98765 43210',
        company: 'Nair Foods',
        message: 'Call me',
        // As the dialog sends it: a lead without a solved proof of work is held as spam, and never mailed.
        altcha: await serverProof(baseUrl('/')),
      },
      headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
    });
    expect(created.status()).toBe(201);
    const text = await receiptText(email);
    expect(text).toContain('Name: Kavya Nair');
    const link = new URL(/(http\S+\/my-data\?token=\S+)/.exec(text)![1]);

    const own = baseUrl(`${link.pathname}${link.search}`);
    // axe needs script: the filled page in a browser with JavaScript first.
    await page.goto(own);
    await page.getByRole('button', { name: 'Show my data' }).click();
    await expect(page.locator('[data-shown="email"]')).toHaveText(email);
    expect(await axeViolations(page)).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const prospect = await context.newPage();
    await prospect.goto(own);
    await prospect.getByRole('button', { name: 'Show my data' }).click();
    await expect(prospect.locator('[data-shown="email"]')).toHaveText(email);

    await prospect.getByLabel('Name').fill('Kavya S. Nair');
    await prospect.getByRole('button', { name: 'Save corrections' }).click();
    await expect(prospect).toHaveURL(/#my-data-corrected$/);
    await expect(prospect.getByRole('heading', { name: 'Your corrections are saved' })).toBeVisible();
    await prospect.getByRole('button', { name: 'Show my data' }).click();
    await expect(prospect.locator('[data-shown="name"]')).toHaveText('Kavya S. Nair');

    await prospect.getByLabel('Yes, erase my data').check();
    await prospect.getByRole('button', { name: 'Erase my data' }).click();
    await expect(prospect).toHaveURL(/\/my-data#my-data-erased$/);
    await expect(prospect.getByRole('heading', { name: 'Your data is erased' })).toBeVisible();

    await prospect.goto(own);
    await prospect.getByRole('button', { name: 'Show my data' }).click();
    await expect(prospect.getByRole('heading', { name: 'This data was already erased' })).toBeVisible();
    await context.close();
  });
});

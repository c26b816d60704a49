/**
 * The API console of /influencer-api/docs, end to end against the sandbox functions: nothing of it loads before it
 * is opened; parameters and the JSON body are checked against the document's schemas as they are typed, errors
 * named by field; a request is sent with the sandbox key and its status, timing, headers and formatted body shown;
 * "Copy as cURL" copies the same request; keyboard only; axe-clean at 390 and 1366 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, baseUrl, scriptsReady, VIEWPORTS } from './support/browser';
import { GATE_AXE_TAGS } from './support/a11y';
import { loadOpenApi } from '../../src/lib/influencer-api/openapi-file';
import { overview } from '../../src/lib/influencer-api/openapi';

const api = overview(loadOpenApi());
// Each test calls the sandbox from its own address (the sandbox limits requests per IP per minute).
let n = 0;
test.use({ allowStatus: [400, 401] });
test.beforeEach(async ({ page }) => {
  n += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(n % 200) + 20}` });
});

async function openConsole(page: Page) {
  await page.goto('/influencer-api/docs?country=US');
  const open = page.getByRole('button', { name: 'Open the console' });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const consoleRoot = page.getByTestId('api-console');
  await expect(consoleRoot).toBeVisible();
  return consoleRoot;
}

test.describe('the API console', () => {
  test('loads none of its JavaScript before it is opened, then loads it on the click', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/influencer-api/docs?country=US');
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    const before = [...scripts];
    expect(before.some((s) => /\/(mount|client|schemas)\.[\w-]+\.js$/.test(s))).toBe(false);
    await expect(page.getByTestId('api-console')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the console' }).click();
    await expect(page.getByTestId('api-console')).toBeVisible();
    expect(scripts.slice(before.length).some((s) => /\/mount\.[\w-]+\.js$/.test(s))).toBe(true);
    // Focus lands on the console's first field.
    await expect(page.getByLabel('Operation')).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('checks the body as it is typed, naming each field, and refuses to send what is not JSON', async ({ page }) => {
    const c = await openConsole(page);
    const body = c.getByLabel('Request body (JSON)');
    await expect(c.getByTestId('console-valid')).toHaveText('The request matches the schema.');
    const value = JSON.parse(await body.inputValue());
    value.paging.limit = 51;
    value.filter.gender.code = 'F';
    await body.fill(JSON.stringify(value, null, 2));
    const errors = c.getByTestId('console-errors');
    await expect(errors).toContainText('paging.limit');
    await expect(errors).toContainText('filter.gender.code');
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await body.fill('{"filter": ');
    await expect(errors).toContainText('Not valid JSON:');
    await expect(c.getByRole('button', { name: 'Send request' })).toBeDisabled();
    // A parameter is checked too.
    await c.getByLabel('Operation').selectOption({ label: 'GET /insight/{influencer_id} (Influencer Insight)' });
    const id = c.getByLabel(/influencer_id/);
    await expect(id).toHaveValue('ig_5f2c9a71');
    await id.fill('not an id');
    await expect(c.getByText(/^influencer_id: /)).toBeVisible();
    await id.fill('');
    await expect(c.getByText('influencer_id: Required.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  test('sends to the sandbox and shows status, timing, headers and the formatted response', async ({ page }) => {
    const c = await openConsole(page);
    await c.getByRole('button', { name: 'Send request' }).click();
    const result = c.getByTestId('console-result');
    await expect(c.getByTestId('console-status')).toHaveText('200 OK');
    await expect(c.getByTestId('console-time')).toHaveText(/^\d+ ms$/);
    await expect(result).toBeFocused();
    const text = (await c.getByTestId('console-body').textContent()) ?? '';
    const json = JSON.parse(text);
    expect(json.tokens_consumed).toBe(1);
    expect(json.pagination.limit).toBe(2);
    expect(text).toContain('\n  "data": [');
    await result.getByText('Headers').click();
    await expect(c.getByTestId('console-headers')).toContainText('content-type');

    // The documented errors: a wrong key answers 401, a page size over 50 answers 400 naming the field.
    await c.getByLabel(/^Sandbox key/).fill('wrong-key');
    await c.getByRole('button', { name: 'Send request' }).click();
    await expect(c.getByTestId('console-status')).toHaveText('401 Unauthorized');
    await c.getByLabel(/^Sandbox key/).fill(api.sandbox.key);
    const body = c.getByLabel('Request body (JSON)');
    await body.fill(JSON.stringify({ filter: {}, paging: { limit: 51 } }));
    await c.getByRole('button', { name: 'Send request' }).click();
    await expect(c.getByTestId('console-status')).toHaveText('400 Bad Request');
    await expect(c.getByTestId('console-body')).toContainText('"field": "paging.limit"');

    // The other operation.
    await c.getByLabel('Operation').selectOption({ label: 'GET /insight/{influencer_id} (Influencer Insight)' });
    await c.getByRole('button', { name: 'Send request' }).click();
    await expect(c.getByTestId('console-status')).toHaveText('200 OK');
    await expect(c.getByTestId('console-body')).toContainText('"audience_quality_score": 86');
  });

  test('copies the request as cURL', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl('/')).origin });
    const c = await openConsole(page);
    await c.getByLabel('Operation').selectOption({ label: 'GET /insight/{influencer_id} (Influencer Insight)' });
    await c.getByLabel(/influencer_id/).fill('ig_81d04be3');
    await c.getByRole('button', { name: 'Copy as cURL' }).click();
    await expect(c.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(
      `curl -X GET '${new URL('/api/sandbox/insight/ig_81d04be3', baseUrl('/'))}' \\\n  -H 'influencer-api-key: ${api.sandbox.key}'`,
    );
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/influencer-api/docs?country=US');
    const open = page.getByRole('button', { name: 'Open the console' });
    await open.focus();
    await page.keyboard.press('Enter');
    const op = page.getByLabel('Operation');
    await expect(op).toBeFocused();
    // Operation -> key -> parameter (platform) -> body -> Send.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Sandbox key/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/platform/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Request body (JSON)')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send request' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('console-status')).toHaveText('200 OK');
    await expect(page.getByTestId('console-result')).toBeFocused();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`is axe-clean opened, with a response, at ${viewport.width} px (${name})`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport,
        extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${240 + (viewport.width % 10)}` },
      });
      const page = await context.newPage();
      await page.goto(baseUrl('/influencer-api/docs?country=US'));
      await scriptsReady(page);
      await page.getByRole('button', { name: 'Open the console' }).click();
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByTestId('console-status')).toHaveText('200 OK');
      await page.getByTestId('console-result').getByText('Headers', { exact: true }).click();
      await expect(page.getByTestId('console-headers')).toBeVisible();
      const body = page.getByLabel('Request body (JSON)');
      await body.fill('{"filter": {"gender": {"code": "F"}}, "paging": {}}');
      await expect(page.getByTestId('console-errors')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#try-it').withTags(GATE_AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      // Nothing of the console sticks out of the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

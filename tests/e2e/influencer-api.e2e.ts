/** /influencer-api and /influencer-api/docs: buttons, sample report, docs tabs (WAI-ARIA), copy buttons, plans. */
import { test, expect, baseUrl, pauseClock } from './support/browser';
import { site } from '../../src/config/site';
import { loadOpenApi } from '../../src/lib/influencer-api/openapi-file';
import {
  deref,
  fieldRows,
  operations,
  overview,
  successResponse,
  type JsonSchema,
} from '../../src/lib/influencer-api/openapi';
import { codeSamples, KEY_PLACEHOLDER, sampleInput } from '../../src/lib/influencer-api/samples';

const doc = loadOpenApi();
const api = overview(doc);

test.describe('/influencer-api', () => {
  test('has Book a Demo (scheduling, new tab), View Sample Report (a real PDF), API Docs and a final Book a Meeting', async ({
    page,
    problems,
  }) => {
    await page.goto('/influencer-api?country=US');
    const demo = page.getByRole('link', { name: /^Book a Demo/ }).first();
    await expect(demo).toHaveAttribute('href', site.schedulingUrl);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^View Sample Report/ })).toHaveAttribute(
      'href',
      site.sampleReportPath,
    );
    await expect(page.getByRole('link', { name: /^API Docs/ }).first()).toHaveAttribute('href', '/influencer-api/docs');
    const pdf = await page.request.get(baseUrl(site.sampleReportPath));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-6).toString()).toContain('%%EOF');
    await expect(page.locator('button[data-lead-trigger]', { hasText: 'Book a Meeting' })).toHaveCount(1);
    for (const name of ['Developers', 'Marketing platforms', 'Brands', 'Agencies', 'Researchers', 'Financial users']) {
      await expect(page.locator('#who-its-for').getByRole('heading', { name, exact: true })).toHaveCount(1);
    }
    await expect(page.locator('#integration ol > li')).toHaveCount(3);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the sample report is a 2-page PDF', async ({ request }) => {
    // Chromium's PDF viewer is not available headless; pdf.js-free check: the file parses as a PDF with 2 pages.
    const res = await request.get(baseUrl(site.sampleReportPath));
    const text = (await res.body()).toString('latin1');
    expect(text).toMatch(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count 2/);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });
});

test.describe('/influencer-api/docs', () => {
  test('shows the base URL, authentication header, tokens and the four plans', async ({ page }) => {
    await page.goto('/influencer-api/docs?country=US');
    await expect(page.getByTestId('base-url')).toHaveText(site.apiHost);
    await expect(page.getByTestId('sandbox-key')).toHaveText(api.sandbox.key);
    await expect(page.getByTestId('sandbox')).toContainText(new URL('/api/sandbox', baseUrl('/')).pathname);
    await expect(page.locator('#sandbox')).toContainText(
      `${api.sandbox.ratePerMinute} requests per minute per IP address`,
    );
    // textContent: the lower sections use content-visibility: auto, which innerText skips until scrolled to
    const text = (await page.locator('main').textContent()) ?? '';
    for (const s of [
      'influencer-api-key',
      '1 search token = 50 influencers',
      '+4 tokens per 100 influencers',
      '1 audience token per insight',
    ]) {
      expect(text).toContain(s);
    }
    // One token unit (docs/decisions/facts-one-home.md): the other reading is not shown.
    expect(text).not.toContain('1 token = 1 influencer');
    // Notes for the site's developers are not for visitors.
    expect(text).not.toMatch(/when the site is built|request schema/i);
    const plans = page.getByTestId('api-plans');
    for (const s of [
      'Mini',
      '$199',
      'Startup',
      '$499',
      'Pro',
      '$999',
      'Most Popular',
      'Enterprise',
      'Custom',
      '60 requests/minute',
      '300 requests/minute',
    ]) {
      await expect(plans).toContainText(s);
    }
    const access = page.getByRole('link', { name: /^Get API Access/ }).first();
    await expect(access).toHaveAttribute('href', site.schedulingUrl);
    await expect(access).toHaveAttribute('target', '_blank');
    await expect(page.locator('astro-island')).toHaveCount(0);
  });

  test('switches between Influencer Search (default) and Influencer Insight with mouse and keyboard', async ({
    page,
    problems,
  }) => {
    await page.goto('/influencer-api/docs?country=US');
    const tablist = page.getByRole('tablist', { name: 'API endpoints' });
    const search = tablist.getByRole('tab', { name: 'Influencer Search' });
    const insight = tablist.getByRole('tab', { name: 'Influencer Insight' });
    await tablist.scrollIntoViewIfNeeded(); // the section renders lazily (content-visibility: auto)
    const searchPanel = page.locator('#endpoint-panel-0');
    const insightPanel = page.locator('#endpoint-panel-1');
    await expect(search).toHaveAttribute('aria-selected', 'true');
    await expect(searchPanel).toBeVisible();
    await expect(insightPanel).toBeHidden();
    await expect(searchPanel).toContainText('/search');

    await insight.click();
    await expect(insight).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-selected', 'false');
    await expect(insightPanel).toBeVisible();
    await expect(searchPanel).toBeHidden();
    await expect(insightPanel).toContainText('detailed_analytics');

    await insight.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(search).toHaveAttribute('aria-selected', 'true');
    await expect(search).toBeFocused();
    await page.keyboard.press('End');
    await expect(insight).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(search).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('tabindex', '0');
    await expect(insight).toHaveAttribute('tabindex', '-1');

    // Language tabs inside the Search panel
    const langs = page.getByRole('tablist', { name: 'Influencer Search code samples' });
    await expect(langs.getByRole('tab')).toHaveText(['cURL', 'JavaScript', 'Python', 'PHP']);
    await langs.getByRole('tab', { name: 'PHP' }).click();
    await expect(page.locator('#search-lang-panel-3')).toContainText('curl_setopt_array');
    await langs.getByRole('tab', { name: 'Python' }).click();
    await expect(page.locator('#search-lang-panel-2')).toContainText('import requests');
    await expect(page.locator('#search-lang-panel-0')).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('copy buttons copy the code and show "Copied!" for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl('/')).origin });
    await page.clock.install();
    await page.goto('/influencer-api/docs?country=US');
    const block = page.locator('#search-lang-panel-0 [data-code-block]');
    const button = block.locator('[data-copy-button]');
    const label = button.locator('[data-copy-label]');
    await pauseClock(page);
    await button.click();
    // The label changes once the asynchronous clipboard write has resolved.
    await expect(label).toHaveText('Copied!');
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toContain('curl -X POST');
    expect(clip).toContain(`${site.apiHost}/search?platform=instagram`);
    expect(clip).toContain('influencer-api-key: YOUR_API_KEY');
    // The page's clock stands still: the label stays until 2 s have passed on it, then reverts.
    await page.clock.runFor(1900);
    await expect(label).toHaveText('Copied!');
    await page.clock.runFor(200);
    await expect(label).toHaveText('Copy');
    // JSON example copies as valid JSON
    await page.locator('#endpoint-tab-1').click();
    const json = page.locator('#endpoint-panel-1 [data-code-block]').last();
    await json.locator('[data-copy-button]').click();
    await expect(json.locator('[data-copy-label]')).toHaveText('Copied!');
    const parsed = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(parsed).toHaveProperty('data.detailed_analytics.audience_quality_score');
    expect(parsed).toHaveProperty('tokens_consumed', 1);
  });

  test('renders every operation, parameter and error of the OpenAPI document', async ({ page }) => {
    await page.goto('/influencer-api/docs?country=US');
    for (const [i, op] of operations(doc).entries()) {
      const panel = page.locator(`#endpoint-panel-${i}`);
      await page.locator(`#endpoint-tab-${i}`).click();
      await expect(panel).toContainText(op.path);
      await expect(panel).toContainText(op.tokens);
      for (const p of op.parameters) await expect(panel).toContainText(p.name);
      const errors = panel.getByTestId(`${op.path.split('/')[1]}-errors`).locator('summary');
      await expect(errors).toHaveCount(op.responses.length - 1);
      for (const r of op.responses.filter((x) => x.status !== '200'))
        await expect(panel.getByTestId(`${op.path.split('/')[1]}-errors`)).toContainText(`${r.status}`);
    }
  });

  test('links the OpenAPI document (JSON and YAML) and the Postman collection, which are served', async ({
    page,
    request,
  }) => {
    await page.goto('/influencer-api/docs?country=US');
    const files = page.getByTestId('api-files');
    const json = files.getByRole('link', { name: 'OpenAPI 3.1 (JSON)' });
    const served = await request.get(baseUrl((await json.getAttribute('href'))!));
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('json');
    expect(await served.json()).toEqual(doc);
    const yaml = await request.get(
      baseUrl((await files.getByRole('link', { name: 'OpenAPI 3.1 (YAML)' }).getAttribute('href'))!),
    );
    expect(yaml.status()).toBe(200);
    expect(await yaml.text()).toContain('openapi: 3.1.0');
    const postman = await request.get(
      baseUrl((await files.getByRole('link', { name: 'Postman collection (v2.1)' }).getAttribute('href'))!),
    );
    expect(postman.status()).toBe(200);
    expect((await postman.json()).info.schema).toContain('/v2.1.0/');
  });
});

/** Each operation's samples (one line of each that does not name the host) and its response field names. */
const examples = operations(doc).map((op) => ({
  op,
  slug: op.path.split('/')[1],
  sampleLines: codeSamples(
    sampleInput(op, { baseUrl: api.productionUrl, keyHeader: api.auth.header, apiKey: KEY_PLACEHOLDER }),
  ).map((s) => ({ label: s.label, line: s.code.split('\n').find((l) => l.trim().length > 8 && !l.includes('//'))! })),
  responseFields: (() => {
    const ok = successResponse(op);
    return ok.schema ? fieldRows(deref<JsonSchema>(ok.schema, doc)).map((r) => r.name) : [];
  })(),
}));

test.describe('/influencer-api/docs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every endpoint with all its code samples and response fields; nothing waits in a template', async ({
    page,
  }) => {
    await page.goto('/influencer-api/docs?country=US');
    await expect(page.locator('main template')).toHaveCount(0);
    // Nothing switches tabs without JavaScript: the tab lists are not shown, every panel is.
    await expect(page.getByRole('tablist', { name: 'API endpoints' })).toBeHidden();
    for (const { op, slug, sampleLines, responseFields } of examples) {
      const panel = page.locator('[role="tabpanel"]', { has: page.locator(`#${slug}-title`) });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(op.description);
      expect(sampleLines).toHaveLength(4);
      for (const [i, { label, line }] of sampleLines.entries()) {
        const sample = page.locator(`#${slug}-lang-panel-${i}`);
        await expect(sample, label).toBeVisible();
        await expect(sample, label).toContainText(line.trim());
      }
      expect(responseFields.length).toBeGreaterThan(0);
      const summary = panel.locator('summary', { hasText: 'Response fields' });
      await summary.click(); // a native disclosure opens without JavaScript
      const fields = panel.getByRole('region', { name: `${op.summary}: Response fields` });
      await expect(fields).toBeVisible();
      for (const name of responseFields) await expect(fields).toContainText(name);
    }
  });
});

test.describe('/influencer-api/docs code samples and links', () => {
  test('code is highlighted in the HTML; a language tab shows its sample (mouse and keyboard)', async ({
    page,
    problems,
  }) => {
    const html = await (await page.request.get(baseUrl('/influencer-api/docs'))).text();
    expect(html).toContain('class="line"'); // Shiki's lines, written at build time
    await page.goto('/influencer-api/docs?country=US');
    const js = page.locator('#search-lang-panel-1');
    await expect(js).toBeHidden();
    const langs = page.getByRole('tablist', { name: 'Influencer Search code samples' });
    await langs.scrollIntoViewIfNeeded();
    await expect(page.locator('#search-lang-panel-0 pre .line').first()).toBeVisible();
    await langs.getByRole('tab', { name: 'cURL' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(langs.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
    await expect(js).toBeVisible();
    await expect(js).toContainText('fetch(');
    await expect(page.locator('#search-lang-panel-0')).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a link into a hidden panel (the Insight endpoint’s Python sample) opens its tabs and scrolls to it', async ({
    page,
    problems,
  }) => {
    await page.goto('/influencer-api/docs?country=US#insight-lang-panel-2');
    await expect(page.locator('#endpoint-tab-1')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#insight-lang-tab-2')).toHaveAttribute('aria-selected', 'true');
    const python = page.locator('#insight-lang-panel-2');
    await expect(python).toBeVisible();
    await expect(python).toContainText('import requests');
    await expect(python).toBeInViewport();
    // A link to the other endpoint's title from the page itself switches back.
    await page.evaluate(() => (location.hash = '#search-title'));
    await expect(page.locator('#endpoint-tab-0')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#search-title')).toBeInViewport();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the response fields open and close as a disclosure (mouse and keyboard)', async ({ page }) => {
    await page.goto('/influencer-api/docs?country=US');
    const panel = page.locator('#endpoint-panel-0');
    const region = panel.getByRole('region', { name: 'Influencer Search: Response fields' });
    await expect(region).toBeHidden();
    const summary = panel.locator('summary', { hasText: 'Response fields' });
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(region).toBeVisible();
    await expect(region.locator('tbody tr').first()).toBeVisible();
    await summary.click();
    await expect(region).toBeHidden();
    await summary.press('Enter');
    await expect(region).toBeVisible();
  });
});

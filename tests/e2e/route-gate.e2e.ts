/**
 * The route gate: every route, global (?country=US) and India (?country=IN), at 320, 390, 768 and 1366 px.
 * Each page must answer 200 with no console error or failed request, show its region, and pass the layout audit
 * (no horizontal overflow, no covered or clipped text, targets at least 24×24 px and, below 640 px, inputs and
 * buttons at least 44 px tall) with every accordion and every tooltip open at every width (and the lead dialog at
 * 320 px, where it is narrowest). At 390 and 1366 px it
 * also passes axe (every WCAG 2.x A/AA rule plus label-content-name-mismatch), and so does every tab panel, lead
 * dialog and checker result, opened in turn and laid out soundly; the header dropdowns and the drawer (the same on
 * every page) are opened on the home page.
 * Full-page screenshots at 390 and 1366 px go to test-results/route-gate/<region>-<width>/ (README).
 *
 * One group per region and route: its page is loaded once (beforeAll) and each width is a test that resizes it.
 * A lead dialog is audited once per run for each set of inputs it renders from (most stories share one: leadDialogKey).
 * The groups run across the workers; the tests of a group run in order in one worker.
 * The gate's own tests come last: its checks must fail on the defects they exist for.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, baseUrl, scriptsReady, waitForHydration } from './support/browser';
import { ALL_ROUTES } from './support/routes';
import {
  GATE_REGIONS,
  FULL_WIDTHS,
  GATE_WIDTHS,
  axeGate,
  fullPageScreenshot,
  gateContext,
  gateWidth,
  indiaOnlyImages,
  layoutAudit,
  leadDialogKey,
  loadRoute,
  pageErrors,
  screenshotPath,
} from './support/route-gate';

/** /cms is Decap CMS's own editor (a third-party app behind the GitHub login, not a visitor page and without the site's
 * layout or region); tests/e2e/cms.e2e.ts drives it. Every other route is gated. */
const GATED_ROUTES = ALL_ROUTES.filter((route) => route !== '/cms');

// No Playwright trace here (the page tests keep theirs for failures): recording one costs the gate about a fifth of
// its time, and a gate failure names each problem (element, rule, width) and its screenshots are saved.
test.use({ trace: 'off' });

for (const region of GATE_REGIONS) {
  for (const route of GATED_ROUTES) {
    test.describe(`route gate, ${region.region} ${route}`, () => {
      test.describe.configure({ mode: 'default', timeout: 120_000 });
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      let loadProblems: string[];

      test.beforeAll(async ({ browser }) => {
        test.setTimeout(120_000);
        context = await gateContext(browser);
        page = await context.newPage();
        errors = pageErrors(page);
        loadProblems = await loadRoute(page, route, region);
      });
      test.afterAll(async () => {
        await context?.close();
      });

      test('loads with 200 in its region', () => {
        expect([...loadProblems, ...errors.splice(0)]).toEqual([]);
      });

      for (const width of GATE_WIDTHS) {
        test(`${width} px`, async () => {
          const problems = await gateWidth(page, route, region.region, width, { chrome: route === '/' });
          expect([...problems, ...errors.splice(0)]).toEqual([]);
        });
      }
    });
  }
}

/**
 * The admin dashboard signed in, on its Insights tab with figures in every table (issue 53: its tables were wider than
 * their box on a phone). Page views and vitals of a few pages are sent as a visitor's browser sends them, then the
 * tab is audited at every gate width (axe at 390 and 1366 px) once the rollup has counted them.
 */
test.describe('route gate, global /admin signed in, Insights tab', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  const VISITOR_UA =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 route-gate';
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseUrl('/')).origin;
    const visitor = await playwright.request.newContext({ baseURL: baseUrl('/'), userAgent: VISITOR_UA });
    const vitals = { LCP: 2100, INP: 180, CLS: 0.02, FCP: 1200, TTFB: 400 };
    for (const path of ['/', '/pricing', '/launchpad', '/blog/measuring-influencer-marketing-roi']) {
      const events = [
        { type: 'view' },
        { type: 'open' },
        ...Object.entries(vitals).map(([metric, value]) => ({ type: 'vital', metric, value })),
      ];
      const sent = await visitor.post('/api/events', { data: { path, events }, headers: { origin } });
      expect(sent.status(), `beacon for ${path}`).toBe(202);
    }
    await visitor.dispose();

    context = await gateContext(browser, 390);
    page = await context.newPage();
    errors = pageErrors(page);
    await page.goto('/admin', { waitUntil: 'load' });
    await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('tab', { name: 'Insights' })).toBeVisible();
    // The rollup (every LOCAL_SCHEDULE_MS under the tests) counts the views: then every table of the tab has rows.
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/admin/insights');
        if (!res.ok()) return `HTTP ${res.status()}`;
        const answer = (await res.json()) as { pages: unknown[]; vitals: unknown[] };
        return answer.pages.length > 0 && answer.vitals.length > 0;
      })
      .toBe(true);
    await page.getByRole('tab', { name: 'Insights' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Insights' });
    await expect(panel.getByRole('table', { name: 'Pages by leads' })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Core Web Vitals, 75th percentile' })).toBeVisible();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  for (const width of GATE_WIDTHS) {
    test(`${width} px`, async () => {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      if (FULL_WIDTHS.includes(width))
        await fullPageScreenshot(page, screenshotPath('global', width, '/admin-insights'));
      const problems = [
        ...(await layoutAudit(page)),
        ...(FULL_WIDTHS.includes(width) ? await axeGate(page, '#admin-panel-insights') : []),
      ];
      expect([...problems, ...errors.splice(0)]).toEqual([]);
    });
  }
});

test.describe('the route gate fails on reintroduced defects', () => {
  let context: BrowserContext;
  test.beforeEach(async ({ browser }) => {
    context = await gateContext(browser, 390);
  });
  test.afterEach(async () => {
    await context?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${path}?country=US`, { waitUntil: 'load' });
    await scriptsReady(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-region', 'loading');
    await page.evaluate(() => window.__revealAll());
    await waitForHydration(page);
    return page;
  }

  test('item 1: pricing tooltips centred over their trigger run past the right edge at 390 px', async () => {
    const page = await open('/pricing');
    expect((await page.evaluate(() => window.__auditTooltips())).filter((p) => p.startsWith('overflow'))).toEqual([]);
    // The defect: no sideways shift, the bubble always centred on its button.
    await page.addStyleTag({ content: '.tt-bubble { translate: -50% 0 !important; }' });
    const problems = await page.evaluate(() => window.__auditTooltips());
    expect(problems.some((p) => /^overflow: tooltip span#tt-\S+ spans x=\d+…4\d\d in a 390 px viewport/.test(p))).toBe(
      true,
    );
    expect(problems.some((p) => /^overflow: opening tooltip .* widens the page to 4\d\d px/.test(p))).toBe(true);
  });

  test('item 11: the checker input squeezed by flex-1 in a column is reported as clipped and too short', async () => {
    const page = await open('/tools/engagement-checker');
    const inputProblems = async () =>
      (await layoutAudit(page, { scope: 'form', overlay: 'form' })).filter((p) => p.includes('input#'));
    expect(await inputProblems()).toEqual([]);
    await page.addStyleTag({ content: 'form input[name="username"] { flex: 1 1 0% !important; }' });
    const problems = await inputProblems();
    expect(
      problems.some((p) => /^clipped: input#\S+ shows -?\d+(\.\d)? px of its \d+(\.\d)? px line of text/.test(p)),
    ).toBe(true);
    // 22 px: under the 24 px minimum for any target, so under the 44 px minimum for inputs too.
    expect(problems.some((p) => /^target: input#\S+ .* is (\d+×)?(1\d|2[0-3]) px/.test(p))).toBe(true);
  });

  test('a lead dialog is audited once per rendering: the same page gives the same key; another page, region, width, style or audit does not', async () => {
    const key = async (path: string) => leadDialogKey(await open(path), true);
    const [first, again] = await Promise.all(['/customer-stories/plum', '/customer-stories/plum'].map(key));
    expect(first).toBe(again);
    expect(await key('/pricing')).not.toBe(first);
    const story = await open('/customer-stories/plum');
    expect(await leadDialogKey(story, false)).not.toBe(first);
    await story.setViewportSize({ width: 320, height: 844 });
    const narrow = await leadDialogKey(story, true);
    expect(narrow).not.toBe(first);
    await story.addStyleTag({ content: 'dialog { padding: 0 }' });
    expect(await leadDialogKey(story, true)).not.toBe(narrow);
    const india = await context.newPage();
    await india.goto('/customer-stories/plum?country=IN', { waitUntil: 'load' });
    await scriptsReady(india);
    await expect(india.locator('html')).toHaveAttribute('data-region', 'india');
    expect(await leadDialogKey(india, true)).not.toBe(first);
  });

  test('issue 53: a short link on a phone, a table wider than its box without a labelled scroll region, and a lone wrapped action are reported', async () => {
    const fixture = `<!doctype html><html lang="en"><head><title>Fixture</title><meta name="viewport" content="width=device-width"></head><body style="margin:0;font:16px/1.5 sans-serif">
      <main style="width:300px">
        <p>Running text with an <a href="#x">inline link</a> is fine.</p>
        <a id="back" href="#b" style="display:inline-flex;min-height:28px">Back to Blog</a>
        <a id="tall" href="#t" style="display:inline-flex;min-height:44px">Tall enough</a>
        <div id="bare"><table id="t1" style="width:512px"><tr><td>bare</td></tr></table></div>
        <div id="plain" style="overflow-x:auto"><table id="t2" style="width:512px"><tr><td>unlabelled</td></tr></table></div>
        <div id="labelled" style="overflow-x:auto" role="region" aria-label="Pages" tabindex="0"><table id="t3" style="width:512px"><tr><td>labelled</td></tr></table></div>
      </main>
      <div id="row" style="display:flex;flex-wrap:wrap;gap:12px;width:600px">
        <a href="#1" style="display:inline-flex;width:250px;height:48px">Book a Demo</a>
        <a href="#2" style="display:inline-flex;width:250px;height:48px">View Sample Report</a>
        <a id="alone" href="#3" style="display:inline-flex;width:150px;height:48px">API Docs</a>
      </div></body></html>`;
    const page = await context.newPage();
    await page.setContent(fixture);
    const problems = await layoutAudit(page, { scroll: false });
    expect(problems.filter((p) => p.startsWith('target'))).toEqual([
      expect.stringMatching(/^target: a#back "Back to Blog" is 28 px tall \(minimum 44 px below 640 px\)/),
    ]);
    expect(problems.filter((p) => p.startsWith('table'))).toEqual([
      expect.stringMatching(
        /^table: table#t1 is 512 px wide in a 300 px box \(div#bare\) without its own scroll region/,
      ),
      expect.stringMatching(
        /^table: table#t2 is 512 px wide in a 300 px box \(div#plain\) whose scroll box is not a labelled/,
      ),
    ]);
    // Action rows are checked from 768 px (on a phone, buttons stacking one per line is the layout).
    expect(problems.filter((p) => p.startsWith('wrap'))).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator('#row').evaluate((row) => row.style.setProperty('width', '560px'));
    expect((await layoutAudit(page, { scroll: false })).filter((p) => p.startsWith('wrap'))).toEqual([
      expect.stringMatching(/^wrap: a#alone "API Docs" wraps alone onto line 2 of a row of 3 in div#row/),
    ]);
  });

  test('issue 53: an image naming India shown to a visitor outside India is reported', async () => {
    const page = await open('/');
    expect(await indiaOnlyImages(page)).toEqual([]);
    const hero = (await page.locator('img[src$=".svg"]').filter({ visible: true }).first().getAttribute('src'))!;
    await page.route(`**${new URL(hero, baseUrl('/')).pathname}`, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"><text>Audience: India</text></svg>',
      }),
    );
    expect(await indiaOnlyImages(page)).toEqual([
      `region: image ${new URL(hero, baseUrl('/')).pathname} shows "Audience: India" to a visitor outside India`,
    ]);
  });

  test('the layout audit reports overflow, covered text, clipped text, a small target and a short button on a fixture page, and nothing else, with or without frames', async () => {
    const fixture = `<!doctype html><html lang="en"><head><title>Fixture</title><meta name="viewport" content="width=device-width"></head><body style="margin:0;font:16px/1.5 sans-serif">
      <main>
        <p id="wide" style="width:500px">A paragraph wider than the phone.</p>
        <div style="position:relative"><p id="under">Text under a panel.</p><div id="panel" style="position:absolute;inset:0;background:#fff">Panel</div></div>
        <div style="height:24px;overflow:hidden"><p id="cut" style="margin:0">First line of text<br>second line that is cut off</p></div>
        <p>Running text with an <a href="#x">inline link</a> is fine.</p>
        <a id="tiny" href="#y" style="display:inline-block;font-size:10px;line-height:10px">tiny</a>
        <button id="short" type="button" style="height:36px">Short button</button>
        <div style="height:20px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">An ellipsis is a deliberate, visible truncation of a long line</div>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">Screen-reader only text</span>
      </main></body></html>`;
    const page = await context.newPage();
    await page.setContent(fixture);
    const problems = await layoutAudit(page);
    const kinds = problems.map((p) => p.split(':')[0]);
    expect(problems.find((p) => p.startsWith('overflow'))).toMatch(
      /^overflow: the page is \d+ px wide in a 390 px viewport \(p#wide reaches x=500/,
    );
    expect(problems.find((p) => p.startsWith('covered'))).toMatch(
      /^covered: text "Text under a panel\." in p#under is covered by div#panel/,
    );
    expect(problems.find((p) => p.startsWith('clipped'))).toMatch(
      /^clipped: text "second line that is cut off" in p#cut is cut off by (main > )?div/,
    );
    expect(problems.filter((p) => p.startsWith('target'))).toEqual([
      expect.stringMatching(/^target: a#tiny "tiny" is \d+×10 px \(minimum 24×24\)/),
      expect.stringMatching(/^target: button#short "Short button" is 36 px tall \(minimum 44 px below 640 px\)/),
    ]);
    expect(kinds.sort()).toEqual(['clipped', 'covered', 'overflow', 'target', 'target']);

    // A page that draws no frames (requestAnimationFrame never calls back, as a headless page may for a while): the
    // audit and the scroll through the page still finish, and find the same problems.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.evaluate(() => window.__revealAll());
    expect((await layoutAudit(page)).map((p) => p.split(':')[0]).sort()).toEqual(kinds);
  });
});

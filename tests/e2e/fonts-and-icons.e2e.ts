/**
 * What every page draws with: the brand face on a first visit, even when the font file comes after the first paint
 * (`font-display: swap` over a metric-matched fallback, docs/decisions/fonts.md), in the page and in the lead dialog;
 * the icons from the site's one cached sprite (docs/decisions/icons.md); and links that work without the scripts.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, baseUrl } from './support/browser';

/** The face Chromium drew an element's text in (DevTools protocol: the platform fonts of its text, most glyphs first). */
async function drawnFace(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
}

/** A fresh browser context (nothing cached: a first visit) whose brand font arrives 600 ms late, after the first paint. */
async function firstVisitWithLateFont(browser: Browser, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/_astro\/fonts\/.+\.woff2$/, async (r) => {
    await new Promise((ok) => setTimeout(ok, 600));
    await r.continue();
  });
  await page.goto(baseUrl(route));
  await page.evaluate(() => document.fonts.ready);
  return { context, page };
}

for (const route of ['/blog', '/pricing?country=IN']) {
  test(`a first visit to ${route} draws its text in the brand face when the font comes late (issue 53)`, async ({
    browser,
  }) => {
    const { context, page } = await firstVisitWithLateFont(browser, route);
    await expect.poll(() => drawnFace(page, 'h1')).toBe('Plus Jakarta Sans');
    expect(await drawnFace(page, 'main p')).toBe('Plus Jakarta Sans');
    await context.close();
  });
}

test('on a first visit the lead dialog is drawn in the brand face (issue 53)', async ({ browser }) => {
  const { context, page } = await firstVisitWithLateFont(browser, '/launchpad?country=IN');
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Launchpad' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => drawnFace(page, 'dialog[open] h2')).toBe('Plus Jakarta Sans');
  await context.close();
});

for (const route of ['/?country=IN', '/pricing?country=US', '/tools/post-checker']) {
  test(`every icon on ${route} is drawn from the one sprite, at its size`, async ({ page }) => {
    const sprites: string[] = [];
    page.on('response', (r) => {
      if (/\/_astro\/icons\.[\w-]+\.svg$/.test(r.url())) sprites.push(`${r.status()} ${r.headers()['content-type']}`);
    });
    await page.goto(baseUrl(route));
    const icons = await page.evaluate(async () => {
      const uses = [...document.querySelectorAll<SVGUseElement>('svg > use')];
      // The sprite is an external document: wait until every use has its shapes.
      for (let i = 0; i < 100 && uses.some((u) => u.checkVisibility() && u.getBBox().width === 0); i++)
        await new Promise((ok) => setTimeout(ok, 50));
      return uses
        .filter((u) => u.checkVisibility())
        .map((u) => {
          const svg = u.ownerSVGElement!;
          return {
            href: u.getAttribute('href')!,
            drawn: u.getBBox().width,
            size: svg.getBoundingClientRect().width,
            attribute: Number(svg.getAttribute('width')),
            classes: svg.getAttribute('class') ?? '',
          };
        });
    });
    expect(icons.length).toBeGreaterThan(3);
    expect(new Set(icons.map((i) => i.href.split('#')[0])).size).toBe(1);
    expect(sprites).toEqual(['200 image/svg+xml']);
    for (const icon of icons) {
      expect(icon.drawn, JSON.stringify(icon)).toBeGreaterThan(0);
      // Drawn at its size, unless a size-* class sizes it.
      if (!/\bsize-|\bh-|\bw-/.test(icon.classes))
        expect(icon.size, JSON.stringify(icon)).toBeCloseTo(icon.attribute, 0);
    }
  });
}

test.describe('without the modules', () => {
  test('a page whose scripts cannot load keeps its links working', async ({ page }) => {
    await page.route(/\/_astro\/.+\.js$/, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/pricing?country=IN', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

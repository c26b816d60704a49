/**
 * How a page's scripts and fonts load (src/lib/page-scripts/deferred.ts): nothing but the HTML, the brand font file and the
 * page's icon font before the page has loaded, the module scripts after it has loaded and painted, and a tap that comes
 * before them is not lost.
 */
import type { Page } from '@playwright/test';
import { test, expect, baseUrl, VIEWPORTS } from './support/browser';

test('before the load event a page fetches only its HTML, the brand font and its icon font; its modules come after it and after the first paint', async ({
  page,
}) => {
  await page.goto('/pricing?country=IN');
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    return {
      loadEventStart: nav.loadEventStart,
      firstPaint: performance.getEntriesByType('paint').find((p) => p.name === 'first-paint')?.startTime,
      modules: resources.filter((r) => /\/_astro\/.+\.js$/.test(r.name)).map((r) => r.startTime),
      fonts: resources.filter((r) => r.name.endsWith('.woff2')).map((r) => r.name),
    };
  });
  expect(timing.fonts).toHaveLength(2);
  expect(timing.fonts.filter((f) => /\/_astro\/fonts\/[^/]+\.woff2$/.test(f))).toHaveLength(1);
  expect(timing.fonts.filter((f) => /\/_astro\/icons\.[\w-]+\.woff2$/.test(f))).toHaveLength(1);
  expect(timing.modules.length).toBeGreaterThan(0);
  for (const start of timing.modules) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  expect(timing.firstPaint).toBeGreaterThan(0);
  for (const start of timing.modules) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('a tap on the menu button before the scripts have run opens the drawer once they have', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((ok) => (release = ok));
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing?country=IN', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'loading');
    await expect(page.locator('#mobile-drawer')).toBeHidden();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
    await expect(page.locator('#mobile-drawer')).toBeVisible();
    // Its contents were put in place by the replayed tap (issue 32: they are text in a data block until then).
    await expect(page.locator('#mobile-drawer a[href="/pricing"]')).toBeVisible();
  });
});

test.describe('without the modules', () => {
  test('a page whose scripts cannot load says so on <html> and its links still work', async ({ page }) => {
    await page.route(/\/_astro\/.+\.js$/, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/pricing?country=IN', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'failed');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

/** The face Chromium drew an element's text in (DevTools protocol: the platform fonts of its text, most glyphs first). */
async function drawnFace(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
}

for (const route of ['/pricing?country=IN', '/privacy', '/blog']) {
  test(`a first visit to ${route} draws its text in the brand face and nothing moves (issue 32)`, async ({
    browser,
  }) => {
    // A fresh browser context per visit: nothing is cached, as on a first visit. Chromium holds the first paint for a
    // preloaded `optional` face only so long (50 ms from the preload); on a machine as loaded as CI a visit can miss
    // it and show the fallback. The bench measured 19 of 20 under load; with two or four busy loops beside it on this
    // 2-core machine, 4-7 of 20 and 2-4 of 15, and a CI run once missed three visits in a row. So up to six visits
    // are made. Every one must request the font through the preload once and move nothing; at least one must draw
    // the brand face.
    const faces: (string | undefined)[] = [];
    for (let visit = 0; visit < 6 && !faces.includes('Plus Jakarta Sans'); visit++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __shift: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            (window as unknown as { __shift: number }).__shift += (e as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(baseUrl(route));
      await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
      // One request per font (the brand face, the page's icons), made by the preload (initiator "link"), not found
      // later by the style pass ("css").
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => `${/\/icons\./.test(r.name) ? 'icons' : 'brand'}:${r.initiatorType}`)
          .sort(),
      );
      expect(fonts).toEqual(['brand:link', 'icons:link']);
      const h1 = await drawnFace(page, 'h1');
      const p = await drawnFace(page, 'main p');
      faces.push(h1 === p ? h1 : `${h1} / ${p}`);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      await context.close();
    }
    expect(faces).toContain('Plus Jakarta Sans');
  });
}

for (const route of ['/?country=IN', '/pricing?country=US', '/influencer-api/docs', '/tools/post-checker']) {
  test(`every icon on ${route} is a glyph of the page's icon font, drawn at its size (issue 32)`, async ({ page }) => {
    await page.goto(baseUrl(route));
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
    const icons = await page.evaluate(async () => {
      await document.fonts.ready;
      const ctx = document.createElement('canvas').getContext('2d')!;
      const seen = new Map<string, { width: number; size: number; face: string }>();
      for (const el of document.querySelectorAll<HTMLElement>('.icon, .icon-badge')) {
        const before = getComputedStyle(el, '::before');
        const glyph = before.content.replace(/^"|"$/g, '');
        if (seen.has(glyph)) continue;
        ctx.font = `${before.fontSize} icons`;
        seen.set(glyph, {
          width: ctx.measureText(glyph).width,
          size: parseFloat(before.fontSize),
          face: before.fontFamily,
        });
      }
      return [...seen].map(([glyph, m]) => ({
        codepoint: glyph.codePointAt(0)?.toString(16),
        length: glyph.length,
        ...m,
      }));
    });
    expect(icons.length).toBeGreaterThan(3);
    for (const icon of icons) {
      // One private-use character, in the icons face; a glyph the page's font lacks would measure 0 wide.
      expect(icon.length, JSON.stringify(icon)).toBe(1);
      expect(icon.codepoint, JSON.stringify(icon)).toMatch(/^e[0-9a-f]{3}$/);
      expect(icon.face).toBe('icons');
      expect(icon.width, JSON.stringify(icon)).toBeCloseTo(icon.size, 0);
    }
  });
}

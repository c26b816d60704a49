/**
 * The route gate's machinery (tests/e2e/route-gate.e2e.ts). A browser context whose pages have the layout audit
 * (layout-audit.js) and axe-core injected before they load, so each check is a single `page.evaluate`.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { CHECK_DELAY_MS } from '../../../src/lib/tools/check-timer';
import { GATE_AXE_OPTIONS } from './a11y';
import { regionResolved, scriptsReady, waitForHydration } from './browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE: string = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AUDIT_SOURCE = readFileSync(fileURLToPath(new URL('./layout-audit.js', import.meta.url)), 'utf8');

export const GATE_WIDTHS = [320, 390, 768, 1366] as const;
/**
 * The phone and desktop widths: a full-page screenshot, axe-core, and every state a visitor can open, each audited
 * with the layout audit and axe. At the other gate widths (320, 768) the page itself and every tooltip get the layout
 * audit, and at 320 px the lead dialog too (the other overlays and the tab panels are laid out as at the neighbouring
 * width).
 */
export const FULL_WIDTHS: readonly number[] = [390, 1366];
/** The lead dialog is as wide as the viewport allows (less a margin) up to 512 px: at 320 px it is narrower than at
 * 390, so it is opened and laid out there too (at 768 px it has the width and padding it has at 1366). */
const NARROW_WIDTH = 320;
export const GATE_REGIONS = [
  { region: 'global', country: 'US' },
  { region: 'india', country: 'IN' },
] as const;
/** Full-page screenshots of every route land here, one folder per region and width (see README). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../test-results/route-gate/', import.meta.url));

export const viewportFor = (width: number) => ({ width, height: width < 640 ? 844 : 900 });

/** A context whose pages have the layout audit and axe-core loaded before any of the page's own scripts. */
export async function gateContext(browser: Browser, width = 1366): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewportFor(width), reducedMotion: 'reduce' });
  await context.addInitScript({ content: AXE_SOURCE });
  await context.addInitScript({ content: AUDIT_SOURCE });
  return context;
}

declare global {
  interface Window {
    __layoutAudit(options?: { scope?: string; overlay?: string; scroll?: boolean }): Promise<string[]>;
    __auditTooltips(): Promise<string[]>;
    __revealAll(): Promise<void>;
    axe: {
      run(
        context: unknown,
        options: unknown,
      ): Promise<{ violations: { id: string; help: string; nodes: { target: string[]; element?: Element }[] }[] }>;
    };
  }
}

/** axe-core (every WCAG 2.x A/AA rule plus label-content-name-mismatch) on the page or one element of it. */
export async function axeGate(page: Page, selector?: string): Promise<string[]> {
  return page.evaluate(
    async ({ selector, options }) => {
      const context = selector ? (document.querySelector(selector) ?? document) : document;
      const result = await window.axe.run(context, options);
      return result.violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id}: ${n.target.join(' ')} — ${v.help}`));
    },
    { selector, options: GATE_AXE_OPTIONS },
  );
}

export async function layoutAudit(
  page: Page,
  options: { scope?: string; overlay?: string; scroll?: boolean } = {},
): Promise<string[]> {
  return page.evaluate((o) => window.__layoutAudit(o), options);
}

const visible = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .isVisible()
    .catch(() => false);

/** Checks one overlay (dialog, drawer, dropdown) while it is open: layout inside it and axe on it. */
async function auditOverlay(page: Page, label: string, selector: string, { axe = true } = {}): Promise<string[]> {
  const found = [
    ...(await layoutAudit(page, { scope: selector, overlay: selector })),
    ...(axe ? await axeGate(page, selector) : []),
  ];
  return found.map((p) => `[${label}] ${p}`);
}

/**
 * What a lead dialog's rendering depends on: the button's config, the region, the viewport, and the page's styles
 * (stylesheets, inline styles, the classes of `<html>` and `<body>`); its texts are one file for the whole site. The
 * dialog is a modal in the top layer, so nothing else on the page reaches it.
 */
export async function leadDialogKey(page: Page, axe: boolean): Promise<string> {
  const inputs = await page.evaluate(() => ({
    config: document.querySelector('[data-lead-trigger]')?.getAttribute('data-lead-config'),
    html: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    body: document.body.className,
    styles: [...document.querySelectorAll('link[rel="stylesheet"], style')].map((s) =>
      s instanceof HTMLLinkElement ? s.href : s.textContent,
    ),
  }));
  return createHash('sha256')
    .update(JSON.stringify({ ...inputs, viewport: page.viewportSize(), axe }))
    .digest('hex');
}

/**
 * Claims the audit of one lead dialog for this run: true the first time any worker asks for `key` (an exclusive file
 * create in ROUTE_GATE_CLAIMS, a folder global-setup.ts makes for the run), false after. Without that folder (the
 * gate run without its global setup) every dialog is audited.
 */
function claimLeadDialog(key: string): boolean {
  const dir = process.env.ROUTE_GATE_CLAIMS;
  if (!dir) return true;
  try {
    writeFileSync(`${dir}/${key}`, '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Opens the page's first lead dialog (when it has a lead button), audits it and closes it. Many pages open the same
 * dialog with the same styles (most stories: 25 dialogs, 9 distinct, per region and width): a dialog with the same
 * inputs as one already audited in this run (leadDialogKey) renders the same, and is audited once.
 */
async function auditLeadDialog(page: Page, { axe = true } = {}): Promise<string[]> {
  const trigger = page.locator('[data-lead-trigger]').first();
  if (!(await trigger.isVisible().catch(() => false))) return [];
  if (!claimLeadDialog(await leadDialogKey(page, axe))) return [];
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await page.locator('dialog[data-lead-dialog][open], dialog[open]').first().waitFor();
  const problems = await auditOverlay(page, 'lead dialog', 'dialog[open]', { axe });
  await page.keyboard.press('Escape');
  return problems;
}

/** Opens every tooltip in turn (focus opens it) and checks that its bubble stays in the viewport, whole. */
async function auditTooltips(page: Page): Promise<string[]> {
  return (await page.evaluate(() => window.__auditTooltips())).map((p) => `[tooltip] ${p}`);
}

/**
 * Opens every other state a visitor can open on the page, one after another, and audits each with the layout audit
 * and axe: header dropdowns, the drawer, tab panels, the lead dialog and checker results. Accordions are opened
 * before the page audit (they do not overlap anything, so the page is audited with all of them open).
 * `chrome: false` skips the header dropdowns and drawer (the same on every page: audited on one route).
 */
export async function auditStates(page: Page, route: string, { chrome = true } = {}): Promise<string[]> {
  const problems: string[] = [];

  for (const button of chrome ? await page.locator('[data-dropdown] > button[popovertarget]').all() : []) {
    if (!(await button.isVisible())) continue;
    await button.click();
    const panel = `#${await button.getAttribute('aria-controls')}`;
    problems.push(...(await auditOverlay(page, `dropdown ${panel}`, panel)));
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
  }

  if (chrome && (await visible(page, '[data-drawer-open]'))) {
    await page.locator('[data-drawer-open]').click();
    await page.locator('#mobile-drawer:popover-open').waitFor();
    problems.push(...(await auditOverlay(page, 'drawer', '#mobile-drawer')));
    await page.keyboard.press('Escape');
    await page
      .locator('#mobile-drawer:popover-open')
      .waitFor({ state: 'detached' })
      .catch(() => {});
  }

  problems.push(...(await auditTabPanels(page)));

  problems.push(...(await auditLeadDialog(page)));

  const checker = CHECKER_INPUTS[route];
  if (checker) {
    for (const value of checker) {
      const input = page.locator('form input[type="text"]').first();
      await input.fill(value);
      await input.press('Enter');
      // The simulated work lasts CHECK_DELAY_MS on the page's clock (installed by loadRoute): moved on at once.
      await page
        .locator('form[aria-busy="true"]')
        .waitFor({ timeout: 5_000 })
        .catch(() => {});
      await page.clock.runFor(CHECK_DELAY_MS);
      await page.locator('form[aria-busy="true"]').waitFor({ state: 'detached', timeout: 15_000 });
      await page.locator('[data-testid$="-result"]').first().waitFor();
      const found = [...(await layoutAudit(page)), ...(await axeGate(page))];
      problems.push(...found.map((p) => `[checker result ${value}] ${p}`));
    }
  }
  return problems;
}

/**
 * Every tab panel, each opened by its tab and audited with the layout audit (scoped to it, scrolled to the top of the
 * viewport) and axe, in rounds: each round opens the next tab of every tab list at once (every tab but the first, then
 * the first again) and runs axe once over the round's panels. A tab list inside another list's panel has rounds of
 * its own after that list's, which ends on its first tab: the nested lists then shown are the ones audited.
 */
async function auditTabPanels(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const lists = await page.locator('[role="tablist"]').all();
  const depths = await Promise.all(
    lists.map((list) =>
      list.evaluate((el) => {
        let depth = 0;
        for (let p = el.closest('[role="tabpanel"]'); p; p = p.parentElement?.closest('[role="tabpanel"]') ?? null)
          depth++;
        return depth;
      }),
    ),
  );
  for (const depth of [...new Set(depths)].sort((a, b) => a - b)) {
    const rounds: Locator[][] = [];
    for (const [i, list] of lists.entries()) {
      if (depths[i] !== depth || !(await list.isVisible())) continue;
      const tabs = await list.locator('[role="tab"]').all();
      tabs
        .slice(1)
        .concat(tabs.slice(0, 1))
        .forEach((tab, round) => (rounds[round] ??= []).push(tab));
    }
    for (const round of rounds) problems.push(...(await auditTabRound(page, round)));
  }
  return problems;
}

/** Opens one tab of each list (at most one per list), then audits each opened panel; axe runs once over them all. */
async function auditTabRound(page: Page, tabs: Locator[]): Promise<string[]> {
  const opened: { tab: Locator; panel: string; label: string }[] = [];
  for (const tab of tabs) {
    if (!(await tab.isVisible())) continue;
    await tab.click();
    const panel = await tab.getAttribute('aria-controls');
    if (panel)
      opened.push({ tab, panel: `#${panel}`, label: `tab "${(await tab.textContent())?.trim().slice(0, 30)}"` });
  }
  // Panels cross-fade (0.01 ms with reduced motion, but React commits after the click): audit the settled state.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3000,
      polling: 'raf',
    })
    .catch(() => {});
  // A tab that is no longer selected (its list followed another's selection) is opened again and audited alone.
  const apart: typeof opened = [];
  const together: typeof opened = [];
  for (const o of opened) ((await o.tab.getAttribute('aria-selected')) === 'true' ? together : apart).push(o);
  const problems: string[] = [];
  for (const { panel, label } of together) problems.push(...(await auditPanelLayout(page, panel, label)));
  problems.push(...(await axeGateEach(page, together)));
  for (const { tab, panel, label } of apart) {
    await tab.click();
    problems.push(...(await auditPanelLayout(page, panel, label)), ...(await axeGateEach(page, [{ panel, label }])));
  }
  return problems;
}

async function auditPanelLayout(page: Page, panel: string, label: string): Promise<string[]> {
  await page.locator(panel).evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  return (await layoutAudit(page, { scope: panel, overlay: panel })).map((p) => `[${label}] ${p}`);
}

/**
 * axe-core (as axeGate) once over several elements, each violation labelled with the element it was found in; an
 * element that is not in the page is audited as axeGate does it (the whole document).
 */
async function axeGateEach(page: Page, parts: { panel: string; label: string }[]): Promise<string[]> {
  if (parts.length === 0) return [];
  const found = await page.evaluate(
    async ({ parts, options }) => {
      const roots = parts.map((p) => ({ ...p, el: document.querySelector(p.panel) }));
      const present = roots.filter((r) => r.el);
      const missing = roots.filter((r) => !r.el).map((r) => r.label);
      if (present.length === 0) return { lines: [], missing };
      const result = await window.axe.run({ include: present.map((r) => [r.panel]) }, { ...options, elementRef: true });
      const lines = result.violations.flatMap((v) =>
        v.nodes.flatMap((n) => {
          const owners = present.filter((r) => n.element && r.el!.contains(n.element));
          return (owners.length ? owners : present).map(
            (r) => `[${r.label}] axe ${v.id}: ${n.target.join(' ')} — ${v.help}`,
          );
        }),
      );
      return { lines, missing };
    },
    { parts: parts.map(({ panel, label }) => ({ panel, label })), options: GATE_AXE_OPTIONS },
  );
  const whole = await Promise.all(
    found.missing.map(async (label) => (await axeGate(page)).map((p) => `[${label}] ${p}`)),
  );
  return [...found.lines, ...whole.flat()];
}

/** Values typed into the free checkers: each kind of result the checker can show. */
const CHECKER_INPUTS: Record<string, string[]> = {
  '/tools/engagement-checker': ['nike'],
  '/tools/post-checker': ['https://www.instagram.com/p/C0DE123abc/', 'https://www.instagram.com/reel/C0DE123abc/'],
};

/**
 * Console errors, page errors, failed requests and error statuses of a page, as readable lines. An image request the
 * browser cancels itself (`net::ERR_ABORTED`) is not a failure: resizing the page through the gate widths (and the
 * full-page capture) makes `srcset` pick another candidate, and the one in flight is dropped for it. An image that
 * does not load still shows as an error status or another network error.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`));
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    if (req.resourceType() === 'image' && reason === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${req.url()} ${reason}`);
  });
  page.on('response', (res) => res.status() >= 400 && errors.push(`HTTP ${res.status()}: ${res.url()}`));
  return errors;
}

/**
 * Opens a route at the first gate width, in its region, and makes every island hydrate (the page is then resized
 * through the gate widths, as when a phone turns). Returns the problems found while loading.
 */
export async function loadRoute(
  page: Page,
  route: string,
  { region, country }: { region: string; country: string },
): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(viewportFor(GATE_WIDTHS[0]));
  // A checker's page runs on Playwright's clock (it flows as real time does), so its 1.5 s wait can be skipped.
  if (route in CHECKER_INPUTS) await page.clock.install();
  const response = await page.goto(`${route}?country=${country}`, { waitUntil: 'load' });
  if (response?.status() !== 200) problems.push(`HTTP ${response?.status()} for ${route}`);
  await scriptsReady(page);
  await regionResolved(page);
  const shown = await page.locator('html').getAttribute('data-region');
  if (shown !== region) problems.push(`region: shows ${shown}, expected ${region}`);
  if (region === 'global') problems.push(...(await indiaOnlyImages(page)));
  await page.evaluate(() => window.__revealAll());
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return problems;
}

/**
 * A picture shown to a visitor outside India that names India (issue 53: the home hero's screenshot showed an
 * "Audience: India" filter chip to every region). Text drawn in an image does not follow the region switch, so each
 * same-origin SVG the page shows is read for the word.
 */
export async function indiaOnlyImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const sources = new Set(
      [...document.querySelectorAll('img')]
        .filter((img) => img.checkVisibility())
        .map((img) => new URL(img.currentSrc || img.src, location.href))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.svg'))
        .map((url) => url.pathname),
    );
    const found: string[] = [];
    for (const path of sources) {
      const text = await (await fetch(path)).text();
      const words = [...text.matchAll(/>([^<]*\bIndia\b[^<]*)</g)].map((m) => m[1].trim());
      if (words.length) found.push(`region: image ${path} shows "${words.join('", "')}" to a visitor outside India`);
    }
    return found;
  });
}

/**
 * Audits a loaded route at one width: the layout audit and every tooltip at every width; at FULL_WIDTHS also a
 * full-page screenshot, axe-core and every other openable state. `chrome` also opens the header dropdowns and the
 * drawer.
 */
export async function gateWidth(
  page: Page,
  route: string,
  region: string,
  width: number,
  { chrome = false } = {},
): Promise<string[]> {
  const full = FULL_WIDTHS.includes(width);
  await page.setViewportSize(viewportFor(width));
  await page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  if (full) await fullPageScreenshot(page, screenshotPath(region, width, route));
  return [
    ...(await layoutAudit(page)),
    ...(full ? await axeGate(page) : []),
    ...(await auditTooltips(page)),
    ...(full ? await auditStates(page, route, { chrome }) : []),
    ...(width === NARROW_WIDTH ? await auditLeadDialog(page, { axe: false }) : []),
  ];
}

/**
 * A full-page PNG screenshot: the capture `page.screenshot({ fullPage: true })` makes (Chromium's
 * Page.captureScreenshot of the whole document, beyond the viewport), with Chromium's fast PNG encoding
 * (`optimizeForSpeed`: the same pixels in a larger file, for about half the CPU).
 */
export async function fullPageScreenshot(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
    const clip = {
      x: 0,
      y: 0,
      width: Math.ceil(cssContentSize.width),
      height: Math.ceil(cssContentSize.height),
      scale: 1,
    };
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      optimizeForSpeed: true,
      clip,
    });
    writeFileSync(path, Buffer.from(data, 'base64'));
  } finally {
    await cdp.detach();
  }
}

export function screenshotPath(region: string, width: number, route: string): string {
  const dir = `${SCREENSHOT_DIR}${region}-${width}`;
  mkdirSync(dir, { recursive: true });
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '__');
  return `${dir}/${name}.png`;
}

/**
 * The fixtures every browser test uses: Playwright's `page` (a fresh context per test, Debian's Chromium, see
 * playwright.config.ts) plus `problems`, the console errors and failed requests of that page, so a test can assert
 * there were none. `test.use({ allowStatus: [404] })` lists error statuses a test expects.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { e2ePort } from '../../../local-netlify/ports.mjs';

export { expect };

/**
 * The test lock (Playwright's `lock`) of the files that log in to /admin: lead-operations.e2e.ts ends every admin
 * session ("Log out everywhere") and both clear the login-failure store, so they never run at the same time; every
 * other test runs beside either.
 */
export const ADMIN_SESSIONS = 'admin-sessions';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** An absolute URL on the server under test (for requests made from Node rather than the page). */
export function baseUrl(path = '/'): string {
  const base = process.env.E2E_BASE_URL ?? `http://localhost:${e2ePort()}`;
  return new URL(path, base).toString();
}

/** Records console errors, page errors and failed or error-status responses of `page` into `problems`. */
export function watchProblems(page: Page, allowStatus: number[] = []): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (msg) => msg.type() === 'error' && problems.consoleErrors.push(msg.text()));
  page.on('pageerror', (err) => problems.consoleErrors.push(err.message));
  page.on('requestfailed', (req) => problems.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !allowStatus.includes(res.status()))
      problems.failedRequests.push(`${res.url()} ${res.status()}`);
  });
  return problems;
}

/**
 * How often the waits below check their condition (ms). A timer, not Playwright's default of every animation frame:
 * a headless page may draw no frames for a while, and a wait polled on frames would then not look again until its
 * timeout (the route gate's frame waits hung so in one CI run).
 */
export const POLL_MS = 50;

/**
 * Waits until the page's module scripts have run: they run before `DOMContentLoaded`, so a page whose `load` event has
 * fired (`document.readyState` is `complete`) has run them.
 */
export async function scriptsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { polling: POLL_MS });
}

export const test = base.extend<{ allowStatus: number[]; problems: PageProblems }>({
  allowStatus: [[], { option: true }],
  problems: async ({ page, allowStatus }, use) => {
    await use(watchProblems(page, allowStatus));
  },
});

/**
 * Waits until every rendered Astro island on the page has hydrated, bringing each one still waiting into view
 * (`client:visible`). An island inside a block the region hides (e.g. the India-only campaign steps for a global
 * visitor) has no box, so it never hydrates and is not waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const boxed = (island: Element) => [...island.children].find((c) => c.getClientRects().length > 0);
      const pending = [...document.querySelectorAll('astro-island[ssr]')].filter(boxed);
      // An island is `display: contents`: scroll its first child with a box into view.
      if (pending[0]) boxed(pending[0])!.scrollIntoView({ block: 'center', behavior: 'instant' });
      return pending.length === 0;
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

/** Waits until the island holding `selector` has hydrated (Astro removes `ssr` from a hydrated island). */
export async function islandHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const island = document.querySelector(sel)?.closest('astro-island');
      return !!island && !island.hasAttribute('ssr');
    },
    selector,
    { timeout: 15_000, polling: POLL_MS },
  );
}

/** Waits until the page knows its region (the geo lookup answered or the preview region applied). */
export async function regionResolved(page: Page, region?: 'india' | 'global'): Promise<void> {
  if (region) await expect(page.locator('html')).toHaveAttribute('data-region', region);
  else await expect(page.locator('html')).not.toHaveAttribute('data-region', 'loading');
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded): from here on its timers
 * fire only when the test moves time on with `page.clock.runFor(ms)`. The clock first jumps 1 s ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Debian's Chromium driven by playwright-core. One browser per test file; each test gets a fresh context.
 * `openPage` collects console errors and failed requests so every test can assert there were none.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

export function baseUrl(path = '/'): string {
  return new URL(path, inject('baseUrl')).toString();
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export interface PageProblems { consoleErrors: string[]; failedRequests: string[] }

export interface OpenPageOptions {
  viewport?: keyof typeof VIEWPORTS;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Status codes that are expected (e.g. 404 for the not-found page) and not counted as failures. */
  allowStatus?: number[];
}

export async function newContext(browser: Browser, opts: OpenPageOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS[opts.viewport ?? 'desktop'], reducedMotion: opts.reducedMotion ?? 'no-preference' });
}

/** A page in a fresh context that records console errors and failed or error-status requests. */
export async function openPage(browser: Browser, opts: OpenPageOptions = {}): Promise<{ page: Page; context: BrowserContext; problems: PageProblems }> {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (msg) => msg.type() === 'error' && problems.consoleErrors.push(msg.text()));
  page.on('pageerror', (err) => problems.consoleErrors.push(err.message));
  page.on('requestfailed', (req) => problems.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !(opts.allowStatus ?? []).includes(res.status())) problems.failedRequests.push(`${res.url()} ${res.status()}`);
  });
  return { page, context, problems };
}

/**
 * Waits until every rendered Astro island on the page has hydrated. An island inside a block the region hides
 * (e.g. the India-only campaign steps for a global visitor) has no box, so `client:visible` never fires for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('astro-island[ssr]')].every((island) => ![...island.children].some((c) => c.getClientRects().length > 0)),
    undefined,
    { timeout: 15_000 },
  );
}

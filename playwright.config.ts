import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/e2e/support/chromium';
import { e2ePort } from './local-netlify/ports.mjs';

/**
 * Browser tests (`npm run test:e2e`): Debian's Chromium (its headless shell when installed: scripts/chromium.mjs) driven
 * by @playwright/test against the built site served with its functions and Blobs (tests/e2e/support/global-setup.ts starts it once). Projects:
 * - `cms` (the CMS proof: a copy of the project built once) starts first, beside the others;
 * - `e2e`: every page test, test by test across the workers. The two files that log in to /admin (admin.e2e.ts and
 *   lead-operations.e2e.ts, whose "Log out everywhere" ends every session) share a test lock (ADMIN_SESSIONS): they
 *   never run at the same time, and run beside every other test.
 */
const port = e2ePort();
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const CMS = /cms\.e2e\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /\.e2e\.ts$/,
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two workers on this 2-core machine: the server and Chromium share the cores with the runner.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // Generous: the machine's two cores are shared (axe on a large page can take many seconds under load).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/playwright',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/playwright-report' }]]
    : [['list']],
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
    // Traces of failed tests, except in CI: recording one for every test costs about a quarter of the page tests' CPU
    // on this 2-core machine, where CPU is what the CI lanes wait for (E2E_TRACE=retain-on-failure brings them back;
    // a failure still keeps its screenshot and page snapshot).
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'cms', testMatch: CMS, timeout: 600_000 },
    { name: 'e2e', testIgnore: CMS },
  ],
});

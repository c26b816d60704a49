/**
 * `npm run test:e2e`: builds the site, then runs the browser tests (tests/e2e, @playwright/test driving Debian's
 * Chromium; playwright.config.ts). The server is started and stopped by tests/e2e/support/global-setup.ts.
 * Extra arguments go to Playwright (e.g. `npm run test:e2e -- tests/e2e/home.e2e.ts`, `-g "pricing"`,
 * `--workers=1`). SKIP_BUILD=1 reuses dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(TEST_CHROMIUM_PATH)) {
  console.error(
    `Chromium not found at ${TEST_CHROMIUM_PATH}. Install it with: apt-get install -y chromium-headless-shell ` +
      '(or chromium; or set E2E_CHROMIUM_PATH).',
  );
  process.exit(1);
}
console.log(`browser tests in ${TEST_CHROMIUM_PATH}`);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
if (!process.env.SKIP_BUILD && run('astro', ['build']) !== 0) process.exit(1);
process.exit(run('playwright', ['test', ...process.argv.slice(2)]));

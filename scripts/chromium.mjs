/**
 * Debian's Chromium (never a downloaded browser) and the flags it needs headless in a container.
 * - The browser tests run in Debian's `chromium-headless-shell` when it is installed: the same Chromium build and
 *   Blink without the desktop browser around the page, for about a third less CPU (docs/decisions/browser-tests.md). Without it they
 *   run in Chromium itself. `E2E_CHROMIUM_PATH` names another binary.
 * - The budgets (Lighthouse) and the bench measure in Chromium itself (`CHROMIUM_PATH`), the browser a visitor runs.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser tests' binary and flags (the headless shell is headless only: it takes no `--headless` mode). */
export const TEST_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
export const TEST_CHROMIUM_ARGS = TEST_CHROMIUM_PATH.endsWith('headless-shell')
  ? CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless'))
  : CHROMIUM_ARGS;

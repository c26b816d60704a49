import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Two groups run one after the other: every page test in parallel first, then the tests that act on every admin
 * session at once ("Log out everywhere" ends the sessions of any admin test running beside it). Both share one server
 * (tests/e2e/support/global-setup.ts starts it once per run).
 */
const EXCLUSIVE = ['tests/e2e/lead-operations.e2e.ts'];

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // @netlify/dev leaves a handle open after stop(); don't wait the default 10 s for it at exit.
    teardownTimeout: 2_000,
    fileParallelism: true,
    maxWorkers: 2,
    // The route gate runs its routes three at a time (it.concurrent); nothing else is concurrent.
    maxConcurrency: 3,
    projects: [
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.e2e.ts'], exclude: EXCLUSIVE, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'e2e-sessions', include: EXCLUSIVE, sequence: { groupOrder: 1 } } },
    ],
  },
});

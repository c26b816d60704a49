import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // @netlify/dev leaves a handle open after stop(); don't wait the default 10 s for it at exit.
    teardownTimeout: 2_000,
    fileParallelism: true,
    maxWorkers: 2,
    // The route gate runs its routes three at a time (it.concurrent); nothing else is concurrent.
    maxConcurrency: 3,
  },
});

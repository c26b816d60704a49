import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Worker threads, not child processes: the same isolation per file (each file in a fresh worker with its own
          // copy of process.env), for less CPU (137 -> 126-129 core-seconds for `npm test` on this machine).
          pool: 'threads',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'src/**/*.test.ts',
            // The local Netlify runtime's own tests, beside it.
            'local-netlify/tests/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: ['tests/functions/support/ensure-dist.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'islands',
          pool: 'threads',
          include: ['tests/islands/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/islands/setup.ts'],
          // Room for the 10 s waits of tests/islands/setup.ts on a loaded machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * `npm run validate`: checks the BUILT site (dist/, from `npm run build` or the e2e step) with the tools its
 * consumers use: the W3C Nu HTML Checker, a schema.org + Google rich-results validator for JSON-LD, a feed reader
 * for rss.xml and an XML parser for the sitemaps. Builds nothing.
 */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'validate',
    include: ['tests/validate/**/*.test.ts'],
    globalSetup: ['tests/validate/support/global-setup.ts'],
    testTimeout: 30_000,
    // The Nu checker runs once, over every page, in one JVM (about 10-30 s on a busy machine).
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 3,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deploy`: checks what Netlify's own build (`npm run build:netlify`, @netlify/build offline) made of
 * netlify/functions: its functions manifest and bundles (tests/deploy). Builds nothing itself.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
  },
});

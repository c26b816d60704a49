// @ts-check
/**
 * The Astro configuration of `npm run dev` (`astro dev --config local-netlify/astro.config.dev.mjs`, also what
 * `npm run cms` and `npm run test:dev` start): the site's own astro.config.mjs, which the build reads alone, plus
 * what only development needs:
 * - warm functions and local Blobs (./vite-plugin.mjs), ahead of
 * - Netlify's redirects and headers (@netlify/vite-plugin, its own functions and Blobs turned off),
 * - the port: PORT from the shell or .env, else 4321 (./dev.mjs); a --port flag still wins.
 * So nothing of the local runtime is imported when the site is built.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'astro/config';
import netlify from '@netlify/vite-plugin';
import site from '../astro.config.mjs';
import { devPort } from './dev.mjs';
import warmFunctions from './vite-plugin.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

// mergeConfig's parameter type does not carry the config's font-provider generics (the local provider's options).
const base = /** @type {import('astro').AstroInlineConfig} */ (/** @type {unknown} */ (site));

export default mergeConfig(base, {
  server: { port: devPort(projectRoot) },
  vite: {
    plugins: [
      warmFunctions({ projectRoot }),
      netlify({
        database: { enabled: false },
        edgeFunctions: { enabled: false },
        images: { enabled: false },
        functions: { enabled: false },
        blobs: { enabled: false },
      }),
    ],
  },
});

// What `npm run dev` (`astro dev --config local-netlify/astro.config.dev.mjs`) starts with, for it, `npm run cms` and
// `npm run test:dev`: the config file, and the port: PORT from the shell, else from `.env` (or `.env.local`,
// `.env.development`: Vite's loadEnv, as Astro documents for a config), else Astro's 4321. An empty value counts as
// unset, as `npm start` treats it.
import { loadEnv } from 'vite';
import { DEFAULT_PORTS } from './ports.mjs';

export const DEFAULT_DEV_PORT = DEFAULT_PORTS.dev;

/** The Astro config `npm run dev` passes to `astro dev --config` (relative to the project root). */
export const DEV_CONFIG = 'local-netlify/astro.config.dev.mjs';

/**
 * @param {string} [root] folder holding the .env files
 * @returns {number}
 */
export function devPort(root = process.cwd()) {
  // Prefix '': every variable, the shell's winning over the files'.
  const value = loadEnv('development', root, '').PORT?.trim();
  if (!value) return DEFAULT_DEV_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (got "${value}"): check the shell and .env.`);
  }
  return port;
}

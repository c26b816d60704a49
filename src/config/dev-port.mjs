// The port of `npm run dev` (`astro dev`): PORT from the shell, else from `.env` (or `.env.local`,
// `.env.development`: Vite's loadEnv, as Astro documents for astro.config), else Astro's 4321. An empty value counts
// as unset, as `npm start` treats it. Kept in a plain .mjs file so astro.config.mjs can read it.
import { loadEnv } from 'vite';

export const DEFAULT_DEV_PORT = 4321;

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

/**
 * Every port a local run listens on by default, and the variable that changes it (the shell's value; an empty value
 * counts as unset). The one place these numbers are written:
 * - `npm start` / `npm run serve`: PORT (also from .env), default 8888, the Netlify CLI's own;
 * - `npm run dev` / `npm run cms`: PORT (also from .env: ./dev-port.mjs), default 4321, Astro's own;
 * - decap-server of `npm run cms`: CMS_PROXY_PORT, default 8081;
 * - the browser tests' server: E2E_PORT, default 8890; their webhook receiver listens on E2E_PORT + 2 (+ 3 when that
 *   is BUDGETS_PORT), their decap-server on E2E_PORT + 4;
 * - the budgets' server: BUDGETS_PORT, default 8891 (a baseline build on BUDGETS_PORT + 1).
 * Anything else (the server tests, the bench) listens on a free port the system picks.
 */
export const DEFAULT_PORTS = Object.freeze({ serve: 8888, dev: 4321, cmsProxy: 8081, e2e: 8890, budgets: 8891 });

/**
 * The port `variable` names in `env`, else `fallback` (not checked: the listener reports a bad one).
 * @param {Record<string, string | undefined>} env
 * @param {string} variable
 * @param {number} fallback
 */
export function portFrom(env, variable, fallback) {
  const value = env[variable]?.trim();
  return value ? Number(value) : fallback;
}

/** @param {Record<string, string | undefined>} [env] */
export const servePort = (env = process.env) => portFrom(env, 'PORT', DEFAULT_PORTS.serve);
/** @param {Record<string, string | undefined>} [env] */
export const e2ePort = (env = process.env) => portFrom(env, 'E2E_PORT', DEFAULT_PORTS.e2e);
/** @param {Record<string, string | undefined>} [env] */
export const budgetsPort = (env = process.env) => portFrom(env, 'BUDGETS_PORT', DEFAULT_PORTS.budgets);
/** @param {Record<string, string | undefined>} [env] */
export const cmsProxyPort = (env = process.env) => portFrom(env, 'CMS_PROXY_PORT', DEFAULT_PORTS.cmsProxy);

/**
 * The browser tests' webhook receiver: E2E_PORT + 2, or + 3 when that is BUDGETS_PORT (CI runs both side by side).
 * @param {Record<string, string | undefined>} [env]
 */
export function e2eWebhookPort(env = process.env) {
  const port = e2ePort(env);
  return port + 2 === Number(env.BUDGETS_PORT) ? port + 3 : port + 2;
}

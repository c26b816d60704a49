/**
 * The built site, for everything that serves or reads dist/: `buildSite()` runs `astro build` the project's way
 * (telemetry off), `ensureDist()` builds only when dist/index.html is missing (a fresh clone's `npm test`, a bench,
 * the budgets) and returns dist/'s path. An existing dist/ is used as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** `astro build` in the project; true when it succeeded. @param {{ quiet?: boolean }} [options] */
export function buildSite({ quiet = false } = {}) {
  const result = spawnSync('npx', ['astro', 'build'], {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return result.status === 0;
}

/**
 * dist/'s path, after building the site when it is missing; throws when the build fails.
 * @param {{ quiet?: boolean, forWhom?: string }} [options] `forWhom` names who needs it in the message
 */
export function ensureDist({ quiet = false, forWhom = '' } = {}) {
  if (existsSync(join(dist, 'index.html'))) return dist;
  console.log(`dist/ is missing: building the site first${forWhom ? ` for ${forWhom}` : ''}…`);
  if (!buildSite({ quiet })) throw new Error(`astro build failed${forWhom ? `: ${forWhom} need dist/` : ''}.`);
  return dist;
}

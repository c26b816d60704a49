/**
 * Global setup of the unit project: the server tests (serve-parity, serve-hardening) run `npm start`'s server
 * against dist/, so a fresh clone's `npm test` builds the site once first. An existing dist/ is used as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export default function setup() {
  const root = resolve(import.meta.dirname, '../../..');
  if (existsSync(resolve(root, 'dist', 'index.html'))) return;
  console.log('dist/ is missing: building the site once for the server tests…');
  const result = spawnSync('npx', ['astro', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('astro build failed: the server tests need dist/.');
}

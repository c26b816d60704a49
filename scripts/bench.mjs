#!/usr/bin/env node
/**
 * `npm run bench`: runs every file in scripts/bench/ in name order, each in its own process (a .ts file through tsx,
 * a .mjs/.js file with node), prints what each prints (its table of figures) and exits non-zero if any of them fails.
 * Benchmarks print figures; they are not tests and never run in `npm test`.
 * Usage: npm run bench [-- name-filter]   (e.g. `npm run bench -- interactions` runs only scripts/bench/interactions.mjs,
 * the interaction latencies at a 4x CPU slowdown)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const filter = process.argv[2] ?? '';
const files = readdirSync(dir)
  .filter((f) => /\.(?:mjs|js|ts)$/.test(f) && !f.startsWith('_') && f.includes(filter))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark in scripts/bench/${filter ? ` matching "${filter}"` : ''}.`);
  process.exit(1);
}

const failed = [];
for (const file of files) {
  const path = join(dir, file);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', path] : [path];
  console.log(`\n=== ${file} ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    failed.push(file);
    console.error(`=== ${file} FAILED (exit ${run.status ?? run.signal}) after ${seconds} s ===`);
  } else {
    console.log(`=== ${file} done in ${seconds} s ===`);
  }
}

if (failed.length > 0) {
  console.error(`\n${failed.length} of ${files.length} benchmark(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${files.length} benchmark(s) ran.`);

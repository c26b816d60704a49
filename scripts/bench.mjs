/**
 * `npm run bench`: runs every file in scripts/bench/ in name order, each as its own process, and prints each
 * file's table. Exits non-zero if any of them fails.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const files = readdirSync(dir).filter((f) => /\.(m?js|ts)$/.test(f)).sort();
const failed = [];
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const { status } = spawnSync(process.execPath, [join(dir, file)], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (status !== 0) failed.push(file);
}
if (failed.length) {
  console.error(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}

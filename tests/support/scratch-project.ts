/**
 * A scratch project: a temporary duplicate of the project (sources, content, config; node_modules linked) for tests
 * that run the real `astro sync` / `astro build` on edited content without touching the repository.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const root = process.cwd();
const COPIED = [
  'src',
  'content-collections',
  'public',
  'scripts',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'netlify.toml',
];

export interface ScratchProject {
  dir: string;
  /** Runs `astro <args>` in the copy; resolves with the exit code and everything it printed. */
  astro: (...args: string[]) => Promise<{ code: number | null; output: string }>;
  remove: () => void;
}

export function copyProject(): ScratchProject {
  const dir = mkdtempSync(join(tmpdir(), 'content-fixture-'));
  for (const p of COPIED) cpSync(join(root, p), join(dir, p), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    astro: (...args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), ...args], {
          cwd: dir,
          env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => resolve({ code, output }));
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

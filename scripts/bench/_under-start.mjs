/**
 * What the benches of `npm start`'s server share (serve.mjs, events.mjs): the built dist/ (../ensure-dist.mjs), the
 * server in a process of its own over a fresh temporary Blobs store with a known admin password, a distinct
 * client address per request, the timing helpers, and the result table. Not a bench itself (`_`: bench.mjs skips it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../../local-netlify/serve-child.mjs';
import { ensureDist } from '../ensure-dist.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PASSWORD = 'bench-admin-password';

/**
 * Builds dist/ when it is missing, then starts the server in its own process over a temporary Blobs store.
 * @param {{ blobsPrefix: string, port?: number, env?: Record<string, string> }} options `env` adds to the server's
 * @returns {Promise<{ url: string, runScheduled: (name: string) => Promise<{ status: number, body: string }>,
 *   startMs: number, stop: () => Promise<void> }>}
 */
export async function startBenchServer({ blobsPrefix, port = 0, env = {} }) {
  ensureDist({ quiet: true, forWhom: 'the benches' });
  const blobsDirectory = await mkdtemp(join(tmpdir(), blobsPrefix));
  const serverEnv = {
    ...process.env,
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_SESSION_SECRET: 'bench-secret-'.padEnd(64, 'x'),
    // Each scripted client has its own X-Forwarded-For: loopback is a trusted proxy (local-netlify/context.mjs).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    ...env,
  };
  const { ms: startMs, result: server } = await timed(() =>
    startChildServer({ port, quiet: true, blobsDirectory }, { env: serverEnv, cwd: root }),
  );
  return {
    url: server.url,
    runScheduled: server.runScheduled,
    startMs,
    async stop() {
      await server.stop();
      await rm(blobsDirectory, { recursive: true, force: true });
    },
  };
}

let nextClient = 1;
/** A distinct documentation-range (198.18.0.0/15) address per call. */
export const clientIp = () => {
  const n = nextClient++;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

/** @param {number[]} values @param {number} q */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<{ ms: number, result: T }>}
 */
export async function timed(fn) {
  const t = performance.now();
  const result = await fn();
  return { ms: performance.now() - t, result };
}

/** Prints the rows [what, result, target, met] as the table both benches print. */
export function printTable(rows) {
  console.log('| measured under `npm start` | result | target | met |');
  console.log('| --- | --- | --- | --- |');
  for (const [what, result, target, met] of rows)
    console.log(`| ${what} | ${result} | ${target} | ${met ? 'yes' : 'NO'} |`);
}

/** Runs a bench's main, printing its failure in one line and exiting non-zero. */
export function runBench(name, main) {
  main().catch((err) => {
    console.error(`bench/${name} failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}

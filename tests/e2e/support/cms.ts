/**
 * Servers for the CMS proof (tests/e2e/cms.e2e.ts): Decap's local backend (decap-server) over a folder, and a
 * static server for a built dist/ (clean URLs like Netlify, no functions).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect } from '@playwright/test';

const require = createRequire(import.meta.url);

/** Starts decap-server (file mode) editing `dir`, on `port`, and resolves once it answers. */
export async function startDecapServer(dir: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: dir,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      MODE: 'fs',
      GIT_REPO_DIRECTORY: dir,
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`decap-server exited with code ${child.exitCode}`);
    // decap-server's own answer (another server on the port would not give it): the repository info.
    const info = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info', params: {} }),
    };
    return fetch(`http://127.0.0.1:${port}/api/v1`, info).then(
      async (r) => r.ok && 'repo' in (await r.json()),
      () => false,
    );
  };
  try {
    await expect.poll(answers, { message: `decap-server answers on port ${port}`, timeout: 30_000 }).toBe(true);
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves the files of `dist` on an ephemeral port of 127.0.0.1. */
export function serveStatic(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- cannot reject: every await is inside try/catch
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    for (const file of [path, `${path}.html`, join(path, 'index.html')]) {
      try {
        const body = await readFile(join(dist, file));
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
        return;
      } catch {
        /* next candidate */
      }
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
}

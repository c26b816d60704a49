/**
 * `npm run test:dev` (issue 33): `npm run dev` as a newcomer runs it, after a build (CI runs it after `npm run build`).
 * - It listens on PORT from the environment: `astro dev` is started as `npm run dev` starts it (with the config
 *   local-netlify/astro.config.dev.mjs), with PORT set and no --port flag (.env is covered
 *   by local-netlify/tests/dev-port.test.ts).
 * - Its pages load in Chromium with no console message about the Content-Security-Policy. @netlify/vite-plugin
 *   replays dist/_headers, whose production policy blocked Vite's client and the dev toolbar on every page; the
 *   html-pipeline integration leaves it out in development. So the test needs dist/_headers with that policy.
 * Port: DEV_TEST_PORT, default a free one.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { DEV_CONFIG } from '../../local-netlify/dev.mjs';

const root = resolve(import.meta.dirname, '../..');
/** A port nothing listens on now (the system picks it). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = Number(process.env.DEV_TEST_PORT || (await freePort()));
const origin = `http://localhost:${port}`;
const PAGES = ['/', '/pricing', '/blog'];

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
let output = '';

async function waitForServer(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server?.exitCode !== null) throw new Error(`astro dev exited (${server?.exitCode}):\n${output}`);
    try {
      const res = await fetch(origin);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`astro dev did not answer on ${origin} within ${timeoutMs / 1000} s:\n${output}`);
}

before(async () => {
  const headers = join(root, 'dist', '_headers');
  assert.ok(existsSync(headers), 'dist/_headers is missing: run `npm run build` first (the test needs its policy)');
  assert.match(readFileSync(headers, 'utf8'), /Content-Security-Policy: default-src 'self'; script-src 'self'/);
  const env = { ...process.env, PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' };
  delete env.NODE_ENV;
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  server = spawn(process.execPath, [astro, 'dev', '--config', DEV_CONFIG, '--host', '127.0.0.1'], { cwd: root, env });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  await waitForServer(120_000);
});

after(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
});

test('astro dev listens on PORT from the environment', () => {
  assert.match(output, new RegExp(`localhost:${port}|127\\.0\\.0\\.1:${port}`));
});

test('dev pages load with no Content-Security-Policy console message (and no CSP header)', async () => {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    // Nothing this test does may write to the local Blobs store (.netlify/blobs-serve/, shared with `npm start` and,
    // in CI, with the browser tests running beside it): the pages' POSTs to functions (the insights beacon) are
    // answered here with 204 and never reach the server.
    await context.route(/\/api\//, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 204 }),
    );
    for (const path of PAGES) {
      const page = await context.newPage();
      /** @type {string[]} */
      const messages = [];
      page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`));
      page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200, `${path} answered ${response?.status()}`);
      // The dev toolbar and Vite's client are module scripts that run after load; the toolbar's element appears only
      // if its scripts ran (a blocking policy stops them, and logs why).
      const toolbar = await page
        .waitForFunction(() => document.querySelector('astro-dev-toolbar') !== null, null, { timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      const csp = messages.filter((m) => /Content[- ]Security[- ]Policy/i.test(m));
      assert.deepEqual(csp, [], `${path}: ${csp.join('\n')}`);
      assert.equal(response?.headers()['content-security-policy'], undefined, `${path} carries a CSP in dev`);
      assert.ok(toolbar, `${path}: the dev toolbar did not start`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
});

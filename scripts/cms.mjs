/**
 * `npm run cms`: edit content locally, offline. Starts Decap's local backend (decap-server, which reads and writes
 * the files of this folder) on CMS_PROXY_PORT (default 8081) and the site in development (`astro dev`) on PORT
 * (default 4321), waits until both answer, and prints the CMS address. Ctrl+C stops both.
 * `startCms` is also used by the browser test that proves the CMS (tests/e2e/cms-proof.e2e.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

async function waitFor(url, child, name, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ root?: string, port?: number, proxyPort?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startCms({ root = process.cwd(), port = Number(process.env.PORT ?? 4321), proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081), quiet = false } = {}) {
  root = resolve(root);
  const stdio = quiet ? 'ignore' : 'inherit';
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CMS_PROXY_PORT: String(proxyPort) };
  const proxy = spawn(process.execPath, [require.resolve('decap-server/dist/index.js', { paths: [root] })], {
    cwd: root,
    stdio,
    env: { ...env, PORT: String(proxyPort), MODE: 'fs', GIT_REPO_DIRECTORY: root, BIND_HOST: '127.0.0.1', LOG_LEVEL: quiet ? 'error' : 'info' },
  });
  const astroBin = join(dirname(require.resolve('astro/package.json', { paths: [root] })), 'bin', 'astro.mjs');
  const site = spawn(process.execPath, [astroBin, 'dev', '--port', String(port), '--host', '127.0.0.1'], { cwd: root, stdio, env });
  const children = [proxy, site];
  const stop = async () => {
    await Promise.all(children.map((c) => (c.exitCode !== null ? undefined : new Promise((r) => { c.once('exit', r); c.kill('SIGTERM'); }))));
  };
  try {
    await waitFor(`http://127.0.0.1:${proxyPort}/api/v1`, proxy, 'decap-server', 30_000);
    await waitFor(`http://127.0.0.1:${port}/cms/config.yml`, site, 'astro dev', 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://localhost:${port}/cms`, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cms = await startCms();
  console.log(`\n  Content manager (local files, offline): ${cms.url}\n  Local backend: decap-server on port ${process.env.CMS_PROXY_PORT ?? 8081}. Ctrl+C stops both.\n`);
  const quit = () => cms.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}

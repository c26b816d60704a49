/**
 * `npm run cms`: edit content locally, offline. Starts Decap's local backend (decap-server, which reads and writes
 * the files of this folder) on CMS_PROXY_PORT (default 8081) and the site in development (`astro dev`) on PORT
 * (default 4321), waits until both answer, and prints the CMS address. Ctrl+C stops both.
 * `startCms` is also used by the browser test that proves the CMS (tests/e2e/cms.e2e.ts): it edits the files of a
 * temporary copy (`contentRoot`) while the CMS page comes from this project.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_CONFIG, devPort } from '../local-netlify/dev.mjs';
import { cmsProxyPort } from '../local-netlify/ports.mjs';

const require = createRequire(import.meta.url);

async function waitFor(url, child, name, timeoutMs, ok = (status) => status < 500) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (ok(res.status)) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ root?: string, contentRoot?: string, port?: number, proxyPort?: number, quiet?: boolean, ignoreLock?: boolean }} [options]
 *   root: the project whose site (and /cms) runs; contentRoot: the folder whose files the CMS reads and writes.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startCms({
  root = process.cwd(),
  contentRoot = root,
  port = devPort(root),
  proxyPort = cmsProxyPort(),
  quiet = false,
  ignoreLock = false,
} = {}) {
  root = resolve(root);
  contentRoot = resolve(contentRoot);
  const stdio = quiet ? 'ignore' : 'inherit';
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CMS_PROXY_PORT: String(proxyPort) };
  // Started from a test runner, the site must still run as in development (vitest sets NODE_ENV=test).
  for (const key of Object.keys(env))
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST') delete env[key];
  const proxy = spawn(process.execPath, [require.resolve('decap-server/dist/index.js', { paths: [root] })], {
    cwd: contentRoot,
    stdio,
    env: {
      ...env,
      PORT: String(proxyPort),
      MODE: 'fs',
      GIT_REPO_DIRECTORY: contentRoot,
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: quiet ? 'error' : 'info',
    },
  });
  const astroBin = join(dirname(require.resolve('astro/package.json', { paths: [root] })), 'bin', 'astro.mjs');
  const args = [
    astroBin,
    'dev',
    // As `npm run dev`: the site's config plus the local runtime's warm functions and Blobs.
    '--config',
    DEV_CONFIG,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    ...(ignoreLock ? ['--ignore-lock'] : []),
  ];
  const site = spawn(process.execPath, args, { cwd: root, stdio, env });
  const children = [proxy, site];
  const stop = async () => {
    await Promise.all(
      children.map((c) =>
        c.exitCode !== null
          ? undefined
          : new Promise((r) => {
              c.once('exit', r);
              c.kill('SIGTERM');
            }),
      ),
    );
  };
  try {
    await waitFor(`http://127.0.0.1:${proxyPort}/api/v1`, proxy, 'decap-server', 30_000);
    await waitFor(`http://127.0.0.1:${port}/cms/config.yml`, site, 'astro dev', 180_000, (status) => status === 200);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://localhost:${port}/cms`, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cms = await startCms();
  console.log(
    `\n  Content manager (local files, offline): ${cms.url}\n  Local backend: decap-server on port ${cmsProxyPort()}. Ctrl+C stops both.\n`,
  );
  const quit = () => cms.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}

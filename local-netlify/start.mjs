/**
 * `npm start`: check the install, build the site, serve it (local-netlify/serve.mjs) with one short line per phase.
 * The build's full output goes to .netlify/build.log; its warnings and errors are shown (colour codes removed),
 * the per-page and per-image progress lines are not. `.env` is read first, so PORT and every other variable in it
 * apply to the build and the server alike.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './env.mjs';
import { decapBundleInstalled } from '../scripts/decap-bundle.mjs';
import { servePort } from './ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The escape character is the point of this pattern: it removes terminal colour codes.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const phase = (n, text) => process.stdout.write(`  [${n}/3] ${text} `);

/** Lines of build output worth showing: warnings and errors, first line of each, colour codes removed. */
export function notableBuildLines(output) {
  return output
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => /\[(WARN|ERROR)\]|\berror\b/i.test(line))
    .map((line) => line.trim());
}

function checkInstall() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24)
    return {
      ok: false,
      message: `Node ${process.version} is running; this project needs Node 24: run it through npm (npm start), which uses the Node in node_modules.`,
    };
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules', 'astro')) || !existsSync(installed))
    return { ok: false, message: 'Dependencies are not installed: run `npm install` first.' };
  if (!decapBundleInstalled())
    return { ok: false, message: "Decap CMS's bundle is not unpacked (npm install's postinstall): run `npm install`." };
  const stale = statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs + 1000;
  return {
    ok: true,
    note: stale
      ? 'package-lock.json changed since the last install: run `npm install` if the build fails'
      : `Node ${process.version}`,
  };
}

/** Whether `port` can be listened on now (checked before the build, so a busy port does not cost a build). */
function portFree(port, host) {
  return new Promise((ok) => {
    const probe = createServer();
    probe.once('error', (err) => ok(err?.code !== 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => ok(true)));
  });
}

function buildSite() {
  return new Promise((ok) => {
    const started = Date.now();
    const child = spawn('astro', ['build'], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => ok({ code: 1, output: String(err), ms: Date.now() - started }));
    child.on('close', (code) => ok({ code: code ?? 1, output, ms: Date.now() - started }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadDotEnv(join(root, '.env'));
  console.log('');
  phase(1, 'Checking the install…');
  const install = checkInstall();
  if (!install.ok) {
    console.log(`\n\n  ${install.message}\n`);
    process.exit(1);
  }
  const port = servePort();
  if (Number.isInteger(port) && port > 0 && !(await portFree(port, process.env.HOST || 'localhost'))) {
    const { PortInUseError } = await import('./serve.mjs');
    console.log(`\n\n  ${new PortInUseError(port).message}\n`);
    process.exit(1);
  }
  console.log(`ok (${install.note})`);

  phase(2, 'Building the site…');
  const build = await buildSite();
  mkdirSync(join(root, '.netlify'), { recursive: true });
  writeFileSync(join(root, '.netlify', 'build.log'), build.output.replace(ANSI, ''));
  const pages = build.output.replace(ANSI, '').match(/(\d+) page\(s\) built/)?.[1];
  if (build.code !== 0) {
    console.log(`failed after ${seconds(build.ms)}.\n`);
    console.log(build.output.replace(ANSI, '').split('\n').slice(-40).join('\n'));
    console.log('\n  The build failed (full log: .netlify/build.log).\n');
    process.exit(1);
  }
  console.log(`${pages ?? 'all'} pages in ${seconds(build.ms)}`);
  for (const line of notableBuildLines(build.output)) console.log(`        ${line}`);

  phase(3, 'Starting the server…');
  const started = Date.now();
  const { startServer, PortInUseError } = await import('./serve.mjs');
  const { runServerCli } = await import('./cli.mjs');
  await runServerCli({
    startServer,
    PortInUseError,
    onStart: () => console.log(`ready in ${seconds(Date.now() - started)}`),
  });
}

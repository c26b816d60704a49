/**
 * `node scripts/local/serve-child.mjs '<startServer options as JSON>'`: runs scripts/serve.mjs in a process of its
 * own (the bench and the parity test use it), prints `READY <url>` once it answers, and closes on SIGTERM.
 * `startChildServer()` spawns it and resolves `{ url, stop() }`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const self = fileURLToPath(import.meta.url);

export function startChildServer(options, { env = process.env, cwd } = {}) {
  const child = spawn(process.execPath, [self, JSON.stringify(options)], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const onExit = (code) => fail(new Error(`the server process exited (${code}) before it was ready`));
    child.once('exit', onExit);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/READY (\S+)/);
      if (!m) return;
      child.off('exit', onExit);
      child.stdout.resume();
      ok({
        url: m[1],
        stop: () =>
          new Promise((done) =>
            child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')),
          ),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === self) {
  const { startServer } = await import('../serve.mjs');
  const server = await startServer(JSON.parse(process.argv[2] ?? '{}'));
  console.log(`READY ${server.url}`);
  process.on('SIGTERM', async () => {
    await server.close();
    process.exit(0);
  });
}

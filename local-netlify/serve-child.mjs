/**
 * `node local-netlify/serve-child.mjs '<startServer options as JSON>'`: runs local-netlify/serve.mjs in a process of its
 * own (the bench and the parity test use it), prints `READY <url>` once it answers, and closes on SIGTERM.
 * `startChildServer()` spawns it and resolves `{ url, stop(), runScheduled(name) }`: the last runs a scheduled
 * function in the server's process the scheduler's way (over the IPC channel; no URL runs one) and resolves
 * `{ status, body }`. `nice` (0-19) starts it at a lower CPU priority (through coreutils' `nice`, so every thread of
 * the process has it): a benchmark that shares the machine with the server measures the page, not the server.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const self = fileURLToPath(import.meta.url);

export function startChildServer(options, { env = process.env, cwd, nice = 0 } = {}) {
  const command = [process.execPath, self, JSON.stringify(options)];
  if (nice) command.unshift('nice', '-n', String(nice));
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  let next = 0;
  child.on('message', ({ id, status, body, error }) => {
    const done = waiting.get(id);
    waiting.delete(id);
    if (done) done(error ? Promise.reject(new Error(error)) : { status, body });
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
        runScheduled: (name) =>
          new Promise((done) => {
            const id = ++next;
            waiting.set(id, done);
            child.send({ id, run: name });
          }),
        stop: () =>
          new Promise((done) =>
            child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')),
          ),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === self) {
  const { startServer } = await import('./serve.mjs');
  const { guardProcess } = await import('./cli.mjs');
  guardProcess();
  const server = await startServer(JSON.parse(process.argv[2] ?? '{}'));
  process.on('message', async ({ id, run }) => {
    try {
      const res = await server.runScheduled(run);
      process.send({ id, status: res.status, body: await res.text() });
    } catch (err) {
      process.send({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
  console.log(`READY ${server.url}`);
  process.on('SIGTERM', async () => {
    await server.close();
    process.exit(0);
  });
}

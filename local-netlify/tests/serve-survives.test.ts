/**
 * `npm start`'s server survives what a client sends (issue 52, hole 1): a chunked admin PATCH of 256 KB and more, a
 * body the client aborts half-way, a body past the runtime's request limit. The server runs in a process of its own
 * (a crash must not take the test runner with it); after each bad request a normal one must still be answered, and
 * the server's log must hold no stack trace and no "unexpected".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LAUNCHPAD_SUBMISSION } from '../../tests/functions/support/lead-fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'survives-admin-password';

let child: ChildProcess;
let url = '';
let log = '';
let blobsDir = '';
let cookie = '';
/** A stored lead, so the PATCH reads its body (an unknown id answers 404 first). */
let id = '';

beforeAll(async () => {
  blobsDir = await mkdtemp(join(tmpdir(), 'survives-blobs-'));
  child = spawn(
    process.execPath,
    [join(ROOT, 'local-netlify/serve-child.mjs'), JSON.stringify({ port: 0, quiet: true, blobsDirectory: blobsDir })],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ADMIN_PASSWORD: PASSWORD,
        ADMIN_SESSION_SECRET: 's'.repeat(64),
        LOCAL_SCHEDULE_MS: '0',
        LEAD_WEBHOOK_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  child.stderr!.on('data', (d) => (log += d));
  url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before it was ready: ${log}`)));
    child.stdout!.on('data', (d) => {
      out += d;
      log += d;
      const m = out.match(/READY (\S+)/);
      if (m) ok(m[1].replace('localhost', '127.0.0.1'));
    });
  });
  const login = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${url}/api/launchpad`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(LAUNCHPAD_SUBMISSION),
  });
  expect(created.status).toBe(201);
  ({ id } = (await created.json()) as { id: string });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(blobsDir, { recursive: true, force: true });
});

/** A raw request whose body is written in chunks (no Content-Length) or cut off (`abortAfter` bytes). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
  { abortAfter }: { abortAfter?: number } = {},
): Promise<{ status: number; text: string } | 'aborted'> {
  const { port } = new URL(url);
  return new Promise((ok) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
      res.on('error', () => ok('aborted'));
    });
    req.on('error', () => ok('aborted'));
    let written = 0;
    for (const chunk of chunks) {
      if (abortAfter !== undefined && written >= abortAfter) break;
      req.write(chunk);
      written += chunk.length;
    }
    if (abortAfter !== undefined) setTimeout(() => req.destroy(), 200);
    else req.end();
  });
}

async function stillServing(): Promise<void> {
  expect(child.exitCode, `the server exited; its log:\n${log}`).toBeNull();
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  const lead = await fetch(`${url}/api/launchpad`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(LAUNCHPAD_SUBMISSION),
  });
  expect(lead.status).toBe(201);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the local server survives any request', () => {
  it('answers a chunked admin PATCH (PATCH /api/launchpad/<id>, as /api/contact/<id>) of 256 KB and more with 413, then serves the next request', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    for (const kb of [256, 1024]) {
      const res = await send(
        'PATCH',
        `/api/launchpad/${id}`,
        { cookie, origin: url, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        Array.from({ length: kb / 16 }, () => chunk),
      );
      // The server answers as soon as the cap is passed and may close the connection while the client still writes.
      if (res !== 'aborted') expect(res.status).toBe(413);
      await wait(300);
      await stillServing();
    }
  });

  it('a body larger than the runtime accepts is refused while it streams, and the server keeps serving', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'b');
    const res = await send(
      'POST',
      '/api/launchpad',
      { origin: url, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      Array.from({ length: 32 }, () => chunk),
    );
    if (res !== 'aborted') expect(res.status).toBe(413);
    await wait(300);
    await stillServing();
  });

  it('a body the client aborts half-way is dropped quietly: no 500, no stack, nothing logged as unexpected', async () => {
    const before = log.length;
    for (const path of ['/api/launchpad', `/api/launchpad/${id}`, '/api/admin/session']) {
      const res = await send(
        path.includes('/launchpad/') ? 'PATCH' : 'POST',
        path,
        { cookie, origin: url, 'content-type': 'application/json', 'content-length': '10000' },
        [Buffer.from('{"name":"half a body')],
        { abortAfter: 10 },
      );
      if (res !== 'aborted') expect(res.status).toBeLessThan(500);
    }
    await wait(500);
    await stillServing();
    const written = log.slice(before);
    expect(written).not.toMatch(/unexpected|\n\s+at |Internal|ERR_/i);
  });
});

describe('the process-level guard', () => {
  it('logs an error no handler caught in one line and keeps the process running', () => {
    const script = `
      const { guardProcess } = await import(${JSON.stringify(join(ROOT, 'local-netlify/cli.mjs'))});
      guardProcess();
      setTimeout(() => { throw new Error('thrown in a timer'); }, 1);
      Promise.reject(new Error('nobody awaited this'));
      setTimeout(() => { console.log('still running'); process.exit(0); }, 50);
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still running');
    expect(run.stderr).toContain('[serve] uncaught error, still serving: Error: thrown in a timer');
    expect(run.stderr).toContain('[serve] unhandled rejection, still serving: Error: nobody awaited this');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

/**
 * The scheduled publishing function (issue 34) against the real local Blobs server, with a local HTTP server
 * standing in for the deployed site (it serves /publish-schedule.json) and for the Netlify build hook (it counts
 * POSTs), and a controlled clock (only Date is faked). Nothing due → no call; one due → exactly one call; the
 * next run while the rebuild builds → no call; the next run after the rebuild (the entry gone from the manifest)
 * → no call; a failed hook call is retried once on the next run; without BUILD_HOOK_URL nothing is called.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getStore } from '@netlify/blobs';
import publishScheduled, { config } from '../../netlify/functions/publish-scheduled';
import { SCHEDULE_STORE, type Manifest } from '../../netlify/lib/publish-schedule';
import { callScheduled, clearStores, startBlobs, type TestBlobs } from './support/blobs';

let blobs: TestBlobs;
let server: Server;
let origin = '';
let manifest: Manifest | null = null;
let hookStatus = 200;
const hookCalls: { url: string; body: string }[] = [];

const BUILT = '2026-11-25T06:00:00.000Z';
const DUE_AT = '2026-11-25T09:00:00.000Z';
const entry = (key: string, publishAt: string) => ({ key, publishAt });

beforeAll(async () => {
  blobs = await startBlobs();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/publish-schedule.json') {
        if (!manifest) return void res.writeHead(404).end();
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
      }
      if (req.method === 'POST' && req.url?.startsWith('/build_hooks/test-hook')) {
        hookCalls.push({ url: req.url, body: Buffer.concat(chunks).toString('utf8') });
        return void res.writeHead(hookStatus).end();
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  await blobs.stop();
});

let logs: string[] = [];
beforeEach(async () => {
  await clearStores(SCHEDULE_STORE);
  hookCalls.length = 0;
  hookStatus = 200;
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(line));
  vi.stubEnv('BUILD_HOOK_URL', `${origin}/build_hooks/test-hook`);
  vi.stubEnv('URL', origin);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** One run of the deployed function at `at`. */
async function runAt(at: string): Promise<Record<string, unknown>> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const res = await callScheduled(publishScheduled, 'publish-scheduled');
  vi.useRealTimers();
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('publish-scheduled', () => {
  it('runs every 15 minutes', () => {
    expect(config.schedule).toBe('*/15 * * * *');
  });

  it('nothing due → no call, and says when the next entry is due', async () => {
    manifest = { builtAt: BUILT, scheduled: [entry('aaaaaaaaaaaaaaaa', DUE_AT)] };
    expect(await runAt('2026-11-25T08:59:59Z')).toEqual({ action: 'nothing-due', scheduled: 1, next: DUE_AT });
    expect(hookCalls).toEqual([]);
    expect(logs.join('\n')).toContain(`nothing due: 1 scheduled entry in the build of ${BUILT}, the next at ${DUE_AT}`);
    manifest = { builtAt: BUILT, scheduled: [] };
    expect(await runAt('2026-11-25T09:15:00Z')).toEqual({ action: 'nothing-due', scheduled: 0 });
    expect(hookCalls).toEqual([]);
  });

  it('one due → exactly one empty POST; the next run while it builds and the run after the rebuild → no call', async () => {
    manifest = {
      builtAt: BUILT,
      scheduled: [entry('aaaaaaaaaaaaaaaa', DUE_AT), entry('bbbbbbbbbbbbbbbb', '2026-12-01T00:00:00Z')],
    };
    expect(await runAt('2026-11-25T09:00:00Z')).toEqual({ action: 'triggered', entries: 1, status: 200 });
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0].body).toBe('');
    expect(new URL(hookCalls[0].url, origin).searchParams.get('trigger_title')).toBe(
      'Scheduled publishing: 1 entry due',
    );
    expect(logs.join('\n')).toContain(`triggered one rebuild for 1 due entry (aaaaaaaaaaaaaaaa@${DUE_AT})`);
    const record = await getStore({ name: SCHEDULE_STORE, consistency: 'strong' }).get(
      `triggered/aaaaaaaaaaaaaaaa@${DUE_AT}`,
      { type: 'json' },
    );
    expect(record).toMatchObject({ status: 'triggered', publishAt: DUE_AT, builtAt: BUILT });

    // 15 minutes later the old build is still live (the rebuild is building): the claim holds.
    expect(await runAt('2026-11-25T09:15:00Z')).toEqual({ action: 'already-triggered', due: 1 });
    expect(hookCalls).toHaveLength(1);

    // The rebuild deployed: the entry is published and gone from the manifest.
    manifest = { builtAt: '2026-11-25T09:03:00.000Z', scheduled: [entry('bbbbbbbbbbbbbbbb', '2026-12-01T00:00:00Z')] };
    expect(await runAt('2026-11-25T09:30:00Z')).toMatchObject({ action: 'nothing-due' });
    expect(hookCalls).toHaveLength(1);
  });

  it('several entries due at once → one rebuild for all of them', async () => {
    manifest = {
      builtAt: BUILT,
      scheduled: [entry('aaaaaaaaaaaaaaaa', DUE_AT), entry('cccccccccccccccc', '2026-11-25T09:05:00Z')],
    };
    expect(await runAt('2026-11-25T09:15:00Z')).toEqual({ action: 'triggered', entries: 2, status: 200 });
    expect(hookCalls).toHaveLength(1);
  });

  it('a failed hook call is recorded and retried by the next run, once', async () => {
    manifest = { builtAt: BUILT, scheduled: [entry('aaaaaaaaaaaaaaaa', DUE_AT)] };
    hookStatus = 500;
    expect(await runAt('2026-11-25T09:00:00Z')).toEqual({
      action: 'hook-failed',
      entries: 1,
      reason: 'the build hook answered 500',
    });
    expect(logs.join('\n')).toContain('rebuild NOT triggered for 1 due entry');
    hookStatus = 200;
    expect(await runAt('2026-11-25T09:15:00Z')).toEqual({ action: 'triggered', entries: 1, status: 200 });
    expect(await runAt('2026-11-25T09:30:00Z')).toEqual({ action: 'already-triggered', due: 1 });
    expect(hookCalls).toHaveLength(2);
  });

  it('without BUILD_HOOK_URL it calls nothing and says so', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    manifest = { builtAt: BUILT, scheduled: [entry('aaaaaaaaaaaaaaaa', DUE_AT)] };
    expect(await runAt('2026-11-25T10:00:00Z')).toEqual({ action: 'disabled' });
    expect(hookCalls).toEqual([]);
    expect(logs.join('\n')).toContain('BUILD_HOOK_URL is not set: nothing triggered');
  });

  it('a missing or malformed manifest triggers nothing', async () => {
    manifest = null;
    expect(await runAt('2026-11-25T10:00:00Z')).toEqual({
      action: 'manifest-unavailable',
      reason: '/publish-schedule.json answered 404',
    });
    manifest = { builtAt: BUILT, scheduled: [{ key: 'not-a-key', publishAt: DUE_AT }] };
    expect(await runAt('2026-11-25T10:00:00Z')).toMatchObject({ action: 'manifest-unavailable' });
    expect(hookCalls).toEqual([]);
  });
});

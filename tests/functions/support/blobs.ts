/**
 * A real in-process Netlify Blobs server for function tests. Each test file gets its own directory, so
 * files can run in parallel. `callFunction` invokes a handler the way Netlify does: a web Request and a context.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { fixLocalBlobsServer } from '../../../local-netlify/blobs-fixes.mjs';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import type { Context } from '@netlify/functions';

export interface TestBlobs {
  port: number;
  directory: string;
  stop(): Promise<void>;
}

const TOKEN = 'test-token';

/**
 * Points the functions' Blobs client at a port: the test server's, or one where nothing listens (to see how the
 * functions answer when Blobs fail). uncachedEdgeURL lets getStore({ consistency: 'strong' }) work locally too.
 */
export function useBlobs(port: number): void {
  setEnvironmentContext({
    edgeURL: `http://localhost:${port}`,
    uncachedEdgeURL: `http://localhost:${port}`,
    siteID: 'test-site',
    token: TOKEN,
  });
}

export async function startBlobs(): Promise<TestBlobs> {
  fixLocalBlobsServer(BlobsServer); // as `npm start` does: complete listings, ETags that follow the bytes
  const directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const server = new BlobsServer({ directory, token: TOKEN, port: 0 });
  const { port } = await server.start();
  useBlobs(port);
  return {
    port,
    directory,
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A minimal Netlify function context: ip and geo are what the functions read. */
export function fakeContext(overrides: Partial<Context> = {}): Context {
  return {
    ip: '203.0.113.7',
    geo: { country: { code: 'IN', name: 'India' } },
    params: {},
    ...overrides,
  } as unknown as Context;
}

export type Handler = (req: Request, context: Context) => Promise<Response> | Response;

export async function callFunction(
  handler: Handler,
  url: string,
  init: RequestInit = {},
  context: Partial<Context> = {},
): Promise<Response> {
  return handler(new Request(new URL(url, 'http://localhost:8888'), init), fakeContext(context));
}

/** Calls a scheduled function the way Netlify's scheduler does (POST, `X-NF-Event: schedule`, a next_run body). */
export function callScheduled(handler: Handler, name: string): Promise<Response> {
  return callFunction(handler, `/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule', 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
  });
}

/** Deletes every blob of each named store (the stores of the server `useBlobs` points at). */
export async function clearStores(...names: string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const store = getStore({ name, consistency: 'strong' });
      const { blobs } = await store.list();
      await Promise.all(blobs.map((b) => store.delete(b.key)));
    }),
  );
}

/**
 * `npm start`'s server (local-netlify/serve.mjs) on a free port over the built dist/, with a temporary Blobs folder and the
 * given environment, for the server tests. Call in a describe file's top level: it registers beforeAll/afterAll.
 */
import { afterAll, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../../../local-netlify/serve.mjs';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface LocalServer {
  url: string;
  blobs: { host: string; port: number };
  close(): Promise<void>;
}

/**
 * The server tests act as many clients through X-Forwarded-For: loopback is a trusted proxy for them
 * (TRUSTED_PROXIES, local-netlify/context.mjs) unless `env` says otherwise.
 */
export function useLocalServer(env: Record<string, string>, name: string) {
  env = { TRUSTED_PROXIES: '127.0.0.1,::1', ...env };
  const state: { server: LocalServer | null; blobsDir: string } = { server: null, blobsDir: '' };
  const saved = { ...process.env };
  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'index.html')))
      throw new Error('dist/ is missing (tests/functions/support/ensure-dist.ts builds it).');
    Object.assign(process.env, env);
    state.blobsDir = await mkdtemp(join(tmpdir(), `${name}-blobs-`));
    state.server = (await startServer({
      port: 0,
      quiet: true,
      blobsDirectory: state.blobsDir,
    })) as unknown as LocalServer;
  }, 60_000);
  afterAll(async () => {
    await state.server?.close();
    await rm(state.blobsDir, { recursive: true, force: true });
    process.env = saved;
  });
  return state;
}

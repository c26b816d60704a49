/**
 * The generated code samples run: the cURL and JavaScript samples of every operation, generated from the OpenAPI
 * document exactly as the docs page generates them but aimed at the sandbox with the sandbox key, are executed
 * (curl in a shell, the JavaScript in Node) against `npm start`'s server, and each answer is checked against the
 * operation's response schema with Ajv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../local-netlify/serve.mjs';
import { loadOpenApi } from '../../src/lib/influencer-api/openapi-file';
import { operations, overview, successResponse } from '../../src/lib/influencer-api/openapi';
import { schemaValidator } from '../../src/lib/influencer-api/openapi-check';
import { curlSample, javascriptSample, KEY_ENV, sampleInput } from '../../src/lib/influencer-api/samples';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const doc = loadOpenApi();
const ov = overview(doc);
let server: { url: string; close(): Promise<void> };
let blobsDir: string;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist', 'index.html')))
    throw new Error('dist/ is missing (tests/functions/support/ensure-dist.ts builds it).');
  blobsDir = await mkdtemp(join(tmpdir(), 'samples-blobs-'));
  server = await startServer({ port: 0, quiet: true, blobsDirectory: blobsDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(blobsDir, { recursive: true, force: true });
});

const target = () => ({
  baseUrl: new URL(ov.sandbox.url, server.url).toString(),
  keyHeader: ov.auth.header,
  apiKey: ov.sandbox.key,
});

describe.each(operations(doc).map((op) => [op.id, op] as const))('the samples of %s', (_, op) => {
  const check = schemaValidator(doc, successResponse(op).schema!);

  it('cURL: answers 200 with a body that matches the response schema', async () => {
    const code = curlSample(sampleInput(op, target()));
    const { stdout } = await run('bash', ['-c', `${code} -sS --fail-with-body`], { cwd: ROOT });
    const body = JSON.parse(stdout);
    expect(check(body)).toEqual([]);
    expect(body.tokens_consumed).toBe(op.tokensConsumed);
  });

  it('JavaScript (fetch): answers 200 with a body that matches the response schema', async () => {
    const code = javascriptSample(sampleInput(op, target()));
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], {
      cwd: ROOT,
      env: { ...process.env, [KEY_ENV]: ov.sandbox.key },
    });
    const body = JSON.parse(stdout);
    expect(check(body)).toEqual([]);
    expect(body.tokens_consumed).toBe(op.tokensConsumed);
  });

  it('JavaScript (fetch) without the key: throws with the 401 and its message', async () => {
    const code = javascriptSample(sampleInput(op, target()));
    const env = { ...process.env };
    delete env[KEY_ENV];
    await expect(run(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env })).rejects.toThrow(
      /Error: 401: \w.+/,
    );
  });
});

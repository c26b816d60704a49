/**
 * `npm start`'s server keeps what a CDN keeps: the header rules for a path (until netlify.toml or a `_headers` file
 * changes) and the gzip bytes of a file (by the hash of its bytes). Served pages are what dist/ holds, compressed
 * once, with the same headers as before the caches.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cachedHeaders, createStaticSite } from '../static.mjs';
import { gzipFile } from '../serve.mjs';
import { ROOT, useLocalServer } from '../../tests/functions/support/local-server';

const temp: string[] = [];
afterAll(async () => {
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

async function project(headers: string) {
  const dir = await mkdtemp(join(tmpdir(), 'serve-caches-'));
  temp.push(dir);
  await writeFile(join(dir, 'netlify.toml'), '[build]\npublish = "dist"\n\n[dev]\n');
  await mkdir(join(dir, 'dist'));
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(join(dir, 'dist', '_headers'), headers);
  return dir;
}

describe('cachedHeaders', () => {
  it('asks the handler once per path while the files are unchanged, and again after one changes', async () => {
    const dir = await project('/*\n  X-Test: one\n');
    const file = join(dir, 'dist', '_headers');
    const apply = vi.fn(async (req: Request) => ({ 'x-path': new URL(req.url).pathname }));
    const headers = cachedHeaders({ apply }, [file]);
    const response = new Response('');
    expect(await headers.apply(new Request('http://x/a'), response)).toEqual({ 'x-path': '/a' });
    expect(response.headers.get('x-path')).toBe('/a');
    await headers.apply(new Request('http://x/a?q=1'));
    expect(apply).toHaveBeenCalledTimes(1);
    await headers.apply(new Request('http://x/b'));
    expect(apply).toHaveBeenCalledTimes(2);
    await writeFile(file, '/*\n  X-Test: two, longer\n');
    await headers.apply(new Request('http://x/a'));
    expect(apply).toHaveBeenCalledTimes(3);
  });

  it('forgets a path whose rules failed, so the next request asks again', async () => {
    let fail = true;
    const apply = vi.fn(async () => {
      if (fail) throw new Error('parse failed');
      return { 'x-ok': '1' };
    });
    const headers = cachedHeaders({ apply }, []);
    await expect(headers.apply(new Request('http://x/a'))).rejects.toThrow('parse failed');
    fail = false;
    expect(await headers.apply(new Request('http://x/a'))).toEqual({ 'x-ok': '1' });
  });

  it('serves the rules of an edited _headers file, as Netlify would after a deploy', async () => {
    const dir = await project('/*\n  X-Test: one\n');
    const quiet = { ...console, log() {}, info() {}, warn() {}, error() {} };
    const site = createStaticSite({ projectRoot: dir, logger: quiet });
    expect((await site.headersFor('http://x/')).get('x-test')).toBe('one');
    await writeFile(join(dir, 'dist', '_headers'), '/*\n  X-Test: the second version\n');
    expect((await site.headersFor('http://x/')).get('x-test')).toBe('the second version');
  });
});

describe('gzipFile', () => {
  it('compresses bytes once and answers the same bytes again from the cache', async () => {
    const bytes = Buffer.from('a page '.repeat(500));
    const first = await gzipFile(bytes);
    expect(gunzipSync(first).equals(bytes)).toBe(true);
    expect(first.length).toBeLessThan(bytes.length);
    expect(await gzipFile(Buffer.from(bytes))).toBe(first);
    const other = await gzipFile(Buffer.from('another page '.repeat(500)));
    expect(other).not.toBe(first);
    expect(gunzipSync(other).toString()).toBe('another page '.repeat(500));
  });
});

const local = useLocalServer({}, 'serve-caches');

function get(path: string, headers: Record<string, string>) {
  const { port } = new URL(local.server!.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (ok, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    },
  );
}

describe('npm start serves files compressed once', () => {
  it('a page comes gzip-compressed with its length, its bytes those of dist/, and its headers as uncompressed', async () => {
    const file = readFileSync(join(ROOT, 'dist', 'pricing.html'));
    const plain = await get('/pricing', {});
    expect(plain.body.equals(file)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const zipped = await get('/pricing', { 'accept-encoding': 'gzip, br' });
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
      expect(gunzipSync(zipped.body).equals(file)).toBe(true);
      for (const name of ['content-security-policy', 'cache-control', 'content-type', 'x-frame-options'])
        expect(zipped.headers[name], name).toBe(plain.headers[name]);
    }
  });

  it('answers HEAD with the headers and no body, and an image type it does not compress as it is', async () => {
    const { port } = new URL(local.server!.url);
    const head = await new Promise<{ status: number; encoding?: string; length: number }>((ok, fail) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/pricing', method: 'HEAD', headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          let length = 0;
          res.on('data', (d: Buffer) => (length += d.length));
          res.on('end', () =>
            ok({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] as string, length }),
          );
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(head).toEqual({ status: 200, encoding: 'gzip', length: 0 });
    const image = readFileSync(join(ROOT, 'dist', 'og-image.png'));
    const served = await get('/og-image.png', { 'accept-encoding': 'gzip' });
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.body.equals(image)).toBe(true);
  });
});

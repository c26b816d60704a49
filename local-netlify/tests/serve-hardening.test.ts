/**
 * `npm start`'s server holds to production's rules: unknown methods answer 405, a `//host/` path cannot
 * pass the admin origin check, a foreign Host cannot either, `_headers` is not served, the 404 page and /admin.html
 * carry the security headers, and the Blobs server listens on 127.0.0.1 only. Runs against the built dist/.
 */
import { describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { useLocalServer } from '../../tests/functions/support/local-server';

const local = useLocalServer(
  { ADMIN_PASSWORD: 'hardening-password', ADMIN_SESSION_SECRET: 'hardening-secret-'.padEnd(64, 'h') },
  'hardening',
);

/** A raw request (fetch refuses TRACE and rewrites some targets and Host). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { port } = new URL(local.server!.url);
  return new Promise((ok, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const SECURITY = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'strict-transport-security',
  'referrer-policy',
  'permissions-policy',
];

describe('npm start server hardening', () => {
  it('answers TRACE and unknown methods 405 with Allow and the security headers', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await raw(method, '/');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      for (const h of SECURITY) expect(res.headers[h], `${method} ${h}`).toBeTruthy();
    }
  });

  it('keeps a //host/ path on this origin, so it cannot pass the admin origin check', async () => {
    const headers = { origin: 'http://evil.example', 'content-type': 'application/json' };
    const viaPath = await raw(
      'POST',
      '//evil.example/api/admin/session',
      headers,
      JSON.stringify({ password: 'hardening-password' }),
    );
    expect(viaPath.status).toBe(404);
    expect(viaPath.headers['set-cookie']).toBeUndefined();
    const viaHost = await raw(
      'POST',
      '/api/admin/session',
      { ...headers, host: 'evil.example' },
      JSON.stringify({ password: 'hardening-password' }),
    );
    expect(viaHost.status).toBe(403);
    const own = await raw(
      'POST',
      '/api/admin/session',
      {
        ...headers,
        origin: local.server!.url.replace('localhost', '127.0.0.1'),
        host: new URL(local.server!.url).host.replace('localhost', '127.0.0.1'),
      },
      JSON.stringify({ password: 'hardening-password' }),
    );
    expect(own.status).toBe(200);
  });

  it('does not serve _headers or _redirects', async () => {
    for (const path of ['/_headers', '/_HEADERS', '/_redirects']) {
      const res = await raw('GET', path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Content-Security-Policy:');
    }
  });

  it('gives the 404 page and /admin.html the security headers of every page', async () => {
    const missing = await raw('GET', '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html');
    for (const h of SECURITY) expect(missing.headers[h], `404 ${h}`).toBeTruthy();
    const admin = await raw('GET', '/admin.html');
    expect(admin.status).toBe(200);
    for (const h of SECURITY) expect(admin.headers[h], `/admin.html ${h}`).toBeTruthy();
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('runs the Blobs server on 127.0.0.1 only', async () => {
    expect(local.server!.blobs.host).toBe('127.0.0.1');
    const reachable = (host: string) =>
      new Promise<boolean>((ok) => {
        const socket = connect({ host, port: local.server!.blobs.port }, () => (socket.destroy(), ok(true)));
        socket.on('error', () => ok(false));
      });
    expect(await reachable('127.0.0.1')).toBe(true);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (external) expect(await reachable(external)).toBe(false);
  });
});

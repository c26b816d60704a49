/**
 * Issue 28: every function response carries `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`
 * and the site's Permissions-Policy (one source: src/lib/csp.ts), whatever its status: 2xx, 204, 303, 4xx, 5xx.
 * Every routed function in netlify/functions is called through `npm start`'s server with every method, with and
 * without an admin session, with good and bad bodies; scheduled functions (no URL) are called directly.
 */
import { describe, expect, it } from 'vitest';
import { FUNCTION_CSP, PERMISSIONS_POLICY } from '~/lib/csp';
import { callFunction, callScheduled, type Handler } from './support/blobs';
import { useLocalServer } from './support/local-server';

type Mod = { default: Handler; config?: { path?: string | string[]; schedule?: string; method?: string | string[] } };
const modules = import.meta.glob<Mod>('../../netlify/functions/*.ts', { eager: true });
const functions = Object.entries(modules).map(([file, m]) => ({ name: file.replace(/^.*\/|\.ts$/g, ''), ...m }));

const PASSWORD = 'headers-password';
const local = useLocalServer(
  {
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_SESSION_SECRET: 'headers-secret-'.padEnd(64, 'x'),
    NEWSLETTER_SECRET: 'headers-newsletter-'.padEnd(48, 'n'),
    LOCAL_SCHEDULE_MS: '0',
  },
  'headers',
);

const seen = new Map<number, string>();
function expectHeaders(res: Response, what: string) {
  expect(res.headers.get('content-security-policy'), what).toBe(FUNCTION_CSP);
  expect(res.headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  if (!seen.has(res.status)) seen.set(res.status, what);
}

const lead = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Glow Labs',
  programType: 'Managed Services',
  location: 'India',
};

describe('function response headers', () => {
  it('every routed function, every method, every outcome carries the CSP and the Permissions-Policy', async () => {
    const origin = local.server!.url;
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
      expectHeaders(res, `${init.method ?? 'GET'} ${path}`);
      return res;
    };
    // Outcomes that need state: a session, a lead, a subscriber.
    const login = await call('/api/admin/session', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const created = await call('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify(lead),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const form = await call('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.2' },
      body: 'email=reader%40example.com&returnTo=%2Fblog',
    });
    expect(form.status).toBe(303);

    const routed = functions.filter((f) => !f.config?.schedule);
    expect(routed.length).toBeGreaterThan(8);
    for (const f of routed) {
      const paths = [f.config?.path ?? `/.netlify/functions/${f.name}`].flat().map((p) => p.replace(':id', id));
      for (const path of paths) {
        // A function limited to some methods (POST /unsubscribe) leaves the others to the static page.
        const methods = f.config?.method
          ? [f.config.method].flat()
          : ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
        for (const method of methods) {
          if (f.name === 'admin-session' && method === 'DELETE') continue; // logging out is checked last
          for (const admin of [false, true]) {
            for (const body of method === 'GET' || method === 'HEAD'
              ? [undefined]
              : ['{}', 'not json', '{"status":"x"}']) {
              const headers: Record<string, string> = {
                'content-type': 'application/json',
                'x-forwarded-for': '198.51.100.9',
              };
              if (admin) Object.assign(headers, { origin, cookie });
              await call(path, { method, headers, body });
            }
          }
        }
      }
    }
    // Log out last, then the session is gone (401).
    const out = await call('/api/admin/session', { method: 'DELETE', headers: { origin, cookie } });
    expect(out.status).toBe(200);
    expect((await call('/api/admin/stats', { headers: { cookie } })).status).toBe(401);

    for (const status of [200, 201, 204, 303, 400, 401, 403, 404, 405, 415])
      expect(seen.has(status), `no response with status ${status} was checked`).toBe(true);
  }, 120_000);

  it('scheduled functions too, for the scheduler and for anyone else', async () => {
    const scheduled = functions.filter((f) => f.config?.schedule);
    expect(scheduled.length).toBeGreaterThan(2);
    for (const f of scheduled) {
      expectHeaders(await callScheduled(f.default, f.name), `${f.name} (scheduler)`);
      expectHeaders(await callFunction(f.default, `/.netlify/functions/${f.name}`), `${f.name} (anyone)`);
    }
  }, 60_000);
});

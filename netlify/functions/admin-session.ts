/**
 * /api/admin/session (issue #5).
 * - POST {password}: log in. 200 + session cookie; 401 wrong password; 429 after 10 failures from one IP in
 *   15 minutes; 503 when ADMIN_PASSWORD / ADMIN_SESSION_SECRET are not configured; 403 from a foreign Origin.
 * - DELETE: log out (clears the cookie). Same-origin only.
 * - GET: whether the request carries a valid session: always 200 `{authenticated, expiresAt?}` so the
 *   dashboard can show the gate again when the cookie has expired.
 */
import type { Config, Context } from '@netlify/functions';
import { adminConfig, clearedSessionCookie, safeEqual, sameOrigin, sessionCookie, sessionOf, signSession, SESSION_TTL_MS } from '../lib/auth';
import { clearFailures, clientKey, loginLimit, recordFailure } from '../lib/login-limit';
import { error, json, methodNotAllowed, safely } from '../lib/http';

export const INVALID_PASSWORD = 'Invalid password. Please try again.';
export const FOREIGN_ORIGIN = 'Cross-origin requests are not allowed.';

/** The password from a `{password}` body (plain checks: no schema library, so the function bundles small and starts fast). */
export function passwordFrom(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const password = (body as { password?: unknown }).password;
  return typeof password === 'string' && password.length > 0 && password.length <= 1024 ? password : null;
}

async function login(req: Request, context: Context): Promise<Response> {
  const configured = adminConfig();
  if (!configured.ok) return error(503, configured.message);
  const { config } = configured;

  const client = clientKey(context.ip, config.secret);
  const limit = await loginLimit(client);
  if (limit.blocked) {
    const seconds = Math.ceil(limit.retryAfterMs / 1000);
    const minutes = Math.ceil(seconds / 60);
    return error(429, `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {}, { 'retry-after': String(seconds) });
  }

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return error(400, 'Send a JSON body with a password.');
  }
  const password = passwordFrom(body);
  if (password === null) return error(400, 'Password is required.');

  if (!safeEqual(password, config.password)) {
    await recordFailure(client);
    return error(401, INVALID_PASSWORD);
  }
  await clearFailures(client);
  const expiresAt = Date.now() + SESSION_TTL_MS;
  return json({ authenticated: true, expiresAt: new Date(expiresAt).toISOString() }, 200, { 'set-cookie': sessionCookie(signSession(expiresAt, config), req) });
}

export default async (req: Request, context: Context) =>
  safely(async () => {
    if (req.method === 'GET') {
      const expiresAt = sessionOf(req);
      return json(expiresAt ? { authenticated: true, expiresAt: new Date(expiresAt).toISOString() } : { authenticated: false });
    }
    if (req.method !== 'POST' && req.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE']);
    if (!sameOrigin(req)) return error(403, FOREIGN_ORIGIN);
    if (req.method === 'DELETE') return json({ authenticated: false }, 200, { 'set-cookie': clearedSessionCookie(req) });
    return login(req, context);
  });

export const config: Config = { path: '/api/admin/session' };

/**
 * /api/admin/session.
 * - POST {password}: log in. 200 + session cookie (and a known-device cookie); 401 wrong password; 429 after 10
 *   attempts from one address (an IPv6 /64) in 15 minutes, or 30 from all addresses for a browser that has never
 *   logged in (netlify/lib/login-limit.ts); 503 when ADMIN_PASSWORD / ADMIN_SESSION_SECRET are not configured;
 *   403 from a foreign Origin.
 * - DELETE: log out: ends the session on the server (the same cookie answers 401 afterwards) and clears the
 *   cookie. `DELETE ?scope=all` ("log out everywhere", needs a live session) ends every session. Same-origin only.
 * - GET: whether the request carries a live session: 200 `{authenticated, expiresAt?}` so the dashboard can show
 *   the gate again when the cookie has expired or was revoked.
 * The body must be JSON of at most 4 KB (415 / 413); a Blobs failure answers 503.
 */
import type { Config, Context } from '@netlify/functions';
import {
  adminConfig,
  clearedSessionCookie,
  endAllSessions,
  endSession,
  isLocalRequest,
  readCookie,
  safeEqual,
  sameOrigin,
  sessionCookie,
  liveSession,
  startSession,
} from '../lib/auth';
import {
  clientKey,
  DEVICE_COOKIE,
  DEVICE_TTL_MS,
  signDevice,
  takeLoginAttempt,
  verifyDevice,
} from '../lib/login-limit';
import { error, json, methodNotAllowed } from '../lib/http';
import { adminSafely, UNAUTHENTICATED } from '../lib/admin-http';
import { ADMIN_BODY_BYTES, readJsonBody } from '../lib/request';
import type { SessionAnswer } from '../../src/lib/admin/contract';

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

  // The body first: a request that carries no password compares nothing and is not counted.
  const body = await readJsonBody(req, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const password = passwordFrom(body.value);
  if (password === null) return error(400, 'Password is required.');

  // Counted before the comparison (login-limit.ts): concurrent guesses compare at most the limit.
  const knownDevice = verifyDevice(readCookie(req, DEVICE_COOKIE), config.secret);
  const attempt = await takeLoginAttempt(clientKey(context.ip, config.secret), { knownDevice });
  if (attempt.blocked) {
    const seconds = Math.ceil(attempt.retryAfterMs / 1000);
    const minutes = Math.ceil(seconds / 60);
    return error(
      429,
      `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {},
      { 'retry-after': String(seconds) },
    );
  }

  if (!safeEqual(password, config.password)) return error(401, INVALID_PASSWORD);
  await attempt.succeeded();
  const { token, expiresAt } = await startSession(config);
  const res = json({ authenticated: true, expiresAt: new Date(expiresAt).toISOString() } satisfies SessionAnswer, 200, {
    'set-cookie': sessionCookie(token, req),
  });
  res.headers.append('set-cookie', deviceCookie(signDevice(config.secret), req));
  return res;
}

/** The known-device cookie: only the session endpoint reads it (Path), never script (HttpOnly). */
function deviceCookie(token: string, req: Request): string {
  const parts = [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/admin/session',
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (!isLocalRequest(req)) parts.push('Secure');
  return parts.join('; ');
}

async function logout(req: Request): Promise<Response> {
  const everywhere = new URL(req.url).searchParams.get('scope') === 'all';
  const session = await liveSession(req);
  if (everywhere) {
    if (!session) return error(401, UNAUTHENTICATED);
    await endAllSessions();
  } else if (session) {
    await endSession(session.sid);
  }
  return json({ authenticated: false } satisfies SessionAnswer, 200, { 'set-cookie': clearedSessionCookie(req) });
}

export default async (req: Request, context: Context) =>
  adminSafely(async () => {
    if (req.method === 'GET') {
      const session = await liveSession(req);
      return json(
        (session
          ? { authenticated: true, expiresAt: new Date(session.expiresAt).toISOString() }
          : { authenticated: false }) satisfies SessionAnswer,
      );
    }
    if (req.method !== 'POST' && req.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE']);
    if (!sameOrigin(req)) return error(403, FOREIGN_ORIGIN);
    if (req.method === 'DELETE') return logout(req);
    return login(req, context);
  });

export const config: Config = { path: '/api/admin/session' };

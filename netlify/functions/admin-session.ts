/**
 * /api/admin/session.
 * - POST {password, code?}: log in. 200 + session cookie (and a known-device cookie); 401 wrong password; 429 after
 *   10 attempts from one address (an IPv6 /64) in 15 minutes, or 30 from all addresses for a browser that has never
 *   logged in and carries no valid one-time `code` (ADMIN_TOTP_SECRET; netlify/lib/login-limit.ts, second-factor.ts); 503 when ADMIN_PASSWORD / ADMIN_SESSION_SECRET are not configured;
 *   403 from a foreign Origin.
 * - POST password=... as a plain form post (application/x-www-form-urlencoded: /admin's static form without
 *   JavaScript, issue 32): the same checks and the same lockout, answered with 303 See Other to
 *   `/admin#admin-login-<outcome>` (src/lib/admin/login.ts), with the cookies on success. A foreign Origin is still
 *   403.
 * - DELETE: log out: ends the session on the server (the same cookie answers 401 afterwards) and clears the
 *   cookie. `DELETE ?scope=all` ("log out everywhere", needs a live session) ends every session. Same-origin only.
 * - GET: whether the request carries a live session: 200 `{authenticated, expiresAt?}` so the dashboard can show
 *   the gate again when the cookie has expired or was revoked.
 * The body must be JSON or a form post of at most 4 KB (415 / 413); a Blobs failure answers 503 (a form post: 303 to
 * the page's "unavailable" text).
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
import { acceptSecondFactor, codeFrom } from '../lib/second-factor';
import { empty, error, json, methodNotAllowed } from '../lib/http';
import { adminSafely, UNAUTHENTICATED } from '../lib/admin-http';
import { ADMIN_BODY_BYTES, BODY_MESSAGES, isFormPost, readFormBody, readJsonBody } from '../lib/request';
import type { SessionAnswer } from '../../src/lib/admin/contract';
import {
  INVALID_PASSWORD,
  lockedMessage,
  lockMinutes,
  loginRedirect,
  PASSWORD_REQUIRED,
  type LoginOutcome,
} from '../../src/lib/admin/login';
import { MESSAGES } from '../lib/messages';

export { INVALID_PASSWORD };
export const FOREIGN_ORIGIN = MESSAGES.crossOrigin;

/** The password from a `{password}` body (plain checks: no schema library, so the function bundles small and starts fast). */
export function passwordFrom(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const password = (body as { password?: unknown }).password;
  return typeof password === 'string' && password.length > 0 && password.length <= 1024 ? password : null;
}

/** A form post's answer: back to /admin, to the element that shows the outcome. */
function redirect(outcome: LoginOutcome, headers: Record<string, string> = {}): Response {
  return empty(303, { location: loginRedirect(outcome), ...headers });
}

async function login(req: Request, context: Context): Promise<Response> {
  if (!isFormPost(req)) return attempt(req, context, false);
  try {
    return await attempt(req, context, true);
  } catch (err) {
    console.error('[function error]', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return redirect({ kind: 'unavailable' }, { 'retry-after': '5' });
  }
}

/** One login attempt, answered as JSON or (`form`) as a 303 to the page. */
async function attempt(req: Request, context: Context, form: boolean): Promise<Response> {
  const configured = adminConfig();
  if (!configured.ok) return form ? redirect({ kind: 'unavailable' }) : error(503, configured.message);
  const { config } = configured;

  // The body first: a request that carries no password compares nothing and is not counted. A form body too large
  // or not UTF-8 holds no password that could be right (at most 1,024 characters).
  const body = form
    ? await readFormBody(req, ADMIN_BODY_BYTES)
    : await readJsonBody(req, ADMIN_BODY_BYTES, BODY_MESSAGES.notJsonOrForm);
  if (!body.ok) return form ? redirect({ kind: 'invalid' }) : body.response;
  const password = passwordFrom(body.value);
  if (password === null) return form ? redirect({ kind: 'missing' }) : error(400, PASSWORD_REQUIRED);

  // Counted before the comparison (login-limit.ts): concurrent guesses compare at most the limit. A known device or a
  // valid one-time code (second-factor.ts) is held by its own address's window only, never by the site-wide one.
  const knownDevice =
    verifyDevice(readCookie(req, DEVICE_COOKIE), config.secret) || (await acceptSecondFactor(codeFrom(body.value)));
  const taken = await takeLoginAttempt(clientKey(context.ip, config.secret), { knownDevice });
  if (taken.blocked) {
    const minutes = lockMinutes(taken.retryAfterMs);
    const retryAfter = { 'retry-after': String(Math.ceil(taken.retryAfterMs / 1000)) };
    return form
      ? redirect({ kind: 'locked', minutes }, retryAfter)
      : error(429, lockedMessage(minutes), {}, retryAfter);
  }

  if (!safeEqual(password, config.password)) return form ? redirect({ kind: 'invalid' }) : error(401, INVALID_PASSWORD);
  await taken.succeeded();
  const { token, expiresAt } = await startSession(config);
  const res = form
    ? redirect({ kind: 'signed-in' })
    : json({ authenticated: true, expiresAt: new Date(expiresAt).toISOString() } satisfies SessionAnswer, 200);
  res.headers.append('set-cookie', sessionCookie(token, req));
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

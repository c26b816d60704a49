/**
 * Admin access control (DESIGN.md replaces the specification's client-side password).
 *
 * - The password is compared in constant time with ADMIN_PASSWORD (both sides hashed to equal length first).
 * - A session is a cookie holding `<expiry ms>.<session id>.<HMAC-SHA256>` keyed by ADMIN_SESSION_SECRET. The MAC
 *   also covers a hash of the current password, so changing ADMIN_PASSWORD (or the secret) ends every session.
 * - The session also lives on the server: one blob per session id in ADMIN_SESSION_STORE, checked on
 *   every admin call. Logout deletes it, so the same cookie answers 401 afterwards; "log out everywhere" moves a
 *   `revokedBefore` mark forward (every session created earlier is refused) and deletes every session blob.
 * - The cookie is HttpOnly, SameSite=Strict, Path=/api, 8 hours, and Secure except when the site is served from
 *   localhost (browsers drop Secure cookies over plain http).
 * - Requests that change state must carry an Origin header equal to the site's own origin.
 * Nothing here keeps memory between calls: every function call may run in a fresh worker.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { blobs, store } from './blobs';
import { ADMIN_SESSION_STORE } from '../../src/lib/blobs/stores';

export const SESSION_COOKIE = 'admin_session';
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const MIN_SECRET_LENGTH = 32;

export interface AdminConfig {
  password: string;
  secret: string;
}

export type ConfigResult = { ok: true; config: AdminConfig } | { ok: false; message: string };

/** Reads the admin configuration; no default password exists anywhere in production code. */
export function adminConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const password = env.ADMIN_PASSWORD ?? '';
  const secret = env.ADMIN_SESSION_SECRET ?? '';
  if (!password)
    return {
      ok: false,
      message: 'Admin access is not configured: the ADMIN_PASSWORD environment variable is not set.',
    };
  if (secret.length < MIN_SECRET_LENGTH) {
    return {
      ok: false,
      message: `Admin access is not configured: ADMIN_SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters.`,
    };
  }
  return { ok: true, config: { password, secret } };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time string comparison: hashing first makes both sides 32 bytes, so length leaks nothing either. */
export function safeEqual(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function mac(expiresAt: number, sid: string, config: AdminConfig): string {
  return createHmac('sha256', config.secret)
    .update(`admin-session:v2:${expiresAt}:${sid}:`)
    .update(sha256(config.password))
    .digest('base64url');
}

/** A new random session id (128 bits, base64url). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function signSession(expiresAt: number, config: AdminConfig, sid: string): string {
  return `${expiresAt}.${sid}.${mac(expiresAt, sid, config)}`;
}

export interface SessionClaim {
  expiresAt: number;
  sid: string;
}

/** The expiry and id of a well-signed, unexpired session token, or null (the server-side check is `liveSession`). */
export function verifySession(
  token: string | undefined | null,
  config: AdminConfig,
  now = Date.now(),
): SessionClaim | null {
  if (!token) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  const sid = match[2];
  const expected = Buffer.from(mac(expiresAt, sid, config));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expiresAt <= now || expiresAt > now + SESSION_TTL_MS + 60_000) return null;
  return { expiresAt, sid };
}

export { ADMIN_SESSION_STORE };
const REVOKED_KEY = '_revoked';
const sessions = () => store(ADMIN_SESSION_STORE);

interface SessionRecord {
  createdAt: number;
  expiresAt: number;
}

/** Creates a server-side session and returns its cookie token. Throws StorageUnavailableError. */
export async function startSession(
  config: AdminConfig,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const sid = newSessionId();
  const expiresAt = now + SESSION_TTL_MS;
  await blobs(() => sessions().setJSON(sid, { createdAt: now, expiresAt } satisfies SessionRecord));
  void pruneExpired(now);
  return { token: signSession(expiresAt, config, sid), expiresAt };
}

/** Deletes expired session blobs (best effort; an expired one is refused anyway). */
async function pruneExpired(now: number): Promise<void> {
  try {
    const s = sessions();
    const { blobs: listed } = await s.list();
    for (const { key } of listed) {
      if (key === REVOKED_KEY) continue;
      const record = (await s.get(key, { type: 'json' })) as SessionRecord | null;
      if (!record || record.expiresAt <= now) await s.delete(key);
    }
  } catch {
    // next login tries again
  }
}

/** Ends one session on the server: its cookie is refused from now on. */
export async function endSession(sid: string): Promise<void> {
  await blobs(() => sessions().delete(sid));
}

/** "Log out everywhere": every session created until now is refused, and every session blob is deleted. */
export async function endAllSessions(now = Date.now()): Promise<void> {
  const s = sessions();
  await blobs(() => s.setJSON(REVOKED_KEY, { before: now }));
  const { blobs: listed } = await blobs(() => s.list());
  await blobs(() => Promise.all(listed.filter((b) => b.key !== REVOKED_KEY).map((b) => s.delete(b.key))));
}

export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalRequest(req: Request): boolean {
  return LOCAL_HOSTS.has(new URL(req.url).hostname);
}

function cookie(value: string, maxAgeSeconds: number, req: Request): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/api', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (!isLocalRequest(req)) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookie(token: string, req: Request): string {
  return cookie(token, Math.floor(SESSION_TTL_MS / 1000), req);
}

export function clearedSessionCookie(req: Request): string {
  return cookie('', 0, req);
}

/**
 * The request's live session, or null when it has none, a forged, expired or revoked one, or no config.
 * Reads the session store: throws StorageUnavailableError when Blobs fails (the caller answers 503).
 */
export async function liveSession(
  req: Request,
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Promise<SessionClaim | null> {
  const result = adminConfig(env);
  if (!result.ok) return null;
  const claim = verifySession(readCookie(req, SESSION_COOKIE), result.config, now);
  if (!claim) return null;
  const s = sessions();
  const [record, revoked] = await blobs(() =>
    Promise.all([
      s.get(claim.sid, { type: 'json' }) as Promise<SessionRecord | null>,
      s.get(REVOKED_KEY, { type: 'json' }) as Promise<{ before?: number } | null>,
    ]),
  );
  if (!record || record.expiresAt !== claim.expiresAt) return null;
  if (typeof revoked?.before === 'number' && record.createdAt <= revoked.before) return null;
  return claim;
}

/**
 * The origins the site is served from: the request's own origin plus Netlify's URL / DEPLOY_URL /
 * DEPLOY_PRIME_URL and SITE_URL when set (behind a proxy the function may see another host).
 */
export function allowedOrigins(req: Request, env: Record<string, string | undefined> = process.env): Set<string> {
  const origins = new Set<string>([new URL(req.url).origin]);
  for (const name of ['URL', 'DEPLOY_URL', 'DEPLOY_PRIME_URL', 'SITE_URL']) {
    const value = env[name];
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // not a URL: ignore
    }
  }
  return origins;
}

/**
 * CSRF defence for state-changing requests: browsers always send Origin on POST, PATCH and DELETE, so a missing
 * or foreign Origin is refused.
 */
export function sameOrigin(req: Request, env: Record<string, string | undefined> = process.env): boolean {
  const origin = req.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return allowedOrigins(req, env).has(origin);
}

/**
 * Admin access control (issue #5; DESIGN.md replaces the spec's client-side password).
 *
 * - The password is compared in constant time with ADMIN_PASSWORD (both sides hashed to equal length first).
 * - A session is a cookie holding `<expiry ms>.<HMAC-SHA256>` keyed by ADMIN_SESSION_SECRET. The MAC also covers a
 *   hash of the current password, so changing ADMIN_PASSWORD (or the secret) ends every session.
 * - The cookie is HttpOnly, SameSite=Strict, Path=/api, 8 hours, and Secure except when the site is served from
 *   localhost (browsers drop Secure cookies over plain http).
 * - Requests that change state must carry an Origin header equal to the site's own origin.
 * Nothing here keeps memory between calls: every function call may run in a fresh worker.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

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
  if (!password) return { ok: false, message: 'Admin access is not configured: the ADMIN_PASSWORD environment variable is not set.' };
  if (secret.length < MIN_SECRET_LENGTH) {
    return { ok: false, message: `Admin access is not configured: ADMIN_SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters.` };
  }
  return { ok: true, config: { password, secret } };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time string comparison: hashing first makes both sides 32 bytes, so length leaks nothing either. */
export function safeEqual(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function mac(expiresAt: number, config: AdminConfig): string {
  return createHmac('sha256', config.secret)
    .update(`admin-session:v1:${expiresAt}:`)
    .update(sha256(config.password))
    .digest('base64url');
}

export function signSession(expiresAt: number, config: AdminConfig): string {
  return `${expiresAt}.${mac(expiresAt, config)}`;
}

/** The expiry of a valid, unexpired session token, or null. */
export function verifySession(token: string | undefined | null, config: AdminConfig, now = Date.now()): number | null {
  if (!token) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(mac(expiresAt, config));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expiresAt <= now || expiresAt > now + SESSION_TTL_MS + 60_000) return null;
  return expiresAt;
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

/** The expiry of the request's session, or null when it has none, a forged one, an expired one, or no config. */
export function sessionOf(req: Request, env: Record<string, string | undefined> = process.env, now = Date.now()): number | null {
  const result = adminConfig(env);
  if (!result.ok) return null;
  return verifySession(readCookie(req, SESSION_COOKIE), result.config, now);
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

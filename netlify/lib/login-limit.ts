/**
 * Failed admin logins per client IP, kept in Netlify Blobs (every function call may run in a fresh worker, so
 * memory cannot count). After LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MS the login answers 429 until the
 * oldest of those failures leaves the window (a sliding window).
 *
 * One blob per failure (`<ip hash>/<13-digit ms>-<random>`) instead of one counter per IP: concurrent failures
 * never overwrite each other (Blobs writes are last-write-wins), and counting is one list call. The IP is stored
 * only as an HMAC with the session secret. Expired entries are deleted when that IP is next checked; a
 * successful login clears the IP's entries.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';

export const LOGIN_FAILURE_STORE = 'admin-login-failures';
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const store = () => getStore({ name: LOGIN_FAILURE_STORE, consistency: 'strong' });

export function clientKey(ip: string | undefined, secret: string): string {
  return createHmac('sha256', secret)
    .update(`login-ip:${ip || 'unknown'}`)
    .digest('hex')
    .slice(0, 32);
}

async function entries(client: string): Promise<{ key: string; at: number }[]> {
  const { blobs } = await store().list({ prefix: `${client}/` });
  return blobs.map(({ key }) => ({ key, at: Number(key.slice(client.length + 1, client.length + 14)) }));
}

export interface LimitState {
  blocked: boolean;
  /** Milliseconds until a login is allowed again (0 when not blocked). */
  retryAfterMs: number;
  failures: number;
}

/** Counts the client's failures in the window (and deletes older ones). */
export async function loginLimit(client: string, now = Date.now()): Promise<LimitState> {
  const all = await entries(client);
  const expired = all.filter((e) => !(e.at > now - LOGIN_WINDOW_MS));
  if (expired.length) await Promise.all(expired.map((e) => store().delete(e.key)));
  const recent = all
    .filter((e) => e.at > now - LOGIN_WINDOW_MS)
    .map((e) => e.at)
    .sort((a, b) => a - b);
  if (recent.length < LOGIN_MAX_FAILURES) return { blocked: false, retryAfterMs: 0, failures: recent.length };
  // Allowed again once fewer than the maximum remain inside the window.
  const releaseAt = recent[recent.length - LOGIN_MAX_FAILURES] + LOGIN_WINDOW_MS;
  return { blocked: true, retryAfterMs: Math.max(1000, releaseAt - now), failures: recent.length };
}

export async function recordFailure(client: string, now = Date.now()): Promise<void> {
  await store().set(`${client}/${String(now).padStart(13, '0')}-${randomBytes(6).toString('hex')}`, '1');
}

export async function clearFailures(client: string): Promise<void> {
  const all = await entries(client);
  await Promise.all(all.map((e) => store().delete(e.key)));
}

/**
 * The admin login's lockout: every attempt is counted before the password is compared, so N concurrent guesses
 * compare at most the limit.
 *
 * Two sliding windows, each one blob holding the times of the attempts inside it, updated by compare-and-swap
 * (`onlyIfMatch` the etag read / `onlyIfNew`; a writer that loses re-reads and re-counts):
 * - per client, `c/<key>`: LOGIN_MAX_ATTEMPTS attempts in LOGIN_WINDOW_MS. A client is an IPv4 address or an IPv6
 *   /64 (one subscriber's whole block), kept only as an HMAC keyed with the session secret, never the address.
 *   A successful login clears its client's window.
 * - site-wide, `site`: LOGIN_SITE_MAX_ATTEMPTS attempts in LOGIN_WINDOW_MS from clients without a known-device
 *   cookie, across every address: a distributed guess (rotating addresses) gets at most that many comparisons per
 *   window. A successful login takes its own attempt back, so the owners' logins never use it up. A device that has
 *   logged in before carries a signed `admin_device` cookie and is not held by this window (only by its client's),
 *   so the real admin is never locked out by someone else's guessing on a known device, and on a new device for at
 *   most LOGIN_WINDOW_MS after the guessing stops.
 * An attempt refused by either window is not counted (it compared nothing). A window whose attempts have all left it
 * is deleted by `pruneLoginWindows` (the daily retention schedule), so no blob outlives its window by more than a day.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { blobs, store } from './blobs';
import { decide } from './rate-limit';
import { LOGIN_ATTEMPT_STORE } from '../../src/lib/blobs/stores';

export { LOGIN_ATTEMPT_STORE };
export const LOGIN_MAX_ATTEMPTS = 10;
export const LOGIN_SITE_MAX_ATTEMPTS = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const CAS_ATTEMPTS = 50;
const SITE_KEY = 'site';

const attempts = () => store(LOGIN_ATTEMPT_STORE);

/** The part of an address that names one client: an IPv4 address, or the /64 of an IPv6 address. */
export function clientAddress(ip: string | undefined): string {
  const raw = (ip ?? '').trim().toLowerCase().split('%')[0];
  const version = isIP(raw);
  if (version !== 6) return raw || 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  if (mapped) return mapped[1];
  const [head, tail] = raw.includes('::') ? raw.split('::') : [raw, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === null ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export function clientKey(ip: string | undefined, secret: string): string {
  return createHmac('sha256', secret)
    .update(`login-client:${clientAddress(ip)}`)
    .digest('hex')
    .slice(0, 32);
}

export interface LimitState {
  blocked: boolean;
  /** Milliseconds until a login is allowed again (0 when not blocked). */
  retryAfterMs: number;
}

interface Window {
  hits: number[];
}

/**
 * Counts one attempt in a window unless it is full: `{ blocked: false }` once the attempt is recorded (compare-and-
 * swap), or the time until a slot frees. Persistent contention is itself a burst: refused.
 */
async function hit(key: string, limit: number, now: number): Promise<LimitState> {
  const s = attempts();
  for (let i = 0; i < CAS_ATTEMPTS; i++) {
    const current = await blobs(() => s.getWithMetadata(key, { type: 'json' }));
    const hits = Array.isArray((current?.data as Window | undefined)?.hits) ? (current!.data as Window).hits : [];
    const { decision, next } = decide(hits, now, limit, LOGIN_WINDOW_MS);
    if (!decision.allowed) return { blocked: true, retryAfterMs: decision.retryAfter * 1000 };
    const condition = current?.etag ? { onlyIfMatch: current.etag } : { onlyIfNew: true as const };
    const written = await blobs(() => s.setJSON(key, { hits: next } satisfies Window, condition));
    if (written.modified) return { blocked: false, retryAfterMs: 0 };
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 10 * (1 + i / 10)));
  }
  return { blocked: true, retryAfterMs: 1000 };
}

/** Changes a window by compare-and-swap (`change` returns null: nothing to write). */
async function update(key: string, change: (hits: number[]) => number[] | null): Promise<void> {
  const s = attempts();
  for (let i = 0; i < CAS_ATTEMPTS; i++) {
    const current = await blobs(() => s.getWithMetadata(key, { type: 'json' }));
    if (!current) return;
    const hits = Array.isArray((current.data as Window | undefined)?.hits) ? (current.data as Window).hits : [];
    const next = change(hits);
    if (next === null) return;
    const condition = current.etag ? { onlyIfMatch: current.etag } : {};
    if ((await blobs(() => s.setJSON(key, { hits: next } satisfies Window, condition))).modified) return;
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 10));
  }
}

export interface Attempt extends LimitState {
  /** Call after a successful login: clears the client's window and gives the site-wide slot back. */
  succeeded: () => Promise<void>;
}

/** Counts a login attempt before its password is compared; `blocked` means: answer 429 and compare nothing. */
export async function takeLoginAttempt(
  client: string,
  { knownDevice = false, now = Date.now() }: { knownDevice?: boolean; now?: number } = {},
): Promise<Attempt> {
  const clientKeyName = `c/${client}`;
  const noop = async () => {};
  const own = await hit(clientKeyName, LOGIN_MAX_ATTEMPTS, now);
  if (own.blocked) return { ...own, succeeded: noop };
  if (!knownDevice) {
    const site = await hit(SITE_KEY, LOGIN_SITE_MAX_ATTEMPTS, now);
    if (site.blocked) {
      // Refused before comparing: this attempt is not counted against the client either.
      await update(clientKeyName, (hits) => withoutOne(hits, now));
      return { ...site, succeeded: noop };
    }
  }
  return {
    blocked: false,
    retryAfterMs: 0,
    succeeded: async () => {
      await blobs(() => attempts().delete(clientKeyName));
      if (!knownDevice) await update(SITE_KEY, (hits) => withoutOne(hits, now));
    },
  };
}

function withoutOne(hits: number[], at: number): number[] | null {
  const i = hits.indexOf(at);
  return i < 0 ? null : [...hits.slice(0, i), ...hits.slice(i + 1)];
}

/** Deletes windows whose every attempt is older than the window (conditional: a fresh attempt keeps it). */
export async function pruneLoginWindows(now = Date.now()): Promise<number> {
  const s = attempts();
  let pruned = 0;
  for await (const page of s.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const current = await blobs(() => s.getWithMetadata(key, { type: 'json' }));
      // A window's attempt times, or the time a one-time code was used (second-factor.ts: kept as long as a window).
      const data = current?.data as (Window & { usedAt?: number }) | undefined;
      const hits = data?.hits ?? (typeof data?.usedAt === 'number' ? [data.usedAt] : undefined);
      if (!current || (Array.isArray(hits) && hits.some((t) => t > now - LOGIN_WINDOW_MS))) continue;
      // Overwrite-then-delete is not conditional in Blobs; an empty window written conditionally is as good as gone.
      if (current.etag) {
        const emptied = await blobs(() => s.setJSON(key, { hits: [] }, { onlyIfMatch: current.etag! }));
        if (!emptied.modified) continue;
      }
      await blobs(() => s.delete(key));
      pruned++;
    }
  }
  return pruned;
}

// ---------------------------------------------------------------------------------------------------------------
// Known devices

export const DEVICE_COOKIE = 'admin_device';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

function deviceMac(expiresAt: number, id: string, secret: string): string {
  return createHmac('sha256', secret).update(`admin-device:v1:${expiresAt}:${id}`).digest('base64url');
}

/** A signed device token: `<expiry ms>.<random id>.<HMAC>` (no personal data; only proves this browser logged in). */
export function signDevice(secret: string, now = Date.now(), id = crypto.randomUUID().replace(/-/g, '')): string {
  const expiresAt = now + DEVICE_TTL_MS;
  return `${expiresAt}.${id}.${deviceMac(expiresAt, id, secret)}`;
}

export function verifyDevice(token: string | null | undefined, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now || expiresAt > now + DEVICE_TTL_MS + 60_000) return false;
  const expected = Buffer.from(deviceMac(expiresAt, match[2], secret));
  const given = Buffer.from(match[3]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

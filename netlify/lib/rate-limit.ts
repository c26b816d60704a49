/**
 * Per-IP sliding-window limit on new submissions, kept in Netlify Blobs so it holds across function instances
 * (Netlify runs many) and restarts. Complements the platform's
 * `config.rateLimit`, which Netlify enforces only in production.
 *
 * Keys (issue 28): `<scope>/<window number>/<client key>`, where the client key is an HMAC-SHA256 of the IP with
 * RATE_LIMIT_SECRET (no raw IP and no unsalted hash is stored: an IPv4 address cannot be recovered by trying all
 * 2^32) and the window number is `floor(time / RATE_LIMIT_WINDOW_MS)`. A hit reads its window's blob and the one
 * before (the sliding window spans both) and writes only its own window's blob, with a compare-and-swap
 * (`onlyIfMatch` etag / `onlyIfNew`) retried on conflict. A blob older than the previous window is never read or
 * written again, so `sweepRateLimits` (the hourly `rate-limit-sweep` scheduled function) deletes it, and any key of
 * another shape (the unsalted keys written before this change).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { blobs, store } from './blobs';
import { RATE_LIMIT_STORE } from '../../src/lib/lead/storage';
import { MESSAGES } from './messages';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Accepted submissions per IP per endpoint per window, unless SUBMISSION_RATE_LIMIT overrides it (0 = off). */
export const DEFAULT_RATE_LIMIT = 10;
export const RATE_LIMIT_MESSAGE = MESSAGES.tooManySubmissions;

export function configuredLimit(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SUBMISSION_RATE_LIMIT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_RATE_LIMIT;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_RATE_LIMIT;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until a slot frees up (when not allowed). */
  retryAfter: number;
}

interface Window {
  hits: number[];
}

/** Pure: the decision and the next window for a hit at `now`. */
export function decide(
  hits: readonly number[],
  now: number,
  limit: number,
  windowMs = RATE_LIMIT_WINDOW_MS,
): { decision: RateDecision; next: number[] } {
  const recent = hits
    .filter((t) => Number.isFinite(t) && t > now - windowMs && t <= now + windowMs)
    .sort((a, b) => a - b);
  if (recent.length >= limit) {
    const retryAfter = Math.max(1, Math.ceil((recent[recent.length - limit] + windowMs - now) / 1000));
    return { decision: { allowed: false, retryAfter }, next: recent };
  }
  return { decision: { allowed: true, retryAfter: 0 }, next: [...recent, now] };
}

let fallbackSecret: string | null = null;

/**
 * The HMAC key: RATE_LIMIT_SECRET, else ADMIN_SESSION_SECRET (set on every deployment that has an admin), else a
 * random key for this instance (the limit then counts per instance; the function log says so once).
 */
export function rateLimitSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env.RATE_LIMIT_SECRET?.trim() || env.ADMIN_SESSION_SECRET?.trim();
  if (configured) return configured;
  if (!fallbackSecret) {
    fallbackSecret = randomBytes(32).toString('hex');
    console.error('[rate-limit] RATE_LIMIT_SECRET is not set: the submission limit counts per function instance only.');
  }
  return fallbackSecret;
}

/** The stored stand-in for a client address: HMAC-SHA256(secret, scope + IP), 32 hex characters. */
export function clientKey(scope: string, ip: string, secret = rateLimitSecret()): string {
  return createHmac('sha256', secret).update(`rate:${scope}:${ip}`).digest('hex').slice(0, 32);
}

const windowOf = (t: number, windowMs: number) => Math.floor(t / windowMs);
const KEY_SHAPE = /^([a-z0-9-]+)\/(\d{1,15})\/([0-9a-f]{32})$/;
export const rateKey = (scope: string, window: number, client: string) => `${scope}/${window}/${client}`;

/** Counts one submission for (scope, ip); throws StorageUnavailableError when Blobs fails. */
export async function hitRateLimit(
  scope: string,
  ip: string,
  { limit = configuredLimit(), now = () => Date.now(), windowMs = RATE_LIMIT_WINDOW_MS } = {},
): Promise<RateDecision> {
  if (limit <= 0) return { allowed: true, retryAfter: 0 };
  const client = clientKey(scope, ip);
  const s = store(RATE_LIMIT_STORE);
  for (let attempt = 0; attempt < 8; attempt++) {
    const t = now();
    const window = windowOf(t, windowMs);
    const key = rateKey(scope, window, client);
    const [previous, current] = await Promise.all([
      blobs<unknown>(() => s.get(rateKey(scope, window - 1, client), { type: 'json' })),
      blobs(() => s.getWithMetadata(key, { type: 'json' })),
    ]);
    const hitsOf = (w: unknown) => (Array.isArray((w as Window | null)?.hits) ? (w as Window).hits : []);
    const { decision, next } = decide([...hitsOf(previous), ...hitsOf(current?.data)], t, limit, windowMs);
    if (!decision.allowed) return decision;
    // This window's blob holds only this window's hits: the previous one is never written again.
    const own = next.filter((h) => windowOf(h, windowMs) === window);
    // Compare-and-swap over the version read: another hit that wrote meanwhile makes this write fail, and it retries.
    const condition = current ? (current.etag ? { onlyIfMatch: current.etag } : {}) : { onlyIfNew: true as const };
    const written = await blobs(() => s.setJSON(key, { hits: own } satisfies Window, condition));
    if (written.modified) return decision;
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
  }
  // Persistent contention on one address is itself a burst: refuse rather than risk an unbounded flood.
  return { allowed: false, retryAfter: 1 };
}

/**
 * Deletes every rate-limit blob of a window before the previous one (no hit reads or writes it again), and every
 * key of another shape. Returns how many were deleted and kept.
 */
export async function sweepRateLimits(
  now = Date.now(),
  windowMs = RATE_LIMIT_WINDOW_MS,
): Promise<{ deleted: number; kept: number }> {
  const s = store(RATE_LIMIT_STORE);
  const oldest = windowOf(now, windowMs) - 1;
  let deleted = 0;
  let kept = 0;
  for await (const page of s.list({ paginate: true })) {
    const stale = page.blobs.filter(({ key }) => {
      const m = KEY_SHAPE.exec(key);
      return !m || Number(m[2]) < oldest;
    });
    await Promise.all(stale.map(({ key }) => blobs(() => s.delete(key))));
    deleted += stale.length;
    kept += page.blobs.length - stale.length;
  }
  return { deleted, kept };
}

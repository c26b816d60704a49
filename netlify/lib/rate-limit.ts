/**
 * Per-IP sliding-window limit on new submissions, kept in Netlify Blobs so it holds across function instances
 * (Netlify runs many) and restarts. Complements the platform's
 * `config.rateLimit`, which Netlify enforces only in production.
 *
 * One blob per (scope, hashed IP) holds the times of recent accepted submissions; it is updated with a
 * compare-and-swap (`onlyIfMatch` etag / `onlyIfNew`) and retried on conflict. No raw IP is stored.
 */
import { blobs, sha256Hex, store, withKeyLock } from './blobs';
import { RATE_LIMIT_STORE } from '../../src/lib/lead/storage';

export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Accepted submissions per IP per endpoint per window, unless SUBMISSION_RATE_LIMIT overrides it (0 = off). */
export const DEFAULT_RATE_LIMIT = 10;
export const RATE_LIMIT_MESSAGE = 'Too many submissions from your connection. Please wait a minute and try again.';

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
    const retryAfter = Math.max(1, Math.ceil((recent[recent.length - limit]! + windowMs - now) / 1000));
    return { decision: { allowed: false, retryAfter }, next: recent };
  }
  return { decision: { allowed: true, retryAfter: 0 }, next: [...recent, now] };
}

/** Counts one submission for (scope, ip); throws StorageUnavailableError when Blobs fails. */
export async function hitRateLimit(
  scope: string,
  ip: string,
  { limit = configuredLimit(), now = () => Date.now() } = {},
): Promise<RateDecision> {
  if (limit <= 0) return { allowed: true, retryAfter: 0 };
  const key = `${scope}/${(await sha256Hex(`rate:${ip}`)).slice(0, 32)}`;
  const s = store(RATE_LIMIT_STORE);
  return withKeyLock(`rate:${key}`, async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const current = await blobs(() => s.getWithMetadata(key, { type: 'json' }));
      const hits = Array.isArray((current?.data as Window | undefined)?.hits) ? (current!.data as Window).hits : [];
      const { decision, next } = decide(hits, now(), limit);
      if (!decision.allowed) return decision;
      // Compare-and-swap where the backend gives an etag (Netlify); the local BlobsServer gives none on reads,
      // so there the per-key lock keeps updates ordered (locally every call of a function shares one process).
      const condition = current ? (current.etag ? { onlyIfMatch: current.etag } : {}) : { onlyIfNew: true as const };
      const written = await blobs(() => s.setJSON(key, { hits: next } satisfies Window, condition));
      if (written.modified) return decision;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
    }
    // Persistent contention on one address is itself a burst: refuse rather than risk an unbounded flood.
    return { allowed: false, retryAfter: 1 };
  });
}

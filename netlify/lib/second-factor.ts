/**
 * The admin login's optional second factor (issue 52, hole 6): a time-based one-time code (TOTP, RFC 6238: HMAC-SHA1,
 * 6 digits, 30-second steps, one step of clock drift either way) from an authenticator app set up with the base32
 * secret ADMIN_TOTP_SECRET. A login that carries a valid code passes the site-wide window of the lockout, as a known
 * device does (netlify/lib/login-limit.ts), so nobody's guessing can lock the owners out of a new browser. Each code is
 * accepted once: its step is claimed with a write-if-new in the login-attempts store (deleted by the daily prune).
 */
import { createHmac } from 'node:crypto';
import { blobs, store } from './blobs';
import { LOGIN_ATTEMPT_STORE } from '../../src/lib/blobs/stores';

export const TOTP_STEP_MS = 30_000;
const DIGITS = 6;
/** At least 80 bits, as RFC 4226 asks of a shared secret (16 base32 characters). */
const MIN_SECRET_CHARS = 16;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret's bytes from ADMIN_TOTP_SECRET (base32, spaces and padding ignored), or null when unset or invalid. */
export function totpSecret(env: Record<string, string | undefined> = process.env): Buffer | null {
  const text = (env.ADMIN_TOTP_SECRET ?? '').toUpperCase().replace(/[\s=]/g, '');
  if (text.length < MIN_SECRET_CHARS || [...text].some((c) => !BASE32.includes(c))) return null;
  let bits = '';
  for (const c of text) bits += BASE32.indexOf(c).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}

/** The code of one 30-second step (RFC 4226's dynamic truncation). */
export function totpCode(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The code a request carries (`code` of the JSON or form body): six digits, spaces allowed, or null. */
export function codeFrom(body: unknown): string | null {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return null;
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * Whether `code` is a valid, unused code now: it matches the current step or the one before or after, and that step's
 * code was not accepted before (claimed here). False without a configured secret.
 */
export async function acceptSecondFactor(
  code: string | null,
  { now = Date.now(), env = process.env }: { now?: number; env?: Record<string, string | undefined> } = {},
): Promise<boolean> {
  const secret = totpSecret(env);
  if (!secret || !code) return false;
  const current = Math.floor(now / TOTP_STEP_MS);
  const step = [current, current - 1, current + 1].find((s) => totpCode(secret, s) === code);
  if (step === undefined) return false;
  const claimed = await blobs(() =>
    store(LOGIN_ATTEMPT_STORE).setJSON(`t/${step}`, { usedAt: now }, { onlyIfNew: true }),
  );
  return claimed.modified;
}

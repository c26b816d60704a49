/**
 * The admin login's outcomes, shared by the session function (netlify/functions/admin-session.ts) and the static
 * password form on /admin (issue 32). A JSON login gets a status code and a message; a plain form post (no
 * JavaScript) gets a 303 back to `/admin#<anchor>`, and the page reveals the element of that id with CSS `:target`,
 * so every outcome has its text on the page before any script runs. No import here: the function bundles it as is.
 */

export const ADMIN_PAGE_PATH = '/admin';
/** GET (state), POST (log in), DELETE (log out) of the admin session. */
export const ADMIN_SESSION_PATH = '/api/admin/session';
export const INVALID_PASSWORD = 'Invalid password. Please try again.';
export const PASSWORD_REQUIRED = 'Password is required.';

/** The lockout's window in minutes (LOGIN_WINDOW_MS of netlify/lib/login-limit.ts): the longest wait a 429 names. */
export const LOCK_MINUTES_MAX = 15;

export type LoginOutcome =
  | { kind: 'signed-in' }
  | { kind: 'invalid' }
  | { kind: 'missing' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'unavailable' };

/** Minutes of a lockout, from the milliseconds until a login is allowed again: 1 to LOCK_MINUTES_MAX. */
export function lockMinutes(retryAfterMs: number): number {
  const minutes = Math.ceil(Math.ceil(Math.max(0, retryAfterMs) / 1000) / 60);
  return Math.min(LOCK_MINUTES_MAX, Math.max(1, minutes));
}

/** The 429 message (the JSON answer's `error`, and the form's text for that many minutes). */
export function lockedMessage(minutes: number): string {
  return `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const PREFIX = 'admin-login-';

/** The id of the page element that shows an outcome: `admin-login-invalid`, `admin-login-locked-3`, ... */
export function loginAnchor(outcome: LoginOutcome): string {
  return outcome.kind === 'locked'
    ? `${PREFIX}locked-${Math.min(LOCK_MINUTES_MAX, Math.max(1, Math.round(outcome.minutes)))}`
    : `${PREFIX}${outcome.kind}`;
}

/** Where a form post is sent back to. */
export function loginRedirect(outcome: LoginOutcome): string {
  return `${ADMIN_PAGE_PATH}#${loginAnchor(outcome)}`;
}

/** The outcome a page address's fragment names (`#admin-login-...`), or null for any other fragment. */
export function outcomeFromHash(hash: string): LoginOutcome | null {
  const id = hash.replace(/^#/, '');
  if (!id.startsWith(PREFIX)) return null;
  const rest = id.slice(PREFIX.length);
  const locked = /^locked-(\d{1,2})$/.exec(rest);
  if (locked) {
    const minutes = Number(locked[1]);
    return minutes >= 1 && minutes <= LOCK_MINUTES_MAX ? { kind: 'locked', minutes } : null;
  }
  if (rest === 'signed-in' || rest === 'invalid' || rest === 'missing' || rest === 'unavailable') return { kind: rest };
  return null;
}

/** Every lockout length the page renders a text for (1 ... LOCK_MINUTES_MAX). */
export const LOCK_MINUTE_CHOICES = Array.from({ length: LOCK_MINUTES_MAX }, (_, i) => i + 1);

/** The gate's texts the enhancing script needs (AdminGate.astro gives them to `<admin-gate>` as data-texts). */
export const GATE_SCRIPT_TEXTS = [
  'show',
  'hide',
  'submit',
  'working',
  'invalid',
  'required',
  'network',
  'unavailable',
] as const;
export type GateScriptTexts = Record<(typeof GATE_SCRIPT_TEXTS)[number], string>;

export function gateScriptTexts(gate: GateScriptTexts): GateScriptTexts {
  return Object.fromEntries(GATE_SCRIPT_TEXTS.map((key) => [key, gate[key]])) as GateScriptTexts;
}

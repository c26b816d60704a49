/**
 * JSON responses shared by every function. Errors never carry a stack trace: only a message and,
 * for validation failures, per-field messages.
 *
 * Every response carries the site's security headers itself: Netlify applies netlify.toml `[[headers]]` to files
 * served from its CDN only, not to function responses. A function answer loads nothing and is never framed
 * (`default-src 'none'`), and carries the same Permissions-Policy as every page (one source: src/lib/csp.ts).
 */
import { FUNCTION_CSP, PERMISSIONS_POLICY } from '../../src/lib/csp';
import { MESSAGES } from './messages';

export const SECURITY_HEADERS = {
  'content-security-policy': FUNCTION_CSP,
  'permissions-policy': PERMISSIONS_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  ...SECURITY_HEADERS,
} as const;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** 204: done, nothing to say (the security headers still go along). */
export function noContent(headers: Record<string, string> = {}): Response {
  return empty(204, headers);
}

/** A response without a body (204, a 303 redirect, a bare status), with the security headers. */
export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'cache-control': 'no-store', ...SECURITY_HEADERS, ...headers } });
}

export function error(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error: message, ...extra }, status, headers);
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return error(405, MESSAGES.methodNotAllowed(allowed), {}, { allow: allowed.join(', ') });
}

/**
 * Runs a handler and turns any unexpected exception into a plain 500 (or the given status) without
 * exposing internals; the detail goes to the function log only.
 */
export async function safely(
  handler: () => Promise<Response> | Response,
  failStatus = 500,
  failMessage: string = MESSAGES.internal,
  failHeaders: Record<string, string> = {},
): Promise<Response> {
  try {
    return await handler();
  } catch (err) {
    console.error('[function error]', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return error(failStatus, failMessage, {}, failHeaders);
  }
}

/**
 * JSON responses shared by every function. Errors never carry a stack trace: only a message and,
 * for validation failures, per-field messages.
 */
const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function error(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ error: message, ...extra }, status, headers);
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return error(405, `Method not allowed. Use ${allowed.join(' or ')}.`, {}, { allow: allowed.join(', ') });
}

/**
 * Runs a handler and turns any unexpected exception into a plain 500 (or the given status) without
 * exposing internals; the detail goes to the function log only.
 */
export async function safely(handler: () => Promise<Response> | Response, failStatus = 500, failMessage = 'Something went wrong on our side. Please try again.'): Promise<Response> {
  try {
    return await handler();
  } catch (err) {
    console.error('[function error]', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return error(failStatus, failMessage);
  }
}

/**
 * The blog's newsletter box: client-side check and the POST /api/newsletter call, as pure logic.
 * Contract: POST JSON { email, botField? } -> 201 { subscribed: true } for new and known addresses alike (issue #12;
 * a 200 alreadySubscribed from an older deployment is still understood);
 * 400 { error, fieldErrors: { email } }; 429/503 { error }.
 */
export const NEWSLETTER_ENDPOINT = '/api/newsletter';

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thanks for subscribing! You'll get our next issue in your inbox.",
  alreadySubscribed: "You're already subscribed. Thanks for reading!",
  emptyEmail: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'Subscriptions are temporarily unavailable. Please try again later.',
  network: 'We could not reach the server. Check your connection and try again.',
  generic: 'Something went wrong. Please try again.',
} as const;

export type NewsletterResult =
  | { ok: true; message: string; alreadySubscribed: boolean }
  | { ok: false; message: string; field?: 'email' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Client-side check before sending; null when the address looks valid. */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (!email) return NEWSLETTER_MESSAGES.emptyEmail;
  if (email.length > 254 || !EMAIL.test(email)) return NEWSLETTER_MESSAGES.invalidEmail;
  return null;
}

/** Maps a response status and body to what the box shows. */
export function interpretResponse(status: number, body: unknown): NewsletterResult {
  const b = (body && typeof body === 'object' ? body : {}) as {
    subscribed?: boolean;
    alreadySubscribed?: boolean;
    error?: unknown;
    fieldErrors?: { email?: unknown };
  };
  if ((status === 200 || status === 201) && b.subscribed) {
    return b.alreadySubscribed
      ? { ok: true, message: NEWSLETTER_MESSAGES.alreadySubscribed, alreadySubscribed: true }
      : { ok: true, message: NEWSLETTER_MESSAGES.subscribed, alreadySubscribed: false };
  }
  const fieldError = b.fieldErrors?.email;
  if (status === 400) {
    const msg = Array.isArray(fieldError) ? fieldError[0] : fieldError;
    return { ok: false, field: 'email', message: typeof msg === 'string' && msg ? msg : typeof b.error === 'string' && b.error ? b.error : NEWSLETTER_MESSAGES.invalidEmail };
  }
  if (status === 429) return { ok: false, message: NEWSLETTER_MESSAGES.rateLimited };
  if (status === 503) return { ok: false, message: NEWSLETTER_MESSAGES.unavailable };
  return { ok: false, message: NEWSLETTER_MESSAGES.generic };
}

/** Validates, posts and interprets. Never throws: a network failure becomes a readable error. */
export async function subscribe(email: string, botField = '', fetchImpl: typeof fetch = fetch): Promise<NewsletterResult> {
  const invalid = validateEmail(email);
  if (invalid) return { ok: false, field: 'email', message: invalid };
  let res: Response;
  try {
    res = await fetchImpl(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(botField ? { email: email.trim(), botField } : { email: email.trim() }),
    });
  } catch {
    return { ok: false, message: NEWSLETTER_MESSAGES.network };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return interpretResponse(res.status, body);
}

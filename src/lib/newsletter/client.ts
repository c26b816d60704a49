/** The box's client side: the check before sending and the POST /api/newsletter call, as pure logic. */
import { HttpError, request } from '../http/client';
import { NEWSLETTER_PATH, newsletterAnswerSchema } from './contract';
import type { NewsletterMessages } from './newsletter.schema';
import { PROOF_FIELD } from '../spam/contract';

export type NewsletterResult =
  { ok: true; message: string; alreadySubscribed: boolean } | { ok: false; message: string; field?: 'email' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Client-side check before sending; null when the address looks valid. */
export function validateEmail(raw: string, messages: NewsletterMessages): string | null {
  const email = raw.trim();
  if (!email) return messages.emptyEmail;
  if (email.length > 254 || !EMAIL.test(email)) return messages.invalidEmail;
  return null;
}

/** What the box shows for a failed call. */
export function describeError(err: unknown, messages: NewsletterMessages): NewsletterResult {
  if (!(err instanceof HttpError)) return { ok: false, message: messages.network };
  if (err.status === 400)
    return {
      ok: false,
      field: 'email',
      message: err.fieldErrors?.email || err.json<{ error?: string }>()?.error || messages.invalidEmail,
    };
  if (err.status === 429) return { ok: false, message: messages.rateLimited };
  if (err.status === 503) return { ok: false, message: messages.unavailable };
  return { ok: false, message: messages.generic };
}

/** Validates, posts and interprets. Never throws: a network failure becomes a readable error. */
export async function subscribe(
  email: string,
  botField: string,
  messages: NewsletterMessages,
  fetchImpl: typeof fetch = fetch,
  /** The spam check's solved payload (~/lib/spam/widget), when there is one. */
  proof: string | null = null,
): Promise<NewsletterResult> {
  const invalid = validateEmail(email, messages);
  if (invalid) return { ok: false, field: 'email', message: invalid };
  try {
    const answer = await request(newsletterAnswerSchema, 'POST', NEWSLETTER_PATH, {
      body: {
        email: email.trim(),
        ...(botField ? { botField } : {}),
        ...(proof ? { [PROOF_FIELD]: proof } : {}),
      },
      fetchImpl,
    });
    return answer.alreadySubscribed
      ? { ok: true, message: messages.alreadySubscribed, alreadySubscribed: true }
      : { ok: true, message: messages.subscribed, alreadySubscribed: false };
  } catch (err) {
    return describeError(err, messages);
  }
}

/**
 * The newsletter sign-up behind POST /api/newsletter (see netlify/functions/newsletter.ts). The same outcome is
 * answered as JSON to the box's script, or as a 303 back to the page to a plain form post.
 */
import type { Context } from '@netlify/functions';
import { MAX_BODY_BYTES } from '../../src/lib/lead/kinds';
import {
  NEWSLETTER_INDEX_STORE,
  NEWSLETTER_STORE,
  newLeadId,
  type NewsletterSubscriber,
} from '../../src/lib/lead/storage';
import {
  NEWSLETTER_INVALID_MESSAGE,
  newsletterRequestSchema,
  normaliseEmail,
  RETURN_FIELD,
  returnPathOf,
  stateAnchor,
  type NewsletterAnswer,
  type NewsletterState,
} from '../../src/lib/newsletter/contract';
import { empty, error, json } from './http';
import { BODY_MESSAGES, clientIp, isFormPost, readFormBody, readJsonBody } from './request';
import { sha256Hex, STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError, store, storeOnce } from './blobs';
import { hitRateLimit, RATE_LIMIT_MESSAGE } from './rate-limit';
import { isErased } from './lead/tombstone';
import { MESSAGES } from './messages';
import { releaseSubscriber, subscriberSpamReasons } from './spam/newsletter';
import { isKeptAsSpam } from '../../src/lib/admin/lead-query';

const SUBSCRIBED: NewsletterAnswer = { subscribed: true };
const SIGNUP_ATTEMPTS = 10;

type Outcome = { state: NewsletterState; retryAfter?: number };

/** The JSON answer of an outcome. */
function asJson({ state, retryAfter }: Outcome): Response {
  switch (state) {
    case 'subscribed':
      return json(SUBSCRIBED, 201);
    case 'invalid':
      return error(400, NEWSLETTER_INVALID_MESSAGE, { fieldErrors: { email: NEWSLETTER_INVALID_MESSAGE } });
    case 'rate-limited':
      return error(429, RATE_LIMIT_MESSAGE, {}, { 'retry-after': String(retryAfter ?? 60) });
    case 'unavailable':
      return error(503, STORAGE_UNAVAILABLE_MESSAGE, {}, { 'retry-after': '5' });
    default:
      return error(500, MESSAGES.internal);
  }
}

/** The answer to a form post: back to the page, to the element that shows the outcome. The address stays out. */
function asRedirect({ state }: Outcome, returnTo: unknown): Response {
  return empty(303, { location: `${returnPathOf(returnTo)}#${stateAnchor(state)}` });
}

export async function subscribe(req: Request, context: Context): Promise<Response> {
  const form = isFormPost(req);
  const body = form ? await readFormBody(req) : await readJsonBody(req, MAX_BODY_BYTES, BODY_MESSAGES.notJsonOrForm);
  if (!body.ok) return body.response;
  const value =
    body.value && typeof body.value === 'object' && !Array.isArray(body.value)
      ? (body.value as Record<string, unknown>)
      : null;
  const outcome = await handle(req, context, value);
  return form ? asRedirect(outcome, value?.[RETURN_FIELD]) : asJson(outcome);
}

async function handle(req: Request, context: Context, value: Record<string, unknown> | null): Promise<Outcome> {
  try {
    if (!value) return { state: 'invalid' };
    const parsed = newsletterRequestSchema.safeParse(value);
    if (!parsed.success) return { state: 'invalid' };

    const email = normaliseEmail(parsed.data.email);
    // Held as spam (stored apart from the list, answered alike): see netlify/lib/spam/newsletter.ts.
    const spam = await subscriberSpamReasons(value, email);
    // A known address is answered exactly like a new one (same status, body and rate limit), so the endpoint
    // never tells anyone who is subscribed.
    const decision = await hitRateLimit('newsletter', clientIp(req, context));
    if (!decision.allowed) return { state: 'rate-limited', retryAfter: decision.retryAfter };
    const claimKey = await sha256Hex(email);
    // A sign-up that meets the erasure of the same address's earlier subscription waits for the erasure to remove
    // the old claim, then subscribes afresh: it is neither lost nor brings the erased record back.
    for (let attempt = 0; attempt < SIGNUP_ATTEMPTS; attempt++) {
      const result = await storeOnce<NewsletterSubscriber>({
        index: store(NEWSLETTER_INDEX_STORE),
        claimKey,
        target: store(NEWSLETTER_STORE),
        make: () => {
          const now = Date.now();
          const record = { id: newLeadId(now), email, createdAt: new Date(now).toISOString() };
          return spam.length ? { ...record, spam } : record;
        },
        erased: (id) => isErased('newsletter', id),
      });
      // A clean sign-up of an address held as spam releases it.
      if (result.record && !result.created && !spam.length && isKeptAsSpam(result.record))
        await releaseSubscriber(result.record.id);
      if (result.erased === undefined) return { state: 'subscribed' };
      await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
    }
    throw new StorageUnavailableError('the address was being erased while it signed up again');
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
      console.error(`[newsletter] ${err.message}`);
      return { state: 'unavailable' };
    }
    console.error('[newsletter] unexpected', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return { state: 'error' };
  }
}

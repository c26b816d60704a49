/** The newsletter sign-up behind POST /api/newsletter (see netlify/functions/newsletter.ts). */
import type { Context } from '@netlify/functions';
import { isBot, NEWSLETTER_MESSAGE, newsletterSchema, normaliseEmail } from '../../src/lib/lead-schema';
import { NEWSLETTER_INDEX_STORE, NEWSLETTER_STORE, newLeadId, type NewsletterSubscriber } from '../../src/lib/leads';
import { error, json } from './http';
import { clientIp, readJsonBody } from './request';
import { sha256Hex, STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError, store, storeOnce } from './blobs';
import { hitRateLimit, RATE_LIMIT_MESSAGE } from './rate-limit';

const invalid = () => error(400, NEWSLETTER_MESSAGE, { fieldErrors: { email: NEWSLETTER_MESSAGE } });

export async function subscribe(req: Request, context: Context): Promise<Response> {
  try {
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const value = body.value && typeof body.value === 'object' && !Array.isArray(body.value) ? (body.value as Record<string, unknown>) : null;
    if (!value) return invalid();
    if (isBot(value.botField)) return json({ subscribed: true }, 201);
    const parsed = newsletterSchema.safeParse(value);
    if (!parsed.success) return invalid();

    const email = normaliseEmail(parsed.data.email);
    // A known address is answered exactly like a new one (same status, body and rate limit), so the endpoint
    // never tells anyone who is subscribed.
    const decision = await hitRateLimit('newsletter', clientIp(req, context));
    if (!decision.allowed) return error(429, RATE_LIMIT_MESSAGE, {}, { 'retry-after': String(decision.retryAfter) });
    await storeOnce<NewsletterSubscriber>({
      index: store(NEWSLETTER_INDEX_STORE),
      claimKey: await sha256Hex(email),
      target: store(NEWSLETTER_STORE),
      make: () => {
        const now = Date.now();
        return { id: newLeadId(now), email, createdAt: new Date(now).toISOString() };
      },
    });
    return json({ subscribed: true }, 201);
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
      console.error(`[newsletter] ${err.message}`);
      return error(503, STORAGE_UNAVAILABLE_MESSAGE, {}, { 'retry-after': '5' });
    }
    console.error('[newsletter] unexpected', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return error(500, 'Something went wrong on our side. Please try again.');
  }
}

/**
 * The newsletter's side of the spam filter: a sign-up with spam signals (no proof of work, which includes every form
 * post without JavaScript; a replayed or sub-second one; the honeypot; a throw-away mailbox) is stored with its
 * reasons, answered like any sign-up, and left out of the subscriber list and its CSV until an admin's "Not spam".
 * A clean sign-up of an address held as spam releases it (the person came back with a working browser).
 */
import { NEWSLETTER_STORE, type NewsletterSubscriber } from '../../../src/lib/lead/storage';
import { isKeptAsSpam } from '../../../src/lib/admin/lead-query';
import type { SpamReason } from '../../../src/lib/spam/contract';
import { blobs, store, StorageUnavailableError } from '../blobs';
import { spamReasons } from './verdict';

export type StoredSubscriber = NewsletterSubscriber;

/** The reasons a sign-up is held as spam (empty: a subscriber). */
export function subscriberSpamReasons(body: Record<string, unknown>, email: string): Promise<SpamReason[]> {
  return spamReasons(body, { email, texts: [] });
}

const ATTEMPTS = 16;

/**
 * Releases a subscriber held as spam, by a conditional write over the version read: 'unknown' when there is no such
 * subscriber, else the record as it now is.
 */
export async function releaseSubscriber(id: string): Promise<'unknown' | StoredSubscriber> {
  const s = store(NEWSLETTER_STORE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const got = await blobs(() => s.getWithMetadata(id, { type: 'json' }));
    const current = got?.data as StoredSubscriber | undefined;
    if (!current || !got?.etag) return 'unknown';
    if (!isKeptAsSpam(current)) return current;
    const released = { ...current, spam: null };
    const written = await blobs(() => s.setJSON(id, released, { onlyIfMatch: got.etag }));
    if (written.modified) return released;
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 10 * (attempt + 1)));
  }
  throw new StorageUnavailableError(`subscriber ${id} stayed contended after ${ATTEMPTS} attempts`);
}

/**
 * The spam signals that need no storage: how fast the form was filled, a throw-away mailbox, a message stuffed with
 * links. Pure (tests/unit/spam-signals.test.ts); the proof-of-work check and its replay store are in netlify/lib/spam/.
 */
import { MIN_FILL_MS, type SpamReason } from './contract';
import { DISPOSABLE_DOMAINS } from './disposable-domains';

/** More links than this in the free-text fields together is link stuffing (one website or profile link is fine). */
export const MAX_LINKS = 2;

/** Whether an address's domain (or a parent domain of it) is a throw-away mailbox service. */
export function isDisposableEmail(email: string, domains: readonly string[] = DISPOSABLE_DOMAINS): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** Links in a text: http(s) URLs, www. addresses and HTML or BBCode link markup. */
export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\.|<a\s|\[url[=\]]/gi) ?? []).length;
}

/** The content and timing reasons of a submission (empty: nothing suspicious). */
export function contentReasons({
  email,
  texts,
  issuedAt,
  now,
}: {
  email: string;
  /** Every free-text field (message, additional information, target audience...). */
  texts: readonly string[];
  /** When its form's challenge was issued (ms), when a valid one came with it. */
  issuedAt?: number;
  now: number;
}): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (issuedAt !== undefined && now - issuedAt < MIN_FILL_MS) reasons.push('fast-fill');
  if (email && isDisposableEmail(email)) reasons.push('disposable-email');
  if (countLinks(texts.join('\n')) > MAX_LINKS) reasons.push('links');
  return reasons;
}

/**
 * The signed "manage my data" token of a lead (src/lib/data-rights/contract.ts): an HMAC-SHA256 of
 * `manage:<kind>:<id>:<expiry>` with NEWSLETTER_SECRET (the key of the unsubscribe links, under another purpose prefix,
 * so neither kind of link can stand in for the other). Checked in constant time; the expiry is part of what is signed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { LINK_DAYS, MANAGE_TOKEN_PATTERN } from '../../../src/lib/data-rights/contract';
import { newsletterSecret } from '../newsletter-erase';

export { newsletterSecret as manageSecret };
const DAY_S = 24 * 60 * 60;

const sign = (kind: LeadKind, id: string, expiry: string, secret: string) =>
  createHmac('sha256', secret).update(`manage:${kind}:${id}:${expiry}`).digest('hex');

export function manageToken(kind: LeadKind, id: string, secret: string, now = Date.now(), days = LINK_DAYS): string {
  const expiry = String(Math.floor(now / 1000) + days * DAY_S).padStart(10, '0');
  return `${kind}.${id}.${expiry}.${sign(kind, id, expiry, secret)}`;
}

export type TokenCheck = { ok: true; kind: LeadKind; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The lead a token was signed for; `invalid` when malformed or not signed with this secret, `expired` after expiry. */
export function verifyManageToken(token: unknown, secret: string, now = Date.now()): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const m = MANAGE_TOKEN_PATTERN.exec(token);
  if (!m) return { ok: false, reason: 'invalid' };
  const [, kind, id, expiry, sig] = m as unknown as [string, LeadKind, string, string, string];
  const expected = Buffer.from(sign(kind, id, expiry, secret), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, kind, id };
}

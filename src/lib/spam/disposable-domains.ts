/**
 * Throw-away mailbox services: an address at one of these (or a subdomain) is a content signal of spam. A short list
 * of the common ones on purpose: it flags the bulk of scripted sign-ups, and a person using one is only held for an
 * admin's review, never refused. Add a domain by adding a line.
 */
export const DISPOSABLE_DOMAINS: readonly string[] = [
  '10minutemail.com',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'moakt.com',
  'sharklasers.com',
  'spamgourmet.com',
  'temp-mail.org',
  'tempmail.dev',
  'tempmailo.com',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
];

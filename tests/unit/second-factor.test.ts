/** The admin's one-time codes (netlify/lib/second-factor.ts) against RFC 6238's published test values. */
import { describe, expect, it } from 'vitest';
import { codeFrom, totpCode, totpSecret, TOTP_STEP_MS } from '../../netlify/lib/second-factor';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890" (base32 below); 8-digit values, of which
// a 6-digit code is the last six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VALUES: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP second factor', () => {
  it('computes the codes of RFC 6238', () => {
    const secret = totpSecret({ ADMIN_TOTP_SECRET: RFC_SECRET })!;
    expect(secret.toString('ascii')).toBe('12345678901234567890');
    for (const [seconds, value] of RFC_VALUES)
      expect(totpCode(secret, Math.floor((seconds * 1000) / TOTP_STEP_MS))).toBe(value.slice(-6));
  });

  it('takes a base32 secret of at least 80 bits, with spaces and lower case, and refuses anything else', () => {
    expect(totpSecret({ ADMIN_TOTP_SECRET: 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq' })?.toString('ascii')).toBe(
      '12345678901234567890',
    );
    expect(totpSecret({})).toBeNull();
    expect(totpSecret({ ADMIN_TOTP_SECRET: 'GEZDGNBV' })).toBeNull();
    expect(totpSecret({ ADMIN_TOTP_SECRET: 'GEZDGNBVGY3TQOJ1' })).toBeNull();
  });

  it('reads a six-digit code from a login body', () => {
    expect(codeFrom({ password: 'x', code: '123 456' })).toBe('123456');
    expect(codeFrom({ code: '12345' })).toBeNull();
    expect(codeFrom({ code: 123456 })).toBeNull();
    expect(codeFrom(null)).toBeNull();
  });
});

/** The admin login's outcomes (issue 32): the anchors a form post is sent back to, and the lockout's wording. */
import { describe, expect, it } from 'vitest';
import {
  LOCK_MINUTE_CHOICES,
  LOCK_MINUTES_MAX,
  lockedMessage,
  lockMinutes,
  loginAnchor,
  loginRedirect,
  outcomeFromHash,
  type LoginOutcome,
} from '~/lib/admin/login';
import { LOGIN_WINDOW_MS } from '../../netlify/lib/login-limit';

describe('admin login outcomes', () => {
  it('the longest lockout the page has a text for is the lockout window', () => {
    expect(LOCK_MINUTES_MAX).toBe(LOGIN_WINDOW_MS / 60_000);
    expect(LOCK_MINUTE_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('rounds the wait up to whole minutes, 1 to 15', () => {
    expect(lockMinutes(0)).toBe(1);
    expect(lockMinutes(1)).toBe(1);
    expect(lockMinutes(60_000)).toBe(1);
    expect(lockMinutes(60_001)).toBe(2);
    expect(lockMinutes(150_000)).toBe(3);
    expect(lockMinutes(LOGIN_WINDOW_MS)).toBe(15);
    expect(lockMinutes(LOGIN_WINDOW_MS * 4)).toBe(15);
  });

  it('says minute or minutes', () => {
    expect(lockedMessage(1)).toBe('Too many failed attempts. Please try again in 1 minute.');
    expect(lockedMessage(15)).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });

  it('every outcome survives the trip through the address', () => {
    const outcomes: LoginOutcome[] = [
      { kind: 'signed-in' },
      { kind: 'invalid' },
      { kind: 'missing' },
      { kind: 'unavailable' },
      ...LOCK_MINUTE_CHOICES.map((minutes) => ({ kind: 'locked' as const, minutes })),
    ];
    for (const outcome of outcomes) {
      const to = loginRedirect(outcome);
      expect(to).toBe(`/admin#${loginAnchor(outcome)}`);
      expect(outcomeFromHash(new URL(to, 'https://x.example').hash)).toEqual(outcome);
    }
  });

  it('ignores other fragments and out-of-range lockouts', () => {
    for (const hash of [
      '',
      '#',
      '#main',
      '#admin-login-',
      '#admin-login-locked-0',
      '#admin-login-locked-16',
      '#admin-login-x',
    ])
      expect(outcomeFromHash(hash)).toBeNull();
    expect(loginAnchor({ kind: 'locked', minutes: 99 })).toBe('admin-login-locked-15');
  });
});

import { describe, expect, it } from 'vitest';
import { configuredLimit, decide, DEFAULT_RATE_LIMIT } from '../../netlify/lib/rate-limit';

describe('sliding-window rate limit', () => {
  it('allows up to the limit within the window, then refuses with the seconds until a slot frees', () => {
    let hits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = decide(hits, 1_000 + i * 1000, 3, 60_000);
      expect(r.decision.allowed).toBe(true);
      hits = r.next;
    }
    const refused = decide(hits, 10_000, 3, 60_000);
    expect(refused.decision).toEqual({ allowed: false, retryAfter: 51 });
    expect(refused.next).toEqual(hits);
    // Once the oldest hit leaves the window, one more is allowed.
    expect(decide(hits, 61_001, 3, 60_000).decision.allowed).toBe(true);
  });

  it('ignores garbage and far-future times', () => {
    expect(decide([Number.NaN, 1e15], 1000, 1).decision.allowed).toBe(true);
  });

  it('SUBMISSION_RATE_LIMIT overrides the default; 0 turns it off; nonsense keeps the default', () => {
    expect(configuredLimit({})).toBe(DEFAULT_RATE_LIMIT);
    expect(configuredLimit({ SUBMISSION_RATE_LIMIT: '3' })).toBe(3);
    expect(configuredLimit({ SUBMISSION_RATE_LIMIT: '0' })).toBe(0);
    expect(configuredLimit({ SUBMISSION_RATE_LIMIT: 'many' })).toBe(DEFAULT_RATE_LIMIT);
  });
});

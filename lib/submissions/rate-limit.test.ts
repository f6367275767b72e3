import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit per minute, then tells when to come back', () => {
    const limiter = new RateLimiter(3);
    const t = 1_000_000;
    expect([limiter.take('a', t), limiter.take('a', t + 1000), limiter.take('a', t + 2000)].every((r) => r.allowed)).toBe(true);
    expect(limiter.take('a', t + 3000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.take('b', t + 3000).allowed).toBe(true);
    expect(limiter.take('a', t + 60_001).allowed).toBe(true);
  });

  it('is off at 0', () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 100; i++) expect(limiter.take('a').allowed).toBe(true);
  });
});

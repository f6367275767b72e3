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

describe('RateLimiter over time', () => {
  it('counts a request exactly a window old as gone', () => {
    const limiter = new RateLimiter(1, 1000);
    expect(limiter.take('a', 5000).allowed).toBe(true);
    expect(limiter.take('a', 5999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 6000).allowed).toBe(true);
  });

  it('tells the seconds until the oldest counted request leaves the window, rounded up', () => {
    const limiter = new RateLimiter(2);
    limiter.take('a', 0);
    limiter.take('a', 30_000);
    expect(limiter.take('a', 1_500)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    // A refused request is not counted: the wait shrinks as time passes.
    expect(limiter.take('a', 59_001)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 60_001)).toEqual({ allowed: true });
    expect(limiter.take('a', 60_002)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('forgets clients with nothing left in the window once it holds more than 10,000, never one still counted', () => {
    const limiter = new RateLimiter(2);
    const hits = (limiter as unknown as { hits: Map<string, number[]> }).hits;
    limiter.take('steady', 0);
    limiter.take('steady', 30_000);
    // At 60,001 the window starts after 1: a request at 1 is gone, one at 2 is still counted.
    limiter.take('edge', 1);
    limiter.take('inside', 2);
    for (let i = 0; i < 9_996; i++) limiter.take(`old-${i}`, 0);
    limiter.take('new-1', 60_001);
    expect(hits.size).toBe(10_000);
    limiter.take('new-2', 60_001);
    expect([...hits.keys()].sort()).toEqual(['inside', 'new-1', 'new-2', 'steady']);
    // 'steady' keeps its request at 30 s: one more is allowed, the next refused.
    expect(limiter.take('steady', 60_001).allowed).toBe(true);
    expect(limiter.take('steady', 60_002).allowed).toBe(false);
  });
});

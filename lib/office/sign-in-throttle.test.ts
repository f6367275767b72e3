import { describe, expect, it } from 'vitest';
import { delayAfter, FIRST_DELAY_MS, FREE_FAILURES, MAX_DELAY_MS, SignInThrottle } from './sign-in-throttle';

describe('sign-in throttle', () => {
  it('lets the free mistakes through, then makes each next try wait longer, up to a quarter of an hour', () => {
    expect(delayAfter(FREE_FAILURES.account, FREE_FAILURES.account)).toBe(0);
    expect(delayAfter(FREE_FAILURES.account + 1, FREE_FAILURES.account)).toBe(FIRST_DELAY_MS);
    expect(delayAfter(FREE_FAILURES.account + 2, FREE_FAILURES.account)).toBe(2 * FIRST_DELAY_MS);
    expect(delayAfter(100, FREE_FAILURES.account)).toBe(MAX_DELAY_MS);
  });

  it('counts per account, whatever its case, and refuses even a right password while it waits; a success forgets the account', () => {
    const throttle = new SignInThrottle();
    const now = 1_000_000;
    for (let i = 0; i < FREE_FAILURES.account + 1; i++) {
      expect(throttle.check('A@office.example', `10.0.0.${i}`, now).allowed).toBe(true);
      throttle.fail('A@office.example', `10.0.0.${i}`, now);
    }
    expect(throttle.check('a@office.example', '10.9.9.9', now + 1000)).toEqual({ allowed: false, retryAfterSeconds: 29 });
    expect(throttle.check('a@office.example', '10.9.9.9', now + FIRST_DELAY_MS).allowed).toBe(true);
    throttle.succeed('a@OFFICE.example');
    throttle.fail('a@office.example', '10.9.9.9', now + FIRST_DELAY_MS);
    expect(throttle.check('a@office.example', '10.9.9.9', now + FIRST_DELAY_MS + 1).allowed).toBe(true);
  });

  it('counts per client across accounts, so guessing many addresses from one place is slowed too', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i <= FREE_FAILURES.client; i++) throttle.fail(`user${i}@office.example`, '203.0.113.7', 5000);
    expect(throttle.check('someone@office.example', '203.0.113.7', 5001).allowed).toBe(false);
    expect(throttle.check('someone@office.example', '203.0.113.8', 5001).allowed).toBe(true);
  });

  it('forgets a count an hour after its last failure', () => {
    const throttle = new SignInThrottle();
    const minutes = (n: number) => n * 60_000;
    for (let i = 0; i <= FREE_FAILURES.account; i++) throttle.fail('b@office.example', 'c', 0);
    // Within the hour the count holds: one more failure is past the free ones and waits.
    throttle.fail('b@office.example', 'c', minutes(59));
    expect(throttle.check('b@office.example', 'd', minutes(59) + 1).allowed).toBe(false);
    // An hour after that last failure the count starts again, so the next failure is a free one;
    // the block alone would have run out long before, so only the count shows the forgetting.
    throttle.fail('b@office.example', 'c', minutes(120));
    expect(throttle.check('b@office.example', 'd', minutes(120) + 1).allowed).toBe(true);
  });
});

describe('the sign-in throttle’s memory', () => {
  // Memory is the behaviour here: a stream of made-up addresses must not grow the map for ever.
  const sizeOf = (throttle: SignInThrottle) => (throttle as unknown as { entries: Map<string, unknown> }).entries.size;

  it('forgets an hour-old count when it is next looked at, and keeps one not yet an hour old', () => {
    const throttle = new SignInThrottle();
    const hour = 60 * 60_000;
    throttle.fail('old@office.example', 'c1', 0);
    expect(sizeOf(throttle)).toBe(2);
    expect(throttle.check('old@office.example', 'c1', hour).allowed).toBe(true);
    expect(sizeOf(throttle)).toBe(2);
    expect(throttle.check('old@office.example', 'c1', hour + 1).allowed).toBe(true);
    expect(sizeOf(throttle)).toBe(0);
  });

  it('counts a failure exactly an hour after the last one on top of it, and one later afresh', () => {
    const hour = 60 * 60_000;
    const throttle = new SignInThrottle();
    for (let i = 0; i < FREE_FAILURES.account; i++) throttle.fail('e@office.example', `c${i}`, 0);
    throttle.fail('e@office.example', 'x', hour);
    expect(throttle.check('e@office.example', 'y', hour + 1)).toEqual({ allowed: false, retryAfterSeconds: FIRST_DELAY_MS / 1000 });
    const later = new SignInThrottle();
    for (let i = 0; i < FREE_FAILURES.account; i++) later.fail('e@office.example', `c${i}`, 0);
    later.fail('e@office.example', 'x', hour + 1);
    expect(later.check('e@office.example', 'y', hour + 2).allowed).toBe(true);
  });

  it('drops the counts older than an hour once it holds more than 50 000, and only those', () => {
    const throttle = new SignInThrottle();
    const hour = 60 * 60_000;
    // 25 000 accounts from 25 000 clients: 50 000 counts, at the limit, so none is dropped yet.
    for (let i = 0; i < 25_000; i++) throttle.fail(`u${i}@office.example`, `10.0.${i}`, 0);
    throttle.fail('recent@office.example', 'r', hour);
    expect(sizeOf(throttle)).toBe(50_002);
    // The next new count passes the limit: every hour-old one goes, the recent ones stay.
    throttle.fail('new@office.example', 'r', hour + 1);
    expect(sizeOf(throttle)).toBe(3);
  });

  it('drops nothing while it holds 50 000 counts, however old', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 24_999; i++) throttle.fail(`u${i}@office.example`, `10.0.${i}`, 0);
    throttle.fail('late@office.example', 'late', 2 * 60 * 60_000);
    expect(sizeOf(throttle)).toBe(50_000);
  });
});

/**
 * Failed sign-ins, limited per account (the address typed, whether or not it has an account, so
 * the answer tells nothing) and per client, with growing delays: a few mistakes are free, then
 * each further failure makes the next try wait, 30 s and doubling, up to a quarter of an hour. A success clears the
 * account's count. In memory: each server instance counts its own, and a restart forgives.
 */

/** A whole office behind one address shares the client's count: it is the larger. */
export const FREE_FAILURES = { account: 5, client: 50 } as const;
export const MAX_DELAY_MS = 15 * 60_000;
/** A count is forgotten this long after its last failure. */
const FORGET_MS = 60 * 60_000;
const MAX_KEYS = 50_000;

type Entry = { failures: number; blockedUntil: number; last: number };
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const FIRST_DELAY_MS = 30_000;

/** The wait after the n-th failure: none within the free ones, then 30 s, 1 min, 2 min … up to MAX_DELAY_MS. */
export function delayAfter(failures: number, free: number): number {
  return failures <= free ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - free - 1));
}

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  /** Whether a sign-in by this account and client may be tried now. */
  check(account: string, client: string, now = Date.now()): Verdict {
    const wait = Math.max(this.blockedUntil(`a:${account.toLowerCase()}`, now), this.blockedUntil(`c:${client}`, now)) - now;
    return wait > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { allowed: true };
  }

  fail(account: string, client: string, now = Date.now()): void {
    this.count(`a:${account.toLowerCase()}`, FREE_FAILURES.account, now);
    this.count(`c:${client}`, FREE_FAILURES.client, now);
  }

  succeed(account: string): void {
    this.entries.delete(`a:${account.toLowerCase()}`);
  }

  private blockedUntil(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (entry && now - entry.last > FORGET_MS) {
      this.entries.delete(key);
      return 0;
    }
    return entry?.blockedUntil ?? 0;
  }

  private count(key: string, free: number, now: number): void {
    const entry = this.entries.get(key);
    const failures = entry && now - entry.last <= FORGET_MS ? entry.failures + 1 : 1;
    this.entries.set(key, { failures, blockedUntil: now + delayAfter(failures, free), last: now });
    if (this.entries.size > MAX_KEYS) for (const [old, value] of this.entries) if (now - value.last > FORGET_MS) this.entries.delete(old);
  }
}

/**
 * A sliding one-minute window per client, in memory (each server instance counts its own). Old
 * clients are forgotten as the window moves, so memory stays bounded by recent traffic.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limitPerMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a request; `allowed: false` with the seconds until the next one would be allowed. */
  take(client: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.limitPerMinute <= 0) return { allowed: true };
    const since = now - this.windowMs;
    // Stryker disable next-line ArrayDeclaration: the list Stryker puts here holds a word, which compares with `since` as NaN, never greater, so the filter leaves a new client no times either way
    const recent = (this.hits.get(client) ?? []).filter((time) => time > since);
    if (recent.length >= this.limitPerMinute) {
      this.hits.set(client, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(client, recent);
    if (this.hits.size > 10_000) this.sweep(since);
    return { allowed: true };
  }

  private sweep(since: number) {
    for (const [client, times] of this.hits) if (times.every((time) => time <= since)) this.hits.delete(client);
  }
}

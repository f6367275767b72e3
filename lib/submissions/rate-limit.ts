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

/**
 * Who the client is. Behind a trusted reverse proxy the first X-Forwarded-For address is the
 * visitor; otherwise only the last one (added by our own server) can be believed.
 */
export function clientKey(headers: Headers, trustProxy: boolean): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return (trustProxy ? forwarded[0] : forwarded.at(-1)) ?? headers.get('x-real-ip') ?? 'unknown';
}

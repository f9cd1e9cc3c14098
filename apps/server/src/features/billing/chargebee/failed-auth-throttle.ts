/**
 * Counts failed authentications per source in a fixed window and blocks a source that fails too often, so a
 * webhook password cannot be guessed at network speed. Per process: each web process keeps its own count,
 * which still caps guessing at a few dozen tries a minute per process. Chargebee retries a refused delivery
 * for days, so a legitimate event held back by a block still arrives.
 */
export class FailedAuthThrottle {
  private readonly failures = new Map<string, { count: number; windowEndsAt: number }>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a failure; returns the failures in the source's current window. */
  fail(source: string): number {
    const at = this.now();
    const current = this.failures.get(source);
    const entry = current && current.windowEndsAt > at ? current : { count: 0, windowEndsAt: at + this.windowMs };
    entry.count += 1;
    this.failures.set(source, entry);
    if (this.failures.size > 10_000) this.forgetExpired(at);
    return entry.count;
  }

  isBlocked(source: string): boolean {
    const entry = this.failures.get(source);
    return Boolean(entry && entry.windowEndsAt > this.now() && entry.count >= this.maxFailures);
  }

  retryAfterSeconds(source: string): number {
    const entry = this.failures.get(source);
    return entry ? Math.max(1, Math.ceil((entry.windowEndsAt - this.now()) / 1000)) : 1;
  }

  private forgetExpired(at: number): void {
    for (const [source, entry] of this.failures) if (entry.windowEndsAt <= at) this.failures.delete(source);
  }
}

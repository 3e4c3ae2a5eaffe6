/** Fixed-window request limiter per key: simple, predictable, and what the headers describe. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  get enabled(): boolean {
    return this.limit > 0;
  }

  /** Counts one request of `key` at `now` and says whether it may proceed. */
  take(key: string, now: number): RateDecision {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs || now < window.startedAt) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    const resetMs = window.startedAt + this.windowMs - now;
    if (window.count >= this.limit) return { allowed: false, limit: this.limit, remaining: 0, resetMs };
    window.count += 1;
    return { allowed: true, limit: this.limit, remaining: this.limit - window.count, resetMs };
  }

  clear(): void {
    this.windows.clear();
  }
}

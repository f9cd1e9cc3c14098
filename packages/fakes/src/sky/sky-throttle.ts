// SKY API throttling as documented: a per-second rate limit answered with 429 and Retry-After, and a daily
// call quota answered with 403 and Retry-After (seconds until the quota is replenished).

export interface SkyThrottleOptions {
  callsPerSecond: number;
  /** Calls a subscription key may make per UTC day; Infinity for none. */
  dailyQuota: number;
}

export type SkyRefusal = { status: 429 | 403; retryAfterSeconds: number; body: { statusCode: number; message: string } };

const pad = (n: number) => String(n).padStart(2, '0');

export class SkyThrottle {
  private readonly recent: number[] = [];
  private day = '';
  private callsToday = 0;
  /** Calls still to refuse with 429 whatever the rate (a test's storm). */
  stormLeft = 0;

  constructor(public options: SkyThrottleOptions) {}

  /** Records a call; returns the refusal when the call is over a limit. */
  admit(now = Date.now()): SkyRefusal | null {
    const today = new Date(now).toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.callsToday = 0;
    }
    if (this.callsToday >= this.options.dailyQuota) {
      const seconds = Math.ceil((Date.parse(`${today}T00:00:00Z`) + 86_400_000 - now) / 1000);
      const clock = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
      return { status: 403, retryAfterSeconds: seconds, body: { statusCode: 403, message: `Out of call volume quota. Quota will be replenished in ${clock}.` } };
    }
    if (this.stormLeft > 0) {
      this.stormLeft -= 1;
      return rateLimited();
    }
    while (this.recent.length && this.recent[0]! <= now - 1000) this.recent.shift();
    if (this.recent.length >= this.options.callsPerSecond) return rateLimited();
    this.recent.push(now);
    this.callsToday += 1;
    return null;
  }
}

function rateLimited(): SkyRefusal {
  return { status: 429, retryAfterSeconds: 1, body: { statusCode: 429, message: 'Rate limit is exceeded. Try again in 1 second.' } };
}

import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitExceeded } from './errors.ts';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix time in seconds when the current window ends. */
  reset: number;
}

/** Section 8 headers, on every response to a request whose key was recognised. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.reset),
  };
}

/**
 * Fixed one-minute windows per key, counted in Redis so every process of the service shares one budget.
 * A key with its own limit gets a limiter of that size; limiters are kept per size.
 */
export class RateLimits {
  private readonly limiters = new Map<number, RateLimiterRedis>();

  constructor(
    private readonly redis: Redis,
    private readonly defaultLimit: number,
  ) {}

  private limiter(points: number): RateLimiterRedis {
    let limiter = this.limiters.get(points);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `rl:${points}`, points, duration: 60 });
      this.limiters.set(points, limiter);
    }
    return limiter;
  }

  /** Counts one request for `keyId`. Throws RateLimitExceeded (with the headers to send) past the limit. */
  async consume(keyId: number, ownLimit: number | null): Promise<RateLimitState> {
    const limit = ownLimit ?? this.defaultLimit;
    try {
      const res = await this.limiter(limit).consume(String(keyId));
      return state(limit, res);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      const exceeded = new RateLimitExceeded(limit, retryAfter);
      Object.assign(exceeded.headers, rateLimitHeaders(state(limit, err)));
      throw exceeded;
    }
  }
}

function state(limit: number, res: RateLimiterRes): RateLimitState {
  return {
    limit,
    remaining: Math.max(0, res.remainingPoints),
    reset: Math.ceil((Date.now() + res.msBeforeNext) / 1000),
  };
}

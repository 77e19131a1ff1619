import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError, InvalidApiKey } from '../platform/errors.ts';
import { log } from '../platform/log.ts';
import type { Metrics } from '../platform/metrics.ts';

/**
 * Requests without a valid key (answered 401) counted per client address, in Redis like the per-key limits so
 * every process shares one count. Past the limit they are answered 429 instead, so guessing keys or hammering the
 * service without one costs the client a wait. A request with a valid key is never counted nor refused here.
 *
 * The address is the TCP peer (req.socket.remoteAddress): X-Forwarded-For is any client's to forge.
 */
export class UnauthenticatedLimit {
  private readonly limiter: RateLimiterRedis | null;

  constructor(
    redis: Redis,
    private readonly perMinute: number,
    private readonly metrics?: Metrics,
  ) {
    this.limiter = perMinute > 0 ? new RateLimiterRedis({ storeClient: redis, keyPrefix: 'rl:unauth', points: perMinute, duration: 60 }) : null;
  }

  /** The error to answer: a 401 counted against the client's address (a 429 past the limit), anything else as is. */
  async screen(err: unknown, req: Request): Promise<unknown> {
    if (!(err instanceof InvalidApiKey) || !this.limiter) return err;
    try {
      await this.limiter.consume(req.socket.remoteAddress ?? 'unknown');
      return err;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) {
        // Counting is a guard, not billing: with Redis unreachable the 401 stands.
        log.warn({ err: refused }, 'unauthenticated requests could not be counted');
        return err;
      }
      const retryAfter = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      this.metrics?.rateLimited('unauthenticated');
      return new ApiError(
        429,
        'rate_limit_exceeded',
        `Over ${this.perMinute} requests per minute without a valid API key from this address. Retry after ${retryAfter} s.`,
        { 'Retry-After': String(retryAfter) },
      );
    }
  }

  /** An Express error handler answering with `send` (the REST envelope or GraphQL's shape) after the screen. */
  handler(send: (res: Response, err: unknown) => void): ErrorRequestHandler {
    return async (err, req, res, next) => {
      if (res.headersSent) return next(err);
      send(res, await this.screen(err, req));
    };
  }
}

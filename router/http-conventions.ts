import compression from 'compression';
import cors from 'cors';
import type { RequestHandler } from 'express';
import type { Config } from '../platform/config.ts';

/**
 * CORS for browser clients. Keys are bearer tokens in the Authorization header, never cookies, so any origin may be
 * allowed (the default, `*`) and credentials never are. Every OPTIONS request is answered here, 204 with what a
 * preflight needs, before any route: a preflight needs no key and is neither charged nor counted against a limit.
 * Clients may read the headers the contract gives them (request id, rate limits, Retry-After).
 */
export function browserAccess(origins: Config['corsOrigins']): RequestHandler {
  return cors({
    origin: origins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
    credentials: false,
    maxAge: 3600,
    optionsSuccessStatus: 204,
  });
}

/**
 * gzip or brotli (as Accept-Encoding asks) for answers of 1 kB or more of a compressible type (JSON, HTML, text);
 * smaller ones are not worth the CPU. Answers already encoded (GraphiQL's assets) or marked no-transform pass as
 * they are. Nothing here streams except Apollo's incremental delivery, which flushes each part (res.flush).
 * A request that accepts no encoding (most API clients) skips the middleware, which would otherwise wrap the answer's
 * writes only to send them as they are; its answer still says it varies by Accept-Encoding, as every compressible
 * answer does for caches.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: 1024 });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
}

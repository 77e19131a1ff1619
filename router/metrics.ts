import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { InvalidApiKey } from '../platform/errors.ts';
import type { Caller } from '../platform/gate.ts';
import type { Metrics, Surface } from '../platform/metrics.ts';
import type { SubgraphRuntime } from '../subgraphs/runtime.ts';

/** The surface of a path as Express routes it (case-insensitively): /v1 is REST, /graphql GraphQL. */
export function surfaceOf(path: string): Surface {
  const lower = path.toLowerCase();
  if (lower === '/v1' || lower.startsWith('/v1/')) return 'rest';
  if (lower === '/graphql' || lower.startsWith('/graphql/')) return 'graphql';
  return 'other';
}

/**
 * The route label of an answered request: the pattern of the Express route that answered (`/v1/jobs/:batch_id`,
 * never the raw path, so the label's values are the routes in the code), `preflight` for CORS preflights (answered
 * before routing), `unmatched` when no route did (404).
 */
function routeOf(req: Request, surface: Surface): string {
  if (req.method === 'OPTIONS') return 'preflight';
  if (surface === 'graphql') return '/graphql';
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return path;
  if (path instanceof RegExp) return String(path);
  return 'unmatched';
}

/** Counts every answer in kb_http_requests_total and times it in kb_http_request_duration_seconds. */
export function observeRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Decided before routing: a router mounted on a prefix rewrites req.url while it runs.
    const surface = surfaceOf(req.path);
    res.on('finish', () => {
      const mode = (res.locals.caller as Caller | undefined)?.keyMode ?? 'none';
      metrics.request(surface, routeOf(req, surface), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9, mode);
    });
    next();
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without
 * a token configured there is no such route (the JSON 404 of any unknown path). A missing or wrong token is a 401
 * like a bad API key, counted against the caller's address by the unauthenticated limit, so it cannot be guessed fast.
 */
export function metricsRouter(metrics: Metrics, token: string | null): Router {
  const router = Router();
  if (!token) return router;
  const expected = digest(token);
  router.get('/metrics', async (req, res) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new InvalidApiKey('Missing or wrong metrics token. Send Authorization: Bearer <METRICS_TOKEN>.');
    }
    const body = await metrics.registry.metrics();
    res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
  });
  return router;
}

/**
 * The gauges read from shared state at scrape time, so they are the same whichever process is scraped: durable
 * jobs by state (PostgreSQL), dispatches waiting in the BullMQ queue (Redis), images waiting for the media mirror
 * (PostgreSQL).
 */
export function serviceGauges(metrics: Metrics, runtime: SubgraphRuntime): void {
  metrics.gauge('kb_jobs', 'Durable jobs by state (counted in PostgreSQL at scrape).', 'state', () => runtime.jobs.countByStatus());
  metrics.gauge('kb_job_queue_depth', 'Job dispatches in the BullMQ queue by state (read from Redis at scrape).', 'state', () => runtime.queue.depth());
  metrics.gauge('kb_media_mirror_backlog', 'Images waiting for the media mirror (pending) or being copied (copying), at scrape.', 'state', () =>
    runtime.mirror.backlog(),
  );
}

import type { KeyMode } from './accounts/keys.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiError, PipelinePaused, SourcePaused, SurfaceBlocked, UpstreamError, UpstreamRateLimited, UpstreamTimeout } from './errors.ts';
import { logBurst } from './log-burst.ts';
import type { Units } from './money.ts';

/** Which surface a request came in on: REST under /v1, /graphql, or anything else (GraphiQL, media, health). */
export type Surface = 'rest' | 'graphql' | 'other';

/** What a charge was for: an answer on one of the surfaces, or a durable job completed. */
export type ChargeSource = 'rest' | 'graphql' | 'job';

/** Which limit refused a request with 429: a key's own, or the per-address limit on requests without a valid key. */
export type RateLimitKind = 'key' | 'unauthenticated';

/** How long a gauge read at scrape time may take before the scrape goes on without it. */
const COLLECT_TIMEOUT_MS = 2_000;

/** Seconds; the last bucket is the subgraph timeout's default, the longest a request should take. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * What a live read's failure counts as (`class` of kb_upstream_failures_total); null for answers that are not
 * failures of the upstream (a 404, a refused argument).
 */
export function upstreamFailureClass(err: unknown): string | null {
  if (err instanceof UpstreamTimeout) return 'timeout';
  if (err instanceof UpstreamRateLimited) return 'rate_limited';
  if (err instanceof SourcePaused || err instanceof PipelinePaused) return 'paused';
  if (err instanceof SurfaceBlocked) return 'blocked';
  if (err instanceof UpstreamError) return 'error';
  if (err instanceof ApiError) return null;
  return 'other';
}

/**
 * The Prometheus metrics of one service instance, in a registry of its own (never prom-client's global one), so
 * several services in one process (tests) each count their own and never collide. Platform code counts through the
 * recorders below; the router serves `registry` at GET /metrics. Every label takes values from a closed set (route
 * patterns, never raw paths; network names; states), so the number of series stays bounded.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'kb_http_requests_total',
    help: 'HTTP requests answered, by surface (rest, graphql, other), route pattern, status and key mode (live, test, or none before a key was accepted).',
    labelNames: ['surface', 'route', 'status', 'mode'] as const,
    registers: [this.registry],
  });

  private readonly latency = new Histogram({
    name: 'kb_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by surface and route pattern.',
    labelNames: ['surface', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly charges = new Counter({
    name: 'kb_charges_total',
    help: 'Charges written to the ledger by this process, by what they paid for (rest, graphql, job).',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  private readonly charged = new Counter({
    name: 'kb_charged_units_total',
    help: 'Sum of the charges written to the ledger by this process, in units of $0.0001 (10000 = $1), by source.',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  private readonly refusedReservations = new Counter({
    name: 'kb_reservations_refused_total',
    help: 'Reservations refused because the balance could not cover them (402 insufficient_balance).',
    registers: [this.registry],
  });

  private readonly rateLimitRefusals = new Counter({
    name: 'kb_rate_limit_refusals_total',
    help: 'Requests refused with 429 rate_limit_exceeded, by limit: key (per key) or unauthenticated (per address).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly upstreamFailures = new Counter({
    name: 'kb_upstream_failures_total',
    help: 'Live reads whose upstream failed, by network and class (error, timeout, rate_limited, paused, blocked, other).',
    labelNames: ['network', 'class'] as const,
    registers: [this.registry],
  });

  /** `processMetrics`: Node's own (CPU, memory, event loop lag, GC) too; off for the unserved instances. */
  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  request(surface: Surface, route: string, status: number, seconds: number, mode: KeyMode | 'none' = 'none'): void {
    this.requests.inc({ surface, route, status: String(status), mode });
    this.latency.observe({ surface, route }, seconds);
  }

  charge(source: ChargeSource, units: Units): void {
    this.charges.inc({ source });
    this.charged.inc({ source }, units);
  }

  reservationRefused(): void {
    this.refusedReservations.inc();
  }

  rateLimited(kind: RateLimitKind): void {
    this.rateLimitRefusals.inc({ kind });
  }

  /** Counts a live read that failed upstream; a failure that is not the upstream's (404, 400) is not counted. */
  upstreamFailed(network: string, err: unknown): void {
    const kind = upstreamFailureClass(err);
    if (kind) this.upstreamFailures.inc({ network, class: kind });
  }

  /**
   * A gauge read when /metrics is scraped (rows of a PostgreSQL table, counts of a Redis queue): `read` gives a
   * value per label value. A read that fails or takes longer than 2 s leaves the gauge without samples for that
   * scrape (logged once per burst) rather than failing the whole scrape.
   */
  gauge(name: string, help: string, label: string, read: () => Promise<Record<string, number>>): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        this.reset();
        let timer: NodeJS.Timeout | undefined;
        try {
          const values = await Promise.race([
            read(),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`${name} not read within ${COLLECT_TIMEOUT_MS} ms`)), COLLECT_TIMEOUT_MS);
            }),
          ]);
          for (const [value, count] of Object.entries(values)) this.set({ [label]: value }, count);
        } catch (err) {
          logBurst('warn', { err }, 'metric could not be read at scrape', name);
        } finally {
          clearTimeout(timer);
        }
      },
    });
  }
}

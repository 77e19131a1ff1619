import { createHmac } from 'node:crypto';
import { PROCESS_CURSOR_SECRET } from './cursor.ts';
import type { OutboundSettings } from './outbound/fetcher.ts';
import { installPath } from './install-root.ts';

/** Process configuration, read once from the environment with defaults that work on a developer machine. */
export interface Config {
  port: number;
  /** A client must have sent a request's headers within this long of starting it (slow-header connections close). */
  httpHeadersTimeoutMs: number;
  /** A client must have sent a whole request, body included, within this long. */
  httpRequestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  httpKeepAliveTimeoutMs: number;
  /** Connections held at once; more are closed as they arrive. */
  httpMaxConnections: number;
  /** Requests per minute answered 401 (no valid key) per client address before they are answered 429; 0 turns it off. */
  unauthenticatedRateLimit: number;
  /**
   * Browser origins allowed to call the API (CORS_ORIGINS, comma-separated): `*` for any, else exact origins such as
   * https://app.example.com. Keys travel in the Authorization header, never in cookies, so no credentials are allowed.
   */
  corsOrigins: '*' | string[];
  /** Bearer token that GET /metrics requires (METRICS_TOKEN); null serves no /metrics at all (404). */
  metricsToken: string | null;
  databaseUrl: string;
  /**
   * A read-only database (a streaming replica) that library and stored reads use (DATABASE_READ_URL); null: they use
   * the primary. Writes, jobs and billing are always on the primary.
   */
  databaseReadUrl: string | null;
  redisUrl: string;
  /** Prefix for every Redis key this process writes, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Requests per minute per key unless the key carries its own limit. */
  defaultRateLimit: number;
  logLevel: string;
  /** Path of supergraph.yaml, which lists the subgraphs and says whether each runs in-process or at a URL. */
  supergraphConfig: string;
  /** Load the demo corpus and create a demo account when the database holds no profile. */
  seedDemo: boolean;
  /** Where mirrored media is stored when no S3 bucket is configured. */
  mediaDir: string;
  /** S3-compatible mirror store: set MEDIA_S3_BUCKET to use it instead of the local directory. */
  mediaS3: {
    bucket: string;
    /** Key prefix inside the bucket. */
    prefix: string;
    /** Endpoint of an S3-compatible service; omit for AWS itself. */
    endpoint?: string;
    region: string;
    /** Path-style addressing (http://host/bucket/key), which most S3-compatible services need. */
    forcePathStyle: boolean;
    accessKeyId?: string;
    secretAccessKey?: string;
  } | null;
  /** Base URL clients reach this service at; mirror URLs and sandbox media URLs are built on it. Default: http://127.0.0.1:<port>. */
  publicUrl: string | null;
  /** Simulated acquisition latency of the sandbox upstreams (0 for benchmarks and tests). */
  sandboxLatencyMs: number;
  /** Lifetime of the signed media URLs the sandbox upstreams hand out. */
  sandboxMediaTtlSeconds: number;
  /** Key that signs sandbox media URLs. */
  sandboxSecret: string;
  /** Give up on an upstream call after this long (504). */
  upstreamTimeoutMs: number;
  /**
   * Give up on a call to a subgraph served over HTTP after this long (504), body included; 0 sets no limit. Longer
   * than upstreamTimeoutMs, as a subgraph may itself be waiting that long on an upstream.
   */
  subgraphTimeoutMs: number;
  /** Which provider serves each network: `<NETWORK>_PROVIDER`, default sandbox. */
  providers: Record<string, string>;
  /** Run a job worker in this process (the router); `npm run worker` runs more as separate processes. */
  jobWorker: boolean;
  jobConcurrency: number;
  /** How long a worker holds a job before another may take it over (a dead worker's job resumes after this). */
  jobLockMs: number;
  /** How often payment-required jobs are settled again and lost dispatches re-sent. */
  settleIntervalMs: number;
  /**
   * How long a balance reservation may stay in flight before it is given back (its process died mid-request):
   * WALLET_HOLD_TTL_MS, by default twice the longest a request may take (HTTP or subgraph timeout) plus 30 s.
   */
  walletHoldTtlMs: number;
  /** How often each process gives back the reservations that lapsed (HOLD_RECLAIM_INTERVAL_MS, default 5 s). */
  holdReclaimIntervalMs: number;
  /**
   * Copy registered media in this process (MEDIA_MIRROR_WORKER, default true): routers and job workers do unless
   * `npm run mirror` runs the copying as its own process and they are told not to.
   */
  mirrorWorker: boolean;
  /** How long a media copy that failed for a passing reason waits before its next try (MIRROR_RETRY_MS, default 5 s). */
  mirrorRetryMs: number;
  /** How long one job may walk before it stops with `deadline`. */
  jobBudgetMs: number;
  /**
   * The most jobs one account may have in payment-required at once (JOB_MAX_PAYMENT_REQUIRED, default 3): past it, a
   * submission is refused with 402 before anything is acquired.
   */
  jobMaxPaymentRequired: number;
  /**
   * Secret shared by the routers and the subgraphs served over HTTP (INTERNAL_SIGNING_SECRET, 32 characters or
   * more): the router signs who each subgraph call runs for with it (platform/internal-signature.ts), and a subgraph
   * answers 401 to a call without a valid signature. Required as soon as any subgraph is remote; null when unset.
   */
  internalSigningSecret: string | null;
  /**
   * The secrets cursors are signed with (platform/cursor.ts): CURSOR_SECRETS, comma-separated, 32 characters or more
   * each; the first signs, every one verifies (rotation). Unset: derived from INTERNAL_SIGNING_SECRET when that is
   * set (so processes sharing it accept each other's cursors), else one random secret per process.
   */
  cursorSecrets: string[];
  /** How the service fetches URLs its callers give it (web pages, link-in-bio pages): platform/outbound/fetcher.ts. */
  outbound: OutboundSettings;
  /**
   * The environment this configuration was read from. A network module reads its own settings from it (see
   * `settingsFrom`), so the platform names no network's settings.
   */
  env: Readonly<Record<string, string | undefined>>;
  /** GraphQL operation limits, checked before anything runs or is reserved (answered 400 invalid_request). */
  graphql: {
    /** The most one operation may be estimated to cost, in dollars (GRAPHQL_MAX_COST). */
    maxCost: string;
    /** The most results (field values, list items counted one by one) one operation may be estimated to return. */
    maxResults: number;
    /** Deepest field nesting, introspection excluded. */
    maxDepth: number;
    maxAliases: number;
    /** Lexical tokens in the document (parsing stops beyond). */
    maxTokens: number;
    /** Directives (`@include`, `@skip`, ...) in one operation, fragments counted where they are spread. */
    maxDirectives: number;
    /** Fields selected at the root of one operation (each one a separate read), fragments at the root followed. */
    maxRootFields: number;
    /**
     * Whether `__schema` and `__type` may be queried (GRAPHQL_INTROSPECTION, default true in every environment:
     * GraphiQL's explorer needs it). Off, field suggestions ("Did you mean …?") are left out of errors too.
     */
    introspection: boolean;
    /** GRAPHQL_PERSISTED_ONLY=true: only the operations of the persisted operations file run (router/persisted-operations.ts). */
    persistedOnly: boolean;
    /** The persisted operations (Apollo's manifest format); GRAPHQL_PERSISTED_OPERATIONS, default schema/persisted-operations.json. */
    persistedOperations: string;
  };
}

function int(name: string, fallback: number, env: Env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function dollars(name: string, fallback: string, env: Env): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(raw)) throw new Error(`${name} must be a dollar amount such as 10 or 2.5, got ${JSON.stringify(raw)}`);
  return raw;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A list of TCP ports (default 80 and 443). */
function ports(name: string, env: Env): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return [80, 443];
  const list = raw.split(',').map((p) => p.trim());
  if (!list.every((p) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535))
    throw new Error(`${name} must be comma-separated ports such as 80,443, got ${JSON.stringify(raw)}`);
  return list.map(Number);
}

/**
 * `*` (also when unset), or a list of origins, each normalised as browsers send it in Origin (scheme://host[:port],
 * lowercase host, no default port).
 */
function origins(name: string, env: Env): '*' | string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return '*';
  return entries.map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {}
    const bare = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!bare) throw new Error(`${name} must be * or comma-separated origins such as https://app.example.com, got ${JSON.stringify(entry)}`);
    return url!.origin;
  });
}

/** A token that must be hard to guess; null when unset. */
function secret(name: string, minLength: number, env: Env): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (raw.length < minLength || /\s/.test(raw)) throw new Error(`${name} must be at least ${minLength} characters without spaces.`);
  return raw;
}

/** CURSOR_SECRETS, or the fallbacks `Config.cursorSecrets` describes. */
function cursorSecrets(env: Env): string[] {
  const raw = env.CURSOR_SECRETS;
  if (raw !== undefined && raw.trim() !== '') {
    return raw.split(',').map((entry, i) => {
      const s = entry.trim();
      if (s.length < 32 || /\s/.test(s)) throw new Error(`CURSOR_SECRETS entry ${i + 1} must be at least 32 characters without spaces.`);
      return s;
    });
  }
  const internal = secret('INTERNAL_SIGNING_SECRET', 32, env);
  if (internal) return [createHmac('sha256', internal).update('cursor-secret').digest('base64url')];
  return [PROCESS_CURSOR_SECRET];
}

/** A module's reader of its own settings (`<NAME>` environment variables), with the platform's checks. */
export function settingsFrom(env: Env) {
  return {
    int: (name: string, fallback: number) => int(name, fallback, env),
    string: (name: string, fallback: string) => env[name] || fallback,
    /** `true` or `false` (a switch such as NOTENET_PAUSED); anything else refuses to start. */
    bool(name: string, fallback: boolean): boolean {
      const raw = env[name];
      if (raw === undefined || raw === '') return fallback;
      if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false, got ${JSON.stringify(raw)}`);
      return raw === 'true';
    },
    /** A calendar date, YYYY-MM-DD. */
    date(name: string, fallback: string): string {
      const value = env[name] || fallback;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        throw new Error(`${name} must be a date such as 2026-11-01, got ${JSON.stringify(value)}`);
      return value;
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int('PORT', 4000, env),
    httpHeadersTimeoutMs: int('HTTP_HEADERS_TIMEOUT_MS', 10_000, env),
    httpRequestTimeoutMs: int('HTTP_REQUEST_TIMEOUT_MS', 30_000, env),
    httpKeepAliveTimeoutMs: int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, env),
    httpMaxConnections: int('HTTP_MAX_CONNECTIONS', 1_000, env),
    unauthenticatedRateLimit: int('UNAUTHENTICATED_RATE_LIMIT_PER_MINUTE', 60, env),
    corsOrigins: origins('CORS_ORIGINS', env),
    metricsToken: secret('METRICS_TOKEN', 16, env),
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/kb_social',
    databaseReadUrl: env.DATABASE_READ_URL || null,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'kb:',
    defaultRateLimit: int('RATE_LIMIT_PER_MINUTE', 100, env),
    logLevel: env.LOG_LEVEL || 'info',
    supergraphConfig: env.SUPERGRAPH_CONFIG || installPath('supergraph.yaml'),
    seedDemo: env.SEED_DEMO !== 'false',
    mediaDir: env.MEDIA_DIR || installPath('.data/media'),
    mediaS3: env.MEDIA_S3_BUCKET
      ? {
          bucket: env.MEDIA_S3_BUCKET,
          prefix: env.MEDIA_S3_PREFIX ?? 'media/',
          endpoint: env.MEDIA_S3_ENDPOINT || undefined,
          region: env.MEDIA_S3_REGION || 'us-east-1',
          forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE !== 'false',
          accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY || undefined,
        }
      : null,
    publicUrl: env.PUBLIC_URL || null,
    sandboxLatencyMs: int('SANDBOX_LATENCY_MS', 100, env),
    sandboxMediaTtlSeconds: int('SANDBOX_MEDIA_TTL_SECONDS', 6 * 3600, env),
    sandboxSecret: env.SANDBOX_SECRET || 'sandbox-media-signing-key',
    upstreamTimeoutMs: int('UPSTREAM_TIMEOUT_MS', 10_000, env),
    subgraphTimeoutMs: int('SUBGRAPH_TIMEOUT_MS', 30_000, env),
    providers: Object.fromEntries(
      Object.entries(env)
        .filter(([name, value]) => name.endsWith('_PROVIDER') && value)
        .map(([name, value]) => [name.slice(0, -'_PROVIDER'.length).toLowerCase(), value as string]),
    ),
    jobWorker: env.JOB_WORKER !== 'false',
    jobConcurrency: int('JOB_CONCURRENCY', 20, env),
    jobLockMs: int('JOB_LOCK_MS', 10_000, env),
    settleIntervalMs: int('SETTLE_INTERVAL_MS', 10_000, env),
    walletHoldTtlMs: int(
      'WALLET_HOLD_TTL_MS',
      2 * Math.max(int('HTTP_REQUEST_TIMEOUT_MS', 30_000, env), int('SUBGRAPH_TIMEOUT_MS', 30_000, env)) + 30_000,
      env,
    ),
    holdReclaimIntervalMs: int('HOLD_RECLAIM_INTERVAL_MS', 5_000, env),
    mirrorWorker: env.MEDIA_MIRROR_WORKER !== 'false',
    mirrorRetryMs: int('MIRROR_RETRY_MS', 5_000, env),
    jobBudgetMs: int('JOB_BUDGET_MS', 15 * 60_000, env),
    jobMaxPaymentRequired: int('JOB_MAX_PAYMENT_REQUIRED', 3, env),
    internalSigningSecret: secret('INTERNAL_SIGNING_SECRET', 32, env),
    cursorSecrets: cursorSecrets(env),
    outbound: {
      allowCidrs: env.OUTBOUND_ALLOW_CIDRS ?? '',
      dnsServers: (env.OUTBOUND_DNS_SERVERS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ports: ports('OUTBOUND_PORTS', env),
      connectTimeoutMs: int('OUTBOUND_CONNECT_TIMEOUT_MS', 5_000, env),
      timeoutMs: int('OUTBOUND_TIMEOUT_MS', 15_000, env),
      maxBytes: int('OUTBOUND_MAX_BYTES', 5 * 1024 * 1024, env),
      userAgent: env.OUTBOUND_USER_AGENT || 'SocialDataAPI-Fetcher/1.0 (+/docs)',
    },
    env: { ...env },
    graphql: {
      maxCost: dollars('GRAPHQL_MAX_COST', '10', env),
      maxResults: int('GRAPHQL_MAX_RESULTS', 100_000, env),
      maxDepth: int('GRAPHQL_MAX_DEPTH', 15, env),
      maxAliases: int('GRAPHQL_MAX_ALIASES', 100, env),
      maxTokens: int('GRAPHQL_MAX_TOKENS', 5_000, env),
      maxDirectives: int('GRAPHQL_MAX_DIRECTIVES', 50, env),
      maxRootFields: int('GRAPHQL_MAX_ROOT_FIELDS', 100, env),
      introspection: env.GRAPHQL_INTROSPECTION !== 'false',
      persistedOnly: settingsFrom(env).bool('GRAPHQL_PERSISTED_ONLY', false),
      persistedOperations: env.GRAPHQL_PERSISTED_OPERATIONS || installPath('schema/persisted-operations.json'),
    },
  };
}

/** Process configuration, read once from the environment with defaults that work on a developer machine. */
export interface Config {
  port: number;
  databaseUrl: string;
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
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int('PORT', 4000),
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/kb_social',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'kb:',
    defaultRateLimit: int('RATE_LIMIT_PER_MINUTE', 100),
    logLevel: env.LOG_LEVEL || 'info',
    supergraphConfig: env.SUPERGRAPH_CONFIG || new URL('../supergraph.yaml', import.meta.url).pathname,
    seedDemo: env.SEED_DEMO !== 'false',
  };
}

import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { useCursorSecrets } from './cursor.ts';
import { Db, ensureDatabase } from './db/pool.ts';
import { migrate, type ModuleMigrations } from './db/migrate.ts';
import { createRedis } from './redis.ts';

/** The connections a process holds: PostgreSQL and Redis, opened and checked once at start. */
export interface Services {
  config: Config;
  db: Db;
  redis: Redis;
  close(): Promise<void>;
}

/** An outside service that is not there: reported as one line that says which and how to fix it. */
export class ServiceUnreachable extends Error {}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Opens PostgreSQL (creating the database if needed, then migrating it: the platform's tables and each module's, given
 * by the caller, which knows the modules) and Redis.
 */
export async function connectServices(config: Config, migrations: ModuleMigrations[]): Promise<Services> {
  useCursorSecrets(config.cursorSecrets);
  try {
    await ensureDatabase(config.databaseUrl);
  } catch (err) {
    throw new ServiceUnreachable(
      `PostgreSQL is not reachable at ${redact(config.databaseUrl)} (${(err as Error).message}). ` +
        'Start it (pg_ctlcluster 15 main start) or set DATABASE_URL.',
    );
  }
  const db = new Db(config.databaseUrl);
  await migrate(db, migrations);

  const redis = createRedis(config.redisUrl, config.redisPrefix);
  redis.on('error', () => {}); // reported below on connect, and per request afterwards
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    await db.close();
    redis.disconnect();
    throw new ServiceUnreachable(
      `Redis is not reachable at ${redact(config.redisUrl)} (${(err as Error).message}). ` + 'Start it (redis-server --daemonize yes) or set REDIS_URL.',
    );
  }
  return {
    config,
    db,
    redis,
    async close() {
      await Promise.allSettled([db.close(), redis.quit()]);
    },
  };
}

/** For command-line entry points: a missing service prints its one line and exits 1; anything else is a real bug. */
export function exitOnUnreachable(err: unknown): never {
  if (err instanceof ServiceUnreachable) {
    process.stderr.write(err.message + '\n');
    process.exit(1);
  }
  throw err;
}

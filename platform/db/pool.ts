import pg from 'pg';
import { DatabaseUnavailable } from '../errors.ts';
import { logBurst } from '../log-burst.ts';
import { isConnectionError } from './connection-errors.ts';

// BIGINT columns hold ids and counters far below 2^53: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Row = Record<string, unknown>;

/**
 * A lost or refused connection becomes DatabaseUnavailable (503, Retry-After) where it happens, so it reaches the
 * client as such from any depth, across subgraph boundaries too; logged once per burst, not once per request.
 */
function unavailable(err: unknown): unknown {
  if (!isConnectionError(err)) return err;
  const { code, message } = err as { code?: unknown; message?: unknown };
  logBurst('warn', { err: { code: typeof code === 'string' ? code : undefined, message } }, 'PostgreSQL unreachable');
  return new DatabaseUnavailable();
}

/**
 * The PostgreSQL pool. `onQuery` is how tests prove that a GraphQL request for N records costs one round trip per
 * kind of record, not N.
 */
export class Db {
  readonly pool: pg.Pool;
  /** Called with the text of every query; tests use it to count round trips by kind. */
  onQuery?: (text: string) => void;

  constructor(
    readonly url: string,
    max = 20,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => {});
  }

  /**
   * Runs one statement. A `name` makes it a prepared statement, parsed and planned once per connection: worth it for
   * the statements on the request path.
   */
  async query<T extends object = Row>(text: string, values?: unknown[], name?: string): Promise<T[]> {
    this.onQuery?.(text);
    try {
      const result = await this.pool.query(name ? { name, text, values } : { text, values });
      return result.rows as T[];
    } catch (err) {
      throw unavailable(err);
    }
  }

  /** Runs `fn` in one transaction on one client; rolls back on any error. */
  async tx<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect().catch((err) => Promise.reject(unavailable(err)));
    // A connection that drops while no query runs (fn awaiting something else) is reported as an 'error' event,
    // which would crash the process with no listener; the pool listens only while the client is idle in it.
    let lost: unknown = null;
    const onError = (err: unknown) => (lost = err);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      if (isConnectionError(err)) lost ??= err;
      else await client.query('ROLLBACK').catch(() => {});
      throw unavailable(err);
    } finally {
      client.removeListener('error', onError);
      // A client whose connection broke is discarded, not returned to the pool.
      client.release(lost ? (lost as Error) : undefined);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Creates the database named in `url` when it does not exist yet, connecting to the `postgres` maintenance db. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name must be letters, digits and _: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // created concurrently by another process
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

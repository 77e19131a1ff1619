import { coalesced } from '../db/coalesce.ts';
import type { Db } from '../db/pool.ts';

/** The latest archived payload of one operation's arguments. */
export interface Archived<Raw> {
  payload: Raw;
  fetched_at: Date;
}

interface Key {
  network: string;
  operation: string;
  argsKey: string;
  /** Test keys' acquisitions and live keys' are archived apart (README, "Test keys and live keys"). */
  test: boolean;
}

/**
 * Reads of the latest archived payload (`live_archive`), coalesced (platform/db/coalesce.ts): the reads under way at
 * once, such as the pages of the jobs running at once, are answered by one statement; a read alone by the statement
 * it always had.
 */
export function archiveLookups(db: Db): <Raw>(network: string, operation: string, argsKey: string, test: boolean) => Promise<Archived<Raw> | undefined> {
  const lookup = coalesced<Key, Archived<unknown> | undefined>(async (keys) => {
    if (keys.length === 1) {
      const [{ network, operation, argsKey, test }] = keys;
      const [stored] = await db.query<Archived<unknown>>(
        `SELECT payload, fetched_at FROM live_archive WHERE network = $1 AND operation = $2 AND args_key = $3 AND test = $4
         ORDER BY fetched_at DESC LIMIT 1`,
        [network, operation, argsKey, test],
        'live_archive_latest',
      );
      return [stored];
    }
    const rows = await db.query<Archived<unknown> & { i: number }>(
      `SELECT k.i::int AS i, a.payload, a.fetched_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS k(network, operation, args_key, test, i)
       CROSS JOIN LATERAL (
         SELECT payload, fetched_at FROM live_archive
         WHERE network = k.network AND operation = k.operation AND args_key = k.args_key AND test = k.test
         ORDER BY fetched_at DESC LIMIT 1
       ) a`,
      [keys.map((k) => k.network), keys.map((k) => k.operation), keys.map((k) => k.argsKey), keys.map((k) => k.test)],
      'live_archive_latest_many',
    );
    const found = new Map(rows.map((r) => [r.i, { payload: r.payload, fetched_at: r.fetched_at }]));
    return keys.map((_, i) => found.get(i + 1));
  });
  return <Raw>(network: string, operation: string, argsKey: string, test: boolean) =>
    lookup({ network, operation, argsKey, test }) as Promise<Archived<Raw> | undefined>;
}

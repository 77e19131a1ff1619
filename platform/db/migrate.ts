import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './pool.ts';

const DIR = new URL('./migrations/', import.meta.url);
// Any constant shared by every process of this service: concurrent starters wait instead of racing.
const LOCK_ID = 7_204_113;

/** Applies the versioned SQL files in migrations/ that this database has not seen, in name order, each in a transaction. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.tx(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    for (const file of files) {
      if (done.has(file)) continue;
      await client.query(await readFile(new URL(file, DIR), 'utf8'));
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './pool.ts';

const PLATFORM = new URL('./migrations/', import.meta.url);
// Any constant shared by every process of this service: concurrent starters wait instead of racing.
const LOCK_ID = 7_204_113;

/** A network module's own migrations: a folder of versioned SQL files, recorded as `<module>/<file>`. */
export interface ModuleMigrations {
  module: string;
  dir: URL;
}

async function sqlFiles(dir: URL): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Applies the versioned SQL files this database has not seen, each in one transaction with the others: the
 * platform's (migrations/) in name order, then each module's folder in registry order, so a module's tables may
 * refer to the platform's.
 */
export async function migrate(db: Db, modules: ModuleMigrations[] = []): Promise<string[]> {
  const plan: { version: string; file: URL }[] = (await sqlFiles(PLATFORM)).map((f) => ({ version: f, file: new URL(f, PLATFORM) }));
  for (const { module, dir } of modules) {
    const base = dir.href.endsWith('/') ? dir : new URL(`${dir.href}/`);
    for (const f of await sqlFiles(base)) plan.push({ version: `${module}/${f}`, file: new URL(f, base) });
  }
  const applied: string[] = [];
  await db.tx(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    for (const { version, file } of plan) {
      if (done.has(version)) continue;
      await client.query(await readFile(file, 'utf8'));
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
  });
  return applied;
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { migrate } from '../platform/db/migrate.ts';
import { Db, dropDatabase, ensureDatabase } from '../platform/db/pool.ts';
import { uniqueName } from './helpers/env.ts';

/** A module brings its own migrations folder; the platform applies it after its own, once. */
let url: string;
let db: Db;

beforeAll(async () => {
  const target = new URL(loadConfig().databaseUrl);
  target.pathname = '/' + uniqueName('kb_migrate');
  url = target.toString();
  await ensureDatabase(url);
  db = new Db(url);
});

afterAll(async () => {
  await db?.close();
  await dropDatabase(url);
});

function moduleFolder(files: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), 'kb-module-migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return pathToFileURL(dir + '/');
}

describe('module migrations', () => {
  it("apply after the platform's, recorded as <module>/<file>, in name order, and never twice", async () => {
    const dir = moduleFolder({
      // 002 refers to what 001 made: name order holds within a module.
      '002_rows.sql': "INSERT INTO widgetnet_widgets (account_id, name) SELECT id, 'first' FROM accounts LIMIT 1;",
      '001_tables.sql': 'CREATE TABLE widgetnet_widgets (id bigserial PRIMARY KEY, account_id bigint NOT NULL REFERENCES accounts (id), name text NOT NULL);',
      'README.md': 'not a migration',
    });
    const first = await migrate(db, [{ module: 'widgetnet', dir }]);
    // The module's table refers to the platform's accounts table, so the platform's migrations ran first.
    expect(first.slice(-2)).toEqual(['widgetnet/001_tables.sql', 'widgetnet/002_rows.sql']);
    expect(first.filter((v) => !v.includes('/')).length).toBeGreaterThan(0);
    expect(await migrate(db, [{ module: 'widgetnet', dir }])).toEqual([]);
    const { rows } = await db.pool.query("SELECT version FROM schema_migrations WHERE version LIKE 'widgetnet/%' ORDER BY version");
    expect(rows.map((r) => r.version)).toEqual(['widgetnet/001_tables.sql', 'widgetnet/002_rows.sql']);
  });

  it('a failing module migration applies nothing of the run, so the next start retries it whole', async () => {
    const dir = moduleFolder({ '001_ok.sql': 'CREATE TABLE brokennet_a (id int);', '002_bad.sql': 'CREATE TABLE brokennet_b (id nonsense_type);' });
    await expect(migrate(db, [{ module: 'brokennet', dir }])).rejects.toThrow();
    const { rows } = await db.pool.query(
      "SELECT to_regclass('brokennet_a') AS t, (SELECT count(*)::int FROM schema_migrations WHERE version LIKE 'brokennet/%') AS n",
    );
    expect(rows[0]).toEqual({ t: null, n: 0 });
  });
});

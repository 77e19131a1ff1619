import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './pool.ts';

/**
 * Bulk loading into empty tables, the way PostgreSQL loads fast: COPY FROM STDIN rather than INSERT statements, with
 * the tables' plain indexes and foreign keys set aside during the load and made again afterwards from their own
 * definitions (a sorted index build and one join per foreign key, instead of an index insertion and a key lookup per
 * row). Primary keys and unique constraints stay in place: they cost little here and still refuse a duplicate row.
 */

/** The rows of one table, with each column's SQL type (`bigint`, `text[]`, `jsonb`…), which says how a value is written. */
export interface BulkTable {
  table: string;
  columns: Record<string, string>;
  /** Values in the order of `columns`; produced as the load consumes them, so generating overlaps with writing. */
  rows: Iterable<readonly unknown[]>;
}

/** Rows sent per chunk: enough to keep the socket busy, few enough that progress follows what PostgreSQL has taken. */
const ROWS_PER_CHUNK = 256;
/** Any constant shared by every process of this service (not migrate's): concurrent first starts load once. */
const LOCK_ID = 7_204_114;

/** COPY's text format escapes these inside a field. */
const SPECIAL = /[\\\n\r\t]/;
const SPECIAL_ALL = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeField(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]) : text;
}

/** An array element in PostgreSQL's array literal syntax: quoted always, so no element needs telling apart. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return `"${scalar(value).replace(/["\\]/g, '\\$&')}"`;
}

function scalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** How a value of a column of this SQL type is written in COPY's text format (`\N` is null). */
export function copyEncoder(type: string): (value: unknown) => string {
  if (type === 'jsonb' || type === 'json') return (v) => (v === null || v === undefined ? '\\N' : escapeField(JSON.stringify(v)));
  if (type.endsWith('[]')) {
    return (v) => (v === null || v === undefined ? '\\N' : escapeField(`{${(v as unknown[]).map(arrayElement).join(',')}}`));
  }
  return (v) => (v === null || v === undefined ? '\\N' : escapeField(scalar(v)));
}

/** COPY's text for `rows`, a chunk at a time, calling `counted` with each row. */
function* copyText(table: BulkTable, counted: () => void): Generator<string> {
  const encoders = Object.values(table.columns).map(copyEncoder);
  let chunk = '';
  let inChunk = 0;
  for (const row of table.rows) {
    if (row.length !== encoders.length) throw new Error(`${table.table}: a row of ${row.length} values for ${encoders.length} columns`);
    for (let i = 0; i < encoders.length; i++) chunk += (i ? '\t' : '') + encoders[i](row[i]);
    chunk += '\n';
    counted();
    if (++inChunk === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk) yield chunk;
}

/** COPYs one table's rows in on `client`; returns how many PostgreSQL took. */
export async function copyRows(client: pg.PoolClient, table: BulkTable, counted: () => void = () => {}): Promise<number> {
  const columns = Object.keys(table.columns)
    .map((c) => `"${c}"`)
    .join(', ');
  const sink = client.query(copyFrom(`COPY ${table.table} (${columns}) FROM STDIN`));
  await pipeline(Readable.from(copyText(table, counted), { highWaterMark: 4 }), sink);
  return sink.rowCount;
}

/** What a bulk load sets aside on its tables and makes again afterwards, each as its catalog defines it. */
interface SetAside {
  /** Indexes that back no constraint (`CREATE INDEX …` as pg_get_indexdef gives it). */
  indexes: { name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

async function setAside(client: pg.PoolClient, tables: string[]): Promise<SetAside> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)
     ORDER BY 1`,
    [tables],
  );
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[]) ORDER BY 1, 2`,
    [tables],
  );
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  return { indexes, foreignKeys };
}

async function restore(client: pg.PoolClient, { indexes, foreignKeys }: SetAside): Promise<void> {
  for (const index of indexes) await client.query(index.definition);
  // After the indexes: checking a foreign key is one join, which the referencing side's indexes do not slow.
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`);
}

/**
 * Advances every sequence owned by a column of `tables` to that column's largest value, as if the loaded rows had
 * drawn their ids from it (an id given in a COPY draws nothing), so the next insert does not collide.
 */
async function advanceSequences(client: pg.PoolClient, tables: string[]): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT d.objid::regclass::text AS sequence, d.refobjid::regclass::text AS table, quote_ident(a.attname) AS column
     FROM pg_depend d
     JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
     JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
     WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.refobjid = ANY($1::regclass[])`,
    [tables],
  );
  for (const { sequence, table, column } of rows) {
    await client.query(`SELECT setval($1::regclass, max(${column})) FROM ${table} HAVING max(${column}) IS NOT NULL`, [sequence]);
  }
}

/**
 * Loads `tables`, in order, into tables that are all empty, in one transaction: a load that fails leaves them empty,
 * and a process starting alongside waits for it, then finds them filled. Returns the rows loaded, or null (nothing
 * written) when any of the tables already holds a row. `counted` is called once per row as it is sent.
 *
 * While loading, each table's plain indexes and foreign keys are set aside; they are made again before the commit,
 * from the definitions the catalog held, so the schema afterwards is exactly the one migrations made. Triggers fire
 * as usual. Sequences owned by the tables' columns are advanced past the loaded values.
 */
export async function loadEmptyTables(db: Db, tables: BulkTable[], counted: () => void = () => {}): Promise<number | null> {
  const names = [...new Set(tables.map((t) => t.table))];
  return db.tx(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    for (const name of names) {
      const { rows } = await client.query(`SELECT 1 FROM ${name} LIMIT 1`);
      if (rows.length) return null;
    }
    const aside = await setAside(client, names);
    let loaded = 0;
    for (const table of tables) loaded += await copyRows(client, table, counted);
    await restore(client, aside);
    await advanceSequences(client, names);
    return loaded;
  });
}

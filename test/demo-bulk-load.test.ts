import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { copyEncoder, loadEmptyTables } from '../platform/db/copy.ts';
import { migrate } from '../platform/db/migrate.ts';
import { Db, dropDatabase, ensureDatabase } from '../platform/db/pool.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoContentLines, demoCorpusLines, demoHistoryBatches, demoPost, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { demoTables } from '../subgraphs/photonet/demo-tables.ts';
import { uniqueName } from './helpers/env.ts';

/**
 * A first start loads the demo corpus by COPY into the empty tables (platform/db/copy.ts, demo-tables.ts) instead of
 * importing its lines. What it leaves must be what importing leaves: the same rows with the same ids and positions,
 * sequences past the loaded ids, and the schema migrations made (indexes and foreign keys are set aside during the load).
 */

/** Profiles imported line by line for the comparison (the whole corpus would take the import path a minute). */
const SAMPLE = 40;
const TABLES = ['photonet_profiles', 'photonet_posts', 'photonet_comments', 'photonet_media', 'photonet_profile_history', 'photonet_profile_metrics'];
/** Each table's rows, in a stable order, without updated_at (the time of writing). */
const ORDER: Record<string, string> = {
  photonet_profiles: 'id',
  photonet_posts: 'id',
  photonet_comments: 'comment_id',
  photonet_media: 'id',
  photonet_profile_history: 'profile_id, scraped_at',
  photonet_profile_metrics: 'profile_id',
};
/** The column naming each table's profile. */
const OWNER: Record<string, string> = {
  photonet_profiles: 'id',
  photonet_posts: 'owner_id',
  photonet_comments: 'owner_id',
  photonet_media: 'owner_id',
  photonet_profile_history: 'profile_id',
  photonet_profile_metrics: 'profile_id',
};

async function database(prefix: string): Promise<{ url: string; db: Db }> {
  const target = new URL(loadConfig().databaseUrl);
  target.pathname = '/' + uniqueName(prefix);
  const url = target.toString();
  await ensureDatabase(url);
  const db = new Db(url);
  await migrate(db, registry.migrations());
  return { url, db };
}

const rows = (db: Db, table: string, where = 'true') =>
  db
    .query(`SELECT to_jsonb(t) - 'updated_at' AS row FROM ${table} t WHERE ${where} ORDER BY ${ORDER[table]}`)
    .then((r) => r.map((x) => x.row as Record<string, unknown>));

/** The tables' indexes and constraints as the catalog defines them. */
const schema = (db: Db) =>
  db.query(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = ANY($1::regclass[])
     UNION ALL
     SELECT conname, pg_get_constraintdef(oid) || ' ' || convalidated FROM pg_constraint WHERE conrelid = ANY($1::regclass[])
     ORDER BY 1, 2`,
    [TABLES],
  );

const sequences = (db: Db) =>
  db.query<{ name: string; last_value: number; max: number }>(
    `SELECT 'photonet_profiles' AS name, (SELECT last_value FROM photonet_profiles_id_seq) AS last_value, (SELECT max(id) FROM photonet_profiles) AS max
     UNION ALL SELECT 'photonet_posts', (SELECT last_value FROM photonet_posts_id_seq), (SELECT max(id) FROM photonet_posts)
     UNION ALL SELECT 'photonet_media', (SELECT last_value FROM photonet_media_id_seq), (SELECT max(id) FROM photonet_media)`,
  );

const made: { url: string; db: Db }[] = [];
let imported: Db;
let loaded: Db;

beforeAll(async () => {
  const [a, b] = await Promise.all([database('kb_demo_import'), database('kb_demo_copy')]);
  made.push(a, b);
  imported = a.db;
  loaded = b.db;
  for (const lines of [...demoHistoryBatches(SAMPLE), demoCorpusLines(SAMPLE), demoContentLines(SAMPLE)]) {
    const report = await registry.importCorpus(imported, lines);
    expect(report.failed).toBe(0);
  }
  const demo = registry.module('photonet').demo!;
  expect(await loadEmptyTables(loaded, demo.tables!())).toBe(181_120);
});

afterAll(async () => {
  for (const { url, db } of made) {
    await db.close();
    await dropDatabase(url);
  }
});

describe('the demo corpus loaded by COPY', () => {
  it('holds as many rows of each kind as the corpus has lines', async () => {
    const lines: Record<string, number> = {};
    for (const batch of registry.module('photonet').demo!.batches())
      for (const line of batch) {
        const type = (JSON.parse(line) as { type: string }).type;
        lines[type] = (lines[type] ?? 0) + 1;
      }
    const [counts] = await loaded.query(
      `SELECT (SELECT count(*)::int FROM photonet_profile_history) AS profile, (SELECT count(*)::int FROM photonet_posts) AS post,
              (SELECT count(*)::int FROM photonet_comments) AS comment, (SELECT count(*)::int FROM photonet_media) AS media`,
    );
    // Each profile line is one collection of its profile, a point of its scrape history (earlier ones first).
    expect(counts).toEqual(lines);
    expect(counts).toEqual({ profile: 7_216, post: 24_000, comment: 107_904, media: 42_000 });
    const [library] = await loaded.query(
      'SELECT (SELECT count(*)::int FROM photonet_profiles) AS profiles, (SELECT count(*)::int FROM photonet_profile_metrics) AS metrics',
    );
    expect(library).toEqual({ profiles: 2_000, metrics: 2_000 });
  });

  it('writes the rows importing writes, field for field: ids, owners, positions and media ids included', async () => {
    for (const table of TABLES) {
      const expected = await rows(imported, table);
      expect(expected.length).toBeGreaterThan(SAMPLE - 1);
      // The first SAMPLE profiles come first in the corpus: their rows, media ids too, are the same in the whole load.
      const actual = await rows(loaded, table, `${OWNER[table]} <= ${SAMPLE}`);
      expect(actual, table).toEqual(expected);
    }
    // A profile further on reads back as generated.
    const [last] = await rows(loaded, 'photonet_profiles', 'id = 2000');
    const profile = demoProfile(1999);
    expect(last).toMatchObject({ id: 2000, username: profile.username, followers: profile.followers, external_urls: profile.external_urls });
    expect(last.enrichment).toEqual(profile.enrichment);
  });

  it('leaves the schema migrations made, indexes and foreign keys included', async () => {
    expect(await schema(loaded)).toEqual(await schema(imported));
    expect((await schema(loaded)).map((i) => i.name)).toEqual(
      expect.arrayContaining(['photonet_comments_owner_recent', 'photonet_media_post_id_fkey', 'photonet_profile_history_pkey']),
    );
  });

  it('advances the sequences past the loaded ids, so later inserts do not collide', async () => {
    const advanced = await sequences(loaded);
    expect(advanced).toEqual([
      { name: 'photonet_profiles', last_value: 2_000, max: 2_000 },
      { name: 'photonet_posts', last_value: 24_000, max: 24_000 },
      { name: 'photonet_media', last_value: 42_000, max: 42_000 },
    ]);
    // As importing leaves them: at the largest id, taken.
    for (const { name, last_value, max } of await sequences(imported)) expect({ name, last_value }).toEqual({ name, last_value: max });

    const profile = { ...demoProfile(5_000), id: undefined, username: 'after.the.load' };
    const post = { ...demoPost(5_000, 0).post, id: undefined, username: 'after.the.load' };
    const report = await registry.importCorpus(loaded, [
      JSON.stringify({ network: 'photonet', type: 'profile', data: profile }),
      JSON.stringify({ network: 'photonet', type: 'post', data: post }),
      JSON.stringify({
        network: 'photonet',
        type: 'media',
        data: { username: 'after.the.load', kind: 'profile_pic', ig_url: 'https://media.photonet.example/x.jpg' },
      }),
    ]);
    expect(report).toMatchObject({ imported: 3, failed: 0 });
    const [ids] = await loaded.query(
      `SELECT (SELECT id FROM photonet_profiles WHERE username = 'after.the.load') AS profile,
              (SELECT id FROM photonet_posts WHERE shortcode = $1) AS post,
              (SELECT max(id) FROM photonet_media) AS media`,
      [post.shortcode],
    );
    expect(ids).toEqual({ profile: 2_001, post: 24_001, media: 42_001 });
  });

  it('loads nothing into tables that hold a row already', async () => {
    const tables = demoTables(1);
    expect(await loadEmptyTables(loaded, tables)).toBeNull();
    expect(await loadEmptyTables(imported, tables)).toBeNull();
  });
});

describe("COPY's text format", () => {
  it('escapes what would end a field or a row, writes \\N for null, arrays and JSON as PostgreSQL reads them', () => {
    expect(copyEncoder('text')('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyEncoder('text')(null)).toBe('\\N');
    expect(copyEncoder('boolean')(false)).toBe('f');
    expect(copyEncoder('text[]')(['x', 'say "hi"', 'back\\slash', null])).toBe('{"x","say \\\\"hi\\\\"","back\\\\\\\\slash",NULL}');
    expect(copyEncoder('text[]')([])).toBe('{}');
    expect(copyEncoder('jsonb')({ a: 'tab\there' })).toBe('{"a":"tab\\\\there"}');
  });

  it('round-trips awkward values through a real COPY', async () => {
    await loaded.query('CREATE TABLE copy_probe (t text, a text[], j jsonb, b boolean, f double precision)');
    const values = ['tab\tnew\nline\\ret\r', ['q"uote', 'b\\s', 'c,d', '{}', null], { k: ['v\t', 1.5, null] }, true, 0.1 + 0.2];
    expect(
      await loadEmptyTables(loaded, [
        { table: 'copy_probe', columns: { t: 'text', a: 'text[]', j: 'jsonb', b: 'boolean', f: 'double precision' }, rows: [values] },
      ]),
    ).toBe(1);
    const [row] = await loaded.query('SELECT * FROM copy_probe');
    expect(Object.values(row)).toEqual(values);
  });
});

import express from 'express';
import pg from 'pg';

/**
 * The physical limit of this stack: Express + pg answering the library profile read with exactly the bytes REST
 * answers as `data` (contract 2.2), read from one column by one indexed lookup and written without re-serialising.
 * No auth, no rate limit, no billing, no GraphQL, no ETag.
 *
 * The documents live in `bench_profile_docs`, built once from `photonet_profiles` (rebuilt when the corpus or the
 * document shape below changes). The column is `json`, not `jsonb`: `jsonb` reorders keys and prints `": "` and
 * `", "`, so its text could never be REST's bytes; `json` keeps the compact text as written. bench/run.ts checks
 * before loading that REST's `data` and this server's `data` are the same bytes for a few usernames.
 */

/** Bump when docOf changes, so a table built by an older version is rebuilt. */
const DOC_VERSION = 1;

// Field order of the REST answer (the route's GraphQL selection, contract 2.2 and 2.3).
const PROFILE_FIELDS = [
  'id',
  'profile_id',
  'platform',
  'username',
  'ig_id',
  'fbid',
  'full_name',
  'biography',
  'profile_pic_url',
  'external_urls',
  'followers',
  'following',
  'posts_count',
  'scrape_count',
  'is_verified',
  'is_private',
  'is_business_account',
  'is_professional_account',
  'has_channel',
  'category_name',
  'business_category_name',
  'first_scraped_at',
  'last_scraped_at',
  'enriched_at',
] as const;
const ENRICHMENT_FIELDS = [
  'entity_type',
  'account_role',
  'primary_niche',
  'sub_niches',
  'content_tags',
  'commercial_intent',
  'brand_safety',
  'content_style',
  'gender',
  'age_range',
  'profession',
  'tagline',
  'collab_readiness',
  'country',
  'primary_language',
  'state_or_region',
  'city',
  'languages',
  'bio_summary',
  'content_summary',
  'audience_summary',
  'brand_fit_summary',
  'enrichment_version',
  'enriched_at',
] as const;

// The meta keys REST answers (cost, balance, request_id), with fixed values of the same lengths.
const META = '{"cost":"$0.0005","balance":"$999999.0000","request_id":"req_00000000000000000000000000000000"}';

// BIGINT columns as numbers, as the service reads them (and as GraphQL's Int and Long answer them).
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** One profile row as the 2.2 document REST answers: DateTime fields as ISO-8601 with milliseconds, absent enrichment fields null. */
function docOf(row: Record<string, unknown>): string {
  const doc: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) doc[field] = row[field] instanceof Date ? (row[field] as Date).toISOString() : row[field];
  const stored = row.enrichment as Record<string, unknown>;
  const enrichment: Record<string, unknown> = {};
  for (const field of ENRICHMENT_FIELDS) enrichment[field] = stored[field] ?? null;
  enrichment.enriched_at = new Date(String(stored.enriched_at)).toISOString();
  doc.enrichment = enrichment;
  return JSON.stringify(doc);
}

/** Creates and fills bench_profile_docs unless it already holds the documents of the current corpus. */
async function ensureDocs(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // One builder at a time; a second start waits and then finds the table built.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['bench_profile_docs']);
    await client.query('CREATE TABLE IF NOT EXISTS bench_profile_docs (username text PRIMARY KEY, doc json NOT NULL)');
    const [corpus] = (
      await client.query<{ profiles: number; updated: string | null }>(
        "SELECT count(*)::int AS profiles, greatest(max(updated_at), max((enrichment->>'enriched_at')::timestamptz))::text AS updated FROM photonet_profiles",
      )
    ).rows;
    const stamp = JSON.stringify({ version: DOC_VERSION, profiles: corpus.profiles, updated: corpus.updated });
    const [{ comment }] = (await client.query<{ comment: string | null }>(`SELECT obj_description('bench_profile_docs'::regclass, 'pg_class') AS comment`))
      .rows;
    if (comment === stamp) return;

    process.stderr.write(`baseline-strict: building bench_profile_docs from ${corpus.profiles} profiles…\n`);
    const started = Date.now();
    await client.query('BEGIN');
    await client.query('TRUNCATE bench_profile_docs');
    let after = -1;
    for (;;) {
      const { rows } = await client.query({
        text: 'SELECT * FROM photonet_profiles WHERE id > $1 ORDER BY id LIMIT 5000',
        values: [after],
        types,
      });
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id as number;
      await client.query('INSERT INTO bench_profile_docs (username, doc) SELECT * FROM unnest($1::text[], $2::json[])', [
        rows.map((r) => r.username),
        rows.map(docOf),
      ]);
    }
    await client.query(`COMMENT ON TABLE bench_profile_docs IS ${client.escapeLiteral(stamp)}`);
    await client.query('COMMIT');
    await client.query('ANALYZE bench_profile_docs');
    process.stderr.write(`baseline-strict: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['bench_profile_docs']).catch(() => {});
    client.release();
  }
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await ensureDocs(pool);

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/v1/photonet/profile', async (req, res) => {
  // Prepared once per connection; the text comes back as stored, and is written as it is.
  const { rows } = await pool.query<[string]>({
    name: 'bench_profile_doc',
    text: 'SELECT doc::text FROM bench_profile_docs WHERE username = $1',
    values: [String(req.query.q)],
    rowMode: 'array',
  });
  if (!rows[0]) {
    res.status(404).json({ error: { code: 'not_found' } });
    return;
  }
  res.type('json').send('{"data":' + rows[0][0] + ',"meta":' + META + '}');
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write(`listening on ${process.env.PORT}\n`));
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));

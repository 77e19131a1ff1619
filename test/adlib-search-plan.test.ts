import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAds } from '../platform/ads/library.ts';
import { loadConfig } from '../platform/config.ts';
import { captureLogs } from '../platform/log.ts';
import { migrate } from '../platform/db/migrate.ts';
import { Db, dropDatabase, ensureDatabase } from '../platform/db/pool.ts';
import { searchArgs } from '../subgraphs/adlib/params.ts';
import { explainSearch, hasRumIndex, RUM_INDEX, searchAds, type SearchPage, type SearchTuning } from '../subgraphs/adlib/search.ts';
import { registry } from '../subgraphs/registry.ts';
import { searchAds as referenceSearch } from './fixtures/adlib-search-reference.ts';
import { uniqueName } from './helpers/env.ts';

/**
 * The search reads ad_library_keys (migration adlib/002) where it read ad_library: over a generated library (a few
 * thousand ads of a small vocabulary in three configurations, with ties in every sort key) and a generated set of
 * queries, filters and sorts, it answers the same ads, in the same order, with the same scores, snippets and cursors
 * as the statement it replaced (test/fixtures/adlib-search-reference.ts), on every page; after ads change and are
 * deleted too (the triggers keep the keys). Every plan is compared: with the rum index (migration adlib/003, the
 * extension .ci/run installs) and without it, windowed or not, and on a database migrated without the extension.
 */

let url: string;
let db: Db;
const NOW = new Date('2026-06-01T00:00:00.000Z');
const DAY = 86_400_000;
const ADS = 3000;

const EN = 'running shoes coffee travel summer sale free shipping discount fitness yoga organic skincare camera camping tent'.split(' ');
const FR = 'chaussures course café voyage été soldes livraison gratuite remise forme beauté mode robe'.split(' ');

/** A deterministic pseudo-random sequence (the same library and queries on every run). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function generatedAds(seed: number, version: string) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const words = (lang: string[], n: number) => Array.from({ length: n }, () => pick(lang)).join(' ');
  const byNetwork: Record<'facenet' | 'jobnet', Record<string, unknown>[]> = { facenet: [], jobnet: [] };
  for (let i = 0; i < ADS; i++) {
    const lang = i % 3;
    const vocab = lang === 1 ? FR : EN;
    // Few distinct start days and run lengths: ties in every sort key, broken by (network, ad id).
    const start = Date.parse('2025-01-01T00:00:00Z') + Math.floor(r() * 40) * DAY;
    const ended = r() < 0.5 ? null : start + Math.floor(r() * 60) * DAY;
    byNetwork[i % 4 === 3 ? 'jobnet' : 'facenet'].push({
      ad_archive_id: String(5000 + i),
      page_id: String(100 + (i % 40)),
      page_name: `Advertiser ${i % 40} ${version}`,
      is_active: ended === null,
      start_date: new Date(start).toISOString(),
      end_date: ended === null ? undefined : new Date(ended).toISOString(),
      title: words(vocab, 1 + Math.floor(r() * 3)),
      body: words(vocab, 3 + Math.floor(r() * 8)),
      link_caption: r() < 0.3 ? words(vocab, 2) : undefined,
      media_type: pick(['IMAGE', 'VIDEO', 'MEME']),
      country: pick(['US', 'GB', 'DE', 'FR']),
      publisher_platforms: r() < 0.5 ? ['facebook', 'instagram'] : ['facebook'],
      languages: lang === 0 ? ['en'] : lang === 1 ? ['fr'] : [],
    });
  }
  return byNetwork;
}

async function store(seed: number, version: string, seenAt: Date) {
  for (const [network, ads] of Object.entries(generatedAds(seed, version))) await storeAds(db, network as 'facenet' | 'jobnet', ads, seenAt);
}

/** Queries of every kind the language has, each under each sort, alone and with filters. */
function searches(): Record<string, unknown>[] {
  const queries = [
    'coffee',
    'shoes running',
    '"free shipping"',
    'cam*',
    'coffee -travel',
    'café',
    'voyage été',
    'sale -"free shipping"',
    't*',
    'yoga fitness organic',
    'nothingmatches',
    // One word and exclusions: ts_rank scores every match alike (search.ts, constantScore).
    'coffee -travel -yoga',
    'cam* -camera',
    'coffee -cof*',
    'café -"free shipping"',
  ];
  const filters: Record<string, unknown>[] = [
    {},
    { networks: ['jobnet'] },
    { countries: ['US', 'GB'] },
    { status: 'active' },
    { status: 'inactive', media_types: ['VIDEO'] },
    { platforms: ['instagram'], started_after: '2025-01-15' },
    { started_before: '2025-01-20', min_days_running: 30 },
    { advertiser_ids: ['105', '110', '111'] },
  ];
  const out: Record<string, unknown>[] = [];
  for (const query of queries)
    for (const filter of filters) for (const sort of ['relevance', 'newest', 'longest_running']) out.push({ query, ...filter, sort, limit: 7 });
  for (const sort of ['relevance', 'newest', 'longest_running']) out.push({ advertiser_ids: ['107'], sort, limit: 7 });
  return out;
}

/** Up to `pages` pages of a search, from the reference statement and from today's, side by side. */
async function bothPaged(body: Record<string, unknown>, pages: number, tuning: SearchTuning = {}, on: Db = db): Promise<[SearchPage[], SearchPage[]]> {
  const got: SearchPage[] = [];
  const want: SearchPage[] = [];
  let cursor: string | undefined;
  for (let p = 0; p < pages; p++) {
    const args = searchArgs.parse({ ...body, ...(cursor ? { cursor } : {}) });
    const [g, w] = [await searchAds(on, args, NOW, {}, tuning), await referenceSearch(on, args, NOW)];
    got.push(g);
    want.push(w);
    // Each continues from the reference's cursor: a difference shows on the page it appears.
    if (!w.next_cursor) break;
    cursor = w.next_cursor;
  }
  return [got, want];
}

beforeAll(async () => {
  const target = new URL(loadConfig().databaseUrl);
  target.pathname = '/' + uniqueName('kb_adsearch');
  url = target.toString();
  await ensureDatabase(url);
  db = new Db(url);
  // Ads stored before the migration that adds ad_library_keys: it fills the keys from them.
  const before = registry.migrations().filter((m) => m.module !== 'adlib');
  await migrate(db, before);
  await store(1, 'v1', new Date(NOW.getTime() - 30 * DAY));
  await migrate(db, registry.migrations());
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (url) await dropDatabase(url);
});

describe('search over ad_library_keys', () => {
  it('the migration fills the keys from the ads already stored', async () => {
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ad_library a FULL JOIN ad_library_keys k USING (network, ad_id)
       WHERE k.ad_id IS NULL OR a.ad_id IS NULL OR k.search IS DISTINCT FROM a.search OR k.started_at <> a.started_at`,
    );
    expect(n).toBe(0);
    const [{ keys }] = await db.query<{ keys: number }>('SELECT count(*)::int AS keys FROM ad_library_keys');
    expect(keys).toBe(ADS);
  });

  it('has the rum index (the extension is installed here)', async () => {
    expect(await hasRumIndex(db)).toBe(true);
    const plan = (await explainSearch(db, searchArgs.parse({ query: 'coffee' }), NOW)).join('\n');
    expect(plan, plan).toContain(`Index Scan using ${RUM_INDEX}`);
    expect(plan, plan).toContain("'coffe'':A'");
    // Every other match keeps to the GIN index.
    expect(plan, plan).toContain('Bitmap Index Scan on ad_library_keys_search');
  });

  it('the bounds the shortcuts rest on hold for ts_rank (search.ts: tierSelection, constantScore)', async () => {
    const vector = (first: string, rest: string, n: number) =>
      `('w:1${first}' || (SELECT string_agg(',' || i || '${rest}', '') FROM generate_series(2, ${n}) i))::tsvector`;
    const [r] = await db.query<Record<string, number>>(
      `SELECT ts_rank('w:1A'::tsvector, 'w') AS title_alone, ts_rank('w:1,2A'::tsvector, 'w') AS title_late,
         ts_rank(${vector('B', 'B', 256)}, 'w') AS body_only, ts_rank(${vector('C', 'B', 256)}, 'w') AS light_first,
         ts_rank(${vector('', 'B', 256)}, 'w') AS lightest_first,
         ts_rank('w:1A x:2A'::tsvector, 'w & !y & !z') AS excluded, ts_rank('w:1A x:5B'::tsvector, 'w:* & !y') AS excluded_prefix`,
    );
    for (const title of [r.title_alone, r.title_late]) expect(title).toBeGreaterThanOrEqual(0.6079);
    for (const other of [r.body_only, r.light_first, r.lightest_first]) expect(other).toBeLessThanOrEqual(0.522);
    expect([r.excluded, r.excluded_prefix]).toEqual([1e-20, 1e-20]);
  });

  it('answers what the statement over ad_library answered: the same ads, order, scores, snippets and cursors on every page', async () => {
    let compared = 0;
    // newest and longest_running read a bounded window in index order first: the library's default (here all of it),
    // and windows small enough that a page is found in it for common words only, the GIN index answering the others.
    // One word and exclusions by relevance read a window of the primary key; one word, with rum, its title matches.
    for (const rum of [true, false])
      for (const window of [undefined, 60, 400])
        for (const body of searches()) {
          if (window && body.sort === 'relevance' && !/ -/.test(String(body.query))) continue;
          const [got, want] = await bothPaged(body, 3, { window, rum });
          expect(got, `${JSON.stringify(body)} window ${window} rum ${rum}`).toEqual(want);
          compared += want.reduce((n, p) => n + p.ads.length, 0);
        }
    expect(compared).toBeGreaterThan(4000);
  }, 600_000);

  it('still does after ads change, arrive and leave (the triggers keep the keys)', async () => {
    // A later sighting of every ad with other words, dates and countries, and new ads; then some deleted.
    await store(2, 'v2', new Date(NOW.getTime() - 10 * DAY));
    await db.query('UPDATE ad_library SET ad = ad || \'{"title": "coffee coffee"}\', is_active = NOT is_active WHERE ad_id::int % 7 = 0');
    await db.query('DELETE FROM ad_library WHERE ad_id::int % 11 = 0');
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ad_library a FULL JOIN ad_library_keys k USING (network, ad_id)
       WHERE k.ad_id IS NULL OR a.ad_id IS NULL OR k.search IS DISTINCT FROM a.search OR k.is_active <> a.is_active
         OR k.countries <> a.countries OR k.started_at <> a.started_at OR k.ended_at IS DISTINCT FROM a.ended_at`,
    );
    expect(n).toBe(0);
    for (const rum of [true, false])
      for (const window of [undefined, 100])
        for (const body of searches().filter((_, i) => i % 5 === 0)) {
          const [got, want] = await bothPaged(body, 2, { window, rum });
          expect(got, `${JSON.stringify(body)} window ${window} rum ${rum}`).toEqual(want);
        }
  }, 600_000);
});

describe('without the rum extension', () => {
  let bareUrl: string;
  let bare: Db;

  beforeAll(async () => {
    const target = new URL(loadConfig().databaseUrl);
    target.pathname = '/' + uniqueName('kb_adsearch_bare');
    bareUrl = target.toString();
    await ensureDatabase(bareUrl);
    // What the migration does where rum is not installed: leaves the index out, with a warning.
    await db.query(`ALTER DATABASE ${target.pathname.slice(1)} SET adlib.search_rum = 'off'`);
    bare = new Db(bareUrl);
    await migrate(bare, registry.migrations());
    for (const [network, ads] of Object.entries(generatedAds(3, 'v3'))) await storeAds(bare, network as 'facenet' | 'jobnet', ads, NOW);
  }, 120_000);

  afterAll(async () => {
    await bare?.close();
    if (bareUrl) await dropDatabase(bareUrl);
  });

  it('migrates without the index, logs one warning line, and searches answer the same', async () => {
    const [{ present }] = await bare.query<{ present: boolean }>(`SELECT to_regclass('${RUM_INDEX}') IS NOT NULL AS present`);
    expect(present).toBe(false);
    const logs = captureLogs('warn');
    let warnings: Record<string, unknown>[];
    try {
      for (const body of searches().filter((_, i) => i % 3 === 0)) {
        const [got, want] = await bothPaged(body, 2, {}, bare);
        expect(got, JSON.stringify(body)).toEqual(want);
      }
    } finally {
      warnings = logs.stop();
    }
    expect(warnings.map((l) => l.msg)).toEqual([expect.stringMatching(/rum/)]);
    const plan = (await explainSearch(bare, searchArgs.parse({ query: 'coffee' }), NOW)).join('\n');
    expect(plan, plan).not.toContain(RUM_INDEX);
  }, 300_000);
});

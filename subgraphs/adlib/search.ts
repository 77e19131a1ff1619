import { z } from 'zod';
import { AD_NETWORKS } from '../../platform/ads/library.ts';
import { compactAd } from '../../platform/ads/records.ts';
import type { Db } from '../../platform/db/pool.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { log } from '../../platform/log.ts';
import type { SearchArgs, Sort } from './params.ts';
import { parseQuery, tsqueryExpression, type Term } from './query.ts';

/**
 * Full-text search over the ad library (table ad_library, platform/ads/library.ts), in one statement:
 *
 * - Reading: matching, ranking and ordering read ad_library_keys (migration adlib/002), the search columns of each ad
 *   kept apart from its full form, so a search of a common word reads a fifth of the pages it would in ad_library;
 *   only the returned page's rows are read from ad_library.
 * - Matching: each ad is matched under its own text search configuration. The query becomes one tsquery per
 *   configuration in use (computed first, in the database), and the match is `(ts_config = ANY('{simple}') AND search
 *   @@ q_simple) OR (ts_config = ANY('{english,french}') AND search @@ q_en_fr) OR …` (configurations making the same
 *   tsquery share a branch): every branch is a scan of the GIN index on `search` (a BitmapOr), never of the table.
 *   Without a query (advertiser_ids alone) the advertiser index answers.
 * - Order: relevance (ts_rank, title above body above captions; newest without a query), newest (start date) or
 *   longest_running (run length to the end date, or to "now" while the ad runs), ties broken by (network, ad id), so
 *   the order is total.
 * - Paging: keyset. The cursor holds the last row's sort key and (network, ad id), the instant "now" was pinned at on
 *   the first page (run lengths and min_days_running are measured to it on every page) and a fingerprint of the
 *   query, filters and sort: a cursor of another search answers 400. Pages never skip nor repeat an ad that stays.
 * - Snippets: ts_headline, computed on the returned rows only.
 */

export interface SearchScope {
  /** Advertiser.ads: only this advertiser's ads. */
  advertiser?: { network: string; id: string };
}

export interface SearchHit {
  network: string;
  ad_id: string;
  advertiser_id: string;
  score: number | null;
  snippet: string | null;
  first_seen_at: Date;
  last_seen_at: Date;
  ad: Record<string, unknown>;
}

export interface SearchPage {
  ads: SearchHit[];
  next_cursor: string | null;
  sort: Sort;
}

interface Cursor {
  /** The last row's sort key, as PostgreSQL printed it. */
  k: string;
  n: string;
  i: string;
  /** "now", pinned on the first page. */
  t: string;
}

// Matches are marked with control characters PostgreSQL leaves alone; the snippet is HTML-escaped and they become
// <mark> and </mark> only then (highlightedSnippet), so an ad's own markup can never reach a page as markup.
const HEADLINE = `'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'`;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A ts_headline fragment as safe HTML: the ad's text escaped, its matches in <mark>. */
export function highlightedSnippet(raw: string): string {
  return raw
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replaceAll('\u0001', '<mark>')
    .replaceAll('\u0002', '</mark>');
}
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const UTC_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** What a cursor is bound to (platform/cursor.ts): the query, the filters and the sort (not limit nor trim). */
function boundArgs(args: SearchArgs, sort: Sort, scope: SearchScope): Record<string, unknown> {
  const { limit: _l, cursor: _c, trim: _t, ...search } = args;
  return { ...search, sort, scope: scope.advertiser ?? null };
}

type Order = 'score' | 'newest' | 'longest_running';

/** The payload a search's cursor holds, each value within what its comparison in SQL accepts. */
const cursorShape = (order: Order) =>
  z.strictObject({
    k: z.string().refine((k) => (order === 'newest' ? UTC_MICROS.test(k) && !Number.isNaN(Date.parse(k)) : NUMBER.test(k) && Number.isFinite(Number(k)))),
    n: z.enum(AD_NETWORKS as unknown as [string, ...string[]]),
    i: z.string().max(200),
    t: z.string().refine((t) => UTC_MICROS.test(t) && !Number.isNaN(Date.parse(t))),
  });

/** now as PostgreSQL keeps it (microseconds, UTC). */
const micros = (d: Date) => d.toISOString().replace('Z', '000Z');

/** How many rows a bounded ordered scan of newest or longest_running reads (per branch) before the GIN index. */
const WINDOW = 4000;

/**
 * The query as a tsquery under each text search configuration the library's ads are stored under (kept by triggers
 * on ad_library): configurations that make the same tsquery share one index branch, and one that makes none (only its
 * stopwords) has no branch.
 */
async function branches(query: Runner, terms: Term[]): Promise<Branch[]> {
  const values: string[] = [];
  const param = (v: string) => {
    let at = values.indexOf(v);
    if (at < 0) at = values.push(v) - 1;
    return `$${at + 1}::text`;
  };
  const sql = `SELECT c.ts_config::text AS config, (${tsqueryExpression(terms, 'c.ts_config', param)})::text AS tsquery FROM ad_library_configs c ORDER BY 1`;
  const byQuery = new Map<string, string[]>();
  for (const row of await query<{ config: string; tsquery: string }>(sql, values)) {
    if (row.tsquery !== '') byQuery.set(row.tsquery, [...(byQuery.get(row.tsquery) ?? []), row.config]);
  }
  return [...byQuery].map(([tsquery, configs]) => ({ configs, tsquery }));
}

interface Branch {
  configs: string[];
  tsquery: string;
}

/**
 * A statement with only the parameters it refers to, renumbered: the statements of one search share their parameter
 * list, and one a statement does not name would have no type.
 */
function referenced(sql: string, values: unknown[]): [string, unknown[]] {
  const at = new Map<number, number>();
  const used: unknown[] = [];
  const text = sql.replace(/\$(\d+)\b/g, (_, n: string) => {
    if (!at.has(Number(n))) at.set(Number(n), used.push(values[Number(n) - 1]));
    return `$${at.get(Number(n))}`;
  });
  return [text, used];
}

/** Runs a statement; its rows are of the shape its SQL gives them (T). */
type Runner = <T extends object = Record<string, unknown>>(sql: string, values?: unknown[], name?: string) => Promise<T[]>;

/**
 * Runs a search's statements in one transaction, where the planner may not scan the table: with the configurations
 * in use as branches the GIN index is its choice anyway on a large library, and this keeps it so for a query whose
 * words are in most ads, and on a library small enough that a scan looks cheaper.
 */
function guarded<T>(db: Db, fn: (run: Runner) => Promise<T>): Promise<T> {
  return db.tx(async (client) => {
    await client.query('SET LOCAL enable_seqscan = off');
    // Compiling a search's expressions costs more than it saves at these row counts.
    await client.query('SET LOCAL jit = off');
    return fn(async (sql, values, name) => (await client.query(name ? { name, text: sql, values } : { text: sql, values })).rows);
  });
}

/**
 * The rum index of migration adlib/003 (PostgreSQL's `rum` extension, Debian postgresql-15-rum): ad_library_keys.search
 * with the positions and weights of every posting, so a match of `'word':A` (the word in a title) is decided in the
 * index. A one-word search by relevance reads the ads with the word in their title from it (tierSelection), not every
 * ad with the word. It is optional: where the extension is not installed the migration leaves it out (with a
 * warning) and those searches rank every match, with the same answers.
 */
export const RUM_INDEX = 'ad_library_keys_rum_weights';
/**
 * What the rum index indexes: the tsvector itself, written as an expression (concatenating nothing) so that only a
 * statement naming it reads the index; every other match keeps to the GIN index, as it did.
 */
const RUM_KEY = "(a.search || ''::tsvector)";
const rumIndexes = new WeakMap<Db, Promise<boolean>>();

/** Whether this database has the rum index (asked once per pool); its absence is logged once, as one warning line. */
export function hasRumIndex(db: Db): Promise<boolean> {
  let known = rumIndexes.get(db);
  if (!known) {
    known = db.query<{ present: boolean }>(`SELECT to_regclass('${RUM_INDEX}') IS NOT NULL AS present`).then(
      ([row]) => {
        if (!row.present)
          log.warn(
            `ad search: index ${RUM_INDEX} is missing (PostgreSQL extension rum not installed when adlib migration 003 ran: apt-get install postgresql-15-rum, see README "adlib"); one-word searches by relevance rank every match (slower)`,
          );
        return row.present;
      },
      (err) => {
        rumIndexes.delete(db);
        throw err;
      },
    );
    rumIndexes.set(db, known);
  }
  return known;
}

/** How a search may be planned: `window` (WINDOW by default) and `rum` (whether to read the rum index; by default when it exists). */
export interface SearchTuning {
  window?: number;
  rum?: boolean;
}

/** `tuning`: tests make the window small to reach the GIN fallback on a small library, and plan with and without rum. */
export async function searchAds(db: Db, args: SearchArgs, now: Date, scope: SearchScope = {}, tuning: SearchTuning = {}): Promise<SearchPage> {
  const rum = tuning.rum ?? (await hasRumIndex(db));
  return guarded(db, (run) => searchWith(run, args, now, scope, false, tuning.window ?? WINDOW, rum));
}

/** A lexeme of a tsquery's text, perhaps a prefix. */
const LEXEME = String.raw`'(?:[^']|'')+'(?::\*)?`;
const ONE_AND_EXCLUSIONS = new RegExp(String.raw`^(${LEXEME})((?: & !${LEXEME})+)$`);

/**
 * Whether ts_rank gives every ad a tsquery matches the same score, 1e-20: a tsquery of one lexeme (or prefix) and the
 * exclusion of other single lexemes, `'a' & !'b' & !'c'`. ts_rank (PostgreSQL's tsrank.c) ranks a query whose top
 * operator is AND with calc_rank_and once it has two distinct operands (by lexeme text), and that scores pairs of
 * positions of two different operands found in the ad; an ad the query matches holds none of the excluded lexemes,
 * so no pair exists, the score stays -1, and ts_rank answers 1e-20 for it. An excluded phrase or group (`!( … )`)
 * can be partly present: not so.
 */
function constantScore(tsquery: string): boolean {
  const m = ONE_AND_EXCLUSIONS.exec(tsquery);
  if (!m) return false;
  const text = (lexeme: string) => lexeme.replace(/:\*$/, '');
  const excluded = m[2].split(' & !').slice(1).map(text);
  return !excluded.includes(text(m[1]));
}
const CONSTANT_SCORE = '1e-20';

/** Below every title match's score of a one-word query (0.6079), above every other ad's (at most 0.522): tierSelection. */
const TITLE_SCORE = '0.6::real';

/** A tsquery of one lexeme, no prefix: a tierable query (tierSelection). */
const ONE_LEXEME = /^'(?:[^']|'')+'$/;

async function searchWith(
  query: Runner,
  args: SearchArgs,
  now: Date,
  scope: SearchScope,
  explain: false | 'plan' | 'analyze' = false,
  window = WINDOW,
  rum = false,
): Promise<SearchPage> {
  const terms: Term[] | null = args.query === undefined ? null : parseQuery(args.query);
  const sort: Sort = args.sort ?? 'relevance';
  const bound = boundArgs(args, sort, scope);
  // The sort key: relevance without a query orders as newest.
  const order: Order = sort === 'relevance' && terms ? 'score' : sort === 'longest_running' ? 'longest_running' : 'newest';
  const cursor: Cursor | null = args.cursor === undefined ? null : decodeCursor('adlib:search', bound, args.cursor, cursorShape(order));
  const pinned = cursor ? cursor.t : micros(now);
  const limit = args.limit ?? 25;

  const values: unknown[] = [];
  const seen = new Map<string, string>();
  const param = (value: unknown, type: string): string => {
    const id = `${type}:${JSON.stringify(value)}`;
    if (!seen.has(id)) {
      values.push(value);
      seen.set(id, `$${values.length}::${type}`);
    }
    return seen.get(id)!;
  };
  // Only a statement that measures run lengths names "now" (an unused parameter would have no type).
  const run = () => `extract(epoch FROM (coalesce(a.ended_at, ${param(pinned, 'timestamptz')}) - a.started_at))`;

  // The filters; the query's match apart, as `match`.
  const where: string[] = [];
  let match: string | null = null;
  let tsq = 'NULL::tsquery';
  let found: Branch[] = [];
  let cases: { config: string; tsquery: string }[] = [];
  if (terms) {
    found = await branches(query, terms);
    cases = found.map((b) => ({ config: `a.ts_config = ANY(${param(b.configs, 'regconfig[]')})`, tsquery: param(b.tsquery, 'tsquery') }));
    match = cases.length ? `(${cases.map((c) => `(${c.config} AND a.search @@ ${c.tsquery})`).join(' OR ')})` : 'false';
    if (cases.length) tsq = `CASE ${cases.map((c) => `WHEN ${c.config} THEN ${c.tsquery}`).join(' ')} END`;
  }
  if (scope.advertiser) where.push(`a.advertiser_id = ${param(scope.advertiser.id, 'text')} AND a.network = ${param(scope.advertiser.network, 'text')}`);
  if (args.networks) where.push(`a.network = ANY(${param(args.networks, 'text[]')})`);
  if (args.advertiser_ids) where.push(`a.advertiser_id = ANY(${param(args.advertiser_ids, 'text[]')})`);
  if (args.countries) where.push(`a.countries && ${param(args.countries, 'text[]')}`);
  if (args.status === 'active') where.push('a.is_active');
  if (args.status === 'inactive') where.push('NOT a.is_active');
  if (args.media_types) where.push(`a.media_type = ANY(${param(args.media_types, 'text[]')})`);
  if (args.platforms) where.push(`a.platforms && ${param(args.platforms, 'text[]')}`);
  if (args.started_after) where.push(`a.started_at >= ${param(args.started_after, 'timestamptz')}`);
  if (args.started_before) where.push(`a.started_at < ${param(args.started_before, 'timestamptz')}`);
  if (args.min_days_running !== undefined) where.push(`${run()} >= ${param(args.min_days_running * 86400, 'numeric')}`);

  // The sort key: its SQL, its text form (what the cursor keeps) and the type it is compared as.
  const key =
    order === 'score'
      ? { sql: 'ts_rank(a.search, s.tsq)', text: 'k::text', type: 'real' }
      : order === 'newest'
        ? { sql: 'a.started_at', text: `to_char(k AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, type: 'timestamptz' }
        : { sql: run(), text: 'k::text', type: 'numeric' };
  const cursorKey = cursor ? param(cursor.k, key.type) : null;
  /** The cursor's condition on a row of sort key `k` (SQL): the rows after it. */
  const afterCursor = (k: string, alias: string) =>
    cursor
      ? // The first condition is implied by the second: it is the one an index in key order can start its scan at.
        `${k} <= ${cursorKey} AND (${k} < ${cursorKey} OR (${k} = ${cursorKey} AND (${alias}.network, ${alias}.ad_id) > (${param(cursor.n, 'text')}, ${param(cursor.i, 'text')})))`
      : null;
  const snippet = terms
    ? `ts_headline(p.ts_config, concat_ws(' — ', nullif(d.ad->>'title', ''), nullif(d.ad->>'body', '')), p.tsq, ${HEADLINE})`
    : 'NULL::text';

  /**
   * One part of a statement: a selection of at most a page and one row, and whether it read only a window (then it
   * answers whether it found a page; `tier` parts, whether they found one together).
   */
  interface Part {
    sql: string;
    windowed: boolean;
    tier?: boolean;
  }

  /**
   * One ordered, limited selection of the matches. `branch` narrows them (a branch of longest_running), `k` is their
   * sort key, `index` the order of an index that is the key's order, and `extra` an index condition implied by the
   * cursor's. With `windowed`, only the first WINDOW rows after the cursor in index order are read (a bounded
   * ordered index scan), then matched and filtered; `after` replaces the cursor's condition there (one on the index's
   * columns alone).
   */
  const selection = (windowed: boolean, branch: string | null, k: string, index: string, extra: string | null = null, after = afterCursor(k, 'a')): Part => {
    const bounds = [branch, after, extra].filter((c): c is string => c !== null);
    const conditions = [match, ...where, ...(windowed ? [afterCursor(k, 'a')] : bounds)].filter((c): c is string => c !== null);
    const from = windowed
      ? `(SELECT a.* FROM ad_library_keys a ${bounds.length ? `WHERE ${bounds.join(' AND ')}` : ''} ORDER BY ${index} LIMIT ${window}) a`
      : 'ad_library_keys a';
    return {
      windowed,
      sql: `
      SELECT a.network, a.ad_id, a.advertiser_id, a.ts_config, s.tsq,
        ${terms ? 'ts_rank(a.search, s.tsq)' : 'NULL::real'} AS score, ${k} AS k
      FROM ${from} CROSS JOIN LATERAL (SELECT ${tsq} AS tsq) s
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${index}
      LIMIT ${limit + 1}`,
    };
  };

  /**
   * relevance of a one-word query (every branch's tsquery one lexeme, no prefix: tierable), the ads holding the word in
   * their title (weight A): ts_rank ranks a single lexeme by calc_rank_or, (w_m + sum over j != m of w_j / (j + 1)^2) /
   * 1.64493406685 over the word's positions j = 0, 1, … in position order, m the first of greatest weight; the sum of
   * 1 / (j + 1)^2 over j >= 1 is below 0.64494. With a position of weight A (1.0) the score is at least 1 / 1.64493 =
   * 0.6079. Without one every weight is at most B (0.4): with m = 0 the score is at most (0.4 + 0.4 * 0.64494) /
   * 1.64493 = 0.4; with m > 0 the first position is lighter (at most C, 0.2), and the score at most (0.2 + 0.4 + 0.4 *
   * 0.64494) / 1.64493 = 0.522. So every title match ranks above every other match, and when the title matches after
   * the cursor make a page, they are the page. The rum index (weights in its postings) gives them without reading the
   * others. The score bound is checked too (TITLE_SCORE: an ad that matched `'word':A` otherwise, say a lexeme kept
   * without positions, is left to the plan that ranks every match).
   */
  const tierSelection = (c: { config: string; tsquery: string }, titled: string): Part => {
    const conditions = [c.config, `${RUM_KEY} @@ ${titled}`, `${key.sql} >= ${TITLE_SCORE}`, ...where, afterCursor(key.sql, 'a')].filter(
      (x): x is string => x !== null,
    );
    return {
      windowed: true,
      tier: true,
      sql: `
      SELECT a.network, a.ad_id, a.advertiser_id, a.ts_config, s.tsq, ts_rank(a.search, s.tsq) AS score, ${key.sql} AS k
      FROM ad_library_keys a CROSS JOIN LATERAL (SELECT ${c.tsquery} AS tsq) s
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${key.sql} DESC, a.network, a.ad_id
      LIMIT ${limit + 1}`,
    };
  };

  const ordered = 'a.network, a.ad_id';
  const ended = {
    branch: 'a.ended_at IS NOT NULL',
    k: 'extract(epoch FROM (a.ended_at - a.started_at))',
    index: `extract(epoch FROM (a.ended_at - a.started_at)) DESC, ${ordered}`,
  };
  const activeIndex = `a.started_at, ${ordered}`;
  // Rows of an active ad after the cursor started no earlier than this (their run is at most the cursor's key).
  const activeFrom = cursor ? `${param(pinned, 'timestamptz')} - make_interval(secs => ${cursorKey}::float8 + 1)` : null;
  // longest_running, windowed: an ended ad's run length is its own (indexed as such, ad_library_keys_run_ended); a
  // running ad's grows with "now", the earliest started running longest (ad_library_keys_run_active). Each branch is
  // read in its index's order and the two pages merged: no index holds one key mixing both. Not windowed, one
  // selection: split, the planner would read each branch's whole partial index rather than the GIN index.
  const branchesOf = (windowed: boolean): Part[] =>
    order === 'longest_running' && windowed
      ? [
          selection(windowed, ended.branch, ended.k, ended.index),
          selection(windowed, 'a.ended_at IS NULL', run(), activeIndex, activeFrom && `a.started_at >= ${activeFrom}`),
        ]
      : [selection(windowed, null, key.sql, order === 'newest' ? `a.started_at DESC, ${ordered}` : `${key.sql} DESC, ${ordered}`)];

  /**
   * relevance of a query whose every branch scores each match alike (constantScore): the order is (network, ad id),
   * the primary key's. A window of it after the cursor is read, as for newest; a cursor of such a search holds that
   * score.
   */
  const sameScore =
    order === 'score' &&
    found.length > 0 &&
    found.every((b) => constantScore(b.tsquery)) &&
    (!cursor || cursor.k === CONSTANT_SCORE) &&
    !scope.advertiser &&
    !args.advertiser_ids;
  const sameScoreParts = (): Part[] => [
    selection(true, null, key.sql, ordered, null, cursor ? `(a.network, a.ad_id) > (${param(cursor.n, 'text')}, ${param(cursor.i, 'text')})` : null),
  ];

  // Matching, ranking and ordering read ad_library_keys (the search columns alone); the page's rows are then read
  // from ad_library by primary key, for their ad form and sightings. Each windowed part answers whether it found a
  // whole page within its window (`complete`): when all do, the page is the one the whole library gives.
  const statement = (parts: Part[]) => {
    const ctes = parts.map((b, i) => `b${i} AS MATERIALIZED (${b.sql})`).join(', ');
    const count = (i: number) => `(SELECT count(*) FROM b${i})`;
    const windowed = parts.flatMap((b, i) => (b.windowed && !b.tier ? [`${count(i)} > ${limit}`] : []));
    const tiers = parts.flatMap((b, i) => (b.tier ? [count(i)] : []));
    if (tiers.length) windowed.push(`${tiers.join(' + ')} > ${limit}`);
    const complete = windowed.length ? windowed.join(' AND ') : 'true';
    return `
    WITH ${ctes}
    SELECT p.network, p.ad_id, p.advertiser_id, d.ad, d.first_seen_at, d.last_seen_at, p.score, p.key_text, ${snippet} AS snippet,
      ${complete} AS complete
    FROM (
      SELECT m.*, ${key.text.replace(/\bk\b/, 'm.k')} AS key_text
      FROM (${parts.map((_, i) => `SELECT * FROM b${i}`).join(' UNION ALL ')}) m
      ORDER BY m.k DESC, m.network, m.ad_id
      LIMIT ${limit + 1}
    ) p
    JOIN ad_library d ON d.network = p.network AND d.ad_id = p.ad_id
    ORDER BY p.k DESC, p.network, p.ad_id`;
  };
  // newest and longest_running of a query: first the bounded ordered scan (a common word's page is in the first
  // rows), else the GIN index and a sort of every match (a rare one's). The planner cannot tell them apart for a
  // phrase (it estimates one as its words together) and reads far down the order for a rare one; a window bounds
  // that. Without a query, or for an advertiser's ads, the filters' own indexes answer at once. relevance of one word
  // and exclusions: the primary key's window (sameScore); of one word: its title matches (tierParts), else every match.
  const probe = terms !== null && order !== 'score' && !scope.advertiser && !args.advertiser_ids;
  const tiered = rum && order === 'score' && found.length > 0 && found.every((b) => ONE_LEXEME.test(b.tsquery)) && !scope.advertiser && !args.advertiser_ids;
  const tierParts = (): Part[] => cases.map((c, i) => tierSelection(c, param(`${found[i].tsquery}:A`, 'tsquery')));
  const first: Part[] | null = probe ? branchesOf(true) : sameScore ? sameScoreParts() : tiered ? tierParts() : null;
  const sql = statement(branchesOf(false));
  // The title matches from rum: a plain index scan, which the GIN index has not (with bitmaps, the planner would take
  // the GIN index and read every ad with the word to check its weights).
  const setUp = async () => {
    if (tiered) await query('SET LOCAL enable_bitmapscan = off');
  };
  const fallBack = async () => {
    if (tiered) await query('SET LOCAL enable_bitmapscan = on');
    // Fewer matches in the window than a page: rare ones, read from the GIN index (the planner, misled by a
    // phrase's estimate, would otherwise read the whole order for them).
    await query('SET LOCAL enable_indexscan = off');
  };
  if (explain) {
    const plan = async (text: string) =>
      (await query<Record<string, string>>(...referenced(`EXPLAIN ${explain === 'analyze' ? '(ANALYZE, BUFFERS) ' : ''}${text}`, values))).map(
        (r) => r['QUERY PLAN'],
      );
    if (!first) throw new PlanOf(await plan(sql));
    await setUp();
    const lines = await plan(statement(first));
    if (!first.some((p) => p.windowed)) throw new PlanOf(lines);
    await fallBack();
    throw new PlanOf([...lines, '-- when a window holds less than a page:', ...(await plan(sql))]);
  }
  const rows = await (async () => {
    if (first) {
      await setUp();
      const page = await query<PageRow>(...referenced(statement(first), values));
      if (page.length > 0 && page[0].complete) return page;
      // Every part exact and no row: no match.
      if (!first.some((p) => p.windowed)) return page;
      await fallBack();
    }
    return query<PageRow>(...referenced(sql, values));
  })();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    sort,
    ads: page.map((r) => ({
      network: r.network,
      ad_id: r.ad_id,
      advertiser_id: r.advertiser_id,
      score: r.score,
      snippet: r.snippet === null ? null : highlightedSnippet(r.snippet),
      first_seen_at: r.first_seen_at,
      last_seen_at: r.last_seen_at,
      ad: args.trim ? compactAd(r.ad) : r.ad,
    })),
    next_cursor: rows.length > limit ? encodeCursor('adlib:search', bound, { k: last.key_text, n: last.network, i: last.ad_id, t: pinned }) : null,
  };
}

/** A row of a search's page, as its statement gives it. */
interface PageRow {
  network: string;
  ad_id: string;
  advertiser_id: string;
  ad: Record<string, unknown>;
  first_seen_at: Date;
  last_seen_at: Date;
  score: number | null;
  key_text: string;
  snippet: string | null;
  /** Windowed: every branch found a whole page within its window. */
  complete: boolean;
}

class PlanOf {
  constructor(readonly lines: string[]) {}
}

/**
 * The plan of the statement searchAds runs for these arguments (the bench and the tests read it): EXPLAIN in the same
 * transaction settings as the search itself, or with `unguarded`, as the planner would choose with a scan allowed;
 * `analyze` runs it (EXPLAIN ANALYZE, BUFFERS).
 */
export async function explainSearch(
  db: Db,
  args: SearchArgs,
  now: Date,
  options: { unguarded?: boolean; analyze?: boolean; rum?: boolean } = {},
): Promise<string[]> {
  const rum = options.rum ?? (await hasRumIndex(db));
  const explain = (run: Runner) =>
    searchWith(run, args, now, {}, options.analyze ? 'analyze' : 'plan', WINDOW, rum).then(
      () => [] as string[],
      (err) => {
        if (err instanceof PlanOf) return err.lines;
        throw err;
      },
    );
  if (options.unguarded) return explain((sql, values) => db.query(sql, values));
  return guarded(db, explain);
}

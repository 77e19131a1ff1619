import { z } from 'zod';
import type { Db } from '../../../platform/db/pool.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../../platform/cursor.ts';
import { log } from '../../../platform/log.ts';
import { PROFILE_COLUMNS, type ProfileRow } from '../profiles.ts';
import type { SearchArgs, Sort } from './params.ts';
import { combinedQuery, parseText, termQueries } from './text.ts';

/**
 * Discovery search over the library (README "Discovery"), reading photonet_profile_search (migration 002): one narrow
 * row per profile with its words, its facets and its sort keys.
 *
 * - Matching: every "any of" filter is an overlap with the row's tagged facets (`traits && '{c:france,c:spain}'`),
 *   all of them answered by one GIN index; ranges compare the sort-key columns; text is one tsquery (text.ts) over
 *   the row's tsvector (a rum index, or GIN without the extension).
 * - Order: the sort's key, best first, ties by id: followers, engagement rate, 30-day growth, last scrape (each
 *   descending with id descending, one btree index each), relevance (rum's distance ascending, id ascending).
 * - Bounded work: a page is first looked for in a window of the sort's own order (the first WINDOW rows after the
 *   cursor, read from its index), the filters checked on each; when the window holds a whole page, that is the page
 *   the whole library gives (the window is a prefix of the order). When it does not (rare matches), the filters'
 *   indexes find every match and the few are sorted. No plan reads the table in full (sequential scans are off in
 *   the search's transaction), and no sort ranks every match of a common filter.
 * - total: matches counted up to TOTAL_BOUND; past it `{value: TOTAL_BOUND, relation: "gte"}`.
 * - Paging: keyset; the cursor holds the last row's key and id, bound to the text, filters and sort.
 */

/**
 * How many rows of the sort's order a page is looked for in: first the smaller window, then (filters only, read from
 * the covering index) the larger, before every match is read from the filters' indexes.
 */
export const WINDOWS = [2000, 20000];
export const WINDOW = WINDOWS[0];
/** Matches are counted up to this many; more answer relation "gte". */
export const TOTAL_BOUND = 1000;

export interface Highlight {
  field: string;
  snippet: string;
}

export interface DiscoveryHit {
  profile: ProfileRow;
  score: number | null;
  highlights: Highlight[];
}

export interface DiscoveryPage {
  total: { value: number; relation: 'eq' | 'gte' };
  profiles: DiscoveryHit[];
  next_cursor: string | null;
  /** No profile on the page: the page is free (billing's freeWhen). */
  empty: boolean;
}

interface SortKey {
  /** The key as SQL over the search row `s` (and the query `$q` for relevance). */
  expr: string;
  /** Its text in the cursor, exactly as it compares again. */
  text: string;
  type: string;
  dir: 'ASC' | 'DESC';
  /** What a cursor's key must look like. */
  shape: z.ZodType<string>;
  /** The same key as an expression no index holds (the order of the search that reads every match). */
  unindexed: string;
}

const FLOAT = /^(-?\d+(\.\d+)?(e[+-]?\d+)?|-?Infinity)$/i;
const UTC_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const floatKey = z
  .string()
  .regex(FLOAT)
  .refine((k) => !Number.isNaN(Number(k)));

function sortKey(sort: Sort, distance: string): SortKey {
  switch (sort) {
    case 'followers':
      return {
        expr: 's.followers',
        text: 's.followers::text',
        type: 'bigint',
        dir: 'DESC',
        shape: z.string().regex(/^\d{1,18}$/),
        unindexed: '(s.followers + 0)',
      };
    case 'engagement_rate':
      return { expr: 's.engagement_key', text: 's.engagement_key::text', type: 'float8', dir: 'DESC', shape: floatKey, unindexed: '(s.engagement_key + 0)' };
    case 'growth_30d':
      return { expr: 's.growth_key', text: 's.growth_key::text', type: 'float8', dir: 'DESC', shape: floatKey, unindexed: '(s.growth_key + 0)' };
    case 'recently_scraped':
      return {
        expr: 's.last_scraped_at',
        text: `to_char(s.last_scraped_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        type: 'timestamptz',
        dir: 'DESC',
        shape: z.string().refine((k) => UTC_MICROS.test(k) && !Number.isNaN(Date.parse(k))),
        unindexed: "(s.last_scraped_at + interval '0 s')",
      };
    case 'relevance':
      return {
        expr: distance,
        text: `(${distance})::text`,
        type: distance.includes('<=>') ? 'float4' : 'float8',
        dir: 'ASC',
        shape: floatKey,
        unindexed: `(${distance} + 0)`,
      };
  }
}

/**
 * A statement with only the parameters it refers to, renumbered: a search's statements share one parameter list, and
 * one a statement does not name would have no type.
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
type Runner = <T extends object = Record<string, unknown>>(sql: string, values?: unknown[]) => Promise<T[]>;

/** A search's statements in one transaction where the planner may not scan the table (nor compile expressions). */
function guarded<T>(db: Db, fn: (run: Runner) => Promise<T>): Promise<T> {
  return db.tx(async (client) => {
    await client.query('SET LOCAL enable_seqscan = off; SET LOCAL jit = off');
    return fn(async (sql, values) => {
      const [text, used] = values ? referenced(sql, values) : [sql, undefined];
      return (await client.query({ text, values: used })).rows;
    });
  });
}

const rumIndexes = new WeakMap<Db, Promise<boolean>>();

/** Whether the text index is rum's (relevance read in order) rather than GIN's (relevance ranks the matches); asked once per pool. */
export function hasRum(db: Db): Promise<boolean> {
  let known = rumIndexes.get(db);
  if (!known) {
    known = db
      .query<{ rum: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
         WHERE c.relname = 'photonet_profile_search_text' AND a.amname = 'rum') AS rum`,
      )
      .then(([row]) => {
        if (!row.rum) log.warn({ index: 'photonet_profile_search_text' }, 'discovery: no rum index; relevance ranks every match');
        return row.rum;
      });
    rumIndexes.set(db, known);
  }
  return known;
}

// Matches are marked with control characters PostgreSQL leaves alone; the snippet is HTML-escaped and they become
// <mark> and </mark> only then, so a profile's own markup never reaches a page as markup.
const HEADLINE = `'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "'`;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const marked = (raw: string) =>
  raw
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replaceAll('\u0001', '<mark>')
    .replaceAll('\u0002', '</mark>');

/** The fields a highlight may come from, in the order they are answered. */
export const HIGHLIGHT_FIELDS: [string, string][] = [
  ['full_name', 'p.full_name'],
  ['tagline', "p.enrichment->>'tagline'"],
  ['biography', 'p.biography'],
  ['bio_summary', "p.enrichment->>'bio_summary'"],
  ['content_summary', "p.enrichment->>'content_summary'"],
];

/** What a cursor is bound to: the network, text, filters and sort (not limit). */
function boundArgs(args: SearchArgs, sort: Sort): Record<string, unknown> {
  const { limit: _l, cursor: _c, network: _n, ...search } = args;
  return { ...search, network: args.network ?? 'photonet', sort };
}

/** The plan lines of a search's statements (EXPLAIN), for the bench and the tests. */
export interface Explained {
  lines: string[];
}

/**
 * A page of a search. With `explain`, each statement's plan is added to it as the statement runs (with `analyze`,
 * EXPLAIN ANALYZE: the statement runs twice).
 */
export async function searchProfiles(db: Db, args: SearchArgs, options: { explain?: Explained[]; analyze?: boolean } = {}): Promise<DiscoveryPage> {
  const rum = await hasRum(db);
  return guarded(db, (run) => searchWith(run, args, rum, options.explain, options.analyze));
}

async function searchWith(run: Runner, args: SearchArgs, rum: boolean, explain?: Explained[], analyze = false): Promise<DiscoveryPage> {
  const sort: Sort = args.sort ?? (args.text !== undefined ? 'relevance' : 'followers');
  const limit = args.limit ?? 25;
  const bound = boundArgs(args, sort);
  const values: unknown[] = [];
  const param = (v: unknown, type: string) => `$${values.push(v)}::${type}`;

  // The text, as one tsquery across the configurations in use (one round trip, on the tiny configurations table).
  let q: string | null = null;
  let tsquery: string | null = null;
  if (args.text !== undefined) {
    const terms = parseText(args.text);
    const texts: string[] = [];
    const textParam = (v: string) => `$${texts.push(v)}::text`;
    const { positive, excluded } = termQueries(terms, 'c.ts_config', textParam);
    const rows = await run<{ positive: string; excluded: string[] }>(
      `SELECT ${positive} AS positive, ARRAY[${excluded.join(', ')}]::text[] AS excluded FROM photonet_search_configs c`,
      texts,
    );
    const query = combinedQuery(
      rows.map((r) => r.positive),
      rows.flatMap((r) => r.excluded),
    );
    if (query === '') return { total: { value: 0, relation: 'eq' }, profiles: [], next_cursor: null, empty: true };
    tsquery = query;
    q = param(query, 'tsquery');
  }
  const distance = q ? (rum ? `(s.search <=> ${q})` : `(1 / greatest(ts_rank(s.search, ${q}), 1e-9))::float8`) : 'NULL';
  const key = sortKey(sort, distance);
  const cursor = args.cursor ? decodeCursor('discovery:search', bound, args.cursor, z.strictObject({ k: key.shape, i: cursorField.int8 })) : null;

  // Filters: those on the sort's own column bound its window; the others are checked on each row.
  const onKey: string[] = [];
  const others: string[] = [];
  const traits = (prefix: string, list: string[] | undefined) => {
    if (list)
      others.push(
        `s.traits && ${param(
          list.map((v) => prefix + v),
          'text[]',
        )}`,
      );
  };
  traits('n:', args.niches);
  traits('c:', args.countries);
  traits('ci:', args.cities);
  traits('l:', args.languages);
  traits('e:', args.entity_type);
  traits('r:', args.account_role);
  traits('g:', args.gender);
  traits('a:', args.age_range);
  const flag = (name: string, v: boolean | undefined) => {
    if (v !== undefined) others.push(`s.traits @> ${param([`${name}:${v ? 1 : 0}`], 'text[]')}`);
  };
  flag('v', args.is_verified);
  flag('b', args.is_business_account);
  const rangeOf = (column: string, sorted: boolean, type: string, r: { min?: number; max?: number } | undefined, known = false) => {
    if (!r) return;
    const into = sorted ? onKey : others;
    if (r.min !== undefined) into.push(`${column} >= ${param(r.min, type)}`);
    if (r.max !== undefined) into.push(`${column} <= ${param(r.max, type)}`);
    // A profile without the figure (-Infinity) never matches a range of it.
    if (known && r.min === undefined) into.push(`${column} > '-Infinity'::float8`);
  };
  rangeOf('s.followers', sort === 'followers', 'bigint', args.followers);
  rangeOf('s.engagement_key', sort === 'engagement_rate', 'float8', args.engagement_rate, true);
  rangeOf('s.growth_key', sort === 'growth_30d', 'float8', args.growth_30d, true);
  if (args.last_scraped_after) (sort === 'recently_scraped' ? onKey : others).push(`s.last_scraped_at > ${param(args.last_scraped_after, 'timestamptz')}`);
  // Contact discovery's facts (platform table library_profile_facts, kept by the intelligence module), by key.
  // A semi-join by the profile's id: with few such profiles, the planner reads them from the facts' key and each
  // search row by its primary key (only keys of digits are cast: the filter comes before the cast).
  const fact = (facts: string) =>
    `s.id IN (SELECT f.profile_key::bigint FROM library_profile_facts f
              WHERE f.network = 'photonet' AND f.fact = ANY(${facts}) AND f.profile_key ~ '^[0-9]{1,18}$')`;
  if (args.has_contact !== undefined) others.push(`${args.has_contact ? '' : 'NOT '}${fact(param(['contact'], 'text[]'))}`);
  if (args.has_linked_account)
    others.push(
      fact(
        param(
          args.has_linked_account.map((p) => `link:${p}`),
          'text[]',
        ),
      ),
    );
  const match = q ? `s.search @@ ${q}` : null;
  // relevance reads the text index in its order: the match bounds the window; other sorts check it on each row.
  if (match) (sort === 'relevance' ? onKey : others).push(match);

  const order = `${key.expr} ${key.dir}, s.id ${key.dir}`;
  const after = cursor
    ? key.dir === 'DESC'
      ? `${key.expr} <= ${param(cursor.k, key.type)} AND (${key.expr} < ${param(cursor.k, key.type)} OR s.id < ${param(cursor.i, 'bigint')})`
      : `${key.expr} >= ${param(cursor.k, key.type)} AND (${key.expr} > ${param(cursor.k, key.type)} OR s.id > ${param(cursor.i, 'bigint')})`
    : null;
  const where = (conds: (string | null)[]) => {
    const list = conds.filter((c): c is string => c !== null);
    return list.length ? `WHERE ${list.join(' AND ')}` : '';
  };

  const counting = `SELECT count(*)::int AS n FROM (SELECT 1 FROM photonet_profile_search s ${where([...onKey, ...others])} LIMIT ${TOTAL_BOUND + 1}) m`;
  // relevance: rum's ordered scan (a bitmap of every match, ranked, is what the planner would take otherwise). rum
  // orders by the distance alone: the window is the first WINDOW by distance, and holds every row of a distance below
  // its last (`edge`); a page whose last row's distance is below the edge is exact, else (ties at the edge) the
  // search reads every match.
  const rumOrder = sort === 'relevance' && rum;
  // The window of the sort's order (read from its index); `ok` is whether a row passes the other filters. The
  // bounded total in the same statement (for relevance, apart: its window is planned without bitmaps).
  const windowed = (size: number) => `
    WITH w AS MATERIALIZED (
      SELECT s.id, ${key.expr} AS k, ${key.text} AS key_text, ${others.length ? others.join(' AND ') : 'true'} AS ok
      FROM photonet_profile_search s
      ${where([after, ...onKey])}
      ORDER BY ${rumOrder ? key.expr : order}
      LIMIT ${size}
    ),
    p AS (SELECT * FROM w WHERE w.ok ORDER BY w.k ${key.dir}, w.id ${key.dir} LIMIT ${limit + 1})
    SELECT (SELECT count(*) FROM w)::int AS seen, ${rumOrder ? 'NULL::int' : `(${counting})`} AS n,
      ${rumOrder ? `coalesce((SELECT max(k) FROM p) < (SELECT max(k) FROM w), true)` : 'true'} AS inside,
      ${rumOrder ? `(SELECT max(k) FROM w)::text` : 'NULL::text'} AS edge,
      ${rumOrder ? `(SELECT count(*) FROM p WHERE p.k < (SELECT max(k) FROM w))::int` : '0'} AS below,
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'key_text', p.key_text) ORDER BY p.k ${key.dir}, p.id ${key.dir}) FROM p), '[]') AS page`;
  // Every match after the cursor from the filters' indexes, sorted: when the window held less than a page. The key
  // is ordered by as an expression no index holds, so the planner cannot walk the sort's index instead (what the
  // window did), whatever it estimates of the matches.
  const exact = `
    SELECT s.id, ${key.text} AS key_text
    FROM photonet_profile_search s
    ${where([after, ...onKey, ...others])}
    ORDER BY ${key.unindexed} ${key.dir}, s.id ${key.dir}
    LIMIT ${limit + 1}`;

  const plan = async (label: string, sql: string) => {
    if (!explain) return;
    const lines = (await run<Record<string, string>>(`EXPLAIN ${analyze ? '(ANALYZE, BUFFERS) ' : ''}${sql}`, values)).map((r) => r['QUERY PLAN']);
    explain.push({ lines: [`-- ${label}`, ...lines] });
  };
  // Without rum, relevance has no ordered index to window.
  const useWindow = sort !== 'relevance' || rum;
  let ids: { id: string; key_text: string }[];
  let n: number | null = null;
  if (useWindow) {
    if (rumOrder) await run('SET LOCAL enable_bitmapscan = off');
    // The larger window only without text (index-only over the covering index) and when the smaller was full.
    const sizes = match ? [WINDOW] : WINDOWS;
    let windowSize = WINDOW;
    let found!: { seen: number; n: number | null; inside: boolean; edge: string | null; below: number; page: { id: string; key_text: string }[] };
    for (const size of sizes) {
      windowSize = size;
      await plan(`window of the sort order (${size} rows)`, windowed(size));
      [found] = await run<typeof found>(windowed(size), values);
      if (found.page.length > limit || found.seen < size) break;
    }
    n = found.n;
    // A whole page within the window, or the order's end within it: the page the whole library gives.
    let page: { id: string; key_text: string }[] | null = (found.page.length > limit && found.inside) || found.seen < windowSize ? found.page : null;
    if (!page && rumOrder && found.edge !== null && others.length === 0) {
      // Ties at the window's edge (profiles of the same distance, common where texts are alike): the rows below the
      // edge are all in the window and come first; the page goes on with the edge's own rows in id order, read along
      // the primary key (its order) with the match checked on each. Too few of them, or other filters (the walk would
      // pass over most rows): the exact search.
      const wanted = limit + 1 - found.below;
      const edgeRows = `
        SELECT s.id, ${key.text} AS key_text
        FROM photonet_profile_search s
        ${where([after, ...onKey, `${key.expr} = ${param(found.edge, key.type)}`, ...others])}
        ORDER BY s.id
        LIMIT ${wanted}`;
      await plan('ties at the edge of the window, in id order', edgeRows);
      const tied = await run<{ id: string; key_text: string }>(edgeRows, values);
      if (tied.length === wanted) page = [...found.page.slice(0, found.below), ...tied];
    }
    if (rumOrder) await run('SET LOCAL enable_bitmapscan = on');
    if (page) {
      ids = page;
    } else {
      // The window held less than a page: the matches are rare; the filters' indexes find them.
      await plan('rare matches: every match from the filters indexes, sorted', exact);
      ids = await run(exact, values);
    }
  } else {
    await plan('every match, ranked', exact);
    ids = await run(exact, values);
  }
  if (n === null) {
    await plan('total, bounded', counting);
    [{ n }] = await run<{ n: number }>(counting, values);
  }

  const rows = ids.slice(0, limit);
  const hits = rows.length
    ? await pageRows(
        run,
        rows.map((r) => Number(r.id)),
        tsquery,
        rum,
      )
    : [];
  const last = rows[rows.length - 1];
  return {
    total: n > TOTAL_BOUND ? { value: TOTAL_BOUND, relation: 'gte' } : { value: n, relation: 'eq' },
    profiles: hits,
    next_cursor: ids.length > limit ? encodeCursor('discovery:search', bound, { k: last.key_text, i: Number(last.id) }) : null,
    empty: hits.length === 0,
  };
}

/** The page's profiles in order, with their score and highlights (computed on these rows only). */
async function pageRows(run: Runner, ids: number[], query: string | null, rum: boolean): Promise<DiscoveryHit[]> {
  const score = query
    ? rum
      ? `round((1 / nullif(s.search <=> $2::tsquery, 0))::numeric, 6)::float8`
      : 'ts_rank(s.search, $2::tsquery)::float8'
    : 'NULL::float8';
  const highlights = query ? HIGHLIGHT_FIELDS.map(([, sql]) => `ts_headline(s.ts_config, coalesce(${sql}, ''), $2::tsquery, ${HEADLINE})`).join(', ') : '';
  const rows = await run<ProfileRow & { score: number | null; headlines: string[] | null }>(
    `SELECT ${PROFILE_COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1p.$2')}, ${score} AS score,
       ${query ? `ARRAY[${highlights}]` : 'NULL::text[]'} AS headlines
     FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, n)
     JOIN photonet_profiles p ON p.id = o.id
     JOIN photonet_profile_search s ON s.id = o.id
     ORDER BY o.n`,
    query ? [ids, query] : [ids],
  );
  return rows.map(({ score: s, headlines, ...profile }) => ({
    profile: { ...profile, id: Number(profile.id) } as ProfileRow,
    score: s,
    highlights: (headlines ?? []).flatMap((h, i) => (h.includes('\u0001') ? [{ field: HIGHLIGHT_FIELDS[i][0], snippet: marked(h) }] : [])),
  }));
}

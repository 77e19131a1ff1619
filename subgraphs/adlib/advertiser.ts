import type { Db } from '../../platform/db/pool.ts';

/**
 * Advertiser profiles and ad-strategy insights, computed from the stored ads of one advertiser (network and id). Every
 * statement reads the advertiser's rows through the index ad_library_advertiser (advertiser_id, network, started_at);
 * one statement per figure family, run side by side.
 */

export interface AdvertiserRef {
  network: string;
  id: string;
}

const WHERE = 'a.advertiser_id = $1 AND a.network = $2';
const params = (ref: AdvertiserRef) => [ref.id, ref.network];

export interface AdvertiserProfile {
  network: string;
  advertiser_id: string;
  /** The latest name its ads gave. */
  name: string;
  names: string[];
  pages: string[];
  networks: string[];
  countries: string[];
  platforms: string[];
  first_ad_seen_at: Date;
  last_ad_seen_at: Date;
  first_ad_started_at: Date;
  last_ad_started_at: Date;
  active_ads: number;
  total_ads: number;
}

/** The profile, or null when no ad of the advertiser is stored. */
export async function advertiserProfile(db: Db, ref: AdvertiserRef): Promise<AdvertiserProfile | null> {
  const [row] = await db.query<AdvertiserProfile>(
    `SELECT $2::text AS network, $1::text AS advertiser_id,
       (SELECT advertiser_name FROM ad_library a WHERE ${WHERE} ORDER BY last_seen_at DESC, ad_id LIMIT 1) AS name,
       array(SELECT DISTINCT advertiser_name FROM ad_library a WHERE ${WHERE} AND advertiser_name <> '' ORDER BY 1) AS names,
       array(SELECT DISTINCT a.ad->>'page_profile_url' FROM ad_library a WHERE ${WHERE} AND a.ad->>'page_profile_url' IS NOT NULL ORDER BY 1) AS pages,
       array(SELECT DISTINCT network FROM ad_library a WHERE a.advertiser_id = $1 ORDER BY 1) AS networks,
       array(SELECT DISTINCT c FROM ad_library a, unnest(a.countries) c WHERE ${WHERE} ORDER BY 1) AS countries,
       array(SELECT DISTINCT p FROM ad_library a, unnest(a.platforms) p WHERE ${WHERE} ORDER BY 1) AS platforms,
       t.*
     FROM (SELECT min(first_seen_at) AS first_ad_seen_at, max(last_seen_at) AS last_ad_seen_at,
             min(started_at) AS first_ad_started_at, max(started_at) AS last_ad_started_at,
             count(*) FILTER (WHERE is_active)::int AS active_ads, count(*)::int AS total_ads
           FROM ad_library a WHERE ${WHERE}) t
     WHERE t.total_ads > 0`,
    params(ref),
    'adlib_advertiser_profile',
  );
  return row ?? null;
}

export interface Count {
  value: string;
  ads: number;
}

/** Run-length buckets in days: [label, from (inclusive), to (exclusive, null for open)]. */
export const RUN_BUCKETS: [string, number, number | null][] = [
  ['under 1 week', 0, 7],
  ['1 to 4 weeks', 7, 30],
  ['1 to 3 months', 30, 90],
  ['3 to 6 months', 90, 180],
  ['6 to 12 months', 180, 365],
  ['1 year or more', 365, null],
];

const TOP = 10;
const TOP_TERMS = 15;

/** Run length in days of each ad: to its end date, or to `now` ($3) while it runs. */
const RUN_DAYS = 'extract(epoch FROM (coalesce(a.ended_at, $3::timestamptz) - a.started_at)) / 86400';

/** The landing page's host without www. */
const DOMAIN = `lower(regexp_replace(substring(a.ad->>'link_url' FROM '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:@]+)'), '^www\\.', ''))`;

/** The format of a creative: video, carousel (several images), image, or text. */
const FORMAT = `CASE WHEN a.ad->>'video_url' IS NOT NULL THEN 'video'
  WHEN jsonb_typeof(a.ad->'image_urls') = 'array' AND jsonb_array_length(a.ad->'image_urls') > 1 THEN 'carousel'
  WHEN jsonb_typeof(a.ad->'image_urls') = 'array' AND jsonb_array_length(a.ad->'image_urls') = 1 THEN 'image'
  ELSE 'text' END`;

const BOUND = (member: string, bound: string) =>
  `CASE WHEN a.ad->'${member}'->>'${bound}' ~ '^\\d{1,15}(\\.\\d{1,6})?$' THEN (a.ad->'${member}'->>'${bound}')::numeric END`;

/** Every figure family, one statement each. */
const STATEMENTS = {
  totals: `SELECT count(*)::int AS total_ads, count(*) FILTER (WHERE a.is_active)::int AS active_ads,
      round(avg(${RUN_DAYS})::numeric, 1)::float8 AS average_days,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${RUN_DAYS}))::numeric, 1)::float8 AS median_days
    FROM ad_library a WHERE ${WHERE}`,
  weeks: `SELECT to_char(date_trunc('week', a.started_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*)::int AS ads
    FROM ad_library a WHERE ${WHERE} GROUP BY 1 ORDER BY 1 DESC LIMIT 104`,
  creative: `SELECT CASE WHEN GROUPING(a.media_type) = 0 THEN 'media_type' ELSE 'format' END AS family,
      coalesce(a.media_type, ${FORMAT}) AS value, count(*)::int AS ads
    FROM ad_library a WHERE ${WHERE} GROUP BY GROUPING SETS ((a.media_type), (${FORMAT})) ORDER BY 1, 3 DESC, 2`,
  reach: `SELECT 'country' AS family, c AS value, count(*)::int AS ads FROM ad_library a, unnest(a.countries) c WHERE ${WHERE} GROUP BY c
    UNION ALL
    SELECT 'platform', p, count(*)::int FROM ad_library a, unnest(a.platforms) p WHERE ${WHERE} GROUP BY p
    ORDER BY 1, 3 DESC, 2`,
  runs: `SELECT b.label, b.from_days, b.to_days, count(a.ad_id)::int AS ads
    FROM (SELECT * FROM unnest($4::text[], $5::int[], $6::int[]) WITH ORDINALITY AS u(label, from_days, to_days, n)) b
    LEFT JOIN ad_library a ON ${WHERE} AND ${RUN_DAYS} >= b.from_days AND (b.to_days IS NULL OR ${RUN_DAYS} < b.to_days)
    GROUP BY b.label, b.from_days, b.to_days, b.n ORDER BY b.n`,
  longest: `SELECT a.ad_id, a.ad->>'title' AS title, a.ad->>'body' AS body, a.started_at, a.ended_at, a.is_active,
      round((${RUN_DAYS})::numeric, 1)::float8 AS days
    FROM ad_library a WHERE ${WHERE} ORDER BY ${RUN_DAYS} DESC, a.ad_id LIMIT ${TOP}`,
  themes: `WITH words AS MATERIALIZED (
      SELECT a.ad_id, f.n AS field, w.n, w.word, numnode(plainto_tsquery(a.ts_config, w.word)) = 0 AS stop
      FROM ad_library a
      CROSS JOIN LATERAL unnest(ARRAY[coalesce(a.ad->>'title', ''), coalesce(a.ad->>'body', '')]) WITH ORDINALITY AS f(txt, n)
      CROSS JOIN LATERAL regexp_split_to_table(lower(f.txt), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, n)
      WHERE ${WHERE} AND w.word <> ''
    )
    (SELECT 'term' AS family, word AS value, count(DISTINCT ad_id)::int AS ads FROM words
      WHERE NOT stop AND length(word) >= 3 AND word !~ '^[0-9]+$' GROUP BY word ORDER BY 3 DESC, 2 LIMIT ${TOP_TERMS})
    UNION ALL
    (SELECT 'phrase', w1.word || ' ' || w2.word, count(DISTINCT w1.ad_id)::int FROM words w1
      JOIN words w2 ON w2.ad_id = w1.ad_id AND w2.field = w1.field AND w2.n = w1.n + 1
      WHERE NOT w1.stop AND NOT w2.stop GROUP BY 2 HAVING count(DISTINCT w1.ad_id) >= 2 ORDER BY 3 DESC, 2 LIMIT ${TOP})`,
  links: `(SELECT 'cta' AS family, a.ad->>'cta_text' AS value, count(*)::int AS ads FROM ad_library a
      WHERE ${WHERE} AND coalesce(a.ad->>'cta_text', '') <> '' GROUP BY 2 ORDER BY 3 DESC, 2 LIMIT ${TOP})
    UNION ALL
    (SELECT 'domain', ${DOMAIN}, count(*)::int FROM ad_library a
      WHERE ${WHERE} AND ${DOMAIN} IS NOT NULL GROUP BY 2 ORDER BY 3 DESC, 2 LIMIT ${TOP})`,
  money: `SELECT 'spend' AS family, coalesce(a.ad->>'currency', '') AS currency, count(*)::int AS ads,
      sum(${BOUND('spend', 'lower_bound')})::float8 AS lower_bound, sum(${BOUND('spend', 'upper_bound')})::float8 AS upper_bound
    FROM ad_library a WHERE ${WHERE} AND jsonb_typeof(a.ad->'spend') = 'object' GROUP BY 2
    UNION ALL
    SELECT 'impressions', '', count(*)::int, sum(${BOUND('impressions', 'lower_bound')})::float8, sum(${BOUND('impressions', 'upper_bound')})::float8
    FROM ad_library a WHERE ${WHERE} AND jsonb_typeof(a.ad->'impressions') = 'object' HAVING count(*) > 0
    ORDER BY 1, 2`,
};

export interface Insights {
  network: string;
  advertiser_id: string;
  computed_at: Date;
  active_ads: number;
  total_ads: number;
  ads_started_per_week: { week: string; ads: number }[];
  media_types: Count[];
  formats: Count[];
  countries: Count[];
  platforms: Count[];
  run_length: { average_days: number; median_days: number; buckets: { label: string; from_days: number; to_days: number | null; ads: number }[] };
  longest_running: { ad_id: string; title: string | null; body: string | null; started_at: Date; ended_at: Date | null; is_active: boolean; days: number }[];
  themes: { terms: Count[]; phrases: Count[] };
  calls_to_action: Count[];
  landing_domains: Count[];
  spend: { currency: string | null; ads: number; lower_bound: number | null; upper_bound: number | null }[];
  impressions: { ads: number; lower_bound: number | null; upper_bound: number | null } | null;
}

type Family = { family: string; value: string; ads: number };
const pick = (rows: Family[], family: string): Count[] => rows.filter((r) => r.family === family).map(({ value, ads }) => ({ value, ads }));

/** Each statement with exactly the parameters it refers to. */
function statement(name: keyof typeof STATEMENTS, ref: AdvertiserRef, now: Date): { sql: string; values: unknown[] } {
  const sql = STATEMENTS[name];
  const values = [...params(ref), now.toISOString(), RUN_BUCKETS.map((b) => b[0]), RUN_BUCKETS.map((b) => b[1]), RUN_BUCKETS.map((b) => b[2])];
  const used = Math.max(...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  return { sql, values: values.slice(0, used) };
}

/** The plan of every figure family's statement (the bench and the tests read them). */
export async function explainInsights(db: Db, ref: AdvertiserRef, now: Date): Promise<Record<string, string[]>> {
  const plans: Record<string, string[]> = {};
  for (const name of Object.keys(STATEMENTS) as (keyof typeof STATEMENTS)[]) {
    const { sql, values } = statement(name, ref, now);
    plans[name] = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values)).map((r) => r['QUERY PLAN']);
  }
  return plans;
}

/** The insights, or null when no ad of the advertiser is stored. Run lengths are measured to `now`. */
export async function advertiserInsights(db: Db, ref: AdvertiserRef, now: Date): Promise<Insights | null> {
  // Each statement's rows, as its SQL shapes them.
  const run = <T extends object>(name: keyof typeof STATEMENTS) => {
    const { sql, values } = statement(name, ref, now);
    return db.query<T>(sql, values, `adlib_insights_${name}`);
  };
  type Run = Insights['run_length'];
  type Money = { family: string; currency: string; ads: number; lower_bound: number | null; upper_bound: number | null };
  // All side by side, the totals too (an advertiser without ads is rare: its other statements find nothing).
  const [[totals], weeks, creative, reach, runs, longest, themes, links, money] = await Promise.all([
    run<Pick<Insights, 'active_ads' | 'total_ads'> & Omit<Run, 'buckets'>>('totals'),
    run<Insights['ads_started_per_week'][number]>('weeks'),
    run<Family>('creative'),
    run<Family>('reach'),
    run<Run['buckets'][number]>('runs'),
    run<Insights['longest_running'][number]>('longest'),
    run<Family>('themes'),
    run<Family>('links'),
    run<Money>('money'),
  ]);
  if (!totals || totals.total_ads === 0) return null;
  const impressions = money.find((m) => m.family === 'impressions');
  return {
    network: ref.network,
    advertiser_id: ref.id,
    computed_at: now,
    active_ads: totals.active_ads,
    total_ads: totals.total_ads,
    ads_started_per_week: weeks,
    media_types: pick(creative, 'media_type'),
    formats: pick(creative, 'format'),
    countries: pick(reach, 'country'),
    platforms: pick(reach, 'platform'),
    run_length: { average_days: totals.average_days, median_days: totals.median_days, buckets: runs },
    longest_running: longest,
    themes: { terms: pick(themes, 'term'), phrases: pick(themes, 'phrase') },
    calls_to_action: pick(links, 'cta'),
    landing_domains: pick(links, 'domain'),
    spend: money
      .filter((m) => m.family === 'spend')
      .map((m) => ({ currency: m.currency || null, ads: m.ads, lower_bound: m.lower_bound, upper_bound: m.upper_bound })),
    impressions: impressions ? { ads: impressions.ads, lower_bound: impressions.lower_bound, upper_bound: impressions.upper_bound } : null,
  };
}

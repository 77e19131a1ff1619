import type { Db } from '../platform/db/pool.ts';
import { explainInsights } from '../subgraphs/adlib/advertiser.ts';
import { searchArgs } from '../subgraphs/adlib/params.ts';
import { explainSearch } from '../subgraphs/adlib/search.ts';

/**
 * The ad-search scenario (BENCH_TARGETS=adlib runs it alone): BENCH_ADS stored ads (1,000,000 by default), generated in
 * SQL into the ad library of kb_bench once (English, French and unknown-language ads of 10,000 advertisers, a
 * vocabulary of a few hundred words), then sequential requests through the running service: searches over a mix of
 * words, phrases, prefixes, exclusions, filters and the three sorts (following one next_cursor in four), and
 * advertiser insights. Reports p50 and p99 of each and the plans (EXPLAIN) of the search and insights statements.
 */
export const ADS = Number(process.env.BENCH_ADS ?? 1_000_000);
const SEARCHES = Number(process.env.BENCH_ADLIB_SEARCHES ?? 300);
const INSIGHTS = Number(process.env.BENCH_ADLIB_INSIGHTS ?? 100);
const ADVERTISERS = 10_000;
const CHUNK = 100_000;

const EN = `running shoes coffee travel summer sale free shipping discount fitness yoga organic skincare beauty fashion dress
  jacket winter holiday gift kitchen garden furniture lamp sofa bedroom pillow mattress phone laptop camera headphones
  speaker gaming console bike helmet tent hiking camping fishing boat insurance loan mortgage bank credit card savings
  investment crypto bitcoin course learn language coding bootcamp university degree online webinar podcast music concert
  ticket festival movie streaming series book novel author recipe pizza burger vegan protein snack drink tea wine beer
  pet dog cat food toy baby stroller diaper school backpack watch jewelry ring necklace perfume candle soap shampoo
  electric car charger solar panel battery cleaner vacuum robot drone printer paint tool drill hammer ladder roof window`.split(/\s+/);
const FR = `chaussures course café voyage été soldes livraison gratuite remise forme beauté mode robe veste hiver vacances
  cadeau cuisine jardin meubles lampe canapé chambre oreiller matelas téléphone ordinateur appareil casque vélo tente
  randonnée pêche bateau assurance prêt banque carte épargne investissement apprendre langue école université musique
  concert billet festival film série livre roman recette pizza boisson thé vin bière chien chat jouet bébé montre bijoux
  parfum bougie savon voiture électrique panneau solaire batterie aspirateur robot imprimante peinture outil fenêtre`.split(/\s+/);

const sqlArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** Generates ads n in [from, to) in one INSERT ... SELECT. Word k of ad n is picked by a multiplicative hash. */
function generate(from: number, to: number): string {
  const pick = (words: string, len: string, k: number) => `(${words})[1 + ((g.n::bigint * ${2654435761 + k * 40503} + ${k * 97}) % ${len})::int]`;
  const words = `CASE g.n % 3 WHEN 0 THEN ${sqlArray(EN)} WHEN 1 THEN ${sqlArray(FR)} ELSE ${sqlArray(EN)} END`;
  const len = `CASE g.n % 3 WHEN 1 THEN ${FR.length} ELSE ${EN.length} END`;
  const body = Array.from({ length: 14 }, (_, k) => pick(words, len, k + 3)).join(` || ' ' || `);
  const title = [1, 2].map((k) => pick(words, len, k)).join(` || ' ' || `);
  return `
    INSERT INTO ad_library (network, ad_id, advertiser_id, advertiser_name, ad, ts_config, is_active, started_at, ended_at,
      media_type, countries, platforms, languages, first_seen_at, last_seen_at)
    SELECT CASE WHEN g.n % 10 = 3 THEN 'jobnet' ELSE 'facenet' END, (9000000000 + g.n)::text, (100000 + g.n % ${ADVERTISERS})::text,
      'Advertiser ' || (100000 + g.n % ${ADVERTISERS}),
      jsonb_build_object('ad_archive_id', (9000000000 + g.n)::text, 'page_id', (100000 + g.n % ${ADVERTISERS})::text,
        'page_name', 'Advertiser ' || (100000 + g.n % ${ADVERTISERS}), 'is_active', g.n % 5 < 2,
        'start_date', to_char(g.start, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'end_date', CASE WHEN g.n % 5 < 2 THEN NULL ELSE to_char(g.start + (g.n % 90) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END,
        'title', g.title, 'body', g.body, 'media_type', (ARRAY['IMAGE','VIDEO','MEME'])[1 + g.n % 3],
        'cta_text', (ARRAY['Shop now','Learn more','Sign up','Book now'])[1 + g.n % 4],
        'link_url', 'https://shop' || (g.n % 50) || '.example.com/p/' || g.n,
        'publisher_platforms', CASE WHEN g.n % 2 = 0 THEN '["facebook","instagram"]'::jsonb ELSE '["facebook"]'::jsonb END,
        'country', (ARRAY['US','GB','DE','FR','ES'])[1 + g.n % 5],
        'languages', CASE g.n % 3 WHEN 0 THEN '["en"]'::jsonb WHEN 1 THEN '["fr"]'::jsonb ELSE '[]'::jsonb END,
        'currency', 'USD', 'spend', jsonb_build_object('lower_bound', ((g.n % 10) * 100)::text, 'upper_bound', ((g.n % 10) * 100 + 99)::text),
        'snapshot_url', 'https://www.facebook.com/ads/library/?id=' || (9000000000 + g.n)),
      (CASE g.n % 3 WHEN 0 THEN 'english' WHEN 1 THEN 'french' ELSE 'simple' END)::regconfig,
      g.n % 5 < 2, g.start, CASE WHEN g.n % 5 < 2 THEN NULL ELSE g.start + (g.n % 90) * interval '1 day' END,
      (ARRAY['IMAGE','VIDEO','MEME'])[1 + g.n % 3], ARRAY[(ARRAY['US','GB','DE','FR','ES'])[1 + g.n % 5]],
      CASE WHEN g.n % 2 = 0 THEN ARRAY['facebook','instagram'] ELSE ARRAY['facebook'] END,
      CASE g.n % 3 WHEN 0 THEN ARRAY['en'] WHEN 1 THEN ARRAY['fr'] ELSE ARRAY[]::text[] END,
      now() - interval '30 days', now() - interval '30 days'
    FROM (
      SELECT n, timestamptz '2024-01-01' + ((n::bigint * 7919) % 900) * interval '1 day' AS start,
        ${title.replace(/g\.n/g, 's.n')} AS title, ${body.replace(/g\.n/g, 's.n')} AS body
      FROM generate_series(${from}, ${to - 1}) AS s(n)
    ) g`;
}

/** Fills the library up to ADS ads (nothing to do when a previous run did). */
export async function ensureAds(db: Db): Promise<{ ads: number; generated: number; seconds: number }> {
  const started = Date.now();
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ad_library WHERE ad_id LIKE '9%' AND length(ad_id) = 10");
  for (let from = n; from < ADS; from += CHUNK) {
    const to = Math.min(ADS, from + CHUNK);
    process.stdout.write(`adlib: generating ads ${from}..${to - 1} of ${ADS}…\n`);
    await db.query(generate(from, to));
  }
  if (n < ADS) await db.query('VACUUM ANALYZE ad_library, ad_library_keys');
  return { ads: Math.max(n, ADS), generated: Math.max(0, ADS - n), seconds: Math.round((Date.now() - started) / 1000) };
}

/** The request mix, one shape after the other; each shape's p50 and p99 are reported under its name. */
const SEARCH_SHAPES: [string, () => Record<string, unknown>][] = [
  ['word', () => ({ query: pickWord(EN) })],
  ['two_words', () => ({ query: `${pickWord(EN)} ${pickWord(EN)}` })],
  ['phrase_newest', () => ({ query: `"free shipping"`, sort: 'newest' })],
  ['prefix_countries', () => ({ query: `${pickWord(EN).slice(0, 4)}*`, countries: ['US', 'GB'] })],
  ['exclusion_active', () => ({ query: `${pickWord(EN)} -${pickWord(EN)}`, status: 'active' })],
  ['fr_longest_running_min_days', () => ({ query: pickWord(FR), sort: 'longest_running', min_days_running: 30 })],
  ['two_words_filtered', () => ({ query: `${pickWord(EN)} ${pickWord(EN)}`, media_types: ['VIDEO'], platforms: ['instagram'], started_after: '2024-06-01' })],
  ['word_jobnet_newest', () => ({ query: pickWord(EN), networks: ['jobnet'], sort: 'newest' })],
];
const SEARCH_BODIES = SEARCH_SHAPES.map(([, body]) => body);
const pickWord = (words: string[]) => words[Math.floor(Math.random() * words.length)];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { requests: ms.length, p50_ms: Math.round(percentile(sorted, 50) * 10) / 10, p99_ms: Math.round(percentile(sorted, 99) * 10) / 10 };
};

/** The scenario, against the service at `base` with `key` (charged like any client). */
export async function adlibScenario(db: Db, base: string, key: string) {
  const setup = await ensureAds(db);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(base + path, { ...init, headers });
    const body = (await res.json()) as { data?: { next_cursor?: string | null; ads?: unknown[] } };
    if (res.status !== 200) throw new Error(`adlib bench: ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  process.stdout.write(`adlib: ${SEARCHES} searches and ${INSIGHTS} insights over ${setup.ads} ads…\n`);
  // Warm-up: plans and caches.
  for (let i = 0; i < 10; i++) await timed('/v1/adlib/search', { method: 'POST', body: JSON.stringify(SEARCH_BODIES[i % SEARCH_BODIES.length]()) });
  const search: number[] = [];
  // Per shape: its first pages, and the next pages followed (a cursor's page may take another plan).
  const byShape = new Map<string, number[]>();
  const note = (shape: string, ms: number) => {
    search.push(ms);
    byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
  };
  let returned = 0;
  for (let i = 0; i < SEARCHES; i++) {
    const [shape, make] = SEARCH_SHAPES[i % SEARCH_SHAPES.length];
    const body = { ...make(), limit: 25 };
    const first = await timed('/v1/adlib/search', { method: 'POST', body: JSON.stringify(body) });
    note(shape, first.ms);
    returned += first.body.data?.ads?.length ?? 0;
    if (i % 4 === 0 && first.body.data?.next_cursor) {
      const next = await timed('/v1/adlib/search', { method: 'POST', body: JSON.stringify({ ...body, cursor: first.body.data.next_cursor }) });
      note(`${shape}:next_page`, next.ms);
    }
  }
  const insights: number[] = [];
  for (let i = 0; i < INSIGHTS; i++) {
    const id = 100000 + Math.floor(Math.random() * Math.min(ADVERTISERS, setup.ads));
    const network = (id - 100000) % 10 === 3 ? 'jobnet' : 'facenet';
    insights.push((await timed(`/v1/adlib/advertiser/insights?network=${network}&id=${id}`)).ms);
  }
  const now = new Date();
  const plans = {
    search_relevance: await explainSearch(db, searchArgs.parse({ query: 'running shoes' }), now),
    search_relevance_without_guard: await explainSearch(db, searchArgs.parse({ query: 'running shoes' }), now, { unguarded: true }),
    search_newest_phrase_filtered: await explainSearch(db, searchArgs.parse({ query: '"free shipping" -winter', sort: 'newest', countries: ['US'] }), now),
    search_longest_running_prefix: await explainSearch(db, searchArgs.parse({ query: 'cam*', sort: 'longest_running', min_days_running: 30 }), now),
    insights: await explainInsights(db, { network: 'facenet', id: '100007' }, now),
  };
  const allPlans = JSON.stringify(plans);
  return {
    setup,
    search: {
      ...stats(search),
      mean_ads_returned: Math.round((returned / SEARCHES) * 10) / 10,
      shapes: Object.fromEntries([...byShape].sort(([a], [b]) => (a < b ? -1 : 1)).map(([shape, ms]) => [shape, stats(ms)])),
    },
    insights: stats(insights),
    index_only: !/Seq Scan on ad_library/.test(allPlans) && /Bitmap Index Scan on ad_library_keys_search/.test(JSON.stringify(plans.search_relevance)),
    plans,
  };
}

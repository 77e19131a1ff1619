import type { Db } from '../platform/db/pool.ts';
import { LOOKALIKES_SQL, lookalikeParams, lookalikeTarget } from '../subgraphs/photonet/discovery/lookalikes.ts';
import { searchArgs } from '../subgraphs/photonet/discovery/params.ts';
import { searchProfiles, type Explained } from '../subgraphs/photonet/discovery/search.ts';

/**
 * The discovery scenario (BENCH_TARGETS=discovery runs it alone): BENCH_DISCOVERY_PROFILES library profiles (1,000,000
 * by default) generated in SQL, set-based, through the library's own triggers (each chunk: the profiles, an earlier
 * history point 40 days before, one post each, so every profile has its metrics, engagement and 30-day growth, and its
 * discovery row), timed; then sequential requests through the running service, one shape after the other: filters
 * only (common and rare), text only (a word; a phrase with an exclusion), text with filters, each sort, the next page
 * of each, and lookalikes. Reports p50 and p99 per shape and the EXPLAIN plans of every shape's statements.
 */
export const DISCOVERY_PROFILES = Number(process.env.BENCH_DISCOVERY_PROFILES ?? 1_000_000);
const PER_SHAPE = Number(process.env.BENCH_DISCOVERY_PER_SHAPE ?? 60);
const LOOKALIKES = Number(process.env.BENCH_DISCOVERY_LOOKALIKES ?? 100);
const CHUNK = Number(process.env.BENCH_DISCOVERY_CHUNK ?? 20_000);

const NICHES: [string, string[], string][] = [
  ['fitness', ['strength training', 'running', 'yoga', 'nutrition', 'calisthenics'], 'Coach helping you get stronger every week'],
  ['food', ['home cooking', 'baking', 'vegan recipes', 'street food', 'meal prep'], 'Weeknight recipes that actually work'],
  ['travel', ['budget travel', 'luxury hotels', 'van life', 'city guides', 'hiking'], 'Slow travel and long train rides'],
  ['beauty', ['skincare', 'makeup', 'haircare', 'nails', 'fragrance'], 'Honest reviews of what goes on your face'],
  ['fashion', ['streetwear', 'vintage', 'sustainable fashion', 'menswear', 'modest fashion'], 'Outfits for real weather'],
  ['gaming', ['speedruns', 'esports', 'retro games', 'indie games', 'game reviews'], 'Streaming every night, clips every day'],
  ['tech', ['gadgets', 'coding', 'smartphones', 'ai tools', 'home office'], 'Explaining gadgets to my parents'],
  ['music', ['guitar', 'producing', 'singing', 'vinyl', 'live shows'], 'Songs from a small bedroom studio'],
  ['parenting', ['toddlers', 'homeschool', 'family travel', 'baby gear', 'pregnancy'], 'Two kids, one dog, no sleep'],
  ['finance', ['investing', 'budgeting', 'crypto', 'real estate', 'side hustles'], 'Money explained without the jargon'],
];
const PLACES: [string, string, string[]][] = [
  ['United States', 'English', ['New York', 'Los Angeles', 'Chicago']],
  ['United Kingdom', 'English', ['London', 'Manchester', 'Bristol']],
  ['France', 'French', ['Paris', 'Lyon', 'Marseille']],
  ['Germany', 'German', ['Berlin', 'Munich', 'Hamburg']],
  ['Spain', 'Spanish', ['Madrid', 'Barcelona', 'Valencia']],
  ['Brazil', 'Portuguese', ['São Paulo', 'Rio de Janeiro', 'Curitiba']],
  ['Italy', 'Italian', ['Rome', 'Milan', 'Naples']],
  ['Japan', 'Japanese', ['Tokyo', 'Osaka', 'Kyoto']],
  ['India', 'English', ['Mumbai', 'Delhi', 'Bangalore']],
  ['Mexico', 'Spanish', ['Mexico City', 'Guadalajara', 'Monterrey']],
];
const FIRST = ['ana', 'ben', 'cara', 'dan', 'eve', 'fred', 'gia', 'hugo', 'ines', 'jon', 'kira', 'leo', 'mia', 'noah', 'olga', 'paul'];
const LAST = ['stone', 'moreau', 'garcia', 'rossi', 'schmidt', 'silva', 'tanaka', 'smith', 'khan', 'lopez', 'martin', 'weber'];
const ROLES = ['creator', 'creator', 'creator', 'brand', 'athlete', 'media'];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (items: string[]) => `ARRAY[${items.map(lit).join(',')}]::text[]`;
/** A deterministic fraction in [0, 1) of profile n, the k-th draw. */
const h = (k: number) => `(((g.n::bigint * ${2654435761 + k * 40503} + ${k * 7919}) % 1000003) / 1000003.0)`;
const pick = (items: string, len: number, k: number) => `(${items})[1 + floor(${h(k)} * ${len})::int]`;

/** Profiles n in [from, to): one INSERT ... SELECT (the triggers write their history, metrics and discovery rows). */
export function profiles(from: number, to: number): string {
  const niche = `(1 + g.n % ${NICHES.length})`;
  const place = `(1 + floor(${h(1)} * ${PLACES.length})::int)`;
  const subs = `(${arr(NICHES.flatMap(([, s]) => s))})`;
  const sub = (k: number) => `${subs}[(${niche} - 1) * 5 + 1 + floor(${h(k)} * 5)::int]`;
  const cities = `(${arr(PLACES.flatMap(([, , c]) => c))})[(${place} - 1) * 3 + 1 + floor(${h(3)} * 3)::int]`;
  const followers = `round(exp(ln(500) + ${h(4)} * (ln(50000000) - ln(500))))::bigint`;
  return `
    INSERT INTO photonet_profiles (profile_id, platform, username, ig_id, fbid, full_name, biography, profile_pic_url,
      external_urls, followers, following, posts_count, scrape_count, is_verified, is_private, is_business_account,
      is_professional_account, has_channel, category_name, business_category_name, first_scraped_at, last_scraped_at,
      enriched_at, enrichment)
    SELECT 5000000000 + g.n, 'photonet', g.username, (18000000000000000 + g.n)::text, (200000000000000 + g.n)::text,
      g.full_name, g.bio || ' · ' || g.city, 'https://media.photonet.example/profile/' || g.username || '.jpg', '{}',
      g.followers, 100 + (g.n % 2000), 20 + (g.n % 3000), 1 + (g.n % 30),
      g.followers > 1000000 AND g.n % 5 <> 0, false, g.role = 'brand' OR g.n % 5 = 0, true, false, NULL, NULL,
      g.scraped - interval '400 days', g.scraped, g.scraped,
      jsonb_build_object('entity_type', CASE WHEN g.role = 'brand' THEN 'brand' ELSE 'person' END, 'account_role', g.role,
        'primary_niche', g.niche, 'sub_niches', jsonb_build_array(g.sub1, g.sub2),
        'content_tags', jsonb_build_array(jsonb_build_object('tag', g.sub1, 'weight', 0.8), jsonb_build_object('tag', g.sub2, 'weight', 0.5)),
        'gender', CASE WHEN g.role = 'brand' THEN NULL ELSE (ARRAY['female','male','non-binary'])[1 + g.n % 3] END,
        'age_range', CASE WHEN g.role = 'brand' THEN NULL ELSE (ARRAY['18-24','25-34','35-44','45-54'])[1 + (g.n / 3) % 4] END,
        'tagline', initcap(g.niche) || ' ' || g.role || ' from ' || g.city, 'country', g.country, 'city', g.city,
        'primary_language', g.language, 'languages', CASE WHEN g.language = 'English' THEN '["English"]'::jsonb ELSE jsonb_build_array(g.language, 'English') END,
        'bio_summary', g.full_name || ' posts about ' || g.sub1 || ' and ' || g.sub2 || '.',
        'content_summary', 'Mostly ' || g.niche || ' content: ' || g.sub1 || ', ' || g.sub2 || '.',
        'audience_summary', 'Followers largely in ' || g.country || '.', 'brand_fit_summary', 'A fit for ' || g.niche || ' brands.',
        'enrichment_version', '2026.10', 'enriched_at', to_char(g.scraped, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    FROM (
      SELECT g.n, 'disc' || g.n || '_' || ${pick(arr(FIRST), FIRST.length, 5)} AS username,
        initcap(${pick(arr(FIRST), FIRST.length, 5)}) || ' ' || initcap(${pick(arr(LAST), LAST.length, 6)}) AS full_name,
        (${arr(NICHES.map(([, , b]) => b))})[${niche}] AS bio, (${arr(NICHES.map(([n]) => n))})[${niche}] AS niche,
        ${sub(7)} AS sub1, ${sub(8)} AS sub2,
        (${arr(PLACES.map(([c]) => c))})[${place}] AS country, (${arr(PLACES.map(([, l]) => l))})[${place}] AS language, ${cities} AS city,
        ${followers} AS followers, ${pick(arr(ROLES), ROLES.length, 9)} AS role,
        timestamptz '2026-01-01' + floor(${h(10)} * 300 * 86400) * interval '1 second' AS scraped
      FROM generate_series(${from}, ${to - 1}) AS g(n)
    ) g`;
}

/**
 * An earlier collection 40 days before the last (the 30-day growth reads it: -20% to +30%), then one post each (the
 * engagement: 0 to 6.7%), each drawn from a hash of the profile's id, so neither follows the niche or place.
 */
export function historyAndPosts(from: number, to: number): string[] {
  const range = `p.profile_id BETWEEN ${5000000000 + from} AND ${5000000000 + to - 1}`;
  return [
    `INSERT INTO photonet_profile_history (profile_id, scraped_at, followers, following, posts_count)
     SELECT p.id, p.last_scraped_at - interval '40 days',
       greatest(1, round(p.followers / (0.8 + ((p.id * 2654435761) % 1000003) / 2000006.0)))::bigint, p.following, p.posts_count
     FROM photonet_profiles p WHERE ${range}
     ON CONFLICT DO NOTHING`,
    `INSERT INTO photonet_posts (owner_id, ig_post_id, shortcode, caption, likes, comments, posted_at, content_type, image_url,
       is_video, product_type, original_width, original_height, like_and_view_counts_disabled, observed_surface, is_pinned, post_url)
     SELECT p.id, 'dp' || p.id, 'dp' || p.id, 'post', round(p.followers * ((p.id * 40503 + 7) % 1000003) / 15000000.0)::bigint, ((p.id * 97) % 90)::bigint,
       p.last_scraped_at - interval '2 days', 'Image', 'https://media.photonet.example/dp' || p.id || '.jpg', false, 'feed', 1080, 1350,
       false, 'profile_grid', false, 'https://photonet.example/p/dp' || p.id || '/'
     FROM photonet_profiles p WHERE ${range}`,
  ];
}

/**
 * Fills the library up to DISCOVERY_PROFILES bench profiles (nothing to do when a previous run did), timed. Into a
 * library without bench profiles, as a bulk load does: the discovery index's secondary indexes are set aside and made
 * again once every row is written (one build each, rather than a million inserts into each), and the chunks are
 * written by two connections at a time. Every row still goes through the library's triggers (history, metrics and
 * discovery rows).
 */
export async function ensureLibrary(db: Db): Promise<{ profiles: number; generated: number; seconds: number; rows_seconds?: number; index_seconds?: number }> {
  const started = Date.now();
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM photonet_profiles WHERE username LIKE 'disc%'");
  if (n >= DISCOVERY_PROFILES) return { profiles: n, generated: 0, seconds: 0 };
  const aside =
    n === 0
      ? await db.query<{ name: string; definition: string }>(
          `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
           WHERE tablename = 'photonet_profile_search' AND indexname <> 'photonet_profile_search_pkey'`,
        )
      : [];
  for (const index of aside) await db.query(`DROP INDEX ${index.name}`);
  const chunks: [number, number][] = [];
  for (let from = n; from < DISCOVERY_PROFILES; from += CHUNK) chunks.push([from, Math.min(DISCOVERY_PROFILES, from + CHUNK)]);
  let written = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        const [from, to] = chunk;
        await db.tx(async (client) => {
          await client.query(profiles(from, to));
          for (const sql of historyAndPosts(from, to)) await client.query(sql);
        });
        written += to - from;
        if (written % 100_000 < CHUNK)
          process.stdout.write(
            `discovery: ${written} of ${DISCOVERY_PROFILES - n} profiles with their metrics, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
          );
      }
    }),
  );
  const rowsSeconds = (Date.now() - started) / 1000;
  // The indexes, two builds at a time (the largest first).
  const builds = [...aside].sort((a, b) => Number(/USING (rum|gin)/.test(b.definition)) - Number(/USING (rum|gin)/.test(a.definition)));
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let index = builds.shift(); index; index = builds.shift()) {
        const definition = index.definition;
        await db.tx(async (client) => {
          await client.query("SET LOCAL maintenance_work_mem = '512MB'");
          await client.query(definition);
        });
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  await db.query('VACUUM ANALYZE photonet_profiles, photonet_profile_search, photonet_profile_metrics');
  return {
    profiles: DISCOVERY_PROFILES,
    generated: DISCOVERY_PROFILES - n,
    seconds: Math.round(seconds * 10) / 10,
    rows_seconds: Math.round(rowsSeconds * 10) / 10,
    index_seconds: Math.round((seconds - rowsSeconds) * 10) / 10,
  };
}

const any = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const niche = () => any(NICHES)[0];
const place = () => any(PLACES);
const word = () => any(['running', 'recipes', 'gadgets', 'skincare', 'guitar', 'investing', 'hiking', 'streetwear', 'toddlers', 'yoga']);

/** The request mix; each shape's first pages and next pages are reported apart. */
const SHAPES: [string, () => Record<string, unknown>][] = [
  ['filters_only', () => ({ niches: [niche()], countries: [place()[0]], followers: { min: 10_000 } })],
  ['filters_rare', () => ({ cities: [any(place()[2])], gender: ['female'], age_range: ['25-34'], is_verified: true })],
  ['text_only', () => ({ text: word() })],
  ['text_phrase_exclusion', () => ({ text: '"home cooking" -vegan' })],
  ['text_filters', () => ({ text: word(), countries: [place()[0]], engagement_rate: { min: 0.02 } })],
  ['sort_followers', () => ({ niches: [niche()], languages: [place()[1]], sort: 'followers' })],
  ['sort_engagement_rate', () => ({ languages: [place()[1]], followers: { min: 50_000 }, sort: 'engagement_rate' })],
  ['sort_growth_30d', () => ({ niches: [niche()], growth_30d: { min: 0.1 }, sort: 'growth_30d' })],
  ['sort_recently_scraped', () => ({ countries: [place()[0]], last_scraped_after: '2026-06-01T00:00:00Z', sort: 'recently_scraped' })],
  ['text_sort_followers', () => ({ text: word(), sort: 'followers' })],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { requests: ms.length, p50_ms: Math.round(percentile(sorted, 50) * 10) / 10, p99_ms: Math.round(percentile(sorted, 99) * 10) / 10 };
};

/** The scenario, against the service at `base` with `key` (charged like any client). */
export async function discoveryScenario(db: Db, base: string, key: string) {
  const setup = await ensureLibrary(db);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(base + path, { ...init, headers });
    const body = (await res.json()) as { data?: { next_cursor?: string | null; profiles?: unknown[]; total?: { value: number; relation: string } } };
    if (res.status !== 200) throw new Error(`discovery bench: ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  const search = (body: Record<string, unknown>) => timed('/v1/discovery/search', { method: 'POST', body: JSON.stringify(body) });
  process.stdout.write(
    `discovery: ${PER_SHAPE} requests of ${SHAPES.length} shapes (each with its next page) and ${LOOKALIKES} lookalikes over ${setup.profiles} profiles…\n`,
  );
  for (let i = 0; i < 20; i++) await search(SHAPES[i % SHAPES.length][1]());
  const byShape = new Map<string, number[]>();
  const returned = new Map<string, number[]>();
  const note = (shape: string, ms: number, n: number) => {
    byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
    returned.set(shape, [...(returned.get(shape) ?? []), n]);
  };
  for (let i = 0; i < PER_SHAPE * SHAPES.length; i++) {
    const [shape, make] = SHAPES[i % SHAPES.length];
    const body = { ...make(), limit: 25 };
    const first = await search(body);
    note(shape, first.ms, first.body.data?.profiles?.length ?? 0);
    if (first.body.data?.next_cursor) {
      const next = await search({ ...body, cursor: first.body.data.next_cursor });
      note(`${shape}:next_page`, next.ms, next.body.data?.profiles?.length ?? 0);
    }
  }
  for (let i = 0; i < LOOKALIKES; i++) {
    const n = Math.floor(Math.random() * setup.profiles);
    const [{ username }] = await db.query<{ username: string }>('SELECT username FROM photonet_profiles WHERE profile_id = $1', [5000000000 + n]);
    const res = await timed(`/v1/discovery/lookalikes?q=${username}&limit=25`);
    note('lookalikes', res.ms, (res.body.data as { profiles?: unknown[] } | undefined)?.profiles?.length ?? 0);
  }
  const plans: Record<string, string[]> = {};
  for (const [shape, make] of SHAPES) {
    const explained: Explained[] = [];
    const args = searchArgs.parse({ ...make(), limit: 25 });
    const page = await searchProfiles(db, args, { explain: explained });
    plans[shape] = explained.flatMap((e) => e.lines);
    if (page.next_cursor) {
      const next: Explained[] = [];
      await searchProfiles(db, { ...args, cursor: page.next_cursor }, { explain: next });
      plans[`${shape}:next_page`] = next.flatMap((e) => e.lines);
    }
  }
  const [{ username: sample }] = await db.query<{ username: string }>("SELECT username FROM photonet_profiles WHERE username LIKE 'disc%' LIMIT 1");
  const target = (await lookalikeTarget(db, sample))!;
  plans.lookalikes = (await db.query<Record<string, string>>(`EXPLAIN ${LOOKALIKES_SQL}`, lookalikeParams(target, 25))).map((r) => r['QUERY PLAN']);
  const all = JSON.stringify(plans);
  return {
    setup,
    machine: await machine(),
    shapes: Object.fromEntries(
      [...byShape].map(([shape, ms]) => [
        shape,
        { ...stats(ms), mean_returned: Math.round((returned.get(shape)!.reduce((a, b) => a + b, 0) / ms.length) * 10) / 10 },
      ]),
    ),
    no_sequential_scan: !/Seq Scan on photonet_profile/.test(all),
    plans,
  };
}

async function machine() {
  const os = await import('node:os');
  return { cpus: os.cpus().length, model: os.cpus()[0]?.model, memory_gib: Math.round(os.totalmem() / 2 ** 30), load_1m: os.loadavg()[0] };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { storeAds } from '../platform/ads/library.ts';
import { ManualClock } from '../platform/clock.ts';
import { explainSearch } from '../subgraphs/adlib/search.ts';
import { explainInsights } from '../subgraphs/adlib/advertiser.ts';
import { searchArgs } from '../subgraphs/adlib/params.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { standInForReal } from './helpers/stand-in.ts';
import type { FacenetServices } from '../subgraphs/facenet/services.ts';
import type { JobnetServices } from '../subgraphs/jobnet/services.ts';

/**
 * adlib: ads entering the library (facenet live reads, corpus import), full-text search over a generated corpus of
 * 10,000 ads with known answers, advertiser profiles and insights against hand-computed figures, monitoring folders
 * with their owner checks, prices, REST and GraphQL alike.
 */

let env: TestEnv;
let key: string;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 }, { clock: new ManualClock(Date.parse('2026-06-01T00:00:00.000Z')) });
  // What the ad library holds is what real acquisitions store: a live key reads the sandbox standing in for real providers.
  standInForReal((env.service.runtime.modules.facenet as FacenetServices).ads);
  standInForReal((env.service.runtime.modules.jobnet as JobnetServices).providers);
  ({ key } = await env.key({ balance: '50', rateLimit: 1_000_000, mode: 'live' }));
});
afterAll(() => env?.close());

const db = () => env.services.db;
const stored = async (network: string, id: string) =>
  (
    await db().query<{ ad: Record<string, unknown>; countries: string[]; ts_config: string; first_seen_at: Date }>(
      'SELECT ad, countries, ts_config::text, first_seen_at FROM ad_library WHERE network = $1 AND ad_id = $2',
      [network, id],
    )
  )[0];

describe('ads enter the library', () => {
  it('from each facenet Ad Library read that acquires ads, in the full form even when trim asked for the compact one', async () => {
    const res = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770011&trim=true&country=DE', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ads = res.body.data.ads as { ad_archive_id: string }[];
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      const row = await stored('facenet', ad.ad_archive_id);
      expect(row.ad.page_id).toBe('770011');
      expect(row.ad.publisher_platforms).toBeDefined(); // a full-form member the compact one lacks
      expect(row.countries).toEqual(['DE']);
    }
    const search = await env.rest('/v1/facenet/live/adlibrary/search/ads?query=ingest+shoes&country=FR', key);
    expect(search.status).toBe(200);
    for (const ad of search.body.data.ads as { ad_archive_id: string }[]) expect(await stored('facenet', ad.ad_archive_id)).toBeDefined();
  });

  it("from jobnet's ad library reads too, as network jobnet, and adlib's search finds them", async () => {
    const res = await env.rest('/v1/jobnet/live/adlibrary/search?query=ingestible%20robotics&trim=true', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ads = res.body.data.ads as { ad_archive_id: string }[];
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      const row = await stored('jobnet', ad.ad_archive_id);
      expect(row.ad.publisher_platforms).toContain('linkedin');
    }
    const found = await env.rest('/v1/adlib/search', key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'ingestible', networks: ['jobnet'] }),
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.ads.map((a: { network: string }) => a.network)).toEqual(ads.map(() => 'jobnet'));
    const imported = await registry.importCorpus(db(), [
      JSON.stringify({ network: 'jobnet', type: 'ad', data: { ...(await stored('jobnet', ads[0].ad_archive_id)).ad, ad_archive_id: '99000001' } }),
    ]);
    expect(imported.imported).toBe(1);
    expect((await stored('jobnet', '99000001')).ad.page_id).toBeDefined();
  });

  it("an ad's own markup reaches the snippet escaped; only the matches are marked", async () => {
    await storeAds(
      db(),
      'facenet',
      [
        {
          ad_archive_id: '91000001',
          page_id: '880777',
          page_name: 'Markup Co.',
          is_active: true,
          start_date: '2026-01-05T00:00:00.000Z',
          end_date: null,
          body: 'Buy <script>alert(1)</script> zanzibarian "quotes" & more <b',
          media_type: 'IMAGE',
          snapshot_url: 'https://www.facebook.com/ads/library/?id=91000001',
          languages: ['en'],
        },
      ],
      new Date(),
    );
    const res = await env.rest('/v1/adlib/search', key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'zanzibarian' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const snippet = res.body.data.ads[0].snippet as string;
    // The text parser drops the tag itself; whatever is left of the ad's text is escaped.
    expect(snippet).not.toContain('<script');
    expect(snippet).toContain('<mark>zanzibarian</mark>');
    expect(snippet).toContain('&quot;quotes&quot; &amp; more');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('a source=db read stores nothing again; a later sighting widens the countries and keeps the first', async () => {
    const first = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770012', key);
    const id = first.body.data.ads[0].ad_archive_id as string;
    const before = await stored('facenet', id);
    const again = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770012&source=db', key);
    expect(again.body.meta.source).toBe('db');
    expect((await stored('facenet', id)).ad).toEqual(before.ad);
    await storeAds(db(), 'facenet', [{ ...before.ad, country: 'GB' }], new Date(Date.now() + 1000));
    const after = await stored('facenet', id);
    expect(after.countries).toEqual(['GB', 'US']);
    expect(after.first_seen_at).toEqual(before.first_seen_at);
  });

  it("a test key's read (the sandbox) never enters the ad library, facenet or jobnet", async () => {
    const count = async () => (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM ad_library'))[0].n;
    const before = await count();
    const { key: test } = await env.key({ balance: '1' });
    const facenet = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770077', test);
    expect(facenet.status, JSON.stringify(facenet.body)).toBe(200);
    expect(facenet.body.data.ads.length).toBeGreaterThan(0);
    const jobnet = await env.rest('/v1/jobnet/live/adlibrary/search?query=sandbox%20only%20widgets', test);
    expect(jobnet.status, JSON.stringify(jobnet.body)).toBe(200);
    expect(jobnet.body.data.ads.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('a failed read (a sandbox failure input) writes nothing to the library', async () => {
    const before = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM ad_library'))[0].n;
    for (const name of ['err-upstream-ads', 'err-challenge-ads', 'err-timeout-ads']) {
      const res = await env.rest(`/v1/facenet/live/adlibrary/company/ads?companyName=${name}`, key);
      expect([502, 504]).toContain(res.status);
    }
    expect((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM ad_library'))[0].n).toBe(before);
  });

  it('a failure to store never fails the read or its charge', async () => {
    await db().query('ALTER TABLE ad_library RENAME TO ad_library_away');
    try {
      const res = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770013', key);
      expect(res.status).toBe(200);
      expect(res.body.meta.cost).toBe('$0.0025');
    } finally {
      await db().query('ALTER TABLE ad_library_away RENAME TO ad_library');
    }
    expect(await db().query("SELECT 1 FROM ad_library WHERE advertiser_id = '770013'")).toEqual([]);
  });

  it('from corpus import, with a bad line reported by its number', async () => {
    const ad = (id: string, extra: Record<string, unknown> = {}) => ({
      ad_archive_id: id,
      page_id: '880001',
      page_name: 'Imported Co.',
      is_active: true,
      start_date: '2026-01-05T00:00:00.000Z',
      end_date: null,
      body: 'Imported running shoes',
      media_type: 'IMAGE',
      snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
      languages: ['en'],
      ...extra,
    });
    const report = await registry.importCorpus(db(), [
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000001') }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('not-digits') }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000002', { start_date: 'yesterday' }) }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000003', { custom_member: 'kept' }) }),
      // A member of the full form in another type than the API description gives it (adlib answers the record as stored).
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000004', { collation_count: 'many' }) }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000005', { image_urls: 'https://cdn.example.com/a.jpg' }) }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000006', { cta_text: null, collation_count: 3, image_urls: [] }) }),
    ]);
    expect(report.imported).toBe(3);
    expect(report.errors.map((e) => e.line)).toEqual([2, 3, 5, 6]);
    expect(report.errors[2].message).toMatch(/collation_count/);
    expect(report.errors[3].message).toMatch(/image_urls/);
    expect(report.errors[0].message).toMatch(/ad_archive_id/);
    expect((await stored('facenet', '90000001')).ts_config).toBe('english');
    expect((await stored('facenet', '90000003')).ad.custom_member).toBe('kept');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The generated corpus: 10,000 ads whose every property is a function of their number, so each answer is known.
// ---------------------------------------------------------------------------------------------------------------

const N = 10_000;
const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const DAY = 86_400_000;
const BASE = Date.parse('2025-01-01T00:00:00.000Z');

interface Gen {
  i: number;
  network: 'facenet' | 'jobnet';
  id: string;
  advertiser: string;
  lang: 'en' | 'fr' | null;
  title: string;
  body: string;
  countries: string[];
  active: boolean;
  media: string;
  platforms: string[];
  start: number;
  end: number | null;
  cta: string;
  domain: string;
  spend: { lower_bound: string; upper_bound: string } | null;
}

function gen(i: number): Gen {
  const lang = i % 4 === 0 ? 'fr' : i % 4 === 1 ? 'en' : null;
  const words: string[] = lang === 'fr' ? ['meilleur', 'prix', 'magasin'] : ['great', 'quality', 'store'];
  if (i % 7 === 0 && lang !== 'fr') words.push('running');
  if (i % 11 === 0) words.push('free', 'shipping');
  else if (i % 13 === 0) words.push('shipping', 'free');
  if (i % 17 === 0) words.push(['sneaker', 'sneakers', 'sneakerhead'][i % 3]);
  if (i % 5 === 0) words.push('coffee');
  if (i % 15 === 0) words.push('decaf');
  if (i % 89 === 0) words.push('rocket');
  const active = Math.floor(i / 7) % 2 === 0;
  const start = BASE + (i % 365) * DAY;
  return {
    i,
    network: i % 10 === 3 ? 'jobnet' : 'facenet',
    id: String(5_000_000 + i),
    advertiser: String(1000 + (i % 50)),
    lang,
    title: i % 97 === 0 ? 'rocket launch' : `offer ${lang === 'fr' ? 'nouveau' : 'brand'}`,
    body: words.join(' '),
    countries: i % 3 === 0 ? ['US'] : i % 3 === 1 ? ['GB'] : ['DE', 'FR'],
    active,
    media: ['IMAGE', 'VIDEO', 'MEME'][Math.floor(i / 3) % 3],
    platforms: i % 4 < 2 ? ['facebook', 'instagram'] : ['facebook'],
    start,
    end: active ? null : start + (i % 60) * DAY,
    cta: ['Shop now', 'Learn more', 'Sign up'][i % 3],
    domain: ['shop.example.com', 'www.example.org', 'promo.example.net'][i % 3],
    spend: i % 2 === 1 ? { lower_bound: String(100 * (i % 5)), upper_bound: String(100 * (i % 5) + 99) } : null,
  };
}

const CORPUS = Array.from({ length: N }, (_, i) => gen(i));
const iso = (ms: number) => new Date(ms).toISOString();

function fullForm(g: Gen): Record<string, unknown> {
  return {
    ad_archive_id: g.id,
    page_id: g.advertiser,
    page_name: `Advertiser ${g.advertiser}`,
    page_profile_url: `https://www.facebook.com/${g.advertiser}`,
    is_active: g.active,
    start_date: iso(g.start),
    end_date: g.end === null ? null : iso(g.end),
    country: g.countries[0],
    countries: g.countries,
    publisher_platforms: g.platforms,
    media_type: g.media,
    title: g.title,
    body: g.body,
    cta_text: g.cta,
    link_url: `https://${g.domain}/landing?i=${g.i}`,
    languages: g.lang ? [g.lang] : [],
    image_urls: g.media === 'VIDEO' ? [] : [`https://cdn.example.com/${g.id}.jpg`],
    video_url: g.media === 'VIDEO' ? `https://cdn.example.com/${g.id}.mp4` : null,
    currency: g.spend ? 'USD' : null,
    spend: g.spend,
    snapshot_url: `https://www.facebook.com/ads/library/?id=${g.id}`,
  };
}

/** Loads the corpus in one INSERT ... SELECT (the columns storeAds would write, computed in SQL from the full form). */
async function loadCorpus() {
  await db().query(
    `INSERT INTO ad_library (network, ad_id, advertiser_id, advertiser_name, ad, ts_config, is_active, started_at, ended_at,
       media_type, countries, platforms, languages, first_seen_at, last_seen_at)
     SELECT r->>'network', r->'ad'->>'ad_archive_id', r->'ad'->>'page_id', r->'ad'->>'page_name', r->'ad',
       (r->>'cfg')::regconfig, (r->'ad'->>'is_active')::boolean, (r->'ad'->>'start_date')::timestamptz, (r->'ad'->>'end_date')::timestamptz,
       r->'ad'->>'media_type', ARRAY(SELECT jsonb_array_elements_text(r->'ad'->'countries')),
       ARRAY(SELECT jsonb_array_elements_text(r->'ad'->'publisher_platforms')), ARRAY(SELECT jsonb_array_elements_text(r->'ad'->'languages')),
       $2, $2
     FROM jsonb_array_elements($1::jsonb) AS r`,
    [
      JSON.stringify(CORPUS.map((g) => ({ network: g.network, cfg: g.lang === 'fr' ? 'french' : g.lang === 'en' ? 'english' : 'simple', ad: fullForm(g) }))),
      iso(NOW - 30 * DAY),
    ],
  );
  await db().query('ANALYZE ad_library, ad_library_keys');
}

const post = (path: string, body: unknown, k = key) =>
  env.rest(path, k, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const search = (body: Record<string, unknown>, k = key) => post('/v1/adlib/search', body, k);

/** Every ad id a search answers, following next_cursor to the end; checks that no ad comes twice. */
async function all(body: Record<string, unknown>): Promise<{ ids: string[]; hits: any[] }> {
  const hits: any[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const res = await search({ ...body, limit: 100, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify([body, pages, res.body])).toBe(200);
    hits.push(...res.body.data.ads);
    cursor = res.body.data.next_cursor ?? undefined;
    if (!cursor) break;
  }
  const ids = hits.map((h) => h.ad_id as string);
  expect(new Set(ids).size).toBe(ids.length);
  return { ids, hits };
}

const idsWhere = (pred: (g: Gen) => boolean) =>
  CORPUS.filter(pred)
    .map((g) => g.id)
    .sort();
const sorted = (ids: string[]) => [...ids].sort();
const runDays = (g: Gen) => ((g.end ?? NOW) - g.start) / DAY;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** value → ads, most first, then by value (byte order, as the database's C collation). */
function counts(values: string[][], limit = Infinity): { value: string; ads: number }[] {
  const tally = new Map<string, number>();
  for (const vs of values) for (const v of new Set(vs)) tally.set(v, (tally.get(v) ?? 0) + 1);
  return [...tally]
    .map(([value, ads]) => ({ value, ads }))
    .sort((a, b) => b.ads - a.ads || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit);
}

describe('search over 10,000 generated ads', () => {
  beforeAll(async () => {
    await db().query('DELETE FROM ad_library');
    const started = Date.now();
    await loadCorpus();
    expect(Date.now() - started).toBeLessThan(60_000);
    const [{ n }] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM ad_library');
    expect(n).toBe(N);
  });

  it("a word matches every ad holding it, under each ad's own language", async () => {
    expect(sorted((await all({ query: 'coffee' })).ids)).toEqual(idsWhere((g) => g.i % 5 === 0));
  });

  it('stems by the ad\'s language: "runs" finds English ads with "running", not the ones of unknown language', async () => {
    expect(sorted((await all({ query: 'runs' })).ids)).toEqual(idsWhere((g) => g.i % 7 === 0 && g.lang === 'en'));
    expect(sorted((await all({ query: 'running' })).ids)).toEqual(idsWhere((g) => g.i % 7 === 0 && g.lang !== 'fr'));
  });

  it('a phrase matches the words in that order only', async () => {
    expect(sorted((await all({ query: '"free shipping"' })).ids)).toEqual(idsWhere((g) => g.i % 11 === 0));
    expect(sorted((await all({ query: 'free shipping' })).ids)).toEqual(idsWhere((g) => g.i % 11 === 0 || g.i % 13 === 0));
  });

  it('a prefix matches every word starting with it', async () => {
    expect(sorted((await all({ query: 'sneakerh*' })).ids)).toEqual(idsWhere((g) => g.i % 17 === 0 && g.i % 3 === 2));
    // sneaker, sneakers and sneakerhead alike (their English stems start with "sneaker" too)
    expect(sorted((await all({ query: 'sneak*' })).ids)).toEqual(idsWhere((g) => g.i % 17 === 0));
  });

  it('a minus excludes words and phrases', async () => {
    expect(sorted((await all({ query: 'coffee -decaf' })).ids)).toEqual(idsWhere((g) => g.i % 5 === 0 && g.i % 15 !== 0));
    expect(sorted((await all({ query: 'shipping -"free shipping"' })).ids)).toEqual(idsWhere((g) => g.i % 11 !== 0 && g.i % 13 === 0));
  });

  it('relevance puts title matches above body matches, with a score and a highlighted snippet', async () => {
    const { hits } = await all({ query: 'rocket' });
    const inTitle = idsWhere((g) => g.i % 97 === 0);
    expect(sorted(hits.map((h) => h.ad_id))).toEqual(idsWhere((g) => g.i % 97 === 0 || g.i % 89 === 0));
    expect(sorted(hits.slice(0, inTitle.length).map((h) => h.ad_id))).toEqual(inTitle);
    for (let k = 1; k < hits.length; k++) expect(hits[k].score).toBeLessThanOrEqual(hits[k - 1].score);
    expect(hits[0].snippet).toContain('<mark>rocket</mark>');
    expect(hits[0].network).toMatch(/^(facenet|jobnet)$/);
    expect(hits[0].ad.ad_archive_id).toBe(hits[0].ad_id);
  });

  it('every filter narrows to exactly the ads it names', async () => {
    const coffee = (g: Gen) => g.i % 5 === 0;
    const cases: [Record<string, unknown>, (g: Gen) => boolean][] = [
      [{ networks: ['jobnet'] }, (g) => g.network === 'jobnet'],
      [{ advertiser_ids: ['1000', '1005'] }, (g) => g.advertiser === '1000' || g.advertiser === '1005'],
      [{ countries: ['fr'] }, (g) => g.countries.includes('FR')],
      [{ status: 'active' }, (g) => g.active],
      [{ status: 'inactive' }, (g) => !g.active],
      [{ media_types: ['video', 'MEME'] }, (g) => g.media === 'VIDEO' || g.media === 'MEME'],
      [{ platforms: ['instagram'] }, (g) => g.platforms.includes('instagram')],
      [{ started_after: '2025-06-01' }, (g) => g.start >= Date.parse('2025-06-01T00:00:00Z')],
      [{ started_before: '2025-03-01T00:00:00Z' }, (g) => g.start < Date.parse('2025-03-01T00:00:00Z')],
      [{ min_days_running: 400 }, (g) => runDays(g) >= 400],
    ];
    for (const [filter, pred] of cases) {
      expect(sorted((await all({ query: 'coffee', ...filter })).ids), JSON.stringify(filter)).toEqual(idsWhere((g) => coffee(g) && pred(g)));
    }
    // Without a query, advertiser_ids alone lists the advertisers' ads.
    expect(sorted((await all({ advertiser_ids: ['1007'] })).ids)).toEqual(idsWhere((g) => g.advertiser === '1007'));
  });

  it('pages through every sort without a gap or a repeat, in order', async () => {
    const expected = idsWhere((g) => g.i % 5 === 0);
    const byId = new Map(CORPUS.map((g) => [g.id, g]));
    const newest = await all({ query: 'coffee', sort: 'newest' });
    expect(sorted(newest.ids)).toEqual(expected);
    const starts = newest.ids.map((id) => byId.get(id)!.start);
    for (let k = 1; k < starts.length; k++) expect(starts[k]).toBeLessThanOrEqual(starts[k - 1]);
    const longest = await all({ query: 'coffee', sort: 'longest_running' });
    expect(sorted(longest.ids)).toEqual(expected);
    const runs = longest.ids.map((id) => runDays(byId.get(id)!));
    for (let k = 1; k < runs.length; k++) expect(runs[k]).toBeLessThanOrEqual(runs[k - 1]);
    const relevance = await all({ query: 'coffee shipping' });
    expect(sorted(relevance.ids)).toEqual(idsWhere((g) => g.i % 5 === 0 && (g.i % 11 === 0 || g.i % 13 === 0)));
  });

  it('a cursor is only good for its own search; trim answers the compact form', async () => {
    const first = await search({ query: 'coffee', limit: 5 });
    const cursor = first.body.data.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const other = await search({ query: 'coffee', sort: 'newest', cursor });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toMatch(/cursor/);
    expect((await search({ query: 'decaf', cursor })).status).toBe(400);
    expect((await search({ query: 'coffee', cursor: 'bm90IGEgY3Vyc29y' })).status).toBe(400);
    const next = await search({ query: 'coffee', limit: 5, cursor, trim: true });
    expect(next.status).toBe(200);
    expect(Object.keys(next.body.data.ads[0].ad).sort()).toEqual([
      'ad_archive_id',
      'body',
      'end_date',
      'is_active',
      'media_type',
      'page_id',
      'page_name',
      'snapshot_url',
      'start_date',
    ]);
    expect(next.body.data.ads.map((a: any) => a.ad_id)).not.toContain(first.body.data.ads[4].ad_id);
  });

  it('answers every bad body with a clear 400, uncharged', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '1' });
    const bad: [unknown, RegExp][] = [
      [{}, /query is required/],
      [{ query: '   ' }, /blank/],
      [{ query: '-coffee' }, /not excluded/],
      [{ query: '"free shipping' }, /closing double quote/],
      [{ query: 'sne$ak*' }, /prefix/],
      [{ query: 'coffee', networks: ['myspace'] }, /network/],
      [{ query: 'coffee', countries: ['USA'] }, /country/],
      [{ query: 'coffee', status: 'paused' }, /status/],
      [{ query: 'coffee', sort: 'oldest' }, /sort/],
      [{ query: 'coffee', limit: 101 }, /limit/],
      [{ query: 'coffee', limit: 0 }, /limit/],
      [{ query: 'coffee', started_after: '2025-02-30' }, /started_after/],
      [{ query: 'coffee', started_after: '2025-06-01', started_before: '2025-01-01' }, /before/],
      [{ query: 'coffee', min_days_running: -1 }, /min_days_running/],
      [{ query: 'coffee', surprise: 1 }, /surprise/],
      [{ query: 'coffee', cursor: '' }, /cursor/],
      [{ query: 'coffee', trim: 'yes' }, /trim/],
      [{ query: 'coffee', networks: [] }, /networks/],
    ];
    for (const [body, message] of bad) {
      const res = await search(body as Record<string, unknown>, k);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await env.ledgerRows(account)).filter((r) => r.kind === 'charge')).toEqual([]);
  });

  it('reads the GIN index, never the table, for every sort and with filters', async () => {
    for (const body of [
      { query: 'rocket' },
      { query: 'coffee -decaf', sort: 'newest', countries: ['US'] },
      { query: '"free shipping" sneak*', sort: 'longest_running', min_days_running: 10 },
    ]) {
      const plan = (await explainSearch(db(), searchArgs.parse(body), new Date(NOW))).join('\n');
      expect(plan, plan).toContain('Bitmap Index Scan on ad_library_keys_search');
      expect(plan, plan).not.toMatch(/Seq Scan on ad_library/);
    }
    // Left to itself, the planner may read the whole of ad_library_keys of a library this small (some 500 pages of
    // search columns: the guard is what keeps the index here), never the ads themselves.
    const free = (await explainSearch(db(), searchArgs.parse({ query: 'rocket' }), new Date(NOW), { unguarded: true })).join('\n');
    expect(free, free).not.toMatch(/Seq Scan on ad_library /);
  });
});

describe('advertiser profiles and insights', () => {
  const ads = () => CORPUS.filter((g) => g.advertiser === '1007');

  it('the profile: names, pages, networks, countries, first and last ad, active and total ads', async () => {
    const res = await env.rest('/v1/adlib/advertiser?network=facenet&id=1007', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0005');
    const mine = ads();
    expect(res.body.data).toEqual({
      network: 'facenet',
      advertiser_id: '1007',
      name: 'Advertiser 1007',
      names: ['Advertiser 1007'],
      pages: ['https://www.facebook.com/1007'],
      networks: ['facenet'],
      countries: [...new Set(mine.flatMap((g) => g.countries))].sort(),
      platforms: ['facebook', 'instagram'],
      first_ad_seen_at: iso(NOW - 30 * DAY),
      last_ad_seen_at: iso(NOW - 30 * DAY),
      first_ad_started_at: iso(Math.min(...mine.map((g) => g.start))),
      last_ad_started_at: iso(Math.max(...mine.map((g) => g.start))),
      active_ads: mine.filter((g) => g.active).length,
      total_ads: 200,
    });
    expect(mine.filter((g) => g.active).length).toBeGreaterThan(0);
    expect(mine.filter((g) => !g.active).length).toBeGreaterThan(0);
    const jobnet = await env.rest('/v1/adlib/advertiser?network=jobnet&id=1003', key);
    expect(jobnet.body.data.networks).toEqual(['jobnet']);
  });

  it('insights equal the figures computed by hand from the corpus', async () => {
    const res = await env.rest('/v1/adlib/advertiser/insights?network=facenet&id=1007', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0025');
    const d = res.body.data;
    const mine = ads();
    expect(d.computed_at).toBe(iso(NOW));
    expect([d.total_ads, d.active_ads]).toEqual([200, mine.filter((g) => g.active).length]);

    const monday = (ms: number) => iso(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY).slice(0, 10);
    const weeks = counts(mine.map((g) => [monday(g.start)]))
      .map((c) => ({ week: c.value, ads: c.ads }))
      .sort((a, b) => (a.week < b.week ? 1 : -1));
    expect(d.ads_started_per_week).toEqual(weeks.slice(0, 104));

    expect(d.media_types).toEqual(counts(mine.map((g) => [g.media])));
    expect(d.formats).toEqual(counts(mine.map((g) => [g.media === 'VIDEO' ? 'video' : 'image'])));
    expect(d.countries).toEqual(counts(mine.map((g) => g.countries)));
    expect(d.platforms).toEqual(counts(mine.map((g) => g.platforms)));

    const runs = mine.map(runDays).sort((a, b) => a - b);
    const mid = (runs.length - 1) / 2;
    expect(d.run_length.average_days).toBe(round1(runs.reduce((a, b) => a + b, 0) / runs.length));
    expect(d.run_length.median_days).toBe(round1(runs[Math.floor(mid)] + (runs[Math.ceil(mid)] - runs[Math.floor(mid)]) * (mid - Math.floor(mid))));
    const buckets: [number, number | null][] = [
      [0, 7],
      [7, 30],
      [30, 90],
      [90, 180],
      [180, 365],
      [365, null],
    ];
    expect(d.run_length.buckets.map((b: any) => [b.from_days, b.to_days, b.ads])).toEqual(
      buckets.map(([from, to]) => [from, to, runs.filter((r) => r >= from && (to === null || r < to)).length]),
    );
    expect(d.run_length.buckets.reduce((n: number, b: any) => n + b.ads, 0)).toBe(200);

    const longest = [...mine].sort((a, b) => runDays(b) - runDays(a) || (a.id < b.id ? -1 : 1)).slice(0, 10);
    expect(d.longest_running.map((l: any) => [l.ad_id, l.days, l.is_active])).toEqual(longest.map((g) => [g.id, round1(runDays(g)), g.active]));

    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3);
    expect(d.themes.terms).toEqual(
      counts(
        mine.map((g) => [...words(g.title), ...words(g.body)]),
        15,
      ),
    );
    const bigrams = (text: string) =>
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .flatMap((w, k, all) => (k ? [`${all[k - 1]} ${w}`] : []));
    expect(d.themes.phrases).toEqual(
      counts(mine.map((g) => [...bigrams(g.title), ...bigrams(g.body)]))
        .filter((c) => c.ads >= 2)
        .slice(0, 10),
    );

    expect(d.calls_to_action).toEqual(counts(mine.map((g) => [g.cta])));
    expect(d.landing_domains).toEqual(counts(mine.map((g) => [g.domain.replace(/^www\./, '')])));
    const spent = mine.filter((g) => g.spend);
    expect(d.spend).toEqual([
      {
        currency: 'USD',
        ads: spent.length,
        lower_bound: spent.reduce((n, g) => n + Number(g.spend!.lower_bound), 0),
        upper_bound: spent.reduce((n, g) => n + Number(g.spend!.upper_bound), 0),
      },
    ]);
    expect(d.impressions).toBeNull();
  });

  it("every figure family is one statement reading the advertiser's rows by index, never the table", async () => {
    const plans = await explainInsights(db(), { network: 'facenet', id: '1007' }, new Date(NOW));
    expect(Object.keys(plans).length).toBeGreaterThanOrEqual(9);
    for (const [family, plan] of Object.entries(plans)) {
      const text = plan.join('\n');
      expect(text, `${family}: ${text}`).toMatch(/Index Scan on ad_library|Index Scan using ad_library_advertiser|Index Only Scan using ad_library_advertiser/);
      expect(text, `${family}: ${text}`).not.toMatch(/Seq Scan on ad_library/);
    }
  });

  it('an advertiser without stored ads is not found, and bad parameters are 400, all uncharged', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '1' });
    for (const path of ['/v1/adlib/advertiser', '/v1/adlib/advertiser/insights']) {
      expect((await env.rest(`${path}?network=facenet&id=424242`, k)).status).toBe(404);
      expect((await env.rest(`${path}?network=myspace&id=1007`, k)).body.error.message).toMatch(/network/);
      expect((await env.rest(`${path}?network=facenet`, k)).body.error.message).toMatch(/id is required/);
      expect((await env.rest(`${path}?network=facenet&id=a%20b`, k)).status).toBe(400);
    }
    expect((await env.ledgerRows(account)).filter((r) => r.kind === 'charge')).toEqual([]);
  });
});

describe('monitoring folders', () => {
  const ad = (id: string, advertiser: string) => ({
    ad_archive_id: id,
    page_id: advertiser,
    page_name: `Advertiser ${advertiser}`,
    is_active: true,
    start_date: '2026-05-20T00:00:00.000Z',
    end_date: null,
    body: 'brand new creative',
    media_type: 'IMAGE',
    snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
  });

  it('answers the ads first seen since the last read, once each, owner-checked; creating and listing are free', async () => {
    const created = await post('/v1/adlib/folders', {
      name: 'Competitors',
      advertisers: [
        { network: 'facenet', id: '1007' },
        { network: 'jobnet', id: '1003' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.meta.cost).toBe('$0.0000');
    const folder = created.body.data;
    expect(folder).toMatchObject({
      name: 'Competitors',
      advertisers: [
        { network: 'facenet', id: '1007' },
        { network: 'jobnet', id: '1003' },
      ],
      last_read_at: null,
    });
    expect(folder.folder_id).toMatch(/^fld_[0-9a-f]{32}$/);

    const listed = await env.rest('/v1/adlib/folders', key);
    expect(listed.body.meta.cost).toBe('$0.0000');
    expect(listed.body.data.folders.map((f: any) => f.folder_id)).toContain(folder.folder_id);

    // The corpus was there before the folder: nothing is new yet.
    const none = await env.rest(`/v1/adlib/folders/${folder.folder_id}/new`, key);
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.meta.cost).toBe('$0.0010');
    expect(none.body.data).toMatchObject({ ads: [], has_more: false, since: folder.created_at });

    const seen = new Date(NOW + DAY);
    await storeAds(db(), 'facenet', [ad('7000001', '1007'), ad('7000002', '1007'), ad('7000003', '1999')], seen);
    await storeAds(db(), 'jobnet', [ad('7000004', '1003')], seen);
    // A known ad seen again is not new.
    await storeAds(db(), 'facenet', [fullForm(CORPUS[7])], seen);

    const other = await env.key({ balance: '1' });
    const theirs = await env.rest(`/v1/adlib/folders/${folder.folder_id}/new`, other.key);
    expect(theirs.status).toBe(404);
    expect((await env.rest('/v1/adlib/folders', other.key)).body.data.folders).toEqual([]);
    expect((await env.ledgerRows(other.accountId)).filter((r) => r.kind === 'charge')).toEqual([]);

    const first = await env.rest(`/v1/adlib/folders/${folder.folder_id}/new?limit=2&trim=true`, key);
    expect(first.body.data.ads.map((a: any) => [a.network, a.ad_id])).toEqual([
      ['facenet', '7000001'],
      ['facenet', '7000002'],
    ]);
    expect(first.body.data.has_more).toBe(true);
    expect(Object.keys(first.body.data.ads[0].ad)).toHaveLength(9);
    const rest = await env.rest(`/v1/adlib/folders/${folder.folder_id}/new?limit=2`, key);
    expect(rest.body.data.ads.map((a: any) => [a.network, a.ad_id])).toEqual([['jobnet', '7000004']]);
    expect(rest.body.data.has_more).toBe(false);
    expect(rest.body.data.since).toBe(first.body.data.read_at);
    expect((await env.rest(`/v1/adlib/folders/${folder.folder_id}/new`, key)).body.data.ads).toEqual([]);
    const after = await env.rest('/v1/adlib/folders', key);
    expect(after.body.data.folders.find((f: any) => f.folder_id === folder.folder_id).last_read_at).toBe(iso(NOW));
  });

  it('refuses bad folders with a clear 400, and an unknown folder is 404, uncharged', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '1' });
    const bad: [unknown, RegExp][] = [
      [{ advertisers: [{ network: 'facenet', id: '1' }] }, /name is required/],
      [{ name: ' ', advertisers: [{ network: 'facenet', id: '1' }] }, /name/],
      [{ name: 'x', advertisers: [] }, /at least one/],
      [{ name: 'x', advertisers: [{ network: 'myspace', id: '1' }] }, /network/],
      [{ name: 'x', advertisers: [{ network: 'facenet' }] }, /id/],
      [{ name: 'x', advertisers: Array.from({ length: 101 }, (_, i) => ({ network: 'facenet', id: String(i) })) }, /at most 100/],
      [{ name: 'x', advertisers: [{ network: 'facenet', id: '1' }], color: 'red' }, /color/],
    ];
    for (const [body, message] of bad) {
      const res = await post('/v1/adlib/folders', body, k);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await env.rest('/v1/adlib/folders/not-a-folder/new', k)).status).toBe(400);
    expect((await env.rest('/v1/adlib/folders/fld_00000000000000000000000000000000/new?limit=0', k)).status).toBe(400);
    expect((await env.rest('/v1/adlib/folders/fld_00000000000000000000000000000000/new', k)).status).toBe(404);
    expect((await env.rest('/v1/adlib/folders?x=1', k)).status).toBe(400);
    // At most 100 folders an account.
    await db().query(
      `INSERT INTO adlib_folders (folder_id, account_id, name, advertisers, read_mark, created_at)
       SELECT 'fld_' || lpad(to_hex(n), 32, '0'), $1, 'f' || n, '[]', 0, now() FROM generate_series(1, 100) n`,
      [account],
    );
    const over = await post('/v1/adlib/folders', { name: 'one more', advertisers: [{ network: 'facenet', id: '1' }] }, k);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/at most 100 folders/);
    expect((await env.ledgerRows(account)).filter((r) => r.kind === 'charge')).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('adSearch answers the REST search at the same price, each ad leading to its Advertiser', async () => {
    const res = await env.graphql(
      `query { adSearch(query: "rocket", limit: 3) { sort nextCursor ads { network adId score snippet ad advertiser { network advertiserId name } } } }`,
      key,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.extensions.cost.actual).toBe('$0.0010');
    const viaRest = await search({ query: 'rocket', limit: 3 });
    expect(res.body.data.adSearch.ads.map((a: any) => a.adId)).toEqual(viaRest.body.data.ads.map((a: any) => a.ad_id));
    const first = res.body.data.adSearch.ads[0];
    expect(first.advertiser).toEqual({ network: first.network, advertiserId: first.ad.page_id, name: first.ad.page_name });
  });

  it('extends Advertiser with profile, insights and ads, each priced as its REST twin', async () => {
    const res = await env.graphql(
      `query { adlibAdvertiser(network: "facenet", id: "1007") {
        advertiserId profile { totalAds activeAds } insights { totalAds callsToAction { value ads } }
        ads(query: "coffee", sort: "newest", limit: 5) { ads { adId advertiserId } nextCursor }
      } }`,
      key,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.extensions.cost.actual).toBe('$0.0040');
    const a = res.body.data.adlibAdvertiser;
    expect(a.profile.totalAds).toBe(a.insights.totalAds);
    expect(a.ads.ads.every((x: any) => x.advertiserId === '1007')).toBe(true);
    const coffee = CORPUS.filter((g) => g.advertiser === '1007' && g.i % 5 === 0).sort((x, y) => y.start - x.start || (x.id < y.id ? -1 : 1));
    expect(a.ads.ads.map((x: any) => x.adId)).toEqual(coffee.slice(0, 5).map((g) => g.id));
    // The advertiser's ads without a query, paged by its cursor.
    const page = await env.graphql(
      `query($c: String) { adlibAdvertiser(network: "facenet", id: "1007") { ads(limit: 150, cursor: $c) { ads { adId } nextCursor } } }`,
      key,
    );
    expect(page.body.errors?.[0]?.extensions?.code).toBe('invalid_request');
  });

  it("reaches adlib's fields from facenet's advertisers (the entity across subgraphs)", async () => {
    const res = await env.graphql(
      `query { facenetCompanyAds(pageId: "880099") { ads { adArchiveId } advertisers { advertiserId insights { totalAds } profile { networks } } } }`,
      key,
    );
    expect(res.body.errors).toBeUndefined();
    const read = res.body.data.facenetCompanyAds;
    expect(read.advertisers).toEqual([{ advertiserId: '880099', insights: { totalAds: read.ads.length }, profile: { networks: ['facenet'] } }]);
    // The Ad Library read, then insights and the profile.
    expect(res.body.extensions.cost.actual).toBe('$0.0055');
  });

  it('folders: createAdlibFolder, adlibFolders and adlibFolderNew, owner-checked', async () => {
    const made = await env.graphql(`mutation { createAdlibFolder(name: "G", advertisers: [{ network: "facenet", id: "1007" }]) { folderId } }`, key);
    expect(made.body.errors).toBeUndefined();
    const id = made.body.data.createAdlibFolder.folderId;
    const other = await env.key({ balance: '1' });
    const theirs = await env.graphql(`query($id: String!) { adlibFolderNew(id: $id) { folderId } }`, other.key, { id });
    expect(theirs.body.data.adlibFolderNew).toBeNull();
    const mine = await env.graphql(`query($id: String!) { adlibFolderNew(id: $id) { folderId ads { adId } hasMore } adlibFolders { folderId } }`, key, { id });
    expect(mine.body.data.adlibFolderNew).toEqual({ folderId: id, ads: [], hasMore: false });
    expect(mine.body.data.adlibFolders.map((f: any) => f.folderId)).toContain(id);
    expect(mine.body.extensions.cost.actual).toBe('$0.0010');
  });
});

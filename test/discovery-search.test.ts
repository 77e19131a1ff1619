import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import type { ProfileRecord } from '../subgraphs/photonet/profile-record.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, line } from './helpers/fixtures.ts';

/**
 * Discovery (README "Discovery"): POST /v1/discovery/search and GET /v1/discovery/lookalikes over a library whose
 * every expected answer is worked out by hand from the fixtures below.
 */

let env: TestEnv;
let key: string;
let accountId: number;

interface Spec {
  username: string;
  full_name: string;
  biography: string;
  tagline: string;
  niche: string;
  subs: string[];
  tags: string[];
  country: string;
  city: string | null;
  language: string;
  languages: string[];
  entity: 'person' | 'brand' | 'character';
  role: string;
  gender: string | null;
  age: string | null;
  followers: number;
  verified: boolean;
  business: boolean;
  scraped: string;
  /** The metrics' figures, set as the metrics triggers would store them. */
  engagement: number | null;
  growth: number | null;
}

const S = (s: Partial<Spec> & Pick<Spec, 'username' | 'niche' | 'followers'>): Spec => ({
  full_name: s.username.replace(/[._]/g, ' '),
  biography: '',
  tagline: '',
  subs: [],
  tags: [],
  country: 'Germany',
  city: null,
  language: 'German',
  languages: ['German'],
  entity: 'person',
  role: 'creator',
  gender: null,
  age: null,
  verified: false,
  business: false,
  scraped: '2026-09-01T00:00:00.000Z',
  engagement: null,
  growth: null,
  ...s,
});

const PEOPLE: Spec[] = [
  S({
    username: 'ana.bakes',
    full_name: 'Ana Lefèvre',
    biography: 'Sourdough bread and patience, baked in Paris',
    tagline: 'Bread for people who are afraid of bread',
    niche: 'food',
    subs: ['baking', 'sourdough'],
    tags: ['bread', 'pastry'],
    country: 'France',
    city: 'Paris',
    language: 'French',
    languages: ['French', 'English'],
    gender: 'female',
    age: '25-34',
    followers: 50_000,
    verified: true,
    scraped: '2026-10-05T00:00:00.000Z',
    engagement: 0.04,
    growth: 0.12,
  }),
  S({
    username: 'ben.cooks',
    full_name: 'Ben Marchand',
    biography: 'Weeknight recipes that actually work',
    tagline: 'Dinner without drama',
    niche: 'food',
    subs: ['home cooking', 'baking'],
    tags: ['bread', 'dinner'],
    country: 'France',
    city: 'Lyon',
    language: 'French',
    languages: ['French'],
    gender: 'male',
    age: '35-44',
    followers: 40_000,
    business: true,
    scraped: '2026-10-03T00:00:00.000Z',
    engagement: 0.01,
    growth: 0.02,
  }),
  S({
    username: 'cara.runs',
    full_name: 'Cara Stone',
    biography: 'Marathon runner. Running every morning before work',
    tagline: 'Miles before coffee',
    niche: 'fitness',
    subs: ['running'],
    tags: ['marathon'],
    country: 'United States',
    city: 'New York',
    language: 'English',
    languages: ['English'],
    role: 'athlete',
    gender: 'female',
    age: '18-24',
    followers: 2_000_000,
    verified: true,
    scraped: '2026-10-07T00:00:00.000Z',
    engagement: 0.02,
    growth: 0.3,
  }),
  S({
    username: 'dan.lifts',
    full_name: 'Dan Hughes',
    biography: 'Lifting heavy things, and he runs sometimes',
    tagline: 'Strength for ordinary people',
    niche: 'fitness',
    subs: ['strength training'],
    tags: ['gym'],
    country: 'United Kingdom',
    city: 'London',
    language: 'English',
    languages: ['English'],
    gender: 'male',
    age: '25-34',
    followers: 8_000,
    scraped: '2026-09-20T00:00:00.000Z',
    engagement: 0.08,
    growth: null,
  }),
  S({
    username: 'eve.travels',
    full_name: 'Eve Viajes',
    biography: 'Viajes y senderismo por las montañas de España',
    tagline: 'Rutas de montaña',
    niche: 'travel',
    subs: ['hiking', 'budget travel'],
    tags: ['hiking'],
    country: 'Spain',
    city: 'Madrid',
    language: 'Spanish',
    languages: ['Spanish', 'English'],
    entity: 'brand',
    role: 'brand',
    followers: 300_000,
    business: true,
    scraped: '2026-08-15T00:00:00.000Z',
    engagement: null,
    growth: -0.05,
  }),
  S({
    username: 'fred.bakes',
    full_name: 'Fred Moulin',
    biography: 'Croissants at dawn',
    tagline: 'Butter, flour, time',
    niche: 'food',
    subs: ['baking', 'sourdough'],
    tags: ['bread', 'pastry'],
    country: 'France',
    city: 'Paris',
    language: 'French',
    languages: ['French'],
    gender: 'male',
    age: '25-34',
    followers: 60_000,
    scraped: '2026-10-01T00:00:00.000Z',
    engagement: 0.04,
    growth: 0.05,
  }),
];

/** Gaming profiles to page through: followers in steps of 1,000 with pairs sharing a count (ties by id). */
const FILLERS: Spec[] = Array.from({ length: 23 }, (_, i) =>
  S({
    username: `gamer_${String(i).padStart(2, '0')}`,
    niche: 'gaming',
    subs: ['speedruns'],
    followers: 100_000 + Math.floor(i / 2) * 1_000,
    scraped: `2026-07-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`,
  }),
);

const record = (s: Spec, i: number): ProfileRecord => {
  const base = fullProfile();
  return fullProfile({
    id: undefined,
    profile_id: 90_000 + i,
    username: s.username,
    full_name: s.full_name,
    biography: s.biography,
    followers: s.followers,
    is_verified: s.verified,
    is_business_account: s.business,
    last_scraped_at: s.scraped,
    enrichment: {
      ...base.enrichment,
      entity_type: s.entity,
      account_role: s.role,
      primary_niche: s.niche,
      sub_niches: s.subs,
      content_tags: s.tags.map((tag) => ({ tag, weight: 0.5 })),
      gender: s.gender,
      age_range: s.age,
      tagline: s.tagline,
      country: s.country,
      city: s.city,
      primary_language: s.language,
      languages: s.languages,
      bio_summary: `${s.full_name} posts about ${s.subs.join(' and ')}.`,
      content_summary: `Mostly ${s.niche} content.`,
      audience_summary: 'People who follow along.',
      brand_fit_summary: 'A fit for brands of the niche.',
    },
  });
};

const ALL = [...PEOPLE, ...FILLERS];
const idOf = new Map<string, number>();

const search = (body: Record<string, unknown>, k = key) =>
  env.rest('/v1/discovery/search', k, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const names = async (body: Record<string, unknown>) => {
  const res = await search({ limit: 100, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.profiles.map((h: any) => h.profile.username) as string[];
};
const sorted = (list: string[]) => [...list].sort();

beforeAll(async () => {
  env = await createTestEnv();
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 100_000 }));
  const report = await registry.importCorpus(
    env.services.db,
    ALL.map((s, i) => line(record(s, i))),
  );
  expect(report.errors).toEqual([]);
  const rows = await env.services.db.query<{ id: number; username: string }>('SELECT id, username FROM photonet_profiles');
  for (const r of rows) idOf.set(r.username, Number(r.id));
  // The figures, as the metrics triggers store them (no posts are imported here): the search index follows them.
  for (const s of ALL) {
    await env.services.db.query('UPDATE photonet_profile_metrics SET engagement_rate = $2, growth_30d = $3 WHERE profile_id = $1', [
      idOf.get(s.username),
      s.engagement,
      s.growth,
    ]);
  }
}, 60_000);

afterAll(async () => {
  await env?.close();
});

describe('filters', () => {
  it('niches match the primary niche or a sub-niche, any of, in any case', async () => {
    expect(sorted(await names({ niches: ['Baking'] }))).toEqual(['ana.bakes', 'ben.cooks', 'fred.bakes']);
    expect(sorted(await names({ niches: ['fitness', 'hiking'] }))).toEqual(['cara.runs', 'dan.lifts', 'eve.travels']);
  });

  it('countries, cities and languages (primary or other) by full name', async () => {
    expect(sorted(await names({ countries: ['france'] }))).toEqual(['ana.bakes', 'ben.cooks', 'fred.bakes']);
    expect(sorted(await names({ cities: ['Paris', 'London'] }))).toEqual(['ana.bakes', 'dan.lifts', 'fred.bakes']);
    expect(sorted(await names({ languages: ['Spanish'] }))).toEqual(['eve.travels']);
    expect(sorted(await names({ languages: ['English'], niches: ['food', 'travel'] }))).toEqual(['ana.bakes', 'eve.travels']);
  });

  it('followers, engagement rate and 30-day growth ranges, both bounds included; no figure never matches', async () => {
    expect(sorted(await names({ followers: { min: 40_000, max: 60_000 } }))).toEqual(['ana.bakes', 'ben.cooks', 'fred.bakes']);
    expect(sorted(await names({ followers: { min: 1_000_000 } }))).toEqual(['cara.runs']);
    expect(sorted(await names({ engagement_rate: { min: 0.04 } }))).toEqual(['ana.bakes', 'dan.lifts', 'fred.bakes']);
    expect(sorted(await names({ engagement_rate: { max: 0.02 } }))).toEqual(['ben.cooks', 'cara.runs']);
    expect(sorted(await names({ growth_30d: { min: 0.05 } }))).toEqual(['ana.bakes', 'cara.runs', 'fred.bakes']);
    expect(sorted(await names({ growth_30d: { min: -1 }, niches: ['travel', 'fitness'] }))).toEqual(['cara.runs', 'eve.travels']);
  });

  it('entity type, account role, gender and age range, any of', async () => {
    expect(await names({ entity_type: ['brand'] })).toEqual(['eve.travels']);
    expect(await names({ account_role: ['athlete'] })).toEqual(['cara.runs']);
    expect(sorted(await names({ gender: ['male'] }))).toEqual(['ben.cooks', 'dan.lifts', 'fred.bakes']);
    expect(sorted(await names({ age_range: ['18-24', '35-44'] }))).toEqual(['ben.cooks', 'cara.runs']);
  });

  it('is_verified and is_business_account, true and false', async () => {
    expect(sorted(await names({ is_verified: true }))).toEqual(['ana.bakes', 'cara.runs']);
    expect(sorted(await names({ is_business_account: true }))).toEqual(['ben.cooks', 'eve.travels']);
    expect((await names({ is_verified: false, niches: ['food'] })).sort()).toEqual(['ben.cooks', 'fred.bakes']);
  });

  it('has_contact (a stored deliverable address) and has_linked_account, from what contact discovery stored', async () => {
    // As contact discovery stores its results (intelligence_contacts, one row per profile).
    const stored = (username: string, data: unknown) =>
      env.services.db.query(
        `INSERT INTO intelligence_contacts (network, profile_key, depth, data, found_at) VALUES ('photonet', $1, 'fast', $2, now())
         ON CONFLICT (network, profile_key) DO UPDATE SET data = EXCLUDED.data`,
        [String(idOf.get(username)), JSON.stringify(data)],
      );
    const email = (address: string, status: string) => ({
      email: address,
      verification: { status, provider: 'smtp', dns: 'mx_present', checked_at: '2026-10-01T00:00:00Z' },
    });
    await stored('ana.bakes', {
      emails: [email('ana@bakes.example', 'deliverable')],
      social_accounts: [{ platform: 'videonet', url: 'https://videonet.example/ana', handle: 'ana' }],
    });
    await stored('ben.cooks', { emails: [email('ben@cooks.example', 'undeliverable'), { email: 'old@cooks.example' }], social_accounts: [] });
    await stored('cara.runs', { emails: [], social_accounts: [{ platform: 'openfeed', url: 'https://openfeed.example/cara', handle: 'cara' }] });
    expect(await names({ has_contact: true })).toEqual(['ana.bakes']);
    expect(sorted(await names({ has_contact: false, niches: ['food'] }))).toEqual(['ben.cooks', 'fred.bakes']);
    expect(await names({ has_linked_account: ['videonet'] })).toEqual(['ana.bakes']);
    expect(sorted(await names({ has_linked_account: ['videonet', 'openfeed'] }))).toEqual(['ana.bakes', 'cara.runs']);
    // A later discovery that finds the address undeliverable takes the fact away.
    await stored('ana.bakes', { emails: [email('ana@bakes.example', 'undeliverable')], social_accounts: [] });
    expect(await names({ has_contact: true })).toEqual([]);
    expect(await names({ has_linked_account: ['videonet'] })).toEqual([]);
    await stored('ana.bakes', {
      emails: [email('ana@bakes.example', 'deliverable')],
      social_accounts: [{ platform: 'videonet', url: 'https://videonet.example/ana', handle: 'ana' }],
    });
  });

  it('last_scraped_after', async () => {
    expect(sorted(await names({ last_scraped_after: '2026-10-02T00:00:00Z' }))).toEqual(['ana.bakes', 'ben.cooks', 'cara.runs']);
  });

  it('filters combine (AND); the library follows a profile written again', async () => {
    expect(await names({ countries: ['France'], gender: ['female'], is_verified: true })).toEqual(['ana.bakes']);
    await registry.importCorpus(env.services.db, [
      line({ ...record(PEOPLE[5], 5), followers: 61_000, enrichment: { ...record(PEOPLE[5], 5).enrichment, city: 'Lyon' } }),
    ]);
    expect(sorted(await names({ cities: ['lyon'] }))).toEqual(['ben.cooks', 'fred.bakes']);
    await registry.importCorpus(env.services.db, [line(record(PEOPLE[5], 5))]);
    await env.services.db.query('UPDATE photonet_profile_metrics SET engagement_rate = 0.04, growth_30d = 0.05 WHERE profile_id = $1', [
      idOf.get('fred.bakes'),
    ]);
  });
});

describe('sorts', () => {
  const order = (key: (s: Spec) => number) =>
    [...PEOPLE].sort((a, b) => key(b) - key(a) || idOf.get(b.username)! - idOf.get(a.username)!).map((s) => s.username);

  it('followers (the default without text), best first', async () => {
    expect(await names({ niches: ['food', 'fitness', 'travel'] })).toEqual(order((s) => s.followers));
    expect(await names({ niches: ['food', 'fitness', 'travel'], sort: 'followers' })).toEqual(order((s) => s.followers));
  });

  it('engagement_rate and growth_30d, profiles without the figure last, ties by id (the later first)', async () => {
    const ranked = (f: (s: Spec) => number | null) => order((s) => f(s) ?? -Infinity);
    expect(await names({ niches: ['food', 'fitness', 'travel'], sort: 'engagement_rate' })).toEqual(ranked((s) => s.engagement));
    expect(await names({ niches: ['food', 'fitness', 'travel'], sort: 'growth_30d' })).toEqual(ranked((s) => s.growth));
    // ana and fred share 0.04: fred was stored later (a higher id), so he comes first.
    const tie = await names({ niches: ['baking'], sort: 'engagement_rate' });
    expect(tie.slice(0, 2)).toEqual(['fred.bakes', 'ana.bakes']);
  });

  it('recently_scraped', async () => {
    expect(await names({ niches: ['food', 'fitness', 'travel'], sort: 'recently_scraped' })).toEqual(order((s) => Date.parse(s.scraped)));
  });

  it('relevance (the default with text): the better match first, with a score and highlights', async () => {
    const res = await search({ text: 'bread' });
    expect(res.status).toBe(200);
    const hits = res.body.data.profiles;
    // ana has "bread" in her tagline twice and her biography; ben and fred nowhere in their words (tags are not text).
    expect(hits.map((h: any) => h.profile.username)).toEqual(['ana.bakes']);
    expect(hits[0].score).toBeGreaterThan(0);
    expect(hits[0].highlights.map((h: any) => h.field)).toEqual(['tagline', 'biography']);
    expect(hits[0].highlights[0].snippet).toContain('<mark>Bread</mark>');
    const two = await search({ text: 'running' });
    const ranked = two.body.data.profiles;
    expect(ranked.map((h: any) => h.profile.username)).toEqual(['cara.runs', 'dan.lifts']);
    expect(ranked[0].score).toBeGreaterThanOrEqual(ranked[1].score);
    expect((await search({ sort: 'relevance' })).status).toBe(400);
  });

  it('text with another sort orders by that sort', async () => {
    expect(await names({ text: 'running', sort: 'followers' })).toEqual(['cara.runs', 'dan.lifts']);
    expect(await names({ text: 'running', sort: 'engagement_rate' })).toEqual(['dan.lifts', 'cara.runs']);
  });
});

describe('text', () => {
  it('words are stemmed by the profile language: runs, runner and running meet', async () => {
    expect(sorted(await names({ text: 'runs' }))).toEqual(['cara.runs', 'dan.lifts']);
    // Spanish stemming: "montaña" finds "montañas".
    expect(await names({ text: 'montaña' })).toEqual(['eve.travels']);
  });

  it('every word must match; a phrase keeps its words in order; a minus excludes', async () => {
    expect(await names({ text: 'running morning' })).toEqual(['cara.runs']);
    expect(await names({ text: '"actually work"' })).toEqual(['ben.cooks']);
    expect(await names({ text: '"work actually"' })).toEqual([]);
    expect(await names({ text: 'running -marathon' })).toEqual(['dan.lifts']);
    expect(await names({ text: 'running -"heavy things"' })).toEqual(['cara.runs']);
  });

  it('usernames and names match as written, with filters', async () => {
    expect(await names({ text: 'lefèvre' })).toEqual(['ana.bakes']);
    expect(await names({ text: 'gamer_07' })).toEqual(['gamer_07']);
    expect(await names({ text: 'bakes', countries: ['France'], sort: 'followers' })).toEqual(['fred.bakes', 'ana.bakes']);
  });
});

describe('paging', () => {
  it('walks every match once, in order, without gaps or repeats, and total counts them', async () => {
    for (const sort of ['followers', 'recently_scraped', 'engagement_rate']) {
      const all = await names({ niches: ['gaming'], sort });
      expect(all).toHaveLength(FILLERS.length);
      const walked: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const res = await search({ niches: ['gaming'], sort, limit: 5, ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        expect(res.body.data.total).toEqual({ value: FILLERS.length, relation: 'eq' });
        walked.push(...res.body.data.profiles.map((h: any) => h.profile.username));
        cursor = res.body.data.next_cursor ?? undefined;
        pages++;
      } while (cursor);
      expect(pages).toBe(5);
      expect(walked).toEqual(all);
    }
  });

  it('pages a text search by relevance', async () => {
    const first = await search({ text: 'gamer', limit: 10 });
    const second = await search({ text: 'gamer', limit: 10, cursor: first.body.data.next_cursor });
    const third = await search({ text: 'gamer', limit: 10, cursor: second.body.data.next_cursor });
    const walked = [first, second, third].flatMap((r) => r.body.data.profiles.map((h: any) => h.profile.username));
    expect(third.body.data.next_cursor).toBeNull();
    expect(sorted(walked)).toEqual(sorted(FILLERS.map((f) => f.username)));
  });

  it("a cursor belongs to its search: another search's, or an altered one, is a 400", async () => {
    const first = await search({ niches: ['gaming'], limit: 5 });
    const other = await search({ niches: ['food'], limit: 5, cursor: first.body.data.next_cursor });
    expect(other.status).toBe(400);
    expect((await search({ niches: ['gaming'], limit: 5, cursor: `${first.body.data.next_cursor}x` })).status).toBe(400);
    // The limit is not part of it.
    expect((await search({ niches: ['gaming'], limit: 7, cursor: first.body.data.next_cursor })).status).toBe(200);
  });
});

describe('lookalikes', () => {
  const alike = (q: string, extra = '') => env.rest(`/v1/discovery/lookalikes?q=${q}${extra}`, key);

  it('the nearest first, the account itself excluded, similarity in [0, 1] with the traits shared', async () => {
    const res = await alike('ana.bakes');
    expect(res.status).toBe(200);
    const hits = res.body.data.profiles;
    expect(res.body.data.account.username).toBe('ana.bakes');
    expect(hits.map((h: any) => h.profile.username)).not.toContain('ana.bakes');
    // fred: same niche (0.15), niches {food, baking, sourdough} all shared (0.15), tags {bread, pastry} (0.20),
    // French (0.10), France (0.10), micro (0.15), average engagement (0.15) = 1.
    expect(hits[0].profile.username).toBe('fred.bakes');
    expect(hits[0].similarity).toBe(1);
    expect(hits[0].shared).toEqual([
      { trait: 'niches', values: ['baking', 'food', 'sourdough'] },
      { trait: 'content_tags', values: ['bread', 'pastry'] },
      { trait: 'language', values: ['french'] },
      { trait: 'country', values: ['france'] },
      { trait: 'size_class', values: ['micro'] },
      { trait: 'engagement_class', values: ['average'] },
    ]);
    // ben: niche 0.15, niches {food, baking} of {food, baking, sourdough, home cooking} 0.15 * 2/4, tags {bread} of
    // {bread, pastry, dinner} 0.20 / 3, French, France, micro; engagement low (0.01 of 3% expected) next to average: 0.075.
    expect(hits[1].profile.username).toBe('ben.cooks');
    expect(hits[1].similarity).toBeCloseTo(0.15 + 0.075 + 0.2 / 3 + 0.1 + 0.1 + 0.15 + 0.075, 4);
    for (const h of hits) {
      expect(h.similarity).toBeGreaterThanOrEqual(0);
      expect(h.similarity).toBeLessThanOrEqual(1);
    }
    expect(hits.map((h: any) => h.profile.username)).not.toContain('cara.runs');
  });

  it('limit bounds the page; an account not tracked is a 404, uncharged', async () => {
    expect((await alike('ana.bakes', '&limit=1')).body.data.profiles).toHaveLength(1);
    const before = await env.balance(accountId);
    const missing = await alike('nobody.here');
    expect(missing.status).toBe(404);
    expect(await env.balance(accountId)).toBe(before);
    expect((await alike('ana.bakes', '&limit=0')).status).toBe(400);
    expect((await alike('ana.bakes', '&network=clipnet')).status).toBe(400);
  });
});

describe('owners, prices and GraphQL', () => {
  it('any key sees the same library: two accounts, the same answers', async () => {
    const { key: other } = await env.key({ balance: '1' });
    const body = { text: 'running', niches: ['fitness'], limit: 1 };
    const mine = await search(body);
    const theirs = await search(body, other);
    expect(theirs.body.data).toEqual(mine.body.data);
    const cursor = mine.body.data.next_cursor;
    expect((await search({ ...body, cursor }, other)).body.data).toEqual((await search({ ...body, cursor })).body.data);
    const a = await env.rest('/v1/discovery/lookalikes?q=ana.bakes', key);
    const b = await env.rest('/v1/discovery/lookalikes?q=ana.bakes', other);
    expect(b.body.data).toEqual(a.body.data);
  });

  it('a page with a profile costs $0.0020; an empty page is free', async () => {
    const { key: k, accountId: id } = await env.key({ balance: '1' });
    const page = await search({ niches: ['food'] }, k);
    expect(page.body.meta.cost).toBe('$0.0020');
    expect(await env.balance(id)).toBe('0.9980');
    const empty = await search({ niches: ['knitting'] }, k);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ total: { value: 0, relation: 'eq' }, profiles: [], next_cursor: null });
    expect(empty.body.meta.cost).toBe('$0.0000');
    expect(await env.balance(id)).toBe('0.9980');
    const alike = await env.rest('/v1/discovery/lookalikes?q=ana.bakes&limit=2', k);
    expect(alike.body.meta.cost).toBe('$0.0020');
  });

  it('discoverProfiles and lookalikes answer Profile entities at the REST price, plus what they select', async () => {
    const res = await env.graphql(
      `query { discoverProfiles(niches: ["food"], sort: "followers", limit: 2) {
        total { value relation } nextCursor
        profiles { score highlights { field } profile { username followers metrics { engagementRate } } }
      } }`,
      key,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.extensions.cost.actual).toBe('$0.0020');
    const page = res.body.data.discoverProfiles;
    expect(page.total).toEqual({ value: 3, relation: 'eq' });
    expect(page.profiles.map((h: any) => h.profile.username)).toEqual(['fred.bakes', 'ana.bakes']);
    expect(page.profiles[0].profile.metrics.engagementRate).toBe(0.04);
    const empty = await env.graphql(`query { discoverProfiles(niches: ["knitting"]) { profiles { score } } }`, key);
    expect(empty.body.extensions.cost.actual).toBe('$0.0000');
    const alike = await env.graphql(
      `query { lookalikes(q: "ana.bakes", limit: 1) { account { username } profiles { similarity shared { trait values } profile { username } } } }`,
      key,
    );
    expect(alike.body.errors).toBeUndefined();
    expect(alike.body.extensions.cost.actual).toBe('$0.0020');
    expect(alike.body.data.lookalikes.profiles[0]).toMatchObject({ similarity: 1, profile: { username: 'fred.bakes' } });
    const growth = await env.graphql(`query { discoverProfiles(growth30d: {min: 0.2}) { profiles { profile { username } } } }`, key);
    expect(growth.body.data.discoverProfiles.profiles.map((h: any) => h.profile.username)).toEqual(['cara.runs']);
  });
});

describe('bad input', () => {
  it('is a 400 naming the member, uncharged', async () => {
    const before = await env.balance(accountId);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ nope: 1 }, /nope/],
      [{ text: 'x'.repeat(201) }, /text/],
      [{ text: '-only' }, /text/],
      [{ text: '"open' }, /text/],
      [{ limit: 0 }, /limit/],
      [{ limit: 101 }, /limit/],
      [{ followers: { min: 'x' } }, /followers/],
      [{ followers: { min: 10, max: 5 } }, /followers/],
      [{ followers: {} }, /followers/],
      [{ engagement_rate: { min: 0.1, other: 1 } }, /engagement_rate|other/],
      [{ growth_30d: { max: 1 } }, /growth_30d|max/],
      [{ niches: [] }, /niches/],
      [{ niches: 'food' }, /niches/],
      [{ countries: [1] }, /countries/],
      [{ is_verified: 'yes' }, /is_verified/],
      [{ sort: 'best' }, /sort/],
      [{ network: 'clipnet' }, /network/],
      [{ last_scraped_after: 'yesterday' }, /last_scraped_after/],
      [{ cursor: 'abc' }, /cursor/],
      [{ has_linked_account: ['Not A Platform'] }, /platform|has_linked_account/],
    ];
    for (const [body, message] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await env.balance(accountId)).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { COMPACT_AD_KEYS } from '../subgraphs/facenet/normalise.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * facenet (contract 2.11, 3.5, 4.8): the seven available live reads with their parameter rules, source modes, prices
 * and cursors; the egress-intermittent Ad Library reads' challenge pages (502, uncharged); the six blocked operations
 * (400 for bad parameters, then 501, uncharged); sandbox failures; retired v4 paths; REST and GraphQL alike.
 */

const EVENT_KEYS = [
  'name',
  'address',
  'ends_at',
  'host_id',
  'event_id',
  'group_id',
  'latitude',
  'platform',
  'timezone',
  'host_name',
  'is_online',
  'longitude',
  'starts_at',
  'account_id',
  'description',
  'going_count',
  'canonical_url',
  'location_name',
  'interested_count',
];
const GROUP_KEYS = ['name', 'slug', 'privacy', 'group_id', 'platform', 'avatar_url', 'description', 'member_count', 'canonical_url', 'activity_count'];
const POST_KEYS = [
  'id',
  'likes',
  'title',
  'views',
  'shares',
  'caption',
  'comments',
  'group_id',
  'is_video',
  'posted_at',
  'duration_ms',
  'feedback_id',
  'content_type',
  'canonical_url',
  'owner_facebook_id',
];
const FULL_AD_KEYS = [
  'ad_archive_id',
  'page_id',
  'page_name',
  'page_profile_url',
  'is_active',
  'start_date',
  'end_date',
  'country',
  'publisher_platforms',
  'media_type',
  'title',
  'body',
  'cta_text',
  'link_url',
  'image_urls',
  'video_url',
  'collation_count',
  'snapshot_url',
];

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000_000 }));
});
afterAll(() => env?.close());

const charges = async (account: number) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const archived = async (operation: string) =>
  (await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'facenet' AND operation = $1", [operation]))[0].n;

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
}

const get = (suffix: string, query: Record<string, string>) => env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(query)}`, key);

describe('facenet routes', () => {
  it('declares the 13 operations of 4.8 and the other nine of the 22 with their availability labels', () => {
    const routes = Object.fromEntries(
      registry
        .operations()
        .filter((r) => r.path.startsWith('/v1/facenet/'))
        .map((r) => [r.path.slice('/v1/facenet/live/'.length), r.availability ?? 'available']),
    );
    expect(routes).toEqual({
      'adlibrary/ad': 'blocked',
      'adlibrary/ad/transcript': 'blocked',
      'adlibrary/company/ads': 'egress-intermittent',
      'adlibrary/search/ads': 'egress-intermittent',
      'adlibrary/search/companies': 'egress-intermittent',
      'event/details': 'available',
      events: 'blocked',
      'events/search': 'available',
      'group/posts': 'available',
      'marketplace/item': 'blocked',
      'marketplace/location/search': 'blocked',
      'marketplace/search': 'blocked',
      post: 'available',
      page: 'available',
      'page/posts': 'available',
      'page/photos': 'available',
      'page/reels': 'available',
      'page/events': 'available',
      'group/details': 'available',
      reel: 'available',
      video: 'available',
      'post/comments': 'available',
    });
  });

  it('retired v4 paths answer 410 naming the new path', async () => {
    const table = Object.assign({}, ...registry.retired());
    for (const suffix of ['adlibrary/ad', 'event/details', 'marketplace/search', 'post'])
      expect(table[`/v1/live/facenet/${suffix}`]).toBe(`/v1/facenet/live/${suffix}`);
    const gone = await env.rest('/v1/live/facenet/group/posts?group_id=1', key);
    expect(gone.status).toBe(410);
    expect(JSON.stringify(gone.body)).toContain('/v1/facenet/live/group/posts');
  });
});

describe('facenet available reads', () => {
  it('event details by id or url: {event}, $0.0005, source modes, deterministic', async () => {
    expectError(await get('event/details', { id: '4455667788', source: 'db' }), 404, 'not_found');
    const live = await get('event/details', { id: '4455667788' });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    expect(Object.keys(live.body.data)).toEqual(['event']);
    expect(Object.keys(live.body.data.event)).toEqual(EVENT_KEYS);
    expect(live.body.data.event.event_id).toBe('4455667788');
    expect(live.body.data.event.platform).toBe('facebook');
    const stored = await get('event/details', { id: '4455667788', source: 'db' });
    expect(stored.body.meta.source).toBe('db');
    expect(stored.body.data).toEqual(live.body.data);
    const byUrl = await get('event/details', { url: 'https://web.facebook.com/events/4455667788/' });
    expect(byUrl.body.data.event).toEqual(live.body.data.event);
  });

  it('exactly-one pairs: both or neither is a 400', async () => {
    expectError(await get('event/details', {}), 400, 'invalid_request');
    expectError(await get('event/details', { id: '1', url: 'https://facebook.com/events/1/' }), 400, 'invalid_request');
    expectError(await get('group/posts', {}), 400, 'invalid_request');
    expectError(await get('group/posts', { group_id: '1', url: 'https://facebook.com/groups/x/' }), 400, 'invalid_request');
    expectError(await get('adlibrary/company/ads', {}), 400, 'invalid_request');
    expectError(await get('adlibrary/company/ads', { pageId: '1', companyName: 'x' }), 400, 'invalid_request');
  });

  it('parameter rules: url host and scheme, id digits, query and cursor bounds, enums, booleans', async () => {
    const bad: [string, Record<string, string>][] = [
      ['post', { url: 'http://www.facebook.com/x/posts/1' }],
      ['post', { url: 'https://facebook.example.com/x/posts/1' }],
      ['post', { url: 'https://evil.com/?u=facebook.com' }],
      ['post', { url: `https://www.facebook.com/${'a'.repeat(2048)}` }],
      ['post', { url: 'https://www.facebook.com/x/posts/1', get_comments: 'yes' }],
      ['post', { url: 'https://www.facebook.com/x/posts/1', get_transcript: '1' }],
      ['event/details', { id: '12a' }],
      ['event/details', { id: '1'.repeat(41) }],
      ['events/search', { query: 'x'.repeat(501) }],
      ['events/search', { query: 'jazz', cursor: 'not-a-cursor' }],
      ['adlibrary/company/ads', { companyName: 'x'.repeat(501) }],
      ['adlibrary/company/ads', { pageId: '1', country: 'us' }],
      ['adlibrary/company/ads', { pageId: '1', status: 'RUNNING' }],
      ['adlibrary/company/ads', { pageId: '1', media_type: 'AUDIO' }],
      ['adlibrary/company/ads', { pageId: '1', sort_by: 'newest' }],
      ['adlibrary/company/ads', { pageId: '1', trim: 'maybe' }],
      ['adlibrary/search/ads', { query: 'shoes', search_type: 'keyword_exact_phrase' }],
      ['adlibrary/search/ads', { query: 'shoes', ad_type: 'political_and_issue_ads' }],
      ['adlibrary/search/ads', {}],
      ['adlibrary/search/companies', { query: 'x', country: 'USA' }],
      ['group/posts', { group_id: '1', sort_by: 'CHRONOLOGICAL' }],
      ['post', {}],
    ];
    const before = (await charges(accountId)).length;
    for (const [suffix, query] of bad) expectError(await get(suffix, query), 400, 'invalid_request');
    expect((await charges(accountId)).length).toBe(before);
  });

  it('events search pages: a cursor only from a previous page of the same operation; the last page has none', async () => {
    const first = await get('events/search', { query: 'jazz brunch' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(Object.keys(first.body.data)).toEqual(['query', 'event_count', 'events', 'next_cursor']);
    expect(first.body.data.events).toHaveLength(10);
    for (const e of first.body.data.events) expect(Object.keys(e)).toEqual(EVENT_KEYS);
    const second = await get('events/search', { query: 'jazz brunch', cursor: first.body.data.next_cursor });
    expect(second.status).toBe(200);
    expect(second.body.data.events[0]).not.toEqual(first.body.data.events[0]);
    const third = await get('events/search', { query: 'jazz brunch', cursor: second.body.data.next_cursor });
    expect(third.body.data.next_cursor).toBeNull();
    // an ads cursor is not an events cursor
    const ads = await get('adlibrary/search/ads', { query: 'jazz brunch' });
    expectError(await get('events/search', { query: 'jazz brunch', cursor: ads.body.data.next_cursor }), 400, 'invalid_request');
  });

  it('group posts: {group, sort_by, posts[]} by group id or URL', async () => {
    const res = await get('group/posts', { url: 'https://m.facebook.com/groups/sourdoughbakers/' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0005');
    expect(Object.keys(res.body.data)).toEqual(['group', 'sort_by', 'posts']);
    expect(Object.keys(res.body.data.group)).toEqual(GROUP_KEYS);
    expect(res.body.data.group.slug).toBe('sourdoughbakers');
    expect(res.body.data.sort_by).toBe('TOP_POSTS');
    for (const p of res.body.data.posts) {
      expect(Object.keys(p)).toEqual(POST_KEYS);
      expect(p.group_id).toBe(res.body.data.group.group_id);
    }
  });

  it('post: {post}, plus comments and transcript when asked', async () => {
    const url = 'https://www.facebook.com/somepage/posts/90817263';
    const plain = await get('post', { url });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(Object.keys(plain.body.data)).toEqual(['post']);
    expect(Object.keys(plain.body.data.post)).toEqual(POST_KEYS);
    expect(plain.body.data.post.id).toBe('90817263');
    const full = await get('post', { url, get_comments: 'true', get_transcript: 'true' });
    expect(Object.keys(full.body.data)).toEqual(['post', 'comments', 'transcript']);
    expect(full.body.data.post).toEqual(plain.body.data.post);
    expect(full.body.data.comments).toHaveLength(5);
  });

  it('Ad Library: full ad records, the compact projection with trim=true, defaults, $0.0025', async () => {
    const full = await get('adlibrary/company/ads', { companyName: 'Acme Running' });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.meta.cost).toBe('$0.0025');
    expect(Object.keys(full.body.data)).toEqual(['page_id', 'page_name', 'country', 'status', 'media_type', 'ad_count', 'ads', 'next_cursor']);
    expect(full.body.data).toMatchObject({ page_name: 'Acme Running', country: 'US', status: 'ALL', media_type: 'ALL', ad_count: 10 });
    for (const ad of full.body.data.ads) expect(Object.keys(ad)).toEqual(FULL_AD_KEYS);
    const trimmed = await get('adlibrary/company/ads', { companyName: 'Acme Running', trim: 'true' });
    for (const [i, ad] of trimmed.body.data.ads.entries()) {
      expect(Object.keys(ad)).toEqual([...COMPACT_AD_KEYS]);
      expect(ad.ad_archive_id).toBe(full.body.data.ads[i].ad_archive_id);
    }
    const active = await get('adlibrary/company/ads', { pageId: '777', status: 'ACTIVE', media_type: 'VIDEO', country: 'DE' });
    for (const ad of active.body.data.ads) expect(ad).toMatchObject({ is_active: true, media_type: 'VIDEO', country: 'DE', page_id: '777' });
    const next = await get('adlibrary/company/ads', {
      pageId: '777',
      status: 'ACTIVE',
      media_type: 'VIDEO',
      country: 'DE',
      cursor: active.body.data.next_cursor,
    });
    expect(next.status).toBe(200);
    const companies = await get('adlibrary/search/companies', { query: 'bakery' });
    expect(companies.status).toBe(200);
    expect(companies.body.meta.cost).toBe('$0.0025');
    expect(companies.body.data).toMatchObject({ query: 'bakery', country: 'US', company_count: 5 });
  });

  it('GraphQL answers the same payload at the same price', async () => {
    const rest = await get('adlibrary/search/ads', { query: 'trail shoes', trim: 'true' });
    const gql = await env.graphql('query($q: String!) { facenetSearchAds(query: $q, trim: true) { payload source fetchedAt } }', key, { q: 'trail shoes' });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.facenetSearchAds.payload).toEqual(rest.body.data);
    expect(gql.body.extensions.cost.actual).toBe('$0.0025');
    const company = await env.graphql('{ facenetCompanyAds(pageId: "12", companyName: "x") { payload } }', key);
    expect(company.body.errors[0].extensions.code).toBe('invalid_request');
  });
});

describe('facenet: the other nine operations', () => {
  it('page {page}, group details {group}, reel and video {post}, $0.0005 each', async () => {
    const page = await get('page', { url: 'https://www.facebook.com/acmebakery' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.meta.cost).toBe('$0.0005');
    expect(Object.keys(page.body.data)).toEqual(['page']);
    expect(page.body.data.page).toMatchObject({ username: 'acmebakery', platform: 'facebook' });
    const byId = await get('page', { page_id: page.body.data.page.page_id });
    expect(byId.body.data.page.page_id).toBe(page.body.data.page.page_id);
    expectError(await get('page', {}), 400, 'invalid_request');
    expectError(await get('page', { url: 'https://www.facebook.com/x', page_id: '1' }), 400, 'invalid_request');

    const group = await get('group/details', { group_id: '31415926' });
    expect(Object.keys(group.body.data)).toEqual(['group']);
    expect(Object.keys(group.body.data.group)).toEqual(GROUP_KEYS);
    const posts = await get('group/posts', { group_id: '31415926' });
    expect(posts.body.data.group).toEqual({ ...group.body.data.group, avatar_url: posts.body.data.group.avatar_url });

    for (const [suffix, url] of [
      ['reel', 'https://www.facebook.com/reel/1122334455'],
      ['video', 'https://www.facebook.com/watch/?v=5544332211'],
    ]) {
      const res = await get(suffix, { url });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Object.keys(res.body.data)).toEqual(['post']);
      expect(Object.keys(res.body.data.post)).toEqual(POST_KEYS);
      expect(res.body.data.post).toMatchObject({ is_video: true, content_type: suffix });
    }
    expectError(await get('video', { url: 'https://www.youtube.com/watch?v=1' }), 400, 'invalid_request');
  });

  it('page lists and post comments page with their own cursors', async () => {
    for (const kind of ['posts', 'photos', 'reels', 'events']) {
      const first = await get(`page/${kind}`, { page_id: '2718281828' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(Object.keys(first.body.data)).toEqual(['page_id', kind, 'next_cursor']);
      expect(first.body.data[kind]).toHaveLength(10);
      const second = await get(`page/${kind}`, { page_id: '2718281828', cursor: first.body.data.next_cursor });
      expect(second.status).toBe(200);
      expect(second.body.data[kind][0]).not.toEqual(first.body.data[kind][0]);
      const other = kind === 'posts' ? 'photos' : 'posts';
      expectError(await get(`page/${other}`, { page_id: '2718281828', cursor: first.body.data.next_cursor }), 400, 'invalid_request');
    }
    const events = await get('page/events', { page_id: '2718281828' });
    for (const e of events.body.data.events) expect(Object.keys(e)).toEqual(EVENT_KEYS);
    const comments = await get('post/comments', { url: 'https://www.facebook.com/x/posts/123' });
    expect(Object.keys(comments.body.data)).toEqual(['url', 'comment_count', 'comments', 'next_cursor']);
    const more = await get('post/comments', { url: 'https://www.facebook.com/x/posts/123', cursor: comments.body.data.next_cursor });
    expect(more.status).toBe(200);
    expectError(await get('post/comments', { url: 'https://www.facebook.com/x/posts/123', cursor: 'x'.repeat(8193) }), 400, 'invalid_request');
  });

  it('sandbox failures on the nine, uncharged', async () => {
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000 });
    expectError(await env.rest('/v1/facenet/live/page?page_id=9990404111', k), 404, 'not_found');
    expectError(await env.rest('/v1/facenet/live/page/posts?url=https://www.facebook.com/err-upstream.page', k), 502, 'upstream_error');
    expectError(await env.rest(`/v1/facenet/live/reel?url=${encodeURIComponent('https://www.facebook.com/reel/9990429000')}`, k), 429, 'rate_limited');
    expect(await charges(a)).toEqual([]);
  });
});

describe('facenet failures', () => {
  it('a challenge page on the egress-intermittent reads is a 502, uncharged, nothing archived; never an empty success', async () => {
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000 });
    const before = await archived('adlibrary/search/ads');
    for (const [suffix, query] of [
      ['adlibrary/search/ads', { query: 'err-challenge shoes' }],
      ['adlibrary/search/companies', { query: 'err-challenge' }],
      ['adlibrary/company/ads', { pageId: '9990403123456' }],
      ['adlibrary/company/ads', { companyName: 'err-challenge-co' }],
    ] as const) {
      const res = await env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(query)}`, k);
      expectError(res, 502, 'upstream_error');
      expect(res.body.data).toBeUndefined();
    }
    expect(await archived('adlibrary/search/ads')).toBe(before);
    expect(await charges(a)).toEqual([]);
  });

  it('the sandbox failure inputs: prefixes and numeric codes, uncharged', async () => {
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000 });
    const at = (suffix: string, query: Record<string, string>) => env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(query)}`, k);
    expectError(await at('events/search', { query: 'err-upstream' }), 502, 'upstream_error');
    expectError(await at('event/details', { id: '9990404000' }), 404, 'not_found');
    expectError(await at('event/details', { id: '9990429000' }), 429, 'rate_limited');
    expectError(await at('group/posts', { group_id: '9990503000' }), 503, 'source_paused');
    expectError(await at('post', { url: 'https://www.facebook.com/x/posts/9990502111' }), 502, 'upstream_error');
    expect((await at('event/details', { id: '9990504000' })).status).toBe(504);
    expect(await charges(a)).toEqual([]);
  });
});

describe('facenet blocked operations', () => {
  const blocked: [string, Record<string, string>, Record<string, string>][] = [
    ['adlibrary/ad', { id: '123', trim: 'true' }, { id: '123', url: 'https://www.facebook.com/ads/library/?id=123' }],
    ['adlibrary/ad/transcript', { url: 'https://www.facebook.com/ads/library/?id=123' }, {}],
    [
      'events',
      { url: 'https://www.facebook.com/events/explore/us-boston/1/', time: 'today' },
      { url: 'https://www.facebook.com/events/explore/x/1/', time: 'tomorrow' },
    ],
    ['marketplace/item', { id: '42' }, { id: 'abc' }],
    ['marketplace/location/search', { query: 'Austin' }, {}],
    [
      'marketplace/search',
      {
        query: 'desk',
        lat: '30.26',
        lng: '-97.74',
        sort_by: 'price_ascend',
        condition: 'used_good',
        date_listed: 'last_7_days',
        availability: 'sold',
        delivery_method: 'shipping',
        min_price: '0',
        count: '5',
      },
      { query: 'desk', lat: '91', lng: '0' },
    ],
  ];

  it('valid parameters answer 501 surface_blocked, invalid ones 400, never charged', async () => {
    const { key: k, accountId: a } = await env.key({ balance: '0', rateLimit: 100_000 });
    for (const [suffix, good, bad] of blocked) {
      expectError(await env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(good)}`, k), 501, 'surface_blocked');
      expectError(await env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(bad)}`, k), 400, 'invalid_request');
    }
    expectError(await env.rest('/v1/facenet/live/marketplace/search?query=desk&lat=1&lng=181', k), 400, 'invalid_request');
    expectError(await env.rest('/v1/facenet/live/marketplace/search?query=desk&lat=1&lng=1&radius_km=0', k), 400, 'invalid_request');
    const gql = await env.graphql('{ facenetMarketplaceSearch(query: "desk", lat: "1", lng: "2", radiusKm: 3) { payload } }', k);
    expect(gql.body.errors[0].extensions.code).toBe('surface_blocked');
    expect(await charges(a)).toEqual([]);
  });
});

describe('the Advertiser entity', () => {
  it('an Ad Library read names its advertisers as Advertiser entities (network, advertiserId), first mention first', async () => {
    const { key: k } = await env.key({ balance: '1' });
    const res = await env.graphql('{ facenetSearchCompanies(query: "coffee") { advertisers { network advertiserId name } payload } }', k);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = res.body.data.facenetSearchCompanies;
    expect(read.advertisers.length).toBe(read.payload.companies.length);
    expect(read.advertisers[0]).toEqual({ network: 'facenet', advertiserId: read.payload.companies[0].page_id, name: read.payload.companies[0].name });
    const ads = await env.graphql('{ facenetSearchAds(query: "coffee") { advertisers { advertiserId name } payload } }', k);
    const pages = [...new Set(ads.body.data.facenetSearchAds.payload.ads.map((a: { page_id: string }) => a.page_id))];
    expect(ads.body.data.facenetSearchAds.advertisers.map((a: { advertiserId: string }) => a.advertiserId)).toEqual(pages);
  });
});

/** Every typed field of a read equals the payload member of the same name (snake_case), arrays and objects alike. */
function expectTypedMatchesPayload(typed: unknown, payload: unknown, path = 'read'): void {
  if (Array.isArray(typed)) {
    expect(Array.isArray(payload), path).toBe(true);
    expect(typed.length, path).toBe((payload as unknown[]).length);
    typed.forEach((item, i) => expectTypedMatchesPayload(item, (payload as unknown[])[i], `${path}[${i}]`));
    return;
  }
  if (typed && typeof typed === 'object') {
    for (const [k, v] of Object.entries(typed)) {
      if (['payload', 'source', 'fetchedAt', 'advertiser', 'advertisers'].includes(k)) continue;
      const member = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      expectTypedMatchesPayload(v, (payload as Record<string, unknown>)[member] ?? null, `${path}.${member}`);
    }
    return;
  }
  expect(typed, path).toEqual(payload);
}

const AD_FIELDS =
  'adArchiveId pageId pageName pageProfileUrl isActive startDate endDate country publisherPlatforms mediaType title body ctaText linkUrl imageUrls videoUrl collationCount snapshotUrl advertiser { network advertiserId name }';
const POST_FIELDS = 'id title caption contentType isVideo likes comments shares views durationMs postedAt groupId ownerFacebookId feedbackId canonicalUrl';
const EVENT_FIELDS =
  'eventId name address startsAt endsAt timezone hostId hostName accountId groupId latitude longitude locationName platform isOnline description goingCount interestedCount canonicalUrl';
const COMMENT_FIELDS = 'id text authorName authorId likes createdAt';

describe('typed GraphQL reads', () => {
  const cases: [string, string, string][] = [
    ['facenetCompanyAds', 'pageId: "123456789012345"', `pageId pageName query country status mediaType adCount nextCursor ads { ${AD_FIELDS} }`],
    ['facenetSearchAds', 'query: "coffee", trim: true', `pageId query country status mediaType adCount nextCursor ads { ${AD_FIELDS} }`],
    [
      'facenetSearchCompanies',
      'query: "coffee"',
      'query country companyCount companies { pageId name category likes verified igUsername profileUrl country advertiser { advertiserId name } }',
    ],
    ['facenetEvent', 'id: "1234567890"', `event { ${EVENT_FIELDS} }`],
    ['facenetEventSearch', 'query: "jazz"', `query eventCount nextCursor events { ${EVENT_FIELDS} }`],
    [
      'facenetGroupPosts',
      'groupId: "4455667788"',
      `sortBy group { groupId name slug privacy platform avatarUrl description memberCount activityCount canonicalUrl } posts { ${POST_FIELDS} }`,
    ],
    [
      'facenetPost',
      'url: "https://www.facebook.com/story.php?story_fbid=1234567", getComments: true, getTranscript: true',
      `transcript post { ${POST_FIELDS} } comments { ${COMMENT_FIELDS} }`,
    ],
    [
      'facenetPage',
      'pageId: "123456789"',
      'page { pageId name username platform category about followers likes isVerified profilePicUrl website canonicalUrl advertiser { advertiserId name } }',
    ],
    ['facenetPagePosts', 'pageId: "123456789"', `pageId nextCursor posts { ${POST_FIELDS} }`],
    ['facenetPagePhotos', 'pageId: "123456789"', 'pageId nextCursor photos { id imageUrl caption likes comments postedAt canonicalUrl }'],
    ['facenetPageReels', 'pageId: "123456789"', `pageId nextCursor reels { ${POST_FIELDS} }`],
    ['facenetPageEvents', 'pageId: "123456789"', `pageId nextCursor events { ${EVENT_FIELDS} }`],
    ['facenetGroupDetails', 'groupId: "4455667788"', 'group { groupId name slug privacy memberCount canonicalUrl }'],
    ['facenetReel', 'url: "https://www.facebook.com/reel/998877"', `post { ${POST_FIELDS} }`],
    ['facenetVideo', 'url: "https://www.facebook.com/watch/?v=998877"', `post { ${POST_FIELDS} }`],
    ['facenetPostComments', 'url: "https://www.facebook.com/story.php?story_fbid=1234567"', `url commentCount nextCursor comments { ${COMMENT_FIELDS} }`],
  ];

  it.each(cases)('%s answers its payload as typed fields, at the REST price', async (field, args, selection) => {
    const { key: k, accountId: a } = await env.key({ balance: '1' });
    const res = await env.graphql(`{ read: ${field}(${args}, source: live) { payload source ${selection} } }`, k);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const read = res.body.data.read;
    expectTypedMatchesPayload(read, read.payload);
    const price = field.includes('Ads') || field.includes('Companies') ? '0.0025' : '0.0005';
    expect((await charges(a)).map(Number)).toEqual([-Number(price)]);
  });

  it('an ad, a company and a page lead to their Advertiser; the compact projection leaves the full members null', async () => {
    const { key: k } = await env.key({ balance: '1' });
    const res = await env.graphql(
      `{ full: facenetCompanyAds(pageId: "123456789012345") { ads { pageId pageName advertiser { network advertiserId name } } }
      compact: facenetCompanyAds(pageId: "123456789012345", trim: true) { ads { adArchiveId body title publisherPlatforms imageUrls advertiser { advertiserId } } } }`,
      k,
    );
    expect(res.body.errors).toBeUndefined();
    const ad = res.body.data.full.ads[0];
    expect(ad.advertiser).toEqual({ network: 'facenet', advertiserId: ad.pageId, name: ad.pageName });
    for (const c of res.body.data.compact.ads) {
      expect(c.title).toBeNull();
      expect(c.publisherPlatforms).toBeNull();
      expect(c.imageUrls).toBeNull();
      expect(c.body.length).toBeGreaterThan(0);
      expect(c.advertiser.advertiserId).toBe('123456789012345');
    }
  });
});

describe('facenet test keys and live keys', () => {
  it("without real providers (FACENET_PROVIDER, FACENET_ADS_PROVIDER unset), a live key's live reads answer 503 source_paused naming the setting, uncharged; a test key reads the sandbox", async () => {
    const live = await env.key({ balance: '1', rateLimit: 100_000, mode: 'live' });
    const before = await env.balance(live.accountId);
    const cases: [string, Record<string, string>, string][] = [
      ['event/details', { id: '7788990011' }, 'FACENET_PROVIDER'],
      ['page', { page_id: '7788990011' }, 'FACENET_PROVIDER'],
      ['adlibrary/search/ads', { query: 'paused shoes' }, 'FACENET_ADS_PROVIDER'],
      ['adlibrary/search/companies', { query: 'paused' }, 'FACENET_ADS_PROVIDER'],
    ];
    for (const [suffix, query, setting] of cases) {
      const res = await env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(query)}`, live.key);
      expectError(res, 503, 'source_paused');
      expect(res.body.error.message).toContain(setting);
      expect(res.headers.get('retry-after')).toBeNull();
    }
    const gql = await env.graphql('{ facenetSearchAds(query: "paused shoes", source: live) { ads { adArchiveId } } }', live.key);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'source_paused', status: 503 });
    expect(gql.body.extensions.cost.actual).toBe('$0.0000');
    await env.service.ledger.drain();
    expect(await env.balance(live.accountId)).toBe(before);
    expect((await env.ledgerRows(live.accountId)).filter((r) => r.kind !== 'topup')).toEqual([]);

    // a test key reads the sandbox, into the test archive, which a live key's stored read never sees
    const test = await env.key({ balance: '1', rateLimit: 100_000 });
    for (const [suffix, query] of cases) {
      const res = await env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(query)}`, test.key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.source).toBe('live');
    }
    const rows = await env.services.db.query<{ provider: string; test: boolean }>(
      "SELECT DISTINCT provider, test FROM live_archive WHERE network = 'facenet' AND (args->>'query' LIKE 'paused%' OR args->>'id' = '7788990011' OR args->>'page_id' = '7788990011')",
    );
    expect(rows).toEqual([{ provider: 'sandbox', test: true }]);
    expectError(await env.rest('/v1/facenet/live/event/details?id=7788990011&source=db', live.key), 404, 'not_found');
  });
});

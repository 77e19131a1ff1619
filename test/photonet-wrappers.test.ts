import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import type { SandboxPhotonetWrappers } from '../subgraphs/photonet/wrappers/sandbox.ts';
import { standInForReal } from './helpers/stand-in.ts';
import type { PhotonetServices } from '../subgraphs/photonet/services.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * The photonet operation wrappers answering one document (contract 4.4, 2.13): each one's normalised and raw shape on
 * REST and GraphQL, cached and get_raw, the username alias past its sunset, the sandbox failures, the signed-in pool
 * (one account here, PHOTONET_SIGNED_IN_POOL=1, held open by a deferred of the test's), prices and the library.
 */

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ env: { PHOTONET_SIGNED_IN_POOL: '1' } });
  ({ key, accountId } = await env.key({ balance: '100', rateLimit: 100_000 }));
  await importDemo(env.services.db, 2);
});
afterAll(() => env?.close());

const get = (path: string, k = key) => env.rest(path, k);
const gql = (query: string, variables?: Record<string, unknown>, k = key) => env.graphql(query, k, variables);
const wrappers = () => (env.service.runtime.modules.photonet as PhotonetServices).wrappers.sandbox as SandboxPhotonetWrappers;

async function charges(account = accountId): Promise<number> {
  await env.service.ledger.drain();
  return (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').length;
}

async function archived(operation: string): Promise<number> {
  const [{ n }] = await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'photonet' AND operation = $1", [
    operation,
  ]);
  return n;
}

const LIVE_POST = ['id', 'shortcode', 'caption', 'likes', 'comments', 'posted_at', 'media_type', 'is_video', 'image_url', 'video_url', 'post_url', 'owner'];
const ACCOUNT = ['user_id', 'username', 'full_name', 'profile_pic_url', 'is_verified', 'is_private'];
const WEB_PROFILE = [
  'platform',
  'username',
  'platform_id',
  'full_name',
  'biography',
  'profile_pic_url',
  'followers',
  'following',
  'posts_count',
  'is_verified',
  'is_private',
  'extra',
];

interface Case {
  /** The REST query naming the target (besides cached and get_raw). */
  query: string;
  /** Another target, never read before, for cache_only. */
  fresh: string;
  price: string;
  keys: string[];
  rawKeys: string[];
  /** Deeper checks of the normalised answer. */
  check(data: any): void;
  /** GraphQL: the field with its arguments, and a typed selection. */
  graphql: { call: string; typed: string; check(read: any, rest: any): void };
}

const CASES: Record<string, Case> = {
  web_profile_info: {
    query: 'handle=sbx_7_profile',
    fresh: 'handle=@Sbx_7_Fresh',
    price: '$0.0005',
    keys: WEB_PROFILE,
    rawKeys: ['data', 'status'],
    check(d) {
      expect(d).toMatchObject({ platform: 'photonet', username: 'sbx_7_profile', posts_count: 7, followers: 21 });
      expect(typeof d.platform_id).toBe('string');
      expect(Object.keys(d.extra)).toEqual([
        'external_url',
        'bio_links',
        'category_name',
        'is_business_account',
        'is_professional_account',
        'fbid',
        'highlight_reel_count',
        'has_clips',
        'pronouns',
      ]);
      expect(d.profile_pic_url).toMatch(/\/sandbox\/media\/photonet\/avatar\/sbx_7_profile-hd\.jpg\?exp=\d+&sig=/);
    },
    graphql: {
      call: 'photonetWebProfileInfo(handle: "sbx_7_profile")',
      typed: 'profile { platform username platformId followers postsCount isPrivate extra }',
      check: (read, rest) =>
        expect(read.profile).toMatchObject({ username: rest.username, platformId: rest.platform_id, followers: rest.followers, extra: rest.extra }),
    },
  },
  post: {
    query: 'url=' + encodeURIComponent('https://photonet.example/p/PostWrap01/'),
    fresh: 'shortcode=PostWrapFresh',
    price: '$0.0005',
    keys: [...LIVE_POST, 'views', 'video_duration', 'image_urls', 'author', 'location', 'tagged_users', 'is_paid_partnership'],
    rawKeys: ['items', 'num_results', 'more_available', 'status'],
    check(d) {
      expect(d.shortcode).toBe('PostWrap01');
      expect(Object.keys(d.author)).toEqual(ACCOUNT);
      expect(d.image_urls.length).toBeGreaterThanOrEqual(1);
      expect(['image', 'video', 'carousel']).toContain(d.media_type);
    },
    graphql: {
      call: 'photonetPost(shortcode: "PostWrap01")',
      typed: 'post { shortcode likes mediaType imageUrls author { userId username } location { locationId name } taggedUsers }',
      check: (read, rest) => expect(read.post).toMatchObject({ shortcode: 'PostWrap01', likes: rest.likes, author: { userId: rest.author.user_id } }),
    },
  },
  story: {
    query: 'handle=sbx_5_story',
    fresh: 'handle=sbx_5_storyfresh',
    price: '$0.0010',
    keys: ['handle', 'user_id', 'item_count', 'items'],
    rawKeys: ['reels', 'status'],
    check(d) {
      expect(d).toMatchObject({ handle: 'sbx_5_story', item_count: 5 });
      expect(Object.keys(d.items[0])).toEqual([
        'id',
        'media_type',
        'is_video',
        'posted_at',
        'expires_at',
        'image_url',
        'video_url',
        'video_duration',
        'mentions',
        'link_url',
      ]);
      for (const item of d.items) expect(Date.parse(item.expires_at) - Date.parse(item.posted_at)).toBe(86_400_000);
    },
    graphql: {
      call: 'photonetStory(handle: "sbx_5_story")',
      typed: 'handle userId itemCount items { id isVideo postedAt expiresAt mentions linkUrl }',
      check: (read, rest) => expect(read).toMatchObject({ handle: 'sbx_5_story', userId: rest.user_id, itemCount: 5 }),
    },
  },
  likers: {
    query: 'shortcode=sbx_3_liked',
    fresh: 'shortcode=sbx_3_likedfresh',
    price: '$0.0010',
    keys: ['shortcode', 'user_count', 'users'],
    rawKeys: ['users', 'user_count', 'status'],
    check(d) {
      expect(d).toMatchObject({ shortcode: 'sbx_3_liked', user_count: 3 });
      expect(d.users).toHaveLength(3);
      expect(Object.keys(d.users[0])).toEqual(ACCOUNT);
    },
    graphql: {
      call: 'photonetLikers(url: "https://photonet.example/reel/sbx_3_liked/")',
      typed: 'shortcode userCount users { userId username isVerified }',
      check: (read, rest) =>
        expect(read).toMatchObject({
          shortcode: 'sbx_3_liked',
          userCount: 3,
          users: rest.users.map((u: any) => ({ userId: u.user_id, username: u.username, isVerified: u.is_verified })),
        }),
    },
  },
  about: {
    query: 'handle=sbx_2_about',
    fresh: 'handle=sbx_2_aboutfresh',
    price: '$0.0010',
    keys: ['handle', 'user_id', 'date_joined', 'account_based_in', 'former_usernames_count', 'is_verified', 'verified_since', 'is_running_ads'],
    rawKeys: ['data', 'status'],
    check(d) {
      expect(d.handle).toBe('sbx_2_about');
      expect(d.date_joined).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      if (d.verified_since !== null) expect(d.verified_since >= d.date_joined).toBe(true);
    },
    graphql: {
      call: 'photonetAbout(handle: "sbx_2_about")',
      typed: 'handle userId dateJoined accountBasedIn formerUsernamesCount isVerified verifiedSince isRunningAds',
      check: (read, rest) => expect(read).toMatchObject({ userId: rest.user_id, dateJoined: rest.date_joined, accountBasedIn: rest.account_based_in }),
    },
  },
  embed: {
    query: 'shortcode=EmbedMe01',
    fresh: 'handle=sbx_1_embedfresh',
    price: '$0.0005',
    keys: ['kind', 'url', 'shortcode', 'author', 'title', 'html', 'width', 'thumb_url', 'thumb_width', 'thumb_height'],
    rawKeys: [
      'version',
      'type',
      'provider_name',
      'provider_url',
      'width',
      'title',
      'author_name',
      'author_url',
      'author_id',
      'media_id',
      'html',
      'thumbnail_url',
      'thumbnail_width',
      'thumbnail_height',
    ],
    check(d) {
      expect(d).toMatchObject({ kind: 'post', shortcode: 'EmbedMe01', url: 'https://photonet.example/p/EmbedMe01/' });
      expect(d.html).toContain('<blockquote class="photonet-media"');
      expect(Object.keys(d.author)).toEqual(['username', 'user_id', 'url']);
    },
    graphql: {
      call: 'photonetEmbed(shortcode: "EmbedMe01")',
      typed: 'kind url shortcode author { username userId url } html thumbUrl',
      check: (read, rest) => expect(read).toMatchObject({ kind: 'post', author: { username: rest.author.username }, html: rest.html }),
    },
  },
  loggedout_profile: {
    query: 'handle=sbx_15_visitor',
    fresh: 'handle=sbx_15_visitorfresh',
    price: '$0.0005',
    keys: ['profile', 'posts', 'more_available'],
    rawKeys: ['graphql', 'logging_page_id', 'show_suggested_profiles'],
    check(d) {
      expect(Object.keys(d.profile)).toEqual(WEB_PROFILE);
      expect(d.posts).toHaveLength(12);
      expect(Object.keys(d.posts[0])).toEqual(LIVE_POST);
      expect(d.more_available).toBe(true);
    },
    graphql: {
      call: 'photonetLoggedOutProfile(handle: "sbx_15_visitor")',
      typed: 'profile { username postsCount } posts { shortcode owner postedAt } moreAvailable',
      check: (read, rest) =>
        expect(read).toMatchObject({
          profile: { username: 'sbx_15_visitor', postsCount: 15 },
          moreAvailable: true,
          posts: rest.posts.map((p: any) => ({ shortcode: p.shortcode, owner: p.owner, postedAt: p.posted_at })),
        }),
    },
  },
  popular_search: {
    query: 'query=Sourdough%20%20Bread&media_count=7&related_keywords_count=3',
    fresh: 'query=never%20searched',
    price: '$0.0005',
    keys: ['query', 'posts', 'related_keywords', 'more_available'],
    rawKeys: ['rank_token', 'media_grid', 'related_keywords', 'status'],
    check(d) {
      expect(d.query).toBe('sourdough bread');
      expect(d.posts).toHaveLength(7);
      expect(Object.keys(d.posts[0])).toEqual(LIVE_POST);
      expect(d.related_keywords).toHaveLength(3);
      expect(Object.keys(d.related_keywords[0])).toEqual(['keyword', 'search_count']);
    },
    graphql: {
      call: 'photonetPopularSearch(query: "sourdough bread", mediaCount: 7, relatedKeywordsCount: 3)',
      typed: 'query posts { shortcode } relatedKeywords { keyword searchCount } moreAvailable',
      check: (read, rest) => expect(read).toMatchObject({ query: 'sourdough bread', posts: rest.posts.map((p: any) => ({ shortcode: p.shortcode })) }),
    },
  },
  highlights_tray: {
    query: 'handle=sbx_9_tray&max_highlights_to_fetch_on_pagination=4',
    fresh: 'handle=sbx_9_tray',
    price: '$0.0005',
    keys: ['handle', 'user_id', 'highlight_count', 'highlights'],
    rawKeys: ['tray', 'show_empty_state', 'status'],
    check(d) {
      expect(d).toMatchObject({ handle: 'sbx_9_tray', highlight_count: 4 });
      expect(Object.keys(d.highlights[0])).toEqual(['highlight_id', 'title', 'media_count', 'created_at', 'updated_at', 'image_url']);
      expect(d.highlights[0].highlight_id).toMatch(/^\d+$/);
    },
    graphql: {
      call: 'photonetHighlightsTray(handle: "sbx_9_tray", maxHighlightsToFetchOnPagination: 4)',
      typed: 'handle userId highlightCount highlights { highlightId title createdAt imageUrl }',
      check: (read, rest) =>
        expect(read).toMatchObject({
          userId: rest.user_id,
          highlightCount: 4,
          highlights: rest.highlights.map((h: any) => ({ highlightId: h.highlight_id, title: h.title })),
        }),
    },
  },
  related_profiles: {
    query: 'handle=sbx_6_related',
    fresh: 'handle=sbx_6_relatedfresh',
    price: '$0.0005',
    keys: ['handle', 'user_id', 'accounts'],
    rawKeys: ['data', 'status'],
    check(d) {
      expect(d.handle).toBe('sbx_6_related');
      expect(d.accounts).toHaveLength(6);
      expect(Object.keys(d.accounts[0])).toEqual(ACCOUNT);
    },
    graphql: {
      call: 'photonetRelatedProfiles(handle: "sbx_6_related")',
      typed: 'handle userId accounts { userId username fullName profilePicUrl }',
      check: (read, rest) =>
        expect(read).toMatchObject({ userId: rest.user_id, accounts: rest.accounts.map((a: any) => ({ userId: a.user_id, username: a.username })) }),
    },
  },
  location_info: {
    query: 'location_id=212988663',
    fresh: 'location_id=212988664',
    price: '$0.0005',
    keys: ['location_id', 'location'],
    rawKeys: ['location_info', 'status'],
    check(d) {
      expect(d.location_id).toBe('212988663');
      expect(Object.keys(d.location)).toEqual(['name', 'location_id', 'media_count', 'lat', 'lng']);
      expect(d.location.location_id).toBe('212988663');
    },
    graphql: {
      call: 'photonetLocationInfo(locationId: "212988663")',
      typed: 'locationId location { name locationId mediaCount lat lng }',
      check: (read, rest) =>
        expect(read.location).toEqual({
          name: rest.location.name,
          locationId: '212988663',
          mediaCount: rest.location.media_count,
          lat: rest.location.lat,
          lng: rest.location.lng,
        }),
    },
  },
  location_nearby: {
    query: 'location_id=212988663',
    fresh: 'location_id=77',
    price: '$0.0005',
    keys: ['location_id', 'nearby'],
    rawKeys: ['venues', 'rank_token', 'status'],
    check(d) {
      expect(Object.keys(d.nearby)).toEqual(['count', 'locations']);
      expect(d.nearby.locations).toHaveLength(d.nearby.count);
      expect(Object.keys(d.nearby.locations[0])).toEqual(['location_id', 'name', 'address', 'lat', 'lng']);
    },
    graphql: {
      call: 'photonetLocationNearby(locationId: "212988663")',
      typed: 'locationId nearby { count locations { locationId name } }',
      check: (read, rest) => expect(read.nearby.count).toBe(rest.nearby.count),
    },
  },
  user_posts: {
    query: 'handle=sbx_30_posts&limit=20',
    fresh: 'handle=sbx_30_posts&limit=21',
    price: '$0.0010',
    keys: ['handle', 'posts', 'next_max_id', 'more_available', 'pages_scanned'],
    rawKeys: ['pages'],
    check(d) {
      expect(d).toMatchObject({ handle: 'sbx_30_posts', more_available: true, pages_scanned: 2 });
      expect(d.posts).toHaveLength(20);
      expect(Object.keys(d.posts[0])).toEqual(LIVE_POST);
    },
    graphql: {
      call: 'photonetUserPosts(handle: "sbx_30_posts", limit: 20)',
      typed: 'handle posts { id shortcode } nextMaxId moreAvailable pagesScanned',
      check: (read, rest) =>
        expect(read).toMatchObject({ nextMaxId: rest.next_max_id, pagesScanned: 2, posts: rest.posts.map((p: any) => ({ id: p.id, shortcode: p.shortcode })) }),
    },
  },
};

describe('each wrapper, normalised and raw, on REST and GraphQL', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: the normalised answer by default, the upstream's JSON with get_raw, the typed read on GraphQL`, async () => {
      const live = await get(`/v1/photonet/${name}?${c.query}`);
      expect(live.status, JSON.stringify(live.body)).toBe(200);
      expect(live.body.meta).toMatchObject({ cost: c.price, source: 'live' });
      expect(Object.keys(live.body.data)).toEqual(c.keys);
      c.check(live.body.data);

      // The archive keeps the upstream payload: the same read with get_raw is served from it, as the upstream's JSON.
      const raw = await get(`/v1/photonet/${name}?${c.query}&get_raw=true`);
      expect(raw.status).toBe(200);
      expect(raw.body.meta).toMatchObject({ cost: c.price, source: 'db', fetched_at: live.body.meta.fetched_at });
      expect(Object.keys(raw.body.data).sort()).toEqual([...c.rawKeys].sort());

      const typed = await gql(`{ read: ${c.graphql.call} { source fetchedAt payload ${c.graphql.typed} } }`);
      expect(typed.status, JSON.stringify(typed.body)).toBe(200);
      expect(typed.body.errors).toBeUndefined();
      expect(typed.body.extensions.cost.actual).toBe(c.price);
      expect(typed.body.data.read).toMatchObject({ source: 'db', fetchedAt: live.body.meta.fetched_at, payload: live.body.data });
      c.graphql.check(typed.body.data.read, live.body.data);

      const rawTyped = await gql(`{ read: ${c.graphql.call.replace(/\)$/, ', getRaw: true)')} { payload ${c.graphql.typed} } }`);
      expect(rawTyped.body.errors).toBeUndefined();
      expect(rawTyped.body.data.read.payload).toEqual(raw.body.data);
      // The typed fields stay the normalised answer whatever getRaw says.
      c.graphql.check(rawTyped.body.data.read, live.body.data);
    });
  }
});

describe('cached', () => {
  it('cache_only answers 404 when nothing is stored, acquires nothing and charges nothing, on every wrapper', async () => {
    const before = await charges();
    for (const [name, c] of Object.entries(CASES)) {
      const stored = await archived(name);
      const res = await get(`/v1/photonet/${name}?${c.fresh}&cached=cache_only`);
      expect(res.status, name).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(res.body.error.message).toContain('cache_only');
      expect(await archived(name), name).toBe(stored);
    }
    const viaGraphql = await gql('{ photonetStory(handle: "sbx_1_nothing", cached: cache_only) { source } }');
    expect(viaGraphql.body.data.photonetStory).toBeNull();
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'not_found', status: 404 });
    expect(await charges()).toBe(before);
  });

  it('cache_only after a live read answers the stored payload; live acquires again; the mode never switches', async () => {
    const first = await get('/v1/photonet/location_info?location_id=4455&cached=live');
    expect(first.body.meta.source).toBe('live');
    const stored = await get('/v1/photonet/location_info?location_id=4455&cached=cache_only');
    expect(stored.status).toBe(200);
    expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: first.body.meta.fetched_at, cost: '$0.0005' });
    expect(stored.body.data).toEqual(first.body.data);
    const storedRaw = await get('/v1/photonet/location_info?location_id=4455&cached=cache_only&get_raw=true');
    expect(storedRaw.body.data.location_info.location_id).toBe('4455');

    const again = await get('/v1/photonet/location_info?location_id=4455&cached=live');
    expect(again.body.meta.source).toBe('live');
    expect(again.body.meta.fetched_at >= first.body.meta.fetched_at).toBe(true);
    expect(await archived('location_info')).toBeGreaterThanOrEqual(2);
    const auto = await get('/v1/photonet/location_info?location_id=4455');
    expect(auto.body.meta).toMatchObject({ source: 'db', fetched_at: again.body.meta.fetched_at });
  });

  it('get_raw and cached are checked like every parameter', async () => {
    expect((await get('/v1/photonet/about?handle=sbx_1_x&cached=sometimes')).body.error.message).toBe('cached must be auto, cache_only or live');
    expect((await get('/v1/photonet/about?handle=sbx_1_x&get_raw=yes')).body.error.message).toBe('get_raw must be true or false, got "yes"');
  });
});

describe('parameters', () => {
  it('the username alias is past its sunset: 400 naming handle on web_profile_info, embed, loggedout_profile and user_posts', async () => {
    for (const name of ['web_profile_info', 'embed', 'loggedout_profile', 'user_posts']) {
      const res = await get(`/v1/photonet/${name}?username=sbx_1_alias`);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message).toBe('username was a deprecated alias of handle until 2026-11-01 and is no longer accepted; use handle.');
    }
    const viaGraphql = await gql('{ photonetWebProfileInfo(username: "sbx_1_alias") { source } }');
    expect(viaGraphql.body.errors[0].message).toContain('use handle');
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    // Operations that never had the alias do not know the name.
    expect((await get('/v1/photonet/story?handle=sbx_1_alias&username=sbx_1_alias')).body.error.message).toBe('Unknown parameter username.');
  });

  it('posts take exactly one of shortcode and url; embed exactly one of handle, shortcode and url', async () => {
    expect((await get('/v1/photonet/post')).body.error.message).toBe('Give exactly one of shortcode and url.');
    expect((await get('/v1/photonet/likers?shortcode=Abcde1&url=https://photonet.example/p/Abcde1/')).body.error.message).toBe(
      'Give exactly one of shortcode and url.',
    );
    expect((await get('/v1/photonet/post?url=https://photonet.example/someone/')).status).toBe(400);
    expect((await get('/v1/photonet/post?shortcode=ab')).body.error.message).toContain('shortcode must be 5 to 40 characters');
    expect((await get('/v1/photonet/embed?handle=sbx_1_e&shortcode=Abcde1')).body.error.message).toBe('Give exactly one of handle, shortcode and url.');
    expect((await get('/v1/photonet/embed')).body.error.message).toBe('Give exactly one of handle, shortcode and url.');
    const profile = await get('/v1/photonet/embed?handle=@SBX_1_Embedded');
    expect(profile.body.data).toMatchObject({
      kind: 'profile',
      shortcode: null,
      url: 'https://photonet.example/sbx_1_embedded/',
      author: { username: 'sbx_1_embedded' },
    });
  });

  it('location ids are 1 to 40 digits; queries 1 to 500 characters; counts within their bounds; unknown parameters refused', async () => {
    for (const id of ['abc', '12a', '1'.repeat(41), '']) expect((await get(`/v1/photonet/location_info?location_id=${id}`)).status, id).toBe(400);
    expect((await get('/v1/photonet/location_nearby?location_id=' + '9'.repeat(40))).status).toBe(200);
    expect((await get('/v1/photonet/popular_search?query=%20%20')).status).toBe(400);
    expect((await get(`/v1/photonet/popular_search?query=${'a'.repeat(501)}`)).status).toBe(400);
    expect((await get('/v1/photonet/popular_search?query=x&media_count=51')).body.error.message).toBe(
      'media_count must be a whole number from 1 to 50, got "51"',
    );
    expect((await get('/v1/photonet/highlights_tray?handle=sbx_1_x&max_highlights_to_fetch_on_pagination=0')).status).toBe(400);
    expect((await get('/v1/photonet/user_posts?handle=sbx_1_x&limit=51')).status).toBe(400);
    expect((await get('/v1/photonet/related_profiles?handle=sbx_1_x&cursor=abc')).body.error.message).toBe('Unknown parameter cursor.');
    expect((await get('/v1/photonet/story')).body.error.message).toBe('handle is required.');
  });
});

describe('sandbox failures, never charged nor archived', () => {
  const FAILURES: [string, number, string][] = [
    ['err-upstream', 502, 'upstream_error'],
    ['err-timeout', 504, 'upstream_error'],
    ['err-ratelimited', 429, 'rate_limited'],
    ['err-paused', 503, 'source_paused'],
    ['err-notfound', 404, 'not_found'],
  ];
  const CODES: Record<string, string> = {
    'err-upstream': '9990502',
    'err-timeout': '9990504',
    'err-ratelimited': '9990429',
    'err-paused': '9990503',
    'err-notfound': '9990404',
  };
  const target: Record<string, (prefix: string) => string> = {
    web_profile_info: (p) => `handle=${p}_fay`,
    post: (p) => `shortcode=${p}_post`,
    story: (p) => `handle=${p}.fay`,
    likers: (p) => `url=https://photonet.example/p/${p}_liked/`,
    about: (p) => `handle=${p}-fay`,
    embed: (p) => `shortcode=${p}_emb`,
    loggedout_profile: (p) => `handle=${p}_fay`,
    popular_search: (p) => `query=${p}%20coffee`,
    highlights_tray: (p) => `handle=${p}_fay`,
    related_profiles: (p) => `handle=${p}_fay`,
    location_info: (p) => `location_id=${CODES[p]}123`,
    location_nearby: (p) => `location_id=${CODES[p]}`,
    user_posts: (p) => `handle=${p}_fay`,
  };

  it('every wrapper answers each failure class of the sandbox rule', async () => {
    const before = await charges();
    for (const name of Object.keys(CASES)) {
      const stored = await archived(name);
      for (const [prefix, status, code] of FAILURES) {
        const res = await get(`/v1/photonet/${name}?${target[name](prefix)}`);
        expect(res.status, `${name} ${prefix}`).toBe(status);
        expect(res.body.error.code).toBe(code);
        if (status === 429 || status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(await archived(name), name).toBe(stored);
    }
    const viaGraphql = await gql('{ photonetLocationInfo(locationId: "9990504000") { source } }');
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'upstream_error', status: 504 });
    expect(await charges()).toBe(before);
  });
});

describe('the signed-in pool', () => {
  it('story, likers and about borrow the one account for their upstream call; with it lent they answer 503 source_paused, uncharged', async () => {
    // Stored before the pool is held: a stored payload needs no account.
    expect((await get('/v1/photonet/about?handle=sbx_2_kept')).status).toBe(200);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    wrappers().hold = async (operation) => {
      if (operation !== 'story') return;
      entered();
      await gate;
    };
    try {
      const held = get('/v1/photonet/story?handle=sbx_4_held&cached=live');
      await inside;
      expect((env.service.runtime.modules.photonet as PhotonetServices).pool.inUse).toBe(1);
      const before = await charges();
      const archive = await archived('likers');

      const refused = await get('/v1/photonet/likers?shortcode=HeldLiked1&cached=live');
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('source_paused');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      const viaGraphql = await gql('{ photonetAbout(handle: "sbx_2_other") { source } }');
      expect(viaGraphql.body.data.photonetAbout).toBeNull();
      expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'source_paused', status: 503 });
      // Public wrappers need no account.
      expect((await get('/v1/photonet/web_profile_info?handle=sbx_2_public')).status).toBe(200);
      const stored = await get('/v1/photonet/about?handle=sbx_2_kept');
      expect(stored.body.meta).toMatchObject({ source: 'db', cost: '$0.0010' });
      expect(await charges()).toBe(before + 2);
      expect(await archived('likers')).toBe(archive);

      release();
      const answered = await held;
      expect(answered.status).toBe(200);
      expect(answered.body.data.item_count).toBe(4);
    } finally {
      wrappers().hold = null;
      release();
    }
    expect((env.service.runtime.modules.photonet as PhotonetServices).pool.inUse).toBe(0);
    expect((await get('/v1/photonet/likers?shortcode=HeldLiked1&cached=live')).status).toBe(200);
  });
});

describe('prices', () => {
  it('$0.0005 a standard read, $0.0010 a signed-in one, user_posts per started block of 12 posts', async () => {
    for (const [name, c] of Object.entries(CASES)) {
      const res = await get(`/v1/photonet/${name}?${c.query}`);
      expect(res.body.meta.cost, name).toBe(c.price);
    }
    expect((await get('/v1/photonet/user_posts?handle=sbx_40_blocks&limit=25')).body.meta.cost).toBe('$0.0015');
    expect((await get('/v1/photonet/user_posts?handle=sbx_5_blocks&limit=50')).body.meta.cost).toBe('$0.0005');
    expect((await get('/v1/photonet/user_posts?handle=sbx_0_blocks')).body).toMatchObject({
      data: { posts: [], more_available: false },
      meta: { cost: '$0.0000' },
    });
  });
});

describe('user_posts', () => {
  it("continues from next_max_id with the posts right after; the feed is the walkers' feed", async () => {
    const first = await get('/v1/photonet/user_posts?handle=sbx_20_pages&limit=12');
    expect(first.body.data).toMatchObject({ pages_scanned: 1, more_available: true });
    const next = await get(`/v1/photonet/user_posts?handle=sbx_20_pages&max_id=${encodeURIComponent(first.body.data.next_max_id)}&limit=12`);
    expect(next.body.data).toMatchObject({ more_available: false, next_max_id: null });
    expect(next.body.data.posts).toHaveLength(8);
    const ids = [...first.body.data.posts, ...next.body.data.posts].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(20);
    const feed = await get('/v1/photonet/user_feed?handle=sbx_20_pages&max_pages=1&page_size=20');
    expect(feed.body.data.items.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it('stops on a repeated cursor or a page with nothing new', async () => {
    const stalled = await get('/v1/photonet/user_posts?handle=err-stall_posts&limit=50');
    expect(stalled.status).toBe(200);
    expect(stalled.body.data.pages_scanned).toBeLessThanOrEqual(2);
    const repeated = await get('/v1/photonet/user_posts?handle=err-repeat_posts&limit=50');
    expect(repeated.body.data.pages_scanned).toBe(2);
    expect(repeated.body.data.posts).toHaveLength(12);
  });
});

describe('popular_search', () => {
  it('answers the first posts of the search popular_search_media walks: sbx_<N>_<term> finds exactly N', async () => {
    const few = await get('/v1/photonet/popular_search?query=sbx_4_cats&media_count=12&related_keywords_count=0');
    expect(few.body.data).toMatchObject({ query: 'sbx_4_cats', related_keywords: [], more_available: false });
    expect(few.body.data.posts).toHaveLength(4);
    const many = await get('/v1/photonet/popular_search?query=latte%20art&media_count=10');
    expect(many.body.data.posts).toHaveLength(10);
    expect(many.body.data.more_available).toBe(true);
    const walked = await get('/v1/photonet/popular_search_media?query=latte%20art&max_pages=1&page_size=10');
    expect(walked.body.data.items.map((p: { id: string }) => p.id)).toEqual(many.body.data.posts.map((p: { id: string }) => p.id));
    const raw = await get('/v1/photonet/popular_search?query=latte%20art&media_count=10&get_raw=true');
    expect(raw.body.data.media_grid.sections.map((s: { layout_content: { medias: unknown[] } }) => s.layout_content.medias.length)).toEqual([3, 3, 3, 1]);
  });
});

describe('the library', () => {
  const row = async (username: string) =>
    (await env.services.db.query<{ row: string }>('SELECT row_to_json(p)::text AS row FROM photonet_profiles p WHERE username = $1', [username]))[0]?.row;

  it('a sandbox read never touches a tracked profile: the row stays byte-identical, on REST and GraphQL', async () => {
    const tracked = demoProfile(0).username;
    const before = await row(tracked);
    expect(before).toBeDefined();
    for (const op of ['web_profile_info', 'loggedout_profile']) {
      const live = await get(`/v1/photonet/${op}?handle=${tracked}&cached=live`);
      expect(live.status, op).toBe(200);
    }
    const viaGraphql = await gql(
      `{ a: photonetWebProfileInfo(handle: "${tracked}", cached: live) { source } b: photonetLoggedOutProfile(handle: "${tracked}", cached: live) { source } }`,
    );
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(await row(tracked)).toBe(before);
  });

  it("a provider that acquires real data refreshes a tracked profile's counts and collection; an untracked account is not added", async () => {
    const tracked = demoProfile(1).username;
    // No real photonet provider exists yet: the sandbox's payloads answer a live key under a real provider's name.
    const restore = standInForReal((env.service.runtime.modules.photonet as PhotonetServices).wrappers, 'loopback-real');
    const { key: liveKey } = await env.key({ balance: '10', rateLimit: 100_000, mode: 'live' });
    const get = (path: string) => env.rest(path, liveKey);
    try {
      const before = (await get(`/v1/photonet/profile?q=${tracked}`)).body.data;
      const live = await get(`/v1/photonet/web_profile_info?handle=${tracked}`);
      expect(live.status).toBe(200);
      const after = (await get(`/v1/photonet/profile?q=${tracked}`)).body.data;
      expect(after).toMatchObject({
        followers: live.body.data.followers,
        following: live.body.data.following,
        posts_count: live.body.data.posts_count,
        biography: live.body.data.biography,
      });
      expect(after.scrape_count).toBe(before.scrape_count + 1);
      expect(after.profile_pic_url).toBe(before.profile_pic_url);
      // A stored read is not an acquisition: nothing changes.
      await get(`/v1/photonet/web_profile_info?handle=${tracked}`);
      expect((await get(`/v1/photonet/profile?q=${tracked}`)).body.data.scrape_count).toBe(after.scrape_count);
      await get('/v1/photonet/web_profile_info?handle=sbx_7_untracked');
      expect((await get('/v1/photonet/profile?q=sbx_7_untracked')).status).toBe(404);
    } finally {
      restore();
    }
  });
});

describe('retired v4 paths', () => {
  it('/v1/live/photonet/<op> answers 410 naming /v1/photonet/<op>', async () => {
    for (const name of Object.keys(CASES)) {
      const res = await get(`/v1/live/photonet/${name}`);
      expect(res.status, name).toBe(410);
      expect(res.body.error.message).toContain(`/v1/photonet/${name}`);
    }
  });
});

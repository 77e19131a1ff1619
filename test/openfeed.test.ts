import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { startFakeAppView } from './helpers/fake-appview.ts';
import { SandboxAppView } from '../subgraphs/openfeed/sandbox-appview.ts';

const PROFILE_KEYS = [
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
const EXTRA_KEYS = ['sparse', 'banner_url', 'created_at', 'indexed_at', 'verification', 'associated', 'labels', 'pinned_post'];
const POST_KEYS = [
  'platform',
  'platform_post_id',
  'shortcode',
  'caption',
  'likes',
  'comments',
  'posted_at',
  'is_video',
  'image_url',
  'video_url',
  'author',
  'reason',
  'thread_meta',
  'extra',
];
const POST_EXTRA_KEYS = ['cid', 'post_url', 'reposts', 'quotes', 'bookmarks', 'langs', 'facets', 'labels', 'image_urls'];
const AUTHOR_KEYS = ['platform', 'username', 'platform_id', 'full_name', 'profile_pic_url', 'is_verified', 'is_private'];
const THREAD_META_KEYS = ['opThread', 'moreParents', 'moreReplies', 'hiddenByThreadgate', 'mutedByViewer'];
const DID = /^did:plc:[a-z2-7]{24}$/;

describe.each(['sandbox', 'atproto'] as const)('openfeed through the %s provider', (provider) => {
  let env: TestEnv;
  let key: string;
  let accountId: number;
  let appview: Awaited<ReturnType<typeof startFakeAppView>> | undefined;
  const handle = `${provider}-alice.sandbox.test`;

  beforeAll(async () => {
    if (provider === 'atproto') {
      appview = await startFakeAppView({ url: (path) => env.service.runtime.sandboxMedia.url(path) });
      // The AppView is reached through the outbound fetcher: this one on loopback is allowed, by address and port.
      const outbound = {
        ...loadConfig().outbound,
        dnsServers: ['127.0.0.1:9'],
        ports: [80, 443, Number(new URL(appview.url).port)],
        allowCidrs: '127.0.0.1/32',
      };
      env = await createTestEnv({ providers: { openfeed: 'atproto' }, env: { OPENFEED_APPVIEW_URL: appview.url }, upstreamTimeoutMs: 800, outbound });
    } else {
      env = await createTestEnv();
    }
    // The sandbox serves test keys, the AppView live keys.
    ({ key, accountId } = await env.key({ balance: '5', rateLimit: 10_000, mode: provider === 'atproto' ? 'live' : 'test' }));
  });
  afterAll(async () => {
    await env?.close();
    await appview?.close();
  });

  const archived = async (operation: string) =>
    (await env.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_archive WHERE operation = $1', [operation]))[0].n;

  it('profile: the exact 2.10 shape, source modes, archive, and the library from a real provider only', async () => {
    const before = await env.rest(`/v1/openfeed/profile?handle=${handle}`, key);
    expect(before.status).toBe(404);
    const dbMiss = await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=db`, key);
    expect(dbMiss.status).toBe(404);
    expect(dbMiss.body.error.code).toBe('not_found');

    const live = await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=live`, key);
    expect(live.status).toBe(200);
    expect(Object.keys(live.body.meta)).toEqual(['cost', 'balance', 'request_id', 'source', 'fetched_at']);
    expect(live.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    expect(new Date(live.body.meta.fetched_at).toISOString()).toBe(live.body.meta.fetched_at);
    const profile = live.body.data.profile;
    expect(Object.keys(live.body.data)).toEqual(['profile']);
    expect(Object.keys(profile)).toEqual(PROFILE_KEYS);
    expect(Object.keys(profile.extra)).toEqual(EXTRA_KEYS);
    expect(profile).toMatchObject({ platform: 'openfeed', username: handle, is_private: false });
    expect(profile.platform_id).toMatch(DID);
    expect(Object.keys(profile.extra.verification)).toEqual(['verifiedStatus', 'trustedVerifierStatus', 'verifications']);
    expect(Object.keys(profile.extra.associated)).toEqual(['lists', 'feedgens', 'starterPacks']);
    expect(Object.keys(profile.extra.pinned_post)).toEqual(['uri', 'cid']);
    expect(profile.extra.pinned_post.uri).toMatch(new RegExp(`^at://${profile.platform_id}/app.bsky.feed.post/`));

    // stored: db and auto serve the archived payload with its acquisition time
    for (const source of ['db', 'auto']) {
      const stored = await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=${source}`, key);
      expect(stored.status).toBe(200);
      expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: live.body.meta.fetched_at });
      expect(stored.body.data).toEqual(live.body.data);
    }
    // archive: the exact upstream payload, with arguments, provider and time
    const [row] = await env.services.db.query<{ provider: string; args: unknown; payload: { did: string; handle: string }; fetched_at: Date }>(
      "SELECT provider, args, payload, fetched_at FROM live_archive WHERE operation = 'profile'",
    );
    expect(row.provider).toBe(provider);
    expect(row.args).toEqual({ handle });
    expect(row.payload.did).toBe(profile.platform_id);
    expect(row.fetched_at.toISOString()).toBe(live.body.meta.fetched_at);
    // library: a real provider's acquisition is now a 200; the sandbox's never enters it
    const after = await env.rest(`/v1/openfeed/profile?handle=${handle}`, key);
    if (provider === 'sandbox') expect(after.status).toBe(404);
    else {
      expect(after.status).toBe(200);
      expect(after.body.data).toEqual(live.body.data);
      expect(after.body.meta.source).toBeUndefined();
    }

    const again = await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=live`, key);
    expect(again.body.meta.source).toBe('live');
    expect(await archived('profile')).toBe(2);
  });

  it('author feed: 30-item pages with cursor, pins first, reposts kept apart from their authors', async () => {
    const first = await env.rest(`/v1/openfeed/live/user/posts?handle=${handle}`, key);
    expect(first.status).toBe(200);
    const feed = first.body.data;
    expect(Object.keys(feed)).toEqual(['actor', 'posts', 'cursor', 'feed_count']);
    expect(feed.posts).toHaveLength(30);
    expect(feed.feed_count).toBe(30);
    expect(typeof feed.cursor).toBe('string');
    for (const post of feed.posts) {
      expect(Object.keys(post)).toEqual(POST_KEYS);
      expect(Object.keys(post.extra)).toEqual(POST_EXTRA_KEYS);
      expect(Object.keys(post.author)).toEqual(AUTHOR_KEYS);
      expect(post.platform_post_id).toMatch(/^at:\/\/did:plc:[a-z2-7]{24}\/app\.bsky\.feed\.post\//);
    }
    expect(feed.posts[0].reason).toEqual({ $type: 'app.bsky.feed.defs#reasonPin' });
    const reposts = feed.posts.filter((p: any) => p.reason?.$type === 'app.bsky.feed.defs#reasonRepost');
    expect(reposts.length).toBeGreaterThan(0);
    for (const repost of reposts) {
      expect(repost.author.username).not.toBe(handle);
      expect(repost.reason.by.username).toBe(handle);
    }
    expect(feed.posts.some((p: any) => p.thread_meta.parent_uri !== null)).toBe(true);
    expect(feed.posts.some((p: any) => p.extra.image_urls.length > 0)).toBe(true);

    const second = await env.rest(`/v1/openfeed/live/user/posts?handle=${handle}&cursor=${encodeURIComponent(feed.cursor)}`, key);
    expect(second.status).toBe(200);
    const firstIds = new Set(feed.posts.map((p: any) => p.platform_post_id));
    expect(second.body.data.posts.some((p: any) => firstIds.has(p.platform_post_id))).toBe(false);

    const byDid = await env.rest(`/v1/openfeed/live/user/posts?user_id=${feed.posts[1].author.platform_id}`, key);
    expect(byDid.status).toBe(200);
    expect(byDid.body.data.actor).toBe(feed.posts[1].author.platform_id);
  });

  it('post thread: parents, replies sorted by top, typed markers never turned into posts', async () => {
    const feed = (await env.rest(`/v1/openfeed/live/user/posts?handle=${handle}`, key)).body.data;
    const own = feed.posts.filter((p: any) => p.author.username === handle && p.reason === null);
    const withParent = own[0];
    const res = await env.rest(`/v1/openfeed/live/post?url=${encodeURIComponent(withParent.extra.post_url)}`, key);
    expect(res.status).toBe(200);
    const thread = res.body.data;
    expect(Object.keys(thread)).toEqual(['url', 'post', 'parents', 'hasOtherReplies']);
    expect(thread.url).toBe(withParent.extra.post_url);
    expect(thread.post).toMatchObject({ depth: 0, availability: 'available', platform_post_id: withParent.platform_post_id });
    expect(Object.keys(thread.post.thread_meta)).toEqual(THREAD_META_KEYS);
    expect(typeof thread.hasOtherReplies).toBe('boolean');
    const markers = thread.post.replies.filter((r: any) => r.availability !== 'available');
    expect(markers.map((m: any) => m.availability).sort()).toEqual(['blocked', 'not_found', 'unauthenticated']);
    for (const marker of markers) {
      expect(marker.caption).toBeUndefined();
      expect(marker.author?.username).toBeUndefined();
      expect(marker.$type).toMatch(/^app\.bsky\.unspecced\.defs#threadItem/);
      expect(marker.depth).toBe(1);
    }
    const posts = thread.post.replies.filter((r: any) => r.availability === 'available');
    expect(posts.map((p: any) => p.likes)).toEqual([...posts.map((p: any) => p.likes)].sort((a: number, b: number) => b - a));
    const nested = posts.find((p: any) => p.replies.length > 0);
    expect(nested.replies[0]).toMatchObject({ depth: 2, availability: 'available' });

    // a post that is a reply shows its parent above it
    const threads = await Promise.all(own.slice(0, 6).map((p: any) => env.rest(`/v1/openfeed/live/post?url=${encodeURIComponent(p.extra.post_url)}`, key)));
    const withParents = threads.find((t) => t.body.data.parents.length > 0);
    expect(withParents).toBeDefined();
    expect(withParents!.body.data.parents[0]).toMatchObject({ depth: -1, availability: 'available' });

    const missing = await env.rest(`/v1/openfeed/live/post?url=${encodeURIComponent(`https://bsky.app/profile/${handle}/post/3lnotapostxyz`)}`, key);
    expect(missing.status).toBe(404);
  });

  it('GraphQL: a profile and its latest posts in one query, priced like REST', async () => {
    const res = await env.graphql(
      `query($h: String!) { openfeedProfile(handle: $h, source: live) { source profile { did handle followers posts(source: live) { source cursor posts { uri text author { handle } repostedBy { handle } isPinned } } } } }`,
      key,
      { h: handle },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const profile = res.body.data.openfeedProfile.profile;
    expect(profile.handle).toBe(handle);
    expect(profile.posts.posts).toHaveLength(30);
    expect(profile.posts.posts[0].isPinned).toBe(true);
    expect(res.body.extensions.cost).toMatchObject({ requested: '$0.0010', actual: '$0.0010' });

    const thread = await env.graphql(`{ openfeedAuthorFeed(handle: "${handle}") { posts { url } } }`, key);
    const url = thread.body.data.openfeedAuthorFeed.posts[2].url;
    const tree = await env.graphql(
      `query($u: String!) { openfeedPostThread(url: $u) { post { ... on OpenfeedThreadPost { depth replies { __typename ... on OpenfeedThreadMarker { availability } ... on OpenfeedThreadPost { post { text } } } } } } }`,
      key,
      { u: url },
    );
    expect(tree.body.errors).toBeUndefined();
    const kinds = tree.body.data.openfeedPostThread.post.replies.map((r: any) => r.__typename);
    expect(kinds).toContain('OpenfeedThreadMarker');
    expect(kinds).toContain('OpenfeedThreadPost');
  });

  it("GraphQL: the typed verifications and facets are the upstream's own values, as REST answers them", async () => {
    // A handle the sandbox verifies (about one in five).
    const appview = new SandboxAppView({ url: (path) => path });
    const verified = Array.from({ length: 50 }, (_, i) => `verified${i}-${provider}.sandbox.test`).find(
      (h) => appview.profile(h).verification?.verifiedStatus === 'valid',
    )!;
    const rest = (await env.rest(`/v1/openfeed/live/profile?handle=${verified}`, key)).body.data.profile.extra.verification;
    expect(rest.verifications).toHaveLength(1);
    expect(Object.keys(rest.verifications[0])).toEqual(['issuer', 'uri', 'isValid', 'createdAt']);
    const profile = await env.graphql(
      `query($h: String!) { openfeedProfile(handle: $h) { data { profile { extra { verification { verificationViews { issuer uri isValid createdAt } } } } } } }`,
      key,
      { h: verified },
    );
    expect(profile.body.errors).toBeUndefined();
    expect(profile.body.data.openfeedProfile.data.profile.extra.verification.verificationViews).toEqual(rest.verifications);

    const posts = (await env.rest(`/v1/openfeed/live/user/posts?handle=${handle}`, key)).body.data.posts;
    expect(posts.every((p: any) => p.extra.facets.length > 0)).toBe(true);
    const feed = await env.graphql(
      `query($h: String!) { openfeedAuthorFeed(handle: $h) { data { posts { extra { richTextFacets { index { byteStart byteEnd } features { type did uri tag } } } } } } }`,
      key,
      { h: handle },
    );
    expect(feed.body.errors).toBeUndefined();
    // Under the network's names, members it did not give left out.
    const asNetwork = (facets: any[]) =>
      facets.map((f) => ({
        index: f.index,
        features: f.features.map(({ type, ...rest }: any) => ({ $type: type, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null)) })),
      }));
    expect(feed.body.data.openfeedAuthorFeed.data.posts.map((p: any) => asNetwork(p.extra.richTextFacets))).toEqual(posts.map((p: any) => p.extra.facets));
  });

  const failures: [string, number, string, string | null][] = [
    ['err-upstream', 502, 'upstream_error', null],
    ['err-timeout', 504, 'upstream_error', null],
    ['err-ratelimited', 429, 'rate_limited', '30'],
    ['err-paused', 503, 'source_paused', '120'],
    ['err-notfound', 404, 'not_found', null],
  ];
  it.each(failures)('magic handle %s answers %i %s, uncharged, nothing archived', async (label, status, code, retryAfter) => {
    const before = await env.balance(accountId);
    const rows = (await env.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_archive'))[0].n;
    for (const path of [
      `/v1/openfeed/live/profile?handle=${label}.sandbox.test`,
      `/v1/openfeed/live/user/posts?handle=${label}.sandbox.test`,
      `/v1/openfeed/live/post?url=${encodeURIComponent(`https://bsky.app/profile/${label}.sandbox.test/post/3labcdefghijk`)}`,
    ]) {
      const res = await env.rest(path, key);
      expect(res.status, path).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(res.headers.get('retry-after')).toBe(retryAfter);
    }
    expect(await env.balance(accountId)).toBe(before);
    expect((await env.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_archive'))[0].n).toBe(rows);
  });
});

describe('openfeed parameter rules and retired paths', () => {
  let env: TestEnv;
  let key: string;
  let accountId: number;
  beforeAll(async () => {
    env = await createTestEnv();
    ({ key, accountId } = await env.key());
  });
  afterAll(() => env?.close());

  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, string][] = [
    ['/v1/openfeed/live/profile', 'handle is required'],
    ['/v1/openfeed/live/profile?handle=ab', 'handle must be 3 to 253'],
    [`/v1/openfeed/live/profile?handle=${long(254)}`, 'handle must be 3 to 253'],
    ['/v1/openfeed/live/profile?handle=bad_underscore.test', 'handle must be 3 to 253'],
    ['/v1/openfeed/live/profile?handle=alice.test&source=cache', 'source must be auto, db or live'],
    ['/v1/openfeed/live/profile?handle=alice.test&limit=5', 'Unknown parameter limit'],
    ['/v1/openfeed/live/user/posts', 'exactly one of handle and user_id'],
    ['/v1/openfeed/live/user/posts?handle=alice.test&user_id=did:plc:abcdefghijklmnopqrstuvwx', 'exactly one of handle and user_id'],
    ['/v1/openfeed/live/user/posts?user_id=did:plc:short', 'user_id must be did:plc:'],
    ['/v1/openfeed/live/user/posts?user_id=did:plc:ABCDEFGHIJKLMNOPQRSTUVWX', 'user_id must be did:plc:'],
    ['/v1/openfeed/live/user/posts?user_id=did:plc:abcdefghijklmnopqrstuvw1', 'user_id must be did:plc:'],
    [`/v1/openfeed/live/user/posts?user_id=did:web:${long(501)}`, 'user_id must be did:plc:'],
    ['/v1/openfeed/live/user/posts?user_id=did:key:zabc', 'user_id must be did:plc:'],
    ['/v1/openfeed/live/post', 'url is required'],
    ['/v1/openfeed/live/post?url=not%20a%20url', 'url must be a URL'],
    ['/v1/openfeed/live/post?url=https%3A%2F%2Fbsky.app%2Fprofile%2Falice.test', 'url must be a public post URL'],
    [`/v1/openfeed/live/post?url=${encodeURIComponent(`https://bsky.app/profile/alice.test/post/${long(2030)}`)}`, 'url must be at most 2048'],
    ['/v1/openfeed/profile?handle=x', 'handle must be 3 to 253'],
  ];
  it.each(cases)('%s → 400 naming the parameter', async (path, message) => {
    const res = await env.rest(path, key);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message.toLowerCase()).toContain(message.toLowerCase());
  });

  it('valid DIDs of both methods are accepted', async () => {
    for (const id of ['did:plc:abcdefghijklmnopqrstuvwx', 'did:web:example.com', 'did:web:localhost%3A3000:user_1']) {
      expect((await env.rest(`/v1/openfeed/live/user/posts?user_id=${id}`, key)).status, id).toBe(200);
    }
  });

  it('no 400 is charged', async () => {
    const before = await env.balance(accountId);
    await env.rest('/v1/openfeed/live/profile?handle=ab', key);
    expect(await env.balance(accountId)).toBe(before);
  });

  it('the v4 paths answer 410 naming the v5 paths', async () => {
    for (const [v4, v5] of [
      ['/v1/live/openfeed/profile', '/v1/openfeed/live/profile'],
      ['/v1/live/openfeed/user/posts', '/v1/openfeed/live/user/posts'],
      ['/v1/live/openfeed/post', '/v1/openfeed/live/post'],
    ]) {
      const res = await env.rest(`${v4}?handle=alice.test`, key);
      expect(res.status).toBe(410);
      expect(res.body.error.message).toContain(v5);
    }
  });
});

describe('media mirror', () => {
  let env: TestEnv;
  let key: string;
  const clock = new ManualClock();
  beforeAll(async () => {
    env = await createTestEnv({ sandboxMediaTtlSeconds: 2 }, { clock });
    ({ key } = await env.key());
  });
  afterAll(() => env?.close());

  it('copies images of live payloads and swaps expired URLs for the copies on stored reads; video URLs stay', async () => {
    const handle = 'mirror-me.sandbox.test';
    const live = await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=live`, key);
    const original = live.body.data.profile.profile_pic_url as string;
    expect(original).toMatch(/\/sandbox\/media\/.+\?exp=\d+&sig=/);
    expect((await fetch(original)).status).toBe(200);
    const feed = (await env.rest(`/v1/openfeed/live/user/posts?handle=${handle}&source=live`, key)).body.data;
    await env.service.runtime.mirror.drain();

    // still valid: stored reads keep the original URL
    expect((await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=db`, key)).body.data.profile.profile_pic_url).toBe(original);

    clock.advance(3_000); // past the 2 s TTL
    expect((await fetch(original)).status).toBe(403); // the signed upstream URL has expired
    const stored = await env.rest(`/v1/openfeed/live/profile?handle=${handle}&source=db`, key);
    const swapped = stored.body.data.profile.profile_pic_url as string;
    expect(swapped).toMatch(new RegExp(`^${env.base}/media/[0-9a-f]{64}$`));
    expect(stored.body.data.profile.extra.banner_url).toMatch(/\/media\/[0-9a-f]{64}$/);
    const copy = await fetch(swapped);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toContain('image/svg+xml');

    const storedFeed = (await env.rest(`/v1/openfeed/live/user/posts?handle=${handle}&source=db`, key)).body.data;
    const withImages = storedFeed.posts.find((p: any) => p.extra.image_urls.length > 0);
    expect(withImages.extra.image_urls.every((u: string) => /\/media\/[0-9a-f]{64}$/.test(u))).toBe(true);
    const video = storedFeed.posts.find((p: any) => p.is_video);
    const liveVideo = feed.posts.find((p: any) => p.platform_post_id === video.platform_post_id);
    expect(video.video_url).toBe(liveVideo.video_url);
    const rows = await env.services.db.query<{ url: string }>('SELECT url FROM media_mirror');
    expect(rows.some((r) => r.url.includes('playlist'))).toBe(false);
  });
});

describe('test keys and live keys on one deployment', () => {
  let env: TestEnv;
  let appview: Awaited<ReturnType<typeof startFakeAppView>>;
  beforeAll(async () => {
    appview = await startFakeAppView({ url: (path) => env.service.runtime.sandboxMedia.url(path) });
    const outbound = { ...loadConfig().outbound, dnsServers: ['127.0.0.1:9'], ports: [80, 443, Number(new URL(appview.url).port)], allowCidrs: '127.0.0.1/32' };
    env = await createTestEnv({ providers: { openfeed: 'atproto' }, env: { OPENFEED_APPVIEW_URL: appview.url }, upstreamTimeoutMs: 800, outbound });
  });
  afterAll(async () => {
    await env?.close();
    await appview?.close();
  });

  const archive = () =>
    env.services.db.query<{ provider: string; test: boolean }>("SELECT provider, test FROM live_archive WHERE network = 'openfeed' ORDER BY id");

  it('a test key reads the sandbox and a live key the real provider, for the same request; neither sees the other', async () => {
    const test = await env.key({ balance: '1' });
    const live = await env.key({ balance: '1', mode: 'live' });
    expect(test.key).toMatch(/^kb_test_[0-9a-f]{32}$/);
    expect(live.key).toMatch(/^kb_live_[0-9a-f]{32}$/);
    const path = '/v1/openfeed/live/profile?handle=both-modes.sandbox.test';

    const fromSandbox = await env.rest(`${path}&source=live`, test.key);
    expect(fromSandbox.status).toBe(200);
    expect(fromSandbox.body.meta.cost).toBe('$0.0005');
    expect(await archive()).toEqual([{ provider: 'sandbox', test: true }]);
    // The test key's acquisition is in no library and in no live key's archive.
    expect((await env.rest('/v1/openfeed/profile?handle=both-modes.sandbox.test', live.key)).status).toBe(404);
    expect((await env.rest(`${path}&source=db`, live.key)).status).toBe(404);

    const fromAppView = await env.rest(`${path}&source=live`, live.key);
    expect(fromAppView.status).toBe(200);
    expect(await archive()).toEqual([
      { provider: 'sandbox', test: true },
      { provider: 'atproto', test: false },
    ]);
    expect((await env.rest('/v1/openfeed/profile?handle=both-modes.sandbox.test', live.key)).status).toBe(200);
    // Each key's stored read answers its own acquisition.
    const storedTest = await env.rest(`${path}&source=db`, test.key);
    const storedLive = await env.rest(`${path}&source=db`, live.key);
    expect(storedTest.body.meta.fetched_at).toBe(fromSandbox.body.meta.fetched_at);
    expect(storedLive.body.meta.fetched_at).toBe(fromAppView.body.meta.fetched_at);

    // Test credit and money: each ledger row says which it moved.
    const rows = await env.services.db.query<{ account_id: number; test: boolean }>('SELECT DISTINCT account_id, test FROM ledger WHERE account_id = ANY($1)', [
      [test.accountId, live.accountId],
    ]);
    expect(rows.sort((a, b) => a.account_id - b.account_id)).toEqual(
      [
        { account_id: test.accountId, test: true },
        { account_id: live.accountId, test: false },
      ].sort((a, b) => a.account_id - b.account_id),
    );
  });
});

describe('a live key where no real provider is configured', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env?.close());

  it('answers 503 source_paused naming the setting, uncharged, on REST and GraphQL; stored reads and test keys still answer', async () => {
    const { key, accountId } = await env.key({ balance: '1', mode: 'live' });
    const before = await env.balance(accountId);
    const res = await env.rest('/v1/openfeed/live/profile?handle=nobody.sandbox.test', key);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('source_paused');
    expect(res.body.error.message).toContain('OPENFEED_PROVIDER');
    expect(res.headers.get('retry-after')).toBeNull();
    const gql = await env.graphql('{ openfeedProfile(handle: "nobody.sandbox.test", source: live) { source } }', key);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'source_paused', status: 503 });
    expect((await env.rest('/v1/openfeed/live/profile?handle=nobody.sandbox.test&source=db', key)).status).toBe(404);
    expect(await env.balance(accountId)).toBe(before);
    expect(await env.ledgerRows(accountId)).toHaveLength(1); // the top-up alone

    const { key: testKey } = await env.key({ balance: '1' });
    expect((await env.rest('/v1/openfeed/live/profile?handle=nobody.sandbox.test', testKey)).status).toBe(200);
  });
});

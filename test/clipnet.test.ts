import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import type { ClipnetServices } from '../subgraphs/clipnet/services.ts';
import type { SandboxClipnetProvider } from '../subgraphs/clipnet/sandbox.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { standInForReal } from './helpers/stand-in.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

/**
 * clipnet (contract 1.4, 2.13, 4.1, 4.4): the library (profile, stored videos, stats with growth), the live reads
 * with `source` (a creator, its short-video list as the raw item_list pages byte for byte, a video by id or url,
 * mentions, search), the four walkers on the walker kit with the paging rules that apply, the parameter rules, the
 * sandbox's failure inputs, prices and retired paths, on REST and GraphQL.
 */

const CREATOR_KEYS = [
  'platform',
  'user_id',
  'sec_uid',
  'handle',
  'nickname',
  'bio',
  'avatar_url',
  'verified',
  'private',
  'region',
  'followers',
  'following',
  'likes',
  'video_count',
  'profile_url',
];
const VIDEO_KEYS = [
  'platform',
  'video_id',
  'handle',
  'author_id',
  'description',
  'created_at',
  'duration_seconds',
  'image_url',
  'video_url',
  'url',
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'hashtags',
  'mentions',
  'music',
];
const PAGE_KEYS = ['items', 'pages', 'next_cursor', 'stop_reason', 'coverage'];
const SIGNED = /\/sandbox\/media\/clipnet\/.+\?exp=\d+&sig=[0-9a-f]{32}$/;

let env: TestEnv;
let key: string;
let accountId: number;
let provider: SandboxClipnetProvider;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  // What the library holds is what real acquisitions store: a live key reads the sandbox standing in for a real provider.
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000_000, mode: 'live' }));
  const { providers } = env.service.runtime.modules.clipnet as ClipnetServices;
  provider = providers.sandbox as SandboxClipnetProvider;
  standInForReal(providers);
});
afterAll(() => env?.close());

const archived = async (operation?: string) =>
  (
    await env.services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM live_archive WHERE network = 'clipnet' AND ($1::text IS NULL OR operation = $1)",
      [operation ?? null],
    )
  )[0].n;
const charges = async (account = accountId) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge');

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
}

function expectCreator(c: any, handle?: string) {
  expect(Object.keys(c)).toEqual(CREATOR_KEYS);
  expect(c.platform).toBe('clipnet');
  expect(c.user_id).toMatch(/^\d{19}$/);
  expect(c.sec_uid).toMatch(/^MS4wLjABAAAA[A-Za-z0-9_-]+$/);
  if (handle) expect(c.handle).toBe(handle);
  expect(c.avatar_url).toMatch(SIGNED);
  for (const n of [c.followers, c.following, c.likes, c.video_count]) expect(Number.isInteger(n) && n >= 0).toBe(true);
  expect(c.profile_url).toBe(`https://www.tiktok.com/@${c.handle}`);
}

function expectVideo(v: any) {
  expect(Object.keys(v)).toEqual(VIDEO_KEYS);
  expect(v.platform).toBe('clipnet');
  expect(v.video_id).toMatch(/^\d{1,40}$/);
  expect(new Date(v.created_at).toISOString()).toBe(v.created_at);
  expect(v.image_url).toMatch(SIGNED);
  expect(v.video_url).toMatch(SIGNED);
  expect(v.url).toBe(`https://www.tiktok.com/@${v.handle}/video/${v.video_id}`);
  for (const n of [v.views, v.likes, v.comments, v.shares, v.saves, v.duration_seconds]) expect(Number.isInteger(n) && n >= 0).toBe(true);
  for (const tag of v.hashtags) expect(v.description).toContain(`#${tag}`);
  for (const handle of v.mentions) expect(v.description).toContain(`@${handle}`);
  expect(Object.keys(v.music)).toEqual(['music_id', 'title', 'author', 'original']);
}

describe('clipnet library: 404 before any acquisition, then profile, videos and stats from what live reads stored', () => {
  it('profile, videos and stats of a creator never acquired are 404, uncharged, and never acquire', async () => {
    const before = await env.balance(accountId);
    for (const path of ['/v1/clipnet/profile?handle=never.seen', '/v1/clipnet/videos?handle=never.seen', '/v1/clipnet/stats?handle=never.seen']) {
      const res = await env.rest(path, key);
      expectError(res, 404, 'not_found');
      expect(res.body.error.message).toContain('Library reads never acquire');
    }
    expect(await env.balance(accountId)).toBe(before);
    expect(await archived()).toBe(0);
  });

  it('a live profile read stores a snapshot: the library profile answers it at $0.0005', async () => {
    const live = await env.rest('/v1/clipnet/live/user?handle=lib.creator', key);
    expect(live.status).toBe(200);
    const res = await env.rest('/v1/clipnet/profile?handle=@LIB.creator', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['creator', 'fetched_at', 'snapshots']);
    expect(res.body.data.creator).toEqual(live.body.data);
    expect(res.body.data).toMatchObject({ fetched_at: live.body.meta.fetched_at, snapshots: 1 });
    expect(res.body.meta.cost).toBe('$0.0005');
  });

  it('videos: newest first, keyset-paged with next_cursor until null, without a gap or a repeat', async () => {
    const list = await env.rest('/v1/clipnet/live/user/videos?handle=sbx_45_library', key);
    expect(list.status).toBe(200);
    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: any } = await env.rest(`/v1/clipnet/videos?handle=sbx_45_library&limit=20${cursor ? `&cursor=${cursor}` : ''}`, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Object.keys(res.body.data)).toEqual(['handle', 'videos', 'next_cursor']);
      expect(res.body.meta.cost).toBe('$0.0005');
      res.body.data.videos.forEach(expectVideo);
      seen.push(...res.body.data.videos);
      cursor = res.body.data.next_cursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((v) => v.video_id)).size).toBe(45);
    const times = seen.map((v) => Date.parse(v.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // the stored videos are the list's items, in the list's order
    const listed = list.body.data.pages.flatMap((p: any) => p.itemList.map((i: any) => i.id));
    expect(seen.map((v) => v.video_id)).toEqual(listed);

    // a cursor of another handle, or not one of ours, is a 400
    const first = (await env.rest('/v1/clipnet/videos?handle=sbx_45_library&limit=5', key)).body.data.next_cursor;
    expectError(await env.rest(`/v1/clipnet/videos?handle=lib.creator&cursor=${first}`, key), 400, 'invalid_request');
    expectError(await env.rest('/v1/clipnet/videos?handle=sbx_45_library&cursor=nonsense', key), 400, 'invalid_request');
    expectError(await env.rest('/v1/clipnet/videos?handle=sbx_45_library&limit=101', key), 400, 'invalid_request');
  });

  it('stats: history over the stored snapshots and growth over 7 and 30 days', async () => {
    const handle = 'grow.creator';
    const live = await env.rest(`/v1/clipnet/live/user?handle=${handle}`, key);
    const now = Date.parse(live.body.meta.fetched_at);
    const { followers, likes, user_id } = live.body.data;
    // two older snapshots, as earlier acquisitions would have stored them: 10 and 40 days before
    for (const [days, f, l] of [
      [40, followers - 3000, likes - 90_000],
      [10, followers - 1000, likes - 20_000],
    ] as const) {
      await env.services.db.query(
        `INSERT INTO clipnet_snapshots (handle_key, user_id, creator, followers, likes, views, fetched_at) VALUES ($1, $2, '{}', $3, $4, NULL, $5)`,
        [handle, user_id, f, l, new Date(now - days * 86_400_000)],
      );
    }
    const res = await env.rest(`/v1/clipnet/stats?handle=${handle}`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0005');
    const stats = res.body.data;
    expect(Object.keys(stats)).toEqual(['handle', 'snapshots', 'history', 'growth']);
    expect(stats.snapshots).toBe(3);
    expect(stats.history.map((h: any) => h.followers)).toEqual([followers - 3000, followers - 1000, followers]);
    expect(Object.keys(stats.history[0])).toEqual(['fetched_at', 'followers', 'likes', 'views']);
    expect(stats.growth).toEqual([
      { days: 7, since: new Date(now - 10 * 86_400_000).toISOString(), followers: 1000, likes: 20_000, views: null },
      { days: 30, since: new Date(now - 40 * 86_400_000).toISOString(), followers: 3000, likes: 90_000, views: null },
    ]);

    // a single snapshot has no growth yet; views are the total of the stored videos
    const one = await env.rest('/v1/clipnet/stats?handle=sbx_45_library', key);
    expect(one.body.data.snapshots).toBe(1);
    expect(one.body.data.growth.map((g: any) => [g.days, g.since, g.followers])).toEqual([
      [7, null, null],
      [30, null, null],
    ]);
    const videos = (await env.rest('/v1/clipnet/videos?handle=sbx_45_library&limit=100', key)).body.data.videos;
    expect(one.body.data.history[0].views).toBe(videos.reduce((s: number, v: any) => s + v.views, 0));
  });

  it('GraphQL: the stored profile as a typed ClipnetCreator, and typed stats', async () => {
    const res = await env.graphql(
      `query($h: String!) { clipnetProfile(handle: $h) { fetchedAt snapshots creator { handle followers videoCount avatarUrl } }
        clipnetStats(handle: $h) { snapshots growth { days followers } } }`,
      key,
      { h: 'grow.creator' },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.clipnetProfile.creator.handle).toBe('grow.creator');
    expect(res.body.data.clipnetStats.growth.map((g: any) => g.days)).toEqual([7, 30]);
    expect(res.body.extensions.cost.actual).toBe('$0.0010');
  });
});

describe('clipnet live reads', () => {
  it('user: a creator; source=db is 404 before a live read and the stored payload after', async () => {
    expectError(await env.rest('/v1/clipnet/live/user?handle=db.first&source=db', key), 404, 'not_found');
    const live = await env.rest('/v1/clipnet/live/user?handle=db.first', key);
    expect(live.status).toBe(200);
    expect(Object.keys(live.body.meta)).toEqual(['cost', 'balance', 'request_id', 'source', 'fetched_at']);
    expect(live.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    expectCreator(live.body.data, 'db.first');
    for (const source of ['db', 'auto']) {
      const stored = await env.rest(`/v1/clipnet/live/user?handle=db.first&source=${source}`, key);
      expect(stored.status).toBe(200);
      expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: live.body.meta.fetched_at, cost: '$0.0005' });
      expect(stored.body.data).toEqual(live.body.data);
    }
    const again = await env.rest('/v1/clipnet/live/user?handle=db.first&source=live', key);
    expect(again.body.meta.source).toBe('live');
    expect(again.body.data.user_id).toBe(live.body.data.user_id);
  });

  it('every live read: source=db is 404 (uncharged) before a live read, and answers the stored payload after', async () => {
    const reads = [
      '/v1/clipnet/live/user?handle=every.db',
      '/v1/clipnet/live/user/videos?handle=sbx_12_every.db&limit=12',
      '/v1/clipnet/live/video?id=7399999999999999912',
      '/v1/clipnet/live/mentions?handle=every.db',
      '/v1/clipnet/live/search?query=every%20db&type=videos',
      '/v1/clipnet/live/search?query=every%20db&type=users',
    ];
    for (const path of reads) {
      const before = await env.balance(accountId);
      expectError(await env.rest(`${path}&source=db`, key), 404, 'not_found');
      expect(await env.balance(accountId), path).toBe(before);
      const live = await env.rest(`${path}&source=live`, key);
      expect(live.status, path).toBe(200);
      expect(live.body.meta.source).toBe('live');
      const stored = await env.rest(`${path}&source=db`, key);
      expect(stored.status, path).toBe(200);
      expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: live.body.meta.fetched_at });
      expect(stored.body.data, path).toEqual(live.body.data);
    }
  });

  it('user/videos: the 2.13 short-video list, its pages byte for byte as the sandbox served them, flat-priced', async () => {
    const served = provider.network.served.length;
    const res = await env.rest('/v1/clipnet/live/user/videos?handle=sbx_80_pages', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0020', source: 'live' });
    const list = res.body.data;
    expect(Object.keys(list)).toEqual(['username', 'sec_uid', 'video_count', 'pages']);
    expect(list.username).toBe('sbx_80_pages');
    expect(list.sec_uid).toMatch(/^MS4wLjABAAAA/);
    expect(list.video_count).toBe(80);
    // 80 videos in item_list pages of 35: three pages, each exactly the body the sandbox served
    const bodies = provider.network.served.slice(served);
    expect(bodies).toHaveLength(3);
    expect(list.pages.map((p: any) => JSON.stringify(p))).toEqual(bodies);
    expect(list.pages.map((p: any) => p.itemList.length)).toEqual([35, 35, 10]);
    expect(Object.keys(list.pages[0])).toEqual(['statusCode', 'itemList', 'cursor', 'hasMore', 'extra']);
    expect(list.pages[0].itemList[0].video.cover).toMatch(SIGNED);
    expect(list.pages[2].hasMore).toBe(false);

    // source=db: the same bytes again
    const stored = await env.rest('/v1/clipnet/live/user/videos?handle=sbx_80_pages&source=db', key);
    expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: res.body.meta.fetched_at });
    expect(stored.body.data.pages.map((p: any) => JSON.stringify(p))).toEqual(bodies);

    // the flat price holds for up to 100 videos, and for fewer
    const hundred = await env.rest('/v1/clipnet/live/user/videos?handle=sbx_300_many&limit=100', key);
    expect(hundred.body.data.pages.flatMap((p: any) => p.itemList)).toHaveLength(100);
    expect(hundred.body.data.video_count).toBe(300);
    expect(hundred.body.meta.cost).toBe('$0.0020');
    const five = await env.rest('/v1/clipnet/live/user/videos?handle=sbx_300_many&limit=5', key);
    expect(five.body.data.pages.flatMap((p: any) => p.itemList)).toHaveLength(5);
    expect(five.body.meta.cost).toBe('$0.0020');
    expectError(await env.rest('/v1/clipnet/live/user/videos?handle=sbx_300_many&limit=101', key), 400, 'invalid_request');
    expectError(await env.rest('/v1/clipnet/live/user/videos?handle=never.listed&source=db', key), 404, 'not_found');
  });

  it('user/videos on GraphQL: the same raw pages', async () => {
    const served = provider.network.served.length;
    const res = await env.graphql('query($h: String!) { clipnetUserVideos(handle: $h, limit: 40) { source list { username secUid videoCount pages } } }', key, {
      h: 'sbx_50_gql',
    });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const bodies = provider.network.served.slice(served);
    expect(res.body.data.clipnetUserVideos.list.pages.map((p: any) => JSON.stringify(p))).toEqual(bodies);
    expect(res.body.data.clipnetUserVideos.list.videoCount).toBe(50);
    expect(res.body.extensions.cost.actual).toBe('$0.0020');
  });

  it('user/videos on GraphQL: the pages typed, every member the upstream served under its own name (what the API description says of them)', async () => {
    const author = 'id uniqueId nickname avatarThumb avatarLarger signature verified secUid privateAccount region createTime';
    const stats = 'followerCount followingCount heart heartCount videoCount diggCount friendCount';
    const item = `id desc createTime video { id duration width height cover originCover playAddr downloadAddr } author { ${author} } authorStats { ${stats} }
      music { id title authorName original duration } stats { playCount diggCount commentCount shareCount collectCount } challenges { id title }
      textExtra { type hashtagName userUniqueId start end }`;
    const res = await env.graphql(
      `query($h: String!) { clipnetUserVideos(handle: $h, limit: 40) { list { itemListPages { statusCode itemList { ${item} } cursor hasMore extra { now logid fatal_item_ids: fatalItemIds } } } } }`,
      key,
      { h: 'sbx_50_typed' },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    // Selected in the served order, the typed pages are the served bodies byte for byte: no member is left untyped.
    // (The sandbox keeps the last 12 bodies it served; 50 videos were its last two.)
    const bodies = provider.network.served.slice(-2);
    expect(bodies.map((b) => JSON.parse(b).itemList[0].author.uniqueId)).toEqual(['sbx_50_typed', 'sbx_50_typed']);
    expect(res.body.data.clipnetUserVideos.list.itemListPages.map((p: any) => JSON.stringify(p))).toEqual(bodies);
    expect(res.body.extensions.cost.actual).toBe('$0.0020');
  });

  it('video: by id or by a URL on tiktok.com (www. or m.), the same video; stored in the library', async () => {
    const id = '7301234567890123456';
    const byId = await env.rest(`/v1/clipnet/live/video?id=${id}`, key);
    expect(byId.status).toBe(200);
    expect(byId.body.meta.cost).toBe('$0.0005');
    expectVideo(byId.body.data);
    expect(byId.body.data.video_id).toBe(id);
    for (const url of [
      `https://www.tiktok.com/@someone/video/${id}`,
      `https://tiktok.com/@some.one/video/${id}?lang=en`,
      `https://m.tiktok.com/v/${id}.html`,
    ]) {
      const res = await env.rest(`/v1/clipnet/live/video?url=${encodeURIComponent(url)}&source=db`, key);
      expect(res.status, url).toBe(200);
      expect(res.body.data).toEqual(byId.body.data);
    }
    const stored = await env.rest(`/v1/clipnet/videos?handle=${byId.body.data.handle}`, key);
    expect(stored.body.data.videos.map((v: any) => v.video_id)).toEqual([id]);
    expectError(await env.rest('/v1/clipnet/live/video?id=7301234567890123999&source=db', key), 404, 'not_found');

    const gql = await env.graphql(`{ clipnetVideo(id: "${id}") { source video { videoId handle views createdAt music { title } hashtags } } }`, key);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.clipnetVideo.video).toMatchObject({ videoId: id, handle: byId.body.data.handle, views: byId.body.data.views });
  });

  it('mentions: videos whose description mentions the handle', async () => {
    let res: any = null;
    for (const handle of ['mentioned.one', 'mentioned.two', 'mentioned.three']) {
      res = await env.rest(`/v1/clipnet/live/mentions?handle=${handle}`, key);
      expect(res.status).toBe(200);
      if (res.body.data.count > 0) break;
    }
    expect(res.body.meta.cost).toBe('$0.0005');
    expect(Object.keys(res.body.data)).toEqual(['handle', 'count', 'videos']);
    expect(res.body.data.count).toBeGreaterThan(0);
    expect(res.body.data.videos).toHaveLength(res.body.data.count);
    for (const v of res.body.data.videos) {
      expectVideo(v);
      expect(v.mentions).toContain(res.body.data.handle);
      expect(v.handle).not.toBe(res.body.data.handle);
    }
  });

  it('search: type users answers creators, type videos answers videos', async () => {
    const users = await env.rest('/v1/clipnet/live/search?query=street%20food&type=users', key);
    expect(users.status).toBe(200);
    expect(users.body.meta.cost).toBe('$0.0005');
    expect(Object.keys(users.body.data)).toEqual(['query', 'type', 'users', 'videos']);
    expect(users.body.data).toMatchObject({ query: 'street food', type: 'users', videos: null });
    expect(users.body.data.users.length).toBeGreaterThan(0);
    users.body.data.users.forEach((u: any) => expectCreator(u));
    const videos = await env.rest('/v1/clipnet/live/search?query=street%20food&type=videos', key);
    expect(videos.body.data).toMatchObject({ type: 'videos', users: null });
    videos.body.data.videos.forEach(expectVideo);
    expectError(await env.rest('/v1/clipnet/live/search?query=street&type=hashtags', key), 400, 'invalid_request');
    expectError(await env.rest('/v1/clipnet/live/search?query=street', key), 400, 'invalid_request');
    const gql = await env.graphql(
      '{ clipnetSearch(query: "street food", type: users) { source results { type users { handle secUid } videos { videoId } } } }',
      key,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.clipnetSearch).toMatchObject({ source: 'db', results: { type: 'users', videos: null } });
  });
});

describe('clipnet walkers (contract 4.4 paging, since refused)', () => {
  const walk = (path: string) => env.rest(`/v1/clipnet/live/${path}`, key);
  const job = async (path: string) => {
    const res = await walk(path);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return waitForJob(env, key, res.body.data.batch_id, ['ready', 'failed']);
  };

  it('max_pages=1 answers one page now, charged per started block of unique items', async () => {
    const res = await walk('user/followers?handle=sbx_100_fans&max_pages=1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(PAGE_KEYS);
    expect(res.body.data.items).toHaveLength(30);
    res.body.data.items.forEach((u: any) => expectCreator(u));
    expect(res.body.data).toMatchObject({ pages: 1, stop_reason: 'pages' });
    expect(res.body.meta.cost).toBe('$0.0005');
    // 45 items are two started blocks of 30
    const bigger = await walk('user/following?handle=sbx_100_fans&max_pages=1&page_size=45');
    expect(bigger.body.data.items).toHaveLength(45);
    expect(bigger.body.meta.cost).toBe('$0.0010');
    // next_cursor resumes the same walk
    const next = await walk(`user/followers?handle=sbx_100_fans&max_pages=1&cursor=${res.body.data.next_cursor}`);
    expect(next.status).toBe(200);
    const ids = new Set(res.body.data.items.map((u: any) => u.user_id));
    expect(next.body.data.items.some((u: any) => ids.has(u.user_id))).toBe(false);
  });

  it('page_size defaults: 30 followers and following, 20 comments, 30 hashtag; above the maximum is 400', async () => {
    expect((await walk('user/following?handle=sbx_100_sizes&max_pages=1')).body.data.items).toHaveLength(30);
    expect((await walk('video/comments?id=7300000000000000077&max_pages=1')).body.data.items).toHaveLength(20);
    expect((await walk('hashtag?tag=sbx_100_sizes&max_pages=1')).body.data.items).toHaveLength(30);
    for (const path of [
      'user/followers?handle=sbx_100_sizes&max_pages=1&page_size=101',
      'video/comments?id=7300000000000000077&max_pages=1&page_size=51',
      'hashtag?tag=sizes&max_pages=1&page_size=36',
      'hashtag?tag=sizes&max_pages=1&page_size=0',
    ]) {
      expectError(await walk(path), 400, 'invalid_request');
    }
  });

  it('omitted max_pages walks 10 pages as a job, charged once on completion; -1 walks to the end; a positive max_pages stops there', async () => {
    const ten = await job('user/followers?handle=sbx_400_ten');
    expect(ten).toMatchObject({ status: 'ready', item_count: 300, cost: '$0.0050', error: null });
    expect((await charges()).filter((c) => c.request_id === `job:${ten.batch_id}`).map((c) => c.amount)).toEqual(['-0.0050']);
    const { items, pages } = await allResults(env, key, ten.batch_id);
    expect(new Set(items.map((u) => u.user_id)).size).toBe(300);
    expect(pages[0].results[0]).toMatchObject({ operation: 'clipnet.live.user.followers' });
    expect(pages[0].results[0].args).toMatchObject({ handle: 'sbx_400_ten', max_pages: 10, page_size: 30, source: 'auto' });

    const all = await job('hashtag?tag=sbx_70_all&max_pages=-1');
    expect(all).toMatchObject({ status: 'ready', item_count: 70, cost: '$0.0015' });
    const two = await job('video/comments?id=7300000000000000099&max_pages=2');
    expect(two).toMatchObject({ status: 'ready', item_count: 40, cost: '$0.0010' });
  });

  it('since is refused by every clipnet walker, and max_pages 0 or below -1 is 400, before acquisition or billing', async () => {
    const before = [await archived(), (await charges()).length];
    for (const path of [
      'user/followers?handle=sbx_10_since&since=7d',
      'user/following?handle=sbx_10_since&since=2026-01-01',
      'video/comments?id=7300000000000000011&since=30d',
      'hashtag?tag=since&since=7d&max_pages=1',
    ]) {
      const res = await walk(path);
      expectError(res, 400, 'invalid_request');
      expect(res.body.error.message).toMatch(/^since is not accepted by /);
    }
    for (const value of ['0', '-2', 'x']) expectError(await walk(`user/followers?handle=sbx_10_pages&max_pages=${value}`), 400, 'invalid_request');
    for (const native of ['max_id=5', 'count=10', 'after=abc', 'first=3']) {
      const res = await walk(`user/followers?handle=sbx_10_native&max_pages=1&${native}`);
      expectError(res, 400, 'invalid_request');
      expect(res.body.error.message).toContain('native paging input');
    }
    expect([await archived(), (await charges()).length]).toEqual(before);
  });

  it('Idempotency-Key: the same key and inputs return the original job; other inputs are a 400', async () => {
    const headers = { 'idempotency-key': `clip-${accountId}-followers` };
    const first = await env.rest('/v1/clipnet/live/user/followers?handle=sbx_20_idem&max_pages=2', key, { headers });
    const again = await env.rest('/v1/clipnet/live/user/followers?handle=sbx_20_idem&max_pages=2', key, { headers });
    expect(first.status).toBe(202);
    expect(again.body.data.batch_id).toBe(first.body.data.batch_id);
    expectError(await env.rest('/v1/clipnet/live/user/followers?handle=sbx_20_idem&max_pages=3', key, { headers }), 400, 'invalid_request');
    await waitForJob(env, key, first.body.data.batch_id, ['ready']);
  });

  it('a cursor resumes only the walk that gave it out', async () => {
    const res = await walk('user/followers?handle=sbx_100_cur&max_pages=1');
    const cursor = res.body.data.next_cursor;
    const other = await walk(`user/following?handle=sbx_100_cur&max_pages=1&cursor=${cursor}`);
    expectError(other, 400, 'invalid_request');
    expect(other.body.error.message).toContain('belongs to another operation');
    expectError(await walk(`user/followers?handle=sbx_100_other&max_pages=1&cursor=${cursor}`), 400, 'invalid_request');
    expectError(await walk('user/followers?handle=sbx_100_cur&max_pages=1&cursor=garbage'), 400, 'invalid_request');
  });

  it('source: db never acquires (404 for a page never acquired, uncharged); a page acquired before is served stored; get_raw', async () => {
    const before = await env.balance(accountId);
    const miss = await walk('hashtag?tag=fresh_tag&max_pages=1&source=db');
    expectError(miss, 404, 'not_found');
    expect(miss.body.error.message).toContain('source=db');
    expect(await env.balance(accountId)).toBe(before);
    const live = await walk('hashtag?tag=%23fresh_tag&max_pages=1');
    expect(live.status).toBe(200);
    live.body.data.items.forEach(expectVideo);
    const stored = await walk('hashtag?tag=fresh_tag&max_pages=1&source=db');
    expect(stored.status).toBe(200);
    expect(stored.body.data.items).toEqual(live.body.data.items);
    const raw = await walk('video/comments?url=https%3A%2F%2Fwww.tiktok.com%2F%40a.b%2Fvideo%2F7300000000000000033&max_pages=1&get_raw=true');
    expect(raw.status).toBe(200);
    expect(Object.keys(raw.body.data.items[0])).toEqual(['cid', 'aweme_id', 'text', 'create_time', 'digg_count', 'reply_comment_total', 'user']);
    const normal = await walk('video/comments?id=7300000000000000033&max_pages=1');
    expect(Object.keys(normal.body.data.items[0])).toEqual(['comment_id', 'video_id', 'text', 'created_at', 'likes', 'replies', 'author']);
    expect(normal.body.data.coverage.items).toBe(20);
  });

  it('GraphQL: the same page at the same price, and a job for anything but maxPages 1', async () => {
    const rest = await walk('user/following?handle=sbx_60_gql&max_pages=1&page_size=31');
    const gql = await env.graphql(
      '{ clipnetUserFollowing(handle: "sbx_60_gql", maxPages: 1, pageSize: 31) { page { items pages nextCursor stopReason } job { batchId } } }',
      key,
    );
    expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
    expect(gql.body.data.clipnetUserFollowing.page.items).toEqual(rest.body.data.items);
    expect(gql.body.data.clipnetUserFollowing.job).toBeNull();
    expect(gql.body.extensions.cost.actual).toBe(rest.body.meta.cost);
    expect(rest.body.meta.cost).toBe('$0.0010');
    const submitted = await env.graphql('{ clipnetHashtag(tag: "sbx_40_gqljob", maxPages: 2) { page { pages } job { batchId status statusUrl } } }', key);
    expect(submitted.body.errors).toBeUndefined();
    expect(submitted.body.data.clipnetHashtag.page).toBeNull();
    expect(submitted.body.extensions.cost.actual).toBe('$0.0000');
    const done = await waitForJob(env, key, submitted.body.data.clipnetHashtag.job.batchId, ['ready', 'failed']);
    expect(done).toMatchObject({ status: 'ready', item_count: 40, cost: '$0.0010' });
    const since = await env.graphql('{ clipnetVideoComments(id: "7300000000000000011", since: "7d", maxPages: 1) { page { pages } } }', key);
    expect(since.body.errors[0].message).toContain('since');
  });
});

describe('clipnet parameter rules', () => {
  const cases: [string, string][] = [
    ['/v1/clipnet/live/user?handle=a', 'handle must be 2 to 24 characters of A-Z a-z 0-9 . _'],
    ['/v1/clipnet/live/user?handle=abcdefghijklmnopqrstuvwxy', 'handle must be 2 to 24 characters'],
    ['/v1/clipnet/live/user?handle=has-hyphen', 'handle must be 2 to 24 characters'],
    ['/v1/clipnet/live/user?handle=sp%20ace', 'handle must be 2 to 24 characters'],
    ['/v1/clipnet/live/user', 'handle'],
    ['/v1/clipnet/live/user?handle=okay&source=cache', 'source must be auto, db or live'],
    ['/v1/clipnet/live/user?handle=okay&extra=1', 'extra'],
    ['/v1/clipnet/profile?handle=x', 'handle must be 2 to 24 characters'],
    ['/v1/clipnet/stats?handle=okay&source=db', 'source'],
    ['/v1/clipnet/live/video?id=12a', 'id must be 1 to 40 digits'],
    ['/v1/clipnet/live/video?id=12345678901234567890123456789012345678901', 'id must be 1 to 40 digits'],
    ['/v1/clipnet/live/video', 'Give exactly one of id and url.'],
    ['/v1/clipnet/live/video?id=1&url=https%3A%2F%2Fwww.tiktok.com%2F%40a.b%2Fvideo%2F1', 'Give exactly one of id and url.'],
    ['/v1/clipnet/live/video?url=https%3A%2F%2Fwww.youtube.com%2F%40a.b%2Fvideo%2F1', 'url must be a video URL on tiktok.com'],
    ['/v1/clipnet/live/video?url=https%3A%2F%2Fvm.tiktok.com%2F%40a.b%2Fvideo%2F1', 'url must be a video URL on tiktok.com'],
    ['/v1/clipnet/live/video?url=https%3A%2F%2Fwww.tiktok.com%2F%40a.b', 'url must name a video'],
    ['/v1/clipnet/live/video?url=not%20a%20url', 'url must be a video URL on tiktok.com'],
    ['/v1/clipnet/live/video/comments?url=https%3A%2F%2Fwww.tiktok.com%2F%40a.b%2Fvideo%2Fabc&max_pages=1', 'url must name a video'],
    ['/v1/clipnet/live/video/comments?id=x1&max_pages=1', 'id must be 1 to 40 digits'],
    ['/v1/clipnet/live/user/followers?handle=a&max_pages=1', 'handle must be 2 to 24 characters'],
    ['/v1/clipnet/live/user/followers?max_pages=1', 'handle is required'],
    ['/v1/clipnet/live/hashtag?tag=no%20spaces&max_pages=1', 'tag must be 1 to 100 letters'],
    ['/v1/clipnet/live/hashtag?tag=ok&source=cache_only&max_pages=1', 'source must be auto, db or live'],
    ['/v1/clipnet/live/search?query=%20%20&type=users', 'query must be 1 to 500 characters'],
    ['/v1/clipnet/live/mentions?handle=a', 'handle must be 2 to 24 characters'],
  ];

  it('each bad input is a 400 naming the rule, never acquired, never charged', async () => {
    const before = [await env.balance(accountId), await archived()];
    for (const [path, message] of cases) {
      const res = await env.rest(path, key);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message, path).toContain(message);
    }
    expect([await env.balance(accountId), await archived()]).toEqual(before);
  });

  it('a handle takes a leading @, dots and underscores, 2 and 24 characters', async () => {
    for (const handle of ['%40ab', 'a.b_c', 'x'.repeat(24)]) expect((await env.rest(`/v1/clipnet/live/user?handle=${handle}`, key)).status).toBe(200);
  });

  it('GraphQL applies the same rules with the same messages, uncharged', async () => {
    const graphqlCases: [string, Record<string, unknown>, string][] = [
      ['query($h: String!) { clipnetUser(handle: $h) { source } }', { h: 'has-hyphen' }, '/v1/clipnet/live/user?handle=has-hyphen'],
      ['query($id: String) { clipnetVideo(id: $id) { source } }', { id: '12a' }, '/v1/clipnet/live/video?id=12a'],
      [
        'query($u: String) { clipnetVideo(url: $u) { source } }',
        { u: 'https://example.com/v/1' },
        `/v1/clipnet/live/video?url=${encodeURIComponent('https://example.com/v/1')}`,
      ],
      ['query($h: String!) { clipnetProfile(handle: $h) { snapshots } }', { h: 'x' }, '/v1/clipnet/profile?handle=x'],
      ['{ clipnetUserFollowers(handle: "sbx_5_x", maxPages: 0) { page { pages } } }', {}, '/v1/clipnet/live/user/followers?handle=sbx_5_x&max_pages=0'],
    ];
    for (const [query, variables, path] of graphqlCases) {
      const rest = await env.rest(path, key);
      const gql = await env.graphql(query, key, variables);
      expect(gql.body.errors[0].extensions, query).toMatchObject({ code: 'invalid_request', status: 400 });
      expect(gql.body.errors[0].message).toBe(rest.body.error.message);
      // A list argument out of range is refused with the estimate, before anything is reserved: no cost to report.
      expect(gql.body.extensions.cost?.actual ?? '$0.0000').toBe('$0.0000');
    }
  });
});

describe('clipnet sandbox failure inputs', () => {
  const FAILURES: [string, number, string][] = [
    ['upstream', 502, 'upstream_error'],
    ['timeout', 504, 'upstream_error'],
    ['ratelimited', 429, 'rate_limited'],
    ['paused', 503, 'source_paused'],
    ['notfound', 404, 'not_found'],
  ];
  const CODES: Record<string, string> = { upstream: '9990502', timeout: '9990504', ratelimited: '9990429', paused: '9990503', notfound: '9990404' };

  it('each failure on each operation: its status and code, never charged, never archived, never in the library', async () => {
    const before = [await env.balance(accountId), await archived()];
    for (const [name, status, code] of FAILURES) {
      const paths = [
        `/v1/clipnet/live/user?handle=err_${name}_fay`,
        `/v1/clipnet/live/user/videos?handle=err.${name}`,
        `/v1/clipnet/live/mentions?handle=err_${name}`,
        `/v1/clipnet/live/search?query=err-${name}%20query&type=videos`,
        `/v1/clipnet/live/video?id=${CODES[name]}123`,
        `/v1/clipnet/live/video?url=${encodeURIComponent(`https://m.tiktok.com/v/${CODES[name]}55.html`)}`,
        `/v1/clipnet/live/user/followers?handle=err_${name}&max_pages=1`,
        `/v1/clipnet/live/user/following?handle=err_${name}&max_pages=1`,
        `/v1/clipnet/live/video/comments?id=${CODES[name]}0&max_pages=1`,
        `/v1/clipnet/live/hashtag?tag=err_${name}&max_pages=1`,
      ];
      for (const path of paths) {
        const res = await env.rest(path, key);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
        expect(res.body.error.code, path).toBe(code);
        if (status === 429 || status === 503) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect([await env.balance(accountId), await archived()]).toEqual(before);
    expectError(await env.rest('/v1/clipnet/profile?handle=err_upstream_fay', key), 404, 'not_found');
  });

  it('a walk job that meets a failure fails uncharged', async () => {
    const res = await env.rest('/v1/clipnet/live/user/followers?handle=err_upstream_job', key);
    expect(res.status).toBe(202);
    const status = await waitForJob(env, key, res.body.data.batch_id, ['ready', 'failed']);
    expect(status).toMatchObject({ status: 'failed', error: 'upstream_error', cost: '$0.0000' });
    expect((await charges()).filter((c) => c.request_id === `job:${res.body.data.batch_id}`)).toEqual([]);
  });

  it('GraphQL answers the same failure with its code and status, uncharged', async () => {
    const res = await env.graphql('{ clipnetUser(handle: "err_ratelimited") { source } }', key);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(res.body.extensions.cost.actual).toBe('$0.0000');
  });
});

describe('clipnet prices and retired paths', () => {
  it('each operation charges its price (REST; test/price-parity.test.ts holds GraphQL to the same)', async () => {
    // A live key on the stand-in, so the creator it reads enters the library the library reads below need.
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 1_000_000, mode: 'live' });
    await env.rest('/v1/clipnet/live/user?handle=priced', k);
    const cases: [string, string][] = [
      ['/v1/clipnet/profile?handle=priced', '$0.0005'],
      ['/v1/clipnet/videos?handle=priced', '$0.0005'],
      ['/v1/clipnet/stats?handle=priced', '$0.0005'],
      ['/v1/clipnet/live/user?handle=priced', '$0.0005'],
      ['/v1/clipnet/live/user/videos?handle=priced', '$0.0020'],
      ['/v1/clipnet/live/video?id=7300000000000000001', '$0.0005'],
      ['/v1/clipnet/live/mentions?handle=priced', '$0.0005'],
      ['/v1/clipnet/live/search?query=priced&type=users', '$0.0005'],
      ['/v1/clipnet/live/user/followers?handle=priced&max_pages=1', '$0.0005'],
      ['/v1/clipnet/live/user/following?handle=priced&max_pages=1', '$0.0005'],
      ['/v1/clipnet/live/video/comments?id=7300000000000000050&max_pages=1', '$0.0005'],
      ['/v1/clipnet/live/hashtag?tag=priced&max_pages=1', '$0.0005'],
    ];
    let spent = 0;
    const start = Number(await env.balance(a));
    for (const [path, price] of cases) {
      const res = await env.rest(path, k);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.meta.cost, path).toBe(price);
      spent += Number(price.slice(1));
    }
    expect(Number(await env.balance(a))).toBeCloseTo(start - spent, 4);
  });

  it('the v4 paths answer 410 naming the v5 path', async () => {
    const retired = Object.assign({}, ...registry.retired());
    for (const suffix of ['user', 'user/videos', 'user/followers', 'user/following', 'video', 'video/comments', 'mentions', 'search', 'hashtag']) {
      const v4 = `/v1/live/clipnet/${suffix}`;
      expect(retired[v4]).toBe(`/v1/clipnet/live/${suffix}`);
      const res = await env.rest(`${v4}?handle=x`, key);
      expectError(res, 410, 'gone');
      expect(res.body.error.message).toContain(`/v1/clipnet/live/${suffix}`);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import type { CommentRecord, PostRecord } from '../subgraphs/photonet/profile-record.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { line } from './helpers/fixtures.ts';

let env: TestEnv;
let key: string;
let accountId: number;
const clock = new ManualClock();

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const BASE = Date.UTC(2026, 9, 1, 12);
let nextMediaId = 3_100_000_000;

function post(owner: string, n: number, overrides: Partial<PostRecord> = {}): PostRecord {
  const shortcode = `${owner.replace(/[^a-z0-9]/g, '').slice(0, 20)}P${String(n).padStart(3, '0')}`;
  const isVideo = n % 2 === 1;
  return {
    username: owner,
    ig_post_id: String(nextMediaId++),
    shortcode,
    caption: `Post ${n} with @friend.one #tag${n % 3} #common`,
    likes: 100 + n,
    comments: 2,
    posted_at: new Date(BASE - n * 3_600_000).toISOString(),
    content_type: isVideo ? 'Video' : 'Image',
    image_url: `https://media.photonet.example/${shortcode}/cover.jpg`,
    video_url: isVideo ? `https://media.photonet.example/${shortcode}/clip.mp4` : null,
    is_video: isVideo,
    video_duration: isVideo ? 12.5 : null,
    product_type: isVideo ? 'clips' : 'feed',
    original_width: 1080,
    original_height: 1350,
    like_and_view_counts_disabled: false,
    observed_surface: 'profile_grid',
    is_pinned: false,
    video_play_count: isVideo ? 5000 + n : null,
    is_paid_partnership: n % 5 === 0,
    post_url: `https://photonet.example/${isVideo ? 'reel' : 'p'}/${shortcode}/`,
    ...overrides,
  };
}

function comment(shortcode: string, c: number): CommentRecord {
  return {
    shortcode,
    comment_id: `${shortcode}-c${c}`,
    author: `fan_${c}`,
    author_id: String(5_000_000 + c),
    author_verified: c === 0,
    text: `Comment number ${c}`,
    likes: c,
    replies: c % 2 ? c : null,
    posted_at: new Date(BASE + c * 60_000).toISOString(),
  };
}

async function load(lines: string[]): Promise<void> {
  const report = await registry.importCorpus(env.services.db, lines);
  expect(report.errors).toEqual([]);
}

/** A demo profile with `count` posts (the n-th an hour older than the one before). */
async function profileWithPosts(index: number, count: number, make = post): Promise<{ username: string; profileId: number; posts: PostRecord[] }> {
  const profile = demoProfile(index);
  const posts = Array.from({ length: count }, (_, n) => make(profile.username, n));
  await load([line(profile), ...posts.map((p) => line(p, 'post'))]);
  return { username: profile.username, profileId: profile.profile_id, posts };
}

beforeAll(async () => {
  env = await createTestEnv({ sandboxMediaTtlSeconds: 1 }, { clock });
  ({ key, accountId } = await env.key({ balance: '50', rateLimit: 10_000 }));
});
afterAll(() => env?.close());

describe('stored post, comments and media: import reads back field for field', () => {
  it('REST and GraphQL return every imported field', async () => {
    const owner = await profileWithPosts(10, 1, (u, n) =>
      post(u, n, { continuation: { next_page_cursor: 'QVFE', exhausted: false, last_fetched_at: '2026-10-02T08:00:00.000Z' } }),
    );
    const record = owner.posts[0];
    const comments = [0, 1, 2].map((c) => comment(record.shortcode, c));
    await load([
      ...comments.map((c) => line(c, 'comment')),
      line({ shortcode: record.shortcode, kind: 'post_image', ig_url: record.image_url }, 'media'),
      line({ shortcode: record.shortcode, kind: 'post_image', ig_url: 'https://media.photonet.example/x/2.jpg' }, 'media'),
    ]);

    const res = await env.rest(`/v1/photonet/stored/post?q=${record.shortcode}`, key);
    expect(res.status).toBe(200);
    const { username: _u, continuation: _c, ...fields } = record;
    const { id, comments_list, ...rest } = res.body.data;
    expect(typeof id).toBe('number');
    expect(rest).toStrictEqual(fields);
    expect(Object.keys(res.body.data)[0]).toBe('id');
    const commentFields = comments.map(({ shortcode: _s, ...c }) => c);
    expect(comments_list).toStrictEqual(commentFields);

    const byUrl = await env.rest(`/v1/photonet/stored/post?q=${encodeURIComponent(`https://photonet.example/tv/${record.shortcode}/`)}`, key);
    expect(byUrl.body.data.id).toBe(id);

    const page = await env.rest(`/v1/photonet/stored/post/comments?q=${id}&limit=2`, key);
    expect(page.status).toBe(200);
    expect(page.body.data).toStrictEqual({
      post: { ig_post_id: record.ig_post_id, shortcode: record.shortcode },
      continuation: { next_page_cursor: 'QVFE', exhausted: false, last_fetched_at: '2026-10-02T08:00:00.000Z' },
      comments: commentFields.slice(0, 2),
      stored_total: 3,
      next_cursor: 2,
      has_more: true,
    });
    const next = await env.rest(`/v1/photonet/stored/post/comments?q=${record.shortcode}&cursor=2&limit=2`, key);
    expect(next.body.data.comments).toStrictEqual(commentFields.slice(2));
    expect(next.body.data).toMatchObject({ next_cursor: 3, has_more: false });

    const media = await env.rest(`/v1/photonet/stored/post/media?q=${record.shortcode}`, key);
    expect(media.body.data).toStrictEqual({
      shortcode: record.shortcode,
      media_type: 'image',
      posted_at: record.posted_at,
      caption: record.caption,
      likes: record.likes,
      comments: record.comments,
      items: [
        { kind: 'post_image', ig_url: record.image_url, cdn_url: null, cdn_status: 'absent' },
        { kind: 'post_image', ig_url: 'https://media.photonet.example/x/2.jpg', cdn_url: null, cdn_status: 'absent' },
      ],
    });

    const gql = await env.graphql(
      `query($q: String!) { photonetStoredPost(q: $q) { id igPostId shortcode caption likes commentCount postedAt contentType imageUrl videoUrl isVideo videoDuration productType originalWidth originalHeight likeAndViewCountsDisabled observedSurface isPinned videoPlayCount isPaidPartnership postUrl captionMentions comments(first: 2) { storedTotal comments { commentId author authorId authorVerified text likes replies postedAt } } } }`,
      key,
      { q: record.shortcode },
    );
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.photonetStoredPost;
    for (const [field, value] of Object.entries(fields)) expect(g[field === 'comments' ? 'commentCount' : camel(field)], field).toStrictEqual(value);
    expect(g.captionMentions).toEqual(['friend.one']);
    expect(g.comments.comments[1]).toStrictEqual(Object.fromEntries(Object.entries(commentFields[1]).map(([k, v]) => [camel(k), v])));
  });

  it('a post with no collected comment page gives an empty list', async () => {
    const owner = await profileWithPosts(11, 1);
    const res = await env.rest(`/v1/photonet/stored/post/comments?q=${owner.posts[0].shortcode}`, key);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ comments: [], stored_total: 0, next_cursor: 0, has_more: false });
    expect(res.body.data.continuation).toEqual({ next_page_cursor: null, exhausted: false, last_fetched_at: null });
  });

  it('imports refuse records whose owner or post is missing, by line number', async () => {
    const report = await registry.importCorpus(env.services.db, [
      line(post('nobody_here', 1), 'post'),
      line(comment('NoSuchPost1', 0), 'comment'),
      line({ shortcode: 'NoSuchPost1', kind: 'video_file', ig_url: 'https://x.example/v.mp4' }, 'media'),
      line({ username: 'nobody_here', kind: 'post_image', ig_url: 'https://x.example/a.jpg' }, 'media'),
    ]);
    expect(report.imported).toBe(0);
    expect(report.errors.map((e) => e.line)).toEqual([1, 2, 3, 4]);
    expect(report.errors[0].message).toContain('import the profile first');
  });
});

describe('profile media: keyset paging and block pricing', () => {
  it('pages newest first without gaps or repeats, also when posts share a timestamp', async () => {
    // 30 posts where every third pair shares its timestamp.
    const owner = await profileWithPosts(12, 30, (u, n) => post(u, n, { posted_at: new Date(BASE - Math.floor(n / 2) * 3_600_000).toISOString() }));
    const seen: string[] = [];
    let cursor = '';
    for (let guard = 0; guard < 10; guard++) {
      const res = await env.rest(`/v1/photonet/stored/profile/media?q=${owner.username}&limit=7${cursor}`, key);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.posts.map((p: { shortcode: string }) => p.shortcode));
      const next = res.body.data.next_cursor;
      if (!next) break;
      cursor = `&before_posted_at=${encodeURIComponent(next.before_posted_at)}&before_id=${next.before_id}`;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const times = (
      await env.services.db.query<{ shortcode: string }>(
        'SELECT shortcode FROM photonet_posts p JOIN photonet_profiles pr ON pr.id = p.owner_id WHERE pr.username = $1 ORDER BY posted_at DESC, p.id DESC',
        [owner.username],
      )
    ).map((r) => r.shortcode);
    expect(seen).toEqual(times);

    // the graph pages the same way
    const graph: string[] = [];
    let after: string | null = null;
    do {
      const res: { body: any } = await env.graphql(
        `query($q: String!, $after: String) { photonetProfile(q: $q) { posts(first: 8, after: $after) { nodes { shortcode } pageInfo { hasNextPage endCursor } } } }`,
        key,
        { q: owner.username, after },
      );
      const conn = res.body.data.photonetProfile.posts;
      graph.push(...conn.nodes.map((p: { shortcode: string }) => p.shortcode));
      after = conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null;
    } while (after);
    expect(graph).toEqual(times);
  });

  it.each([
    [1, '$0.0005'],
    [12, '$0.0005'],
    [13, '$0.0010'],
    [24, '$0.0010'],
  ])('%i posts returned cost %s (per started block of 12)', async (count, cost) => {
    const owner = await profileWithPosts(20 + count, count);
    const { accountId: account, key: k } = await env.key({ balance: '1' });
    const res = await env.rest(`/v1/photonet/stored/profile/media?q=${owner.username}&limit=24`, k);
    expect(res.status).toBe(200);
    expect(res.body.data.posts).toHaveLength(count);
    expect(res.body.meta.cost).toBe(cost);
    const charges = (await env.ledgerRows(account)).filter((r) => r.kind === 'charge');
    expect(charges.map((c) => c.amount)).toEqual([`-${cost.slice(1)}`]);
    // GraphQL prices the same field the same way
    const gql = await env.graphql(`{ photonetProfile(q: "${owner.username}") { posts(first: 24) { nodes { id } } } }`, k);
    expect(gql.body.extensions.cost.actual).toBe(`$${(Number(cost.slice(1)) + 0.0005).toFixed(4)}`);
    expect(gql.body.extensions.cost.requested).toBe('$0.0015');
  });

  it('pre-authorises the whole limit: 402 when the balance cannot cover it, nothing charged', async () => {
    const owner = await profileWithPosts(50, 1);
    const { accountId: account, key: k } = await env.key({ balance: '0.0009' });
    const res = await env.rest(`/v1/photonet/stored/profile/media?q=${owner.username}&limit=24`, k);
    expect(res.status).toBe(402);
    expect(await env.balance(account)).toBe('0.0009');
    const small = await env.rest(`/v1/photonet/stored/profile/media?q=${owner.username}&limit=12`, k);
    expect(small.status).toBe(200);
    expect(small.body.meta).toMatchObject({ cost: '$0.0005', balance: '$0.0004' });
  });

  it('rejects malformed parameters with 400 naming them, uncharged', async () => {
    const before = await env.balance(accountId);
    for (const [path, message] of [
      ['/v1/photonet/stored/profile/media?q=someone&limit=0', 'limit must be a whole number from 1 to 120'],
      ['/v1/photonet/stored/profile/media?q=someone&limit=abc', 'limit must be a whole number'],
      ['/v1/photonet/stored/profile/media?q=someone&before_id=3', 'before_posted_at and before_id go together'],
      ['/v1/photonet/stored/profile/media?q=someone&before_posted_at=2026-01-01&before_id=3', 'before_posted_at must be an RFC 3339 timestamp'],
      ['/v1/photonet/stored/profile/full?q=someone&surface=all', 'surface must be full, overlay or preview'],
      ['/v1/photonet/stored/post?q=12', 'q must be a shortcode'],
      ['/v1/photonet/stored/post?q=https://photonet.example/someone/', 'q URL must be a post, reel or tv URL'],
      ['/v1/photonet/stored/post/comments?q=ABCDEFG&cursor=-1', 'cursor must be a whole number'],
      ['/v1/photonet/stored/comments', 'profile_ids is required'],
      [`/v1/photonet/stored/comments?profile_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'profile_ids takes 1 to 100'],
      ['/v1/photonet/stored/comments?profile_ids=12,abc', 'profile_ids must be numeric'],
    ]) {
      const res = await env.rest(path, key);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    for (const path of [
      '/v1/photonet/stored/post?q=Missing123',
      '/v1/photonet/stored/profile/full?q=never_seen',
      '/v1/photonet/stored/profile/media?q=never_seen',
    ]) {
      expect((await env.rest(path, key)).status, path).toBe(404);
    }
    expect(await env.balance(accountId)).toBe(before);
  });
});

it('GraphQL applies the same rules with the same messages (one schema per operation serves both surfaces)', async () => {
  const before = await env.balance(accountId);
  for (const [path, query] of [
    ['/v1/photonet/stored/profile/media?q=someone&limit=0', '{ photonetStoredProfileMedia(q: "someone", limit: 0) { mirrorStats { total } } }'],
    ['/v1/photonet/stored/profile/media?q=someone&before_id=3', '{ photonetStoredProfileMedia(q: "someone", beforeId: 3) { mirrorStats { total } } }'],
    ['/v1/photonet/stored/post/comments?q=ABCDEFG&cursor=-1', '{ photonetStoredPostComments(q: "ABCDEFG", cursor: -1) { storedTotal } }'],
    ['/v1/photonet/stored/post?q=12', '{ photonetStoredPost(q: "12") { shortcode } }'],
    [
      `/v1/photonet/stored/comments?profile_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      `{ photonetStoredComments(profileIds: [${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}]) { hasMore } }`,
    ],
    [
      '/v1/photonet/user_feed?handle=someone&page_size=500&max_pages=1',
      '{ photonetUserFeed(handle: "someone", pageSize: 500, maxPages: 1) { page { items } } }',
    ],
    ['/v1/photonet/followers?handle=someone&max_pages=0', '{ photonetFollowers(handle: "someone", maxPages: 0) { page { items } } }'],
  ]) {
    const rest = await env.rest(path, key);
    const graphql = await env.graphql(query, key);
    expect(rest.status, path).toBe(400);
    expect(graphql.body.errors?.[0]?.extensions?.code, query).toBe('invalid_request');
    expect(graphql.body.errors[0].message, query).toBe(rest.body.error.message);
  }
  expect(await env.balance(accountId)).toBe(before);
});

describe('stored comments across accounts', () => {
  it('newest first across accounts, paged by next_cursor while has_more; an account with none adds nothing', async () => {
    const a = await profileWithPosts(60, 2);
    const b = await profileWithPosts(61, 1);
    const quiet = await profileWithPosts(62, 1);
    await load([
      ...[0, 1, 2].map((c) => line(comment(a.posts[0].shortcode, c), 'comment')),
      ...[3, 4].map((c) => line(comment(a.posts[1].shortcode, c), 'comment')),
      ...[5, 6, 7].map((c) => line(comment(b.posts[0].shortcode, c), 'comment')),
    ]);
    const ids = [a.profileId, b.profileId, quiet.profileId].join(',');
    const seen: { comment_id: string; posted_at: string; profile_id: number; post: { shortcode: string } }[] = [];
    let cursor = '';
    for (let guard = 0; guard < 10; guard++) {
      const res = await env.rest(`/v1/photonet/stored/comments?profile_ids=${ids}&limit=3${cursor}`, key);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.comments);
      if (!res.body.data.has_more) {
        expect(res.body.data.next_cursor).toBeNull();
        break;
      }
      const next = res.body.data.next_cursor;
      cursor = `&before_posted_at=${encodeURIComponent(next.before_posted_at)}&before_comment_id=${encodeURIComponent(next.before_comment_id)}`;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen.map((c) => c.comment_id)).size).toBe(8);
    const order = [...seen].sort((x, y) => y.posted_at.localeCompare(x.posted_at) || y.comment_id.localeCompare(x.comment_id));
    expect(seen).toEqual(order);
    expect(seen.every((c) => c.post.shortcode && [a.profileId, b.profileId].includes(c.profile_id))).toBe(true);

    const none = await env.rest(`/v1/photonet/stored/comments?profile_ids=${quiet.profileId}`, key);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ comments: [], next_cursor: null, has_more: false });
  });
});

describe('stored full profile', () => {
  it('full, overlay and preview surfaces', async () => {
    const owner = await profileWithPosts(70, 30);
    const full = await env.rest(`/v1/photonet/stored/profile/full?q=${owner.username}`, key);
    expect(full.status).toBe(200);
    expect(full.body.meta.cost).toBe('$0.0010');
    const d = full.body.data;
    expect(Object.keys(d)).toEqual(['profile', 'topContent', 'timeline', 'hashtags', 'collaborations', 'mentionedAccounts', 'brandCollabRate']);
    expect(Object.keys(d.profile)).toEqual([
      'id',
      'profileId',
      'username',
      'fullName',
      'biography',
      'profilePicUrl',
      'tagline',
      'country',
      'gender',
      'ageRange',
      'language',
      'bioSummary',
      'accountRole',
      'primaryNiche',
      'externalUrls',
      'subNiches',
      'followers',
      'following',
      'postsCount',
      'isVerified',
      'isPrivate',
      'isBusinessAccount',
      'categoryName',
      'lastScrapedAt',
      'enrichedAt',
    ]);
    expect(Object.keys(d.topContent[0])).toEqual([
      'shortcode',
      'caption',
      'likes',
      'comments',
      'views',
      'postedAt',
      'imageUrl',
      'imageCdnUrl',
      'videoUrl',
      'isVideo',
      'isPinned',
      'captionMentions',
    ]);
    expect(d.topContent).toHaveLength(12);
    expect(d.topContent[0].likes).toBe(129);
    expect(d.timeline.all).toHaveLength(24);
    expect(d.timeline.reels.every((p: { isVideo: boolean }) => p.isVideo)).toBe(true);
    expect(d.timeline.posts.every((p: { isVideo: boolean }) => !p.isVideo)).toBe(true);
    expect(d.hashtags[0]).toEqual({ tag: 'common', count: 30 });
    expect(d.mentionedAccounts).toEqual([{ username: 'friend.one', count: 30 }]);
    expect(d.collaborations).toEqual([{ username: 'friend.one', count: 6 }]);
    expect(d.brandCollabRate).toBe(0.2);

    const overlay = (await env.rest(`/v1/photonet/stored/profile/full?q=${owner.username}&surface=overlay`, key)).body.data;
    expect(overlay.topContent).toEqual([]);
    expect(overlay.timeline).toEqual({ posts: [], reels: [], all: [] });
    expect(overlay.hashtags).toEqual(d.hashtags);
    const preview = (await env.rest(`/v1/photonet/stored/profile/full?q=${owner.username}&surface=preview`, key)).body.data;
    expect(preview.topContent).toHaveLength(3);
    expect(preview.timeline.all).toEqual(d.timeline.all.slice(0, 6));
    expect(preview.hashtags).toEqual([]);
  });
});

describe('media mirror on stored reads', () => {
  it('swaps an expired image URL for its mirror copy and reports the copy on media items; video files stay absent', async () => {
    const media = env.service.runtime.sandboxMedia;
    const image = media.url('photonet/stored/cover.jpg');
    const owner = await profileWithPosts(80, 1, (u, n) => post(u, n, { image_url: image, is_video: true, video_url: 'https://media.photonet.example/v.mp4' }));
    const shortcode = owner.posts[0].shortcode;
    await load([
      line({ shortcode, kind: 'post_image', ig_url: image }, 'media'),
      line({ shortcode, kind: 'video_file', ig_url: 'https://media.photonet.example/v.mp4' }, 'media'),
    ]);
    // An acquisition would have queued the image; the mirror copies it while the signed URL is valid.
    await env.service.runtime.mirror.register([image]);
    await env.service.runtime.mirror.drain();
    const fresh = await env.rest(`/v1/photonet/stored/post?q=${shortcode}`, key);
    expect(fresh.body.data.image_url).toBe(image);

    clock.advance(2_000); // past the 1 s TTL
    const stored = await env.rest(`/v1/photonet/stored/post?q=${shortcode}`, key);
    expect(stored.body.data.image_url).toMatch(new RegExp(`^${env.base}/media/[0-9a-f]{64}$`));
    const items = (await env.rest(`/v1/photonet/stored/post/media?q=${shortcode}`, key)).body.data.items;
    expect(items[0]).toEqual({ kind: 'post_image', ig_url: image, cdn_url: stored.body.data.image_url, cdn_status: 'completed' });
    expect(items[1]).toEqual({ kind: 'video_file', ig_url: 'https://media.photonet.example/v.mp4', cdn_url: null, cdn_status: 'absent' });
    const page = (await env.rest(`/v1/photonet/stored/profile/media?q=${owner.username}`, key)).body.data;
    expect(page.mirror_stats).toEqual({ total: 1 });
    expect((await fetch(stored.body.data.image_url)).status).toBe(200);
  });
});

describe('nested reads without N+1', () => {
  async function countQueries(profiles: number): Promise<number> {
    const usernames = Array.from({ length: profiles }, (_, i) => demoProfile(100 + i).username);
    const queries: string[] = [];
    env.services.db.onQuery = (text) => queries.push(text);
    const res = await env.graphql(
      `query($q: [String!]!) { photonetProfiles(q: $q) { username posts(first: 12) { nodes { shortcode media { cdnStatus } comments(first: 5) { storedTotal comments { text } } } } } }`,
      key,
      { q: usernames },
    );
    env.services.db.onQuery = undefined;
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.photonetProfiles).toHaveLength(profiles);
    expect(res.body.data.photonetProfiles[0].posts.nodes).toHaveLength(12);
    expect(res.body.data.photonetProfiles[0].posts.nodes[0].comments.comments).toHaveLength(5);
    // Billing's statements, and the media mirror's background copying (BullMQ jobs claiming and settling the rows the
    // import registered), are not the read's.
    return queries.filter((q) => !/ledger|accounts|api_keys|UPDATE media_mirror|SELECT id FROM media_mirror/.test(q)).length;
  }

  it('20 profiles with their 12 latest posts and 5 comments each cost the same fixed number of queries as 5', async () => {
    for (let i = 0; i < 20; i++) {
      const owner = await profileWithPosts(100 + i, 12);
      await load(owner.posts.flatMap((p) => [0, 1, 2, 3, 4, 5].map((c) => line(comment(p.shortcode, c), 'comment'))));
    }
    // The media mirror's background work (claims and sweeps of the rows the import registered) and every module's
    // (the DM poll of open threads, the webhook drain) run on their own schedules: stopped while counting, so only
    // the read's statements are counted.
    const { mirror, background } = env.service.runtime;
    await Promise.all([mirror.stop(), background.stop()]);
    const five = await countQueries(5);
    const twenty = await countQueries(20);
    mirror.start();
    if (env.config.jobWorker) background.start();
    expect(twenty).toBe(five);
    // profiles, post pages, media, mirror state, comment pages, comment totals
    expect(twenty).toBeLessThanOrEqual(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { parseDollars } from '../platform/money.ts';
import { registry } from '../subgraphs/registry.ts';
import { COLLECTION_PRICE } from '../subgraphs/videonet/collections.ts';
import { SandboxVideoNetwork, sandboxChannelId } from '../subgraphs/videonet/sandbox.ts';
import { checkedFetch } from './helpers/contract.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { standInForReal } from './helpers/stand-in.ts';
import type { VideonetServices } from '../subgraphs/videonet/services.ts';
import type { KeyMode } from '../platform/accounts/keys.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

/**
 * videonet (contract 1.4, 1.7, 2.9, 2.13, 4.1, 4.2, 4.5, 4.6): the library, every live read's shape, the channel
 * collections with the 4.5 rules as pages and durable jobs (flat price per job up to 100 videos), the bulk reads
 * charged per item read, mirrored thumbnails, each sandbox failure input, the retired v4 paths, and GraphQL's
 * Channel and Video entities at the REST price.
 */

const CHANNEL_KEYS = [
  'channel_id',
  'handle',
  'title',
  'description',
  'avatar_url',
  'banner_url',
  'subscriber_count',
  'video_count',
  'view_count',
  'country',
  'joined',
  'joined_date',
  'keywords',
  'verified',
  'links',
];
const VIDEO_KEYS = [
  'video_id',
  'title',
  'description',
  'channel_id',
  'channel_handle',
  'channel_title',
  'avatar_url',
  'published_at',
  'duration_seconds',
  'view_count',
  'like_count',
  'comment_count',
  'keywords',
  'category',
  'is_live',
  'was_live',
  'is_short',
  'is_family_safe',
  'thumb_url',
  'video_url',
];
const SUMMARY_KEYS = [
  'video_id',
  'title',
  'channel_id',
  'channel_title',
  'published_at',
  'published_text',
  'duration_seconds',
  'view_count',
  'thumb_url',
  'is_short',
  'is_live',
  'was_live',
  'video_url',
];
const READ = '$0.0005';
const FLAT = `$${COLLECTION_PRICE}0`.slice(0, 7);
const units = (dollars: string) => parseDollars(dollars.replace('$', ''));

let env: TestEnv;
let key: string;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  // What the library holds is what real acquisitions store: a live key reads the sandbox standing in for real providers.
  const { providers, sponsors } = env.service.runtime.modules.videonet as VideonetServices;
  standInForReal(providers);
  standInForReal(sponsors);
  ({ key } = await env.key({ balance: '50', rateLimit: 1_000_000, mode: 'live' }));
});
afterAll(() => env?.close());

const charges = async (account: number) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const archived = async (operation: string) =>
  (await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'videonet' AND operation = $1", [operation]))[0].n;

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
}

/** A fresh key, to count one test's charges alone: a test key, or a live key (on the stand-in) where what it reads must enter the library. */
async function fresh(balance = '10', mode: KeyMode = 'test') {
  return env.key({ balance, rateLimit: 1_000_000, mode });
}

describe('channels: live and library', () => {
  it('the library answers 404 before a live read and the stored channel after, by handle or channel_id', async () => {
    const handle = '@lib_channel_one';
    expectError(await env.rest(`/v1/videonet/channel?handle=${encodeURIComponent(handle)}`, key), 404, 'not_found');
    const live = await env.rest(`/v1/videonet/live/channel?handle=${encodeURIComponent(handle)}`, key);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(Object.keys(live.body.data).sort()).toEqual([...CHANNEL_KEYS].sort());
    expect(live.body.data.channel_id).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
    expect(live.body.data.handle).toBe(handle);
    expect(live.body.data.joined_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(live.body.data.joined).toMatch(/^Joined /);
    expect(live.body.meta.source).toBe('live');
    expect(live.body.meta.cost).toBe(READ);

    const byHandle = await env.rest(`/v1/videonet/channel?handle=LIB_CHANNEL_ONE`, key);
    expect(byHandle.status).toBe(200);
    expect(byHandle.body.data).toEqual(live.body.data);
    expect(byHandle.body.meta.cost).toBe(READ);
    const byId = await env.rest(`/v1/videonet/channel?channel_id=${live.body.data.channel_id}`, key);
    expect(byId.body.data.channel_id).toBe(live.body.data.channel_id);

    // the same channel by its id (a separate stored payload) and source=db
    const again = await env.rest(`/v1/videonet/live/channel?handle=${encodeURIComponent(handle)}&source=db`, key);
    expect(again.body.meta.source).toBe('db');
    expect(again.body.data).toEqual(live.body.data);
  });

  it('exactly one of handle and channel_id; malformed ids are 400, uncharged', async () => {
    const { key: k, accountId: a } = await fresh();
    for (const q of [
      '',
      'handle=@abc_def&channel_id=UCabcdefghijklmnopqrstuv',
      'channel_id=UCshort',
      'channel_id=XXabcdefghijklmnopqrstuv',
      'handle=@a',
      'handle=@bad%20name',
      'source=sometimes&handle=@okname',
    ]) {
      expectError(await env.rest(`/v1/videonet/live/channel?${q}`, k), 400, 'invalid_request');
    }
    expectError(await env.rest('/v1/videonet/channel?handle=@abc&channel_id=UCabcdefghijklmnopqrstuv', k), 400, 'invalid_request');
    expect(await charges(a)).toEqual([]);
  });

  it('source=db answers 404 for a payload never acquired, uncharged, and never acquires', async () => {
    const { key: k, accountId: a } = await fresh();
    const before = await archived('channel');
    expectError(await env.rest('/v1/videonet/live/channel?handle=@never_read_db&source=db', k), 404, 'not_found');
    expectError(await env.rest('/v1/videonet/live/video/transcript?id=neverread01&source=db', k), 404, 'not_found');
    expect(await archived('channel')).toBe(before);
    expect(await charges(a)).toEqual([]);
  });

  it('a channel id reads as a channel with its own handle; deterministic', async () => {
    const id = 'UCabcdefghijklmnopqrstuv';
    const one = await env.rest(`/v1/videonet/live/channel?channel_id=${id}&source=live`, key);
    const two = await env.rest(`/v1/videonet/live/channel?channel_id=${id}&source=live`, key);
    expect(one.body.data.channel_id).toBe(id);
    expect(one.body.data.handle).toMatch(/^@/);
    const strip = (c: any) => ({ ...c, avatar_url: c.avatar_url.replace(/\?.*/, ''), banner_url: c.banner_url.replace(/\?.*/, '') });
    expect(strip(two.body.data)).toEqual(strip(one.body.data));
  });
});

describe('videos and their reads', () => {
  const id = 'dQw4w9WgXcQ';

  it('a video by id or by URL (watch, youtu.be, shorts); the library has it after', async () => {
    expectError(await env.rest(`/v1/videonet/video?id=${id}`, key), 404, 'not_found');
    const live = await env.rest(`/v1/videonet/live/video?id=${id}`, key);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(Object.keys(live.body.data).sort()).toEqual([...VIDEO_KEYS].sort());
    expect(live.body.data.video_id).toBe(id);
    expect(live.body.data.video_url).toMatch(new RegExp(`^https://www\\.youtube\\.com/(watch\\?v=|shorts/)${id}$`));
    for (const url of [`https://www.youtube.com/watch?v=${id}&t=10`, `https://youtu.be/${id}`, `https://m.youtube.com/shorts/${id}`]) {
      const r = await env.rest(`/v1/videonet/live/video?url=${encodeURIComponent(url)}`, key);
      expect(r.status).toBe(200);
      expect(r.body.data.video_id).toBe(id);
      expect(r.body.meta.source).toBe('db');
    }
    const stored = await env.rest(`/v1/videonet/video?id=${id}`, key);
    expect(stored.status).toBe(200);
    expect(stored.body.data.title).toBe(live.body.data.title);
    for (const q of ['', `id=${id}&url=https://youtu.be/${id}`, 'id=short', 'url=https://vimeo.com/123', 'url=https://www.youtube.com/watch?v=bad']) {
      expectError(await env.rest(`/v1/videonet/live/video?${q}`, key), 400, 'invalid_request');
    }
  });

  it('comments: top or newest, replies on request, paged by cursor', async () => {
    const top = await env.rest(`/v1/videonet/live/video/comments?id=${id}`, key);
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    const page = top.body.data;
    expect(page.sort).toBe('top');
    expect(page.comments.length).toBe(20);
    expect(page.comments[0].is_pinned).toBe(true);
    expect(page.comments.every((c: any) => c.replies === null)).toBe(true);
    expect(Object.keys(page.comments[0]).sort()).toEqual(
      [
        'author',
        'author_channel_id',
        'author_is_owner',
        'avatar_url',
        'comment_id',
        'is_hearted',
        'is_pinned',
        'likes',
        'published_text',
        'replies',
        'reply_count',
        'text',
      ].sort(),
    );
    const rest = page.comments.slice(1).map((c: any) => c.likes);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));

    const newest = await env.rest(`/v1/videonet/live/video/comments?id=${id}&sort=newest&replies=true`, key);
    expect(newest.body.data.sort).toBe('newest');
    const withReplies = newest.body.data.comments.find((c: any) => c.reply_count > 0);
    expect(withReplies.replies).toHaveLength(withReplies.reply_count);

    const next = await env.rest(`/v1/videonet/live/video/comments?id=${id}&cursor=${page.next_cursor}`, key);
    expect(next.status).toBe(200);
    expect(next.body.data.comments[0].comment_id).not.toBe(page.comments[0].comment_id);
    // the cursor resumes the same read only
    expectError(await env.rest(`/v1/videonet/live/video/comments?id=${id}&sort=newest&cursor=${page.next_cursor}`, key), 400, 'invalid_request');
    expectError(await env.rest(`/v1/videonet/live/video/comments?id=${id}&sort=best`, key), 400, 'invalid_request');
  });

  it('transcript: the languages it has and timed segments; a missing language is 404, uncharged', async () => {
    const { key: k, accountId: a } = await fresh();
    const r = await env.rest(`/v1/videonet/live/video/transcript?id=${id}`, k);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const t = r.body.data;
    expect(t.lang).toBe('en');
    expect(t.languages[0]).toEqual({ code: 'en', name: 'English (auto-generated)', is_generated: true });
    expect(t.segments.length).toBeGreaterThan(2);
    for (const s of t.segments) expect(s.end).toBeGreaterThan(s.start);
    const missing = ['es', 'de', 'fr', 'ja', 'pt'].find((l) => !t.languages.some((x: any) => x.code === l))!;
    const other = t.languages.find((l: any) => l.code !== 'en');
    if (other) expect((await env.rest(`/v1/videonet/live/video/transcript?id=${id}&lang=${other.code}`, k)).body.data.lang).toBe(other.code);
    const miss = await env.rest(`/v1/videonet/live/video/transcript?id=${id}&lang=${missing}`, k);
    expectError(miss, 404, 'not_found');
    expect(miss.body.error.message).toContain('en');
    expectError(await env.rest(`/v1/videonet/live/video/transcript?id=${id}&lang=english!`, k), 400, 'invalid_request');
    expect(await charges(a)).toEqual(other ? ['-0.0005', '-0.0005'] : ['-0.0005']);
  });

  it('videos have captions in several languages across the sandbox', async () => {
    const langs = new Set<string>();
    for (const v of ['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc', 'ddddddddddd', 'eeeeeeeeeee', 'fffffffffff']) {
      const r = await env.rest(`/v1/videonet/live/video/transcript?id=${v}`, key);
      for (const l of r.body.data.languages) langs.add(l.code);
    }
    expect(langs.size).toBeGreaterThan(2);
  });

  it('sponsors: segments with category, start, end and votes; categories filter them', async () => {
    let found: any = null;
    for (const v of ['sponsor0001', 'sponsor0002', 'sponsor0003', 'sponsor0004', 'sponsor0005']) {
      const r = await env.rest(`/v1/videonet/live/video/sponsors?id=${v}`, key);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (r.body.data.segments.length > 0) {
        found = r.body.data;
        break;
      }
    }
    expect(found).not.toBeNull();
    expect(found.segment_count).toBe(found.segments.length);
    expect(found.categories).toHaveLength(8);
    for (const s of found.segments) {
      expect(Object.keys(s).sort()).toEqual(['action', 'category', 'end', 'locked', 'segment_id', 'start', 'video_duration', 'votes']);
      expect(s.end).toBeGreaterThan(s.start);
      expect(Number.isInteger(s.votes)).toBe(true);
    }
    const only = await env.rest(`/v1/videonet/live/video/sponsors?id=${found.video_id}&categories=sponsor`, key);
    expect(only.body.data.categories).toEqual(['sponsor']);
    expect(only.body.data.segments.every((s: any) => s.category === 'sponsor')).toBe(true);
    expectError(await env.rest(`/v1/videonet/live/video/sponsors?id=${found.video_id}&categories=ads`, key), 400, 'invalid_request');
    expectError(await env.rest(`/v1/videonet/live/video/sponsors?id=${found.video_id}&categories=sponsor,sponsor`, key), 400, 'invalid_request');
  });

  it('thumbnails: every size, smallest first', async () => {
    const r = await env.rest(`/v1/videonet/live/video/thumbnails?id=${id}`, key);
    expect(r.status).toBe(200);
    expect(r.body.data.video_id).toBe(id);
    expect(r.body.data.thumbnails.map((t: any) => t.size)).toEqual(['default', 'mqdefault', 'hqdefault', 'sddefault', 'maxresdefault']);
    expect(r.body.data.thumbnails[4]).toMatchObject({ width: 1280, height: 720 });
  });

  it('search with filters, hashtag, suggestions and playlist pages', async () => {
    const s = await env.rest('/v1/videonet/live/search?query=guitar%20lesson&type=video&duration=long&upload_date=week&sort=view_count', key);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.data.filters).toEqual({ type: 'video', duration: 'long', upload_date: 'week', sort: 'view_count' });
    expect(s.body.data.results.length).toBe(20);
    expect(s.body.data.results.every((r: any) => r.kind === 'video' && r.duration_seconds > 1200)).toBe(true);
    const views = s.body.data.results.map((r: any) => r.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const all = await env.rest('/v1/videonet/live/search?query=guitar', key);
    expect(new Set(all.body.data.results.map((r: any) => r.kind)).size).toBeGreaterThan(0);
    const next = await env.rest(`/v1/videonet/live/search?query=guitar&cursor=${all.body.data.next_cursor}`, key);
    expect(next.status).toBe(200);
    expectError(await env.rest('/v1/videonet/live/search?query=guitar&type=movie', key), 400, 'invalid_request');
    expectError(await env.rest('/v1/videonet/live/search?query=guitar&upload_date=decade', key), 400, 'invalid_request');

    const h = await env.rest('/v1/videonet/live/hashtag?tag=%23cooking', key);
    expect(h.status).toBe(200);
    expect(h.body.data.tag).toBe('cooking');
    expect(Object.keys(h.body.data.videos[0]).sort()).toEqual([...SUMMARY_KEYS].sort());
    expectError(await env.rest('/v1/videonet/live/hashtag?tag=two%20words', key), 400, 'invalid_request');

    const g = await env.rest('/v1/videonet/live/search/suggestions?query=sourdough', key);
    expect(g.body.data.query).toBe('sourdough');
    expect(g.body.data.suggestions.length).toBe(10);
    expect(g.body.data.suggestions.every((x: string) => x.startsWith('sourdough'))).toBe(true);

    const p = await env.rest('/v1/videonet/live/playlist?id=PLabcdefghijklmnop', key);
    expect(p.status).toBe(200);
    expect(p.body.data.playlist_id).toBe('PLabcdefghijklmnop');
    expect(p.body.data.videos.length).toBeGreaterThan(0);
    expectError(await env.rest('/v1/videonet/live/playlist?id=XX123', key), 400, 'invalid_request');
  });
});

describe('channel collections (contract 4.5)', () => {
  it('max_pages=1 answers one page now, newest first, at one flat price', async () => {
    const { key: k, accountId: a } = await fresh();
    const r = await env.rest('/v1/videonet/live/channel/videos?handle=@sbx_200_pages&max_pages=1', k);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.items).toHaveLength(30);
    expect(Object.keys(r.body.data.items[0]).sort()).toEqual([...SUMMARY_KEYS].sort());
    const times = r.body.data.items.map((v: any) => Date.parse(v.published_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(r.body.data.stop_reason).toBe('pages');
    expect(r.body.meta.cost).toBe(FLAT);
    expect(await charges(a)).toEqual([`-${Number(COLLECTION_PRICE).toFixed(4)}`]);
    // the cursor resumes the same collection
    const next = await env.rest(`/v1/videonet/live/channel/videos?handle=@sbx_200_pages&max_pages=1&cursor=${r.body.data.next_cursor}`, k);
    expect(next.body.data.items[0].video_id).not.toBe(r.body.data.items[0].video_id);
    expectError(
      await env.rest(`/v1/videonet/live/channel/shorts?handle=@sbx_200_pages&max_pages=1&cursor=${r.body.data.next_cursor}`, k),
      400,
      'invalid_request',
    );
    expectError(
      await env.rest(`/v1/videonet/live/channel/videos?handle=@sbx_200_pages&sort=popular&max_pages=1&cursor=${r.body.data.next_cursor}`, k),
      400,
      'invalid_request',
    );
  });

  it('the 4.5 rules: both or neither of handle and channel_id, page_size, popular on lives, max_pages 0 are 400, uncharged', async () => {
    const { key: k, accountId: a } = await fresh();
    const bad = [
      '/v1/videonet/live/channel/videos?max_pages=1',
      '/v1/videonet/live/channel/videos?handle=@abc_x&channel_id=UCabcdefghijklmnopqrstuv&max_pages=1',
      '/v1/videonet/live/channel/shorts?handle=@abc_x&channel_id=UCabcdefghijklmnopqrstuv',
      '/v1/videonet/live/channel/videos?handle=@abc_x&page_size=30',
      '/v1/videonet/live/channel/lives?handle=@abc_x&page_size=1&max_pages=1',
      '/v1/videonet/live/channel/lives?handle=@abc_x&sort=popular',
      '/v1/videonet/live/channel/lives?handle=@abc_x&sort=popular&max_pages=1',
      '/v1/videonet/live/channel/videos?handle=@abc_x&sort=views',
      '/v1/videonet/live/channel/videos?handle=@abc_x&max_pages=0',
      '/v1/videonet/live/channel/videos?handle=@abc_x&max_pages=-2',
      '/v1/videonet/live/channel/videos?handle=@abc_x&since=2026-02-30',
      '/v1/videonet/live/channel/videos?handle=@abc_x&continuation=abc',
      '/v1/videonet/live/channel/videos?handle=@abc_x&cursor=notacursor',
      '/v1/videonet/live/channel/videos?handle=@abc_x&cached=never',
      '/v1/videonet/live/channel/videos?handle=@abc_x&get_raw=yes',
    ];
    for (const path of bad) {
      const res = await env.rest(path, k);
      expectError(res, 400, 'invalid_request');
    }
    expect((await env.rest('/v1/videonet/live/channel/lives?handle=@abc_x&page_size=1', k)).body.error.message).toContain('page_size');
    expect((await env.rest('/v1/videonet/live/channel/lives?handle=@abc_x&sort=popular', k)).body.error.message).toContain('popular');
    expect((await env.rest('/v1/videonet/live/channel/videos?handle=@abc_x&channel_id=UCabcdefghijklmnopqrstuv', k)).body.error.message).toContain(
      'exactly one',
    );
    // popular is accepted on videos and shorts
    expect((await env.rest('/v1/videonet/live/channel/shorts?handle=@abc_x&sort=popular&max_pages=1', k)).status).toBe(200);
    expect((await env.rest('/v1/videonet/live/channel/videos?channel_id=UCabcdefghijklmnopqrstuv&sort=popular&max_pages=1', k)).status).toBe(200);
    expect(await charges(a)).toHaveLength(2);
    const { count } = (await env.services.db.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs WHERE account_id = $1', [a]))[0];
    expect(count).toBe(0);
  });

  it('popular differs from newest', async () => {
    const newest = await env.rest('/v1/videonet/live/channel/videos?handle=@sbx_120_rank&max_pages=1', key);
    const popular = await env.rest('/v1/videonet/live/channel/videos?handle=@sbx_120_rank&max_pages=1&sort=popular', key);
    const views = popular.body.data.items.map((v: any) => v.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(popular.body.data.items.map((v: any) => v.video_id)).not.toEqual(newest.body.data.items.map((v: any) => v.video_id));
  });

  it('flat job pricing: a job of 1 video and a job of 100 videos cost the same one price; 101 videos cost two', async () => {
    for (const [handle, n, price] of [
      ['@sbx_1_one', 1, 1],
      ['@sbx_100_hundred', 100, 1],
      ['@sbx_101_more', 101, 2],
    ] as const) {
      const { key: k, accountId: a } = await fresh();
      const sub = await env.rest(`/v1/videonet/live/channel/videos?handle=${handle}&max_pages=-1`, k);
      expect(sub.status, JSON.stringify(sub.body)).toBe(202);
      expect(sub.body.data.status_url).toBe(`/v1/jobs/${sub.body.data.batch_id}`);
      expect(sub.body.meta.cost).toBe('$0.0000');
      const done = await waitForJob(env, k, sub.body.data.batch_id, ['ready', 'failed']);
      expect(done.status).toBe('ready');
      expect(done.item_count).toBe(n);
      expect(units(done.cost)).toBe(price * parseDollars(COLLECTION_PRICE));
      const { items, pages } = await allResults(env, k, sub.body.data.batch_id);
      expect(items).toHaveLength(n);
      expect(new Set(items.map((v: any) => v.video_id)).size).toBe(n);
      expect(pages[0].results[0].operation).toBe('videonet.channel_videos');
      expect(pages[0].results[0].args.handle).toBe(handle);
      expect(await charges(a)).toEqual([`-${(price * Number(COLLECTION_PRICE)).toFixed(4)}`]);
    }
  });

  it('an Idempotency-Key recovers a lost submission: the same job, charged once', async () => {
    const { key: k, accountId: a } = await fresh();
    const headers = { 'Idempotency-Key': 'videonet-collection-1' };
    const one = await env.rest('/v1/videonet/live/channel/videos?handle=@sbx_40_idem&max_pages=-1', k, { headers });
    const two = await env.rest('/v1/videonet/live/channel/videos?handle=@sbx_40_idem&max_pages=-1', k, { headers });
    expect(two.body.data.batch_id).toBe(one.body.data.batch_id);
    expectError(await env.rest('/v1/videonet/live/channel/videos?handle=@sbx_41_idem&max_pages=-1', k, { headers }), 400, 'invalid_request');
    await waitForJob(env, k, one.body.data.batch_id, ['ready']);
    expect(await charges(a)).toEqual([`-${Number(COLLECTION_PRICE).toFixed(4)}`]);
  });

  it('omitted max_pages walks 10 pages as a job; shorts and lives are collections too', async () => {
    const sub = await env.rest('/v1/videonet/live/channel/shorts?handle=@sbx_1000_big', key);
    expect(sub.status).toBe(202);
    const done = await waitForJob(env, key, sub.body.data.batch_id, ['ready', 'failed']);
    expect(done.item_count).toBe(300);
    const { items } = await allResults(env, key, sub.body.data.batch_id);
    expect(items.every((v: any) => v.is_short)).toBe(true);

    const lives = await env.rest('/v1/videonet/live/channel/lives?channel_id=UCabcdefghijklmnopqrstuv&max_pages=2', key);
    const livesDone = await waitForJob(env, key, lives.body.data.batch_id, ['ready', 'failed']);
    const lifetime = new SandboxVideoNetwork({ url: (p) => p }).resolve({ channelId: 'UCabcdefghijklmnopqrstuv' }).counts.lives;
    expect(livesDone.item_count).toBe(Math.min(60, lifetime));
    const { items: past } = await allResults(env, key, lives.body.data.batch_id);
    expect(past.every((v: any) => v.was_live)).toBe(true);
  });

  it('since on newest pages stops at the first older video; on ranked (popular) pages it filters and walks on', async () => {
    const since = '2026-06-01';
    const boundary = Date.parse(since);
    const newest = await env.rest(`/v1/videonet/live/channel/videos?handle=@sbx_300_since&since=${since}`, key);
    expect(newest.status).toBe(202);
    const newestDone = await waitForJob(env, key, newest.body.data.batch_id, ['ready', 'failed']);
    const newestItems = (await allResults(env, key, newest.body.data.batch_id)).items;
    expect(newestItems.every((v: any) => Date.parse(v.published_at) >= boundary)).toBe(true);
    expect(newestDone.item_count).toBeGreaterThan(30);

    const popular = await env.rest(`/v1/videonet/live/channel/videos?handle=@sbx_300_since&since=${since}&sort=popular`, key);
    expect(popular.status).toBe(202);
    await waitForJob(env, key, popular.body.data.batch_id, ['ready', 'failed']);
    const popularItems = (await allResults(env, key, popular.body.data.batch_id)).items;
    // every recent video is found, though the ranked pages mix old and new: the walk did not stop at the first old one
    expect(popularItems.every((v: any) => Date.parse(v.published_at) >= boundary)).toBe(true);
    expect(new Set(popularItems.map((v: any) => v.video_id))).toEqual(new Set(newestItems.map((v: any) => v.video_id)));
    const status = await env.rest(`/v1/jobs/${popular.body.data.batch_id}`, key);
    expect(status.body.data.status).toBe('ready');
    // ranked with max_pages=1: old videos are filtered out of the page
    const page = await env.rest(`/v1/videonet/live/channel/videos?handle=@sbx_300_since&since=${since}&sort=popular&max_pages=1`, key);
    expect(page.status).toBe(200);
    expect(page.body.data.items.length).toBeLessThan(30);
    expect(page.body.data.items.every((v: any) => Date.parse(v.published_at) >= boundary)).toBe(true);
  });

  it('cached=cache_only never acquires; get_raw answers the upstream items', async () => {
    const { key: k, accountId: a } = await fresh();
    expectError(await env.rest('/v1/videonet/live/channel/videos?handle=@never_walked&max_pages=1&cached=cache_only', k), 404, 'not_found');
    const raw = await env.rest('/v1/videonet/live/channel/videos?handle=@raw_walk&max_pages=1&get_raw=true', k);
    expect(raw.body.data.items[0].videoRenderer.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const cached = await env.rest('/v1/videonet/live/channel/videos?handle=@raw_walk&max_pages=1&cached=cache_only&get_raw=true', k);
    expect(cached.status).toBe(200);
    expect(cached.body.data.items).toEqual(raw.body.data.items);
    expect(await charges(a)).toHaveLength(2);
  });

  it('a failing channel fails its job, uncharged, and answers its error on a page', async () => {
    const { key: k, accountId: a } = await fresh();
    const sub = await env.rest('/v1/videonet/live/channel/videos?channel_id=UC9990502abcdefghijklmno', k);
    const done = await waitForJob(env, k, sub.body.data.batch_id, ['ready', 'failed']);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('upstream_error');
    expect(done.cost).toBe('$0.0000');
    expectError(await env.rest('/v1/videonet/live/channel/videos?handle=@err-timeout_x&max_pages=1', k), 504, 'upstream_error');
    expect(await charges(a)).toEqual([]);
  });
});

describe('bulk reads', () => {
  it('channels: each item answers its own channel or error in request order; charged per success', async () => {
    const { key: k, accountId: a } = await fresh('10', 'live');
    const channels = ['@bulk_one', 'UC9990404abcdefghijklmno', '@err-upstream_bulk', 'UCabcdefghijklmnopqrstu2', '@bulk_two'];
    const res = await env.rest('/v1/videonet/live/channels', k, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channels }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.data.results;
    expect(results.map((r: any) => r.input)).toEqual(channels);
    expect(results.map((r: any) => r.status)).toEqual(['ok', 'error', 'error', 'ok', 'ok']);
    expect(results[1].error).toMatchObject({ code: 'not_found' });
    expect(results[2].error).toMatchObject({ code: 'upstream_error' });
    expect(results[1].channel).toBeNull();
    expect(Object.keys(results[0].channel).sort()).toEqual([...CHANNEL_KEYS].sort());
    expect(results[0].channel.channel_id).toBe(sandboxChannelId('@bulk_one'));
    expect(results[3].channel.channel_id).toBe('UCabcdefghijklmnopqrstu2');
    expect(res.body.meta.cost).toBe('$0.0015');
    expect(await charges(a)).toEqual(['-0.0015']);
    // each success is in the library
    expect((await env.rest('/v1/videonet/channel?handle=@bulk_two', k)).status).toBe(200);
  });

  it('transcripts: mixed successes and failures, charged per transcript read; all failing costs nothing', async () => {
    const { key: k, accountId: a } = await fresh();
    const videos = ['trans000001', '9990502abcd', 'trans000002', '9990429abcd'];
    const res = await env.rest('/v1/videonet/live/transcripts', k, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videos, lang: 'en' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.data.results;
    expect(results.map((r: any) => r.status)).toEqual(['ok', 'error', 'ok', 'error']);
    expect(results[1].error.code).toBe('upstream_error');
    expect(results[3].error.code).toBe('rate_limited');
    expect(results[0].transcript.segments.length).toBeGreaterThan(0);
    expect(results[0].source).toBe('live');
    expect(res.body.meta.cost).toBe('$0.0010');
    const none = await env.rest('/v1/videonet/live/transcripts', k, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videos: ['9990504abcd'] }),
    });
    expect(none.status).toBe(200);
    expect(none.body.data.results[0].error.code).toBe('upstream_error');
    expect(none.body.meta.cost).toBe('$0.0000');
    expect(await charges(a)).toEqual(['-0.0010']);
  });

  it('more than 100 items, duplicates, malformed items or bodies are 400, uncharged', async () => {
    const { key: k, accountId: a } = await fresh();
    const post = (path: string, body: unknown) =>
      env.rest(path, k, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const many = Array.from({ length: 101 }, (_, i) => `@bulk_many_${i}`);
    expectError(await post('/v1/videonet/live/channels', { channels: many }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/channels', { channels: [] }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/channels', { channels: ['@dupe_one', '@DUPE_ONE'] }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/channels', { channels: ['no_at_sign'] }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/channels', { channels: [42] }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/channels', { channels: '@one' }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/channels', {}), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/transcripts', { videos: ['abc'] }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/transcripts', { videos: ['trans000001', 'trans000001'] }), 400, 'invalid_request');
    expectError(await post('/v1/videonet/live/transcripts', { videos: ['trans000001'], lang: 'english' }), 400, 'invalid_request');
    expect((await post('/v1/videonet/live/channels', { channels: many.slice(0, 100) })).status).toBe(200);
    expect(await charges(a)).toEqual(['-0.0500']);
  });
});

describe('failure inputs', () => {
  const cases: [string, number, string][] = [
    ['9990502', 502, 'upstream_error'],
    ['9990504', 504, 'upstream_error'],
    ['9990429', 429, 'rate_limited'],
    ['9990503', 503, 'source_paused'],
    ['9990404', 404, 'not_found'],
  ];
  const names: Record<string, string> = {
    '9990502': 'err-upstream',
    '9990504': 'err-timeout',
    '9990429': 'err-ratelimited',
    '9990503': 'err-paused',
    '9990404': 'err-notfound',
  };

  it('each code on channel handles and ids, video ids, playlists and queries: its error, uncharged, not archived, not stored', async () => {
    const { key: k, accountId: a } = await fresh();
    const before = await archived('channel');
    for (const [code, status, error] of cases) {
      const paths = [
        `/v1/videonet/live/channel?handle=@${names[code]}_chan`,
        `/v1/videonet/live/channel?channel_id=UC${code}abcdefghijklmno`,
        `/v1/videonet/live/video?id=${code}abcd`,
        `/v1/videonet/live/video/comments?id=${code}abcd`,
        `/v1/videonet/live/video/transcript?id=${code}abcd`,
        `/v1/videonet/live/video/sponsors?id=${code}abcd`,
        `/v1/videonet/live/video/thumbnails?url=https://youtu.be/${code}abcd`,
        `/v1/videonet/live/playlist?id=PL${code}abcdefgh`,
        `/v1/videonet/live/search?query=${names[code]}%20guitar`,
        `/v1/videonet/live/search/suggestions?query=${names[code]}`,
        `/v1/videonet/live/hashtag?tag=${names[code]}_tag`,
        `/v1/videonet/live/channel/shorts?handle=@${names[code]}_chan&max_pages=1`,
      ];
      for (const path of paths) {
        const res = await env.rest(path, k);
        expectError(res, status, error);
        if (status === 429 || status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(await charges(a)).toEqual([]);
    expect(await archived('channel')).toBe(before);
    const stored = await env.services.db.query("SELECT 1 FROM videonet_channels WHERE channel_id LIKE 'UC999%' OR handle LIKE '@err-%'");
    expect(stored).toHaveLength(0);
  });

  it('GraphQL answers the same codes', async () => {
    const res = await env.graphql('query { videonetLiveVideo(id: "9990503abcd") { source } }', key);
    expect(res.body.errors[0].extensions.code).toBe('source_paused');
    expect(res.body.errors[0].extensions.status).toBe(503);
  });
});

describe('GraphQL: Channel and Video entities', () => {
  it('a Channel with its videos connection, a Video with comments, transcript, sponsors and thumbnails; each priced as on REST', async () => {
    // A live key: the channel it reads enters the library the next test reads.
    const { key: k, accountId: a } = await fresh('10', 'live');
    const res = await env.graphql(
      `query {
        videonetLiveChannel(handle: "@graph_channel") {
          source
          channel { channelId title avatarUrl links { title url } videos(maxPages: 1) { page { items videos { videoId title viewCount publishedAt isShort } pages nextCursor stopReason } job { batchId } } lives(maxPages: 1, getRaw: true) { page { items videos { videoId } } } }
        }
        videonetLiveVideo(id: "graphvideo1") {
          video {
            videoId title thumbUrl videoUrl
            comments(sort: "newest") { commentCount comments { commentId author } nextCursor }
            transcript { lang languages { code } segments { start end text } }
            sponsors(categories: ["sponsor", "intro"]) { categories segments { category start end votes } }
            thumbnails { size imageUrl }
          }
        }
      }`,
      k,
    );
    expect(res.body.errors).toBeUndefined();
    const channel = res.body.data.videonetLiveChannel.channel;
    expect(channel.videos.page.items).toHaveLength(30);
    expect(channel.videos.job).toBeNull();
    expect(channel.videos.page.videos[0]).toEqual({
      videoId: channel.videos.page.items[0].video_id,
      title: channel.videos.page.items[0].title,
      viewCount: channel.videos.page.items[0].view_count,
      publishedAt: channel.videos.page.items[0].published_at,
      isShort: false,
    });
    expect(channel.lives.page.videos).toBeNull();
    expect(channel.lives.page.items[0].videoRenderer).toBeDefined();
    const video = res.body.data.videonetLiveVideo.video;
    expect(video.comments.comments.length).toBe(20);
    expect(video.transcript.lang).toBe('en');
    expect(video.sponsors.categories).toEqual(['sponsor', 'intro']);
    expect(video.thumbnails).toHaveLength(5);
    // channel + 2 collection pages + video + comments + transcript + sponsors + thumbnails
    const expected = 6 * 0.0005 + 2 * Number(COLLECTION_PRICE);
    expect(Number(await env.balance(a))).toBeCloseTo(10 - expected, 4);
  });

  it('a Channel connection beyond one page is a job; the library answers Channel and Video', async () => {
    await env.rest('/v1/videonet/live/video?id=graphvideo2', key);
    const res = await env.graphql(
      `query { videonetChannel(handle: "@graph_channel") { channelId videos(maxPages: 2) { job { batchId status } } } videonetVideo(id: "graphvideo2") { videoId title } }`,
      key,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.videonetChannel.videos.job.batchId).toMatch(/^job_/);
    expect(res.body.data.videonetVideo.videoId).toBe('graphvideo2');
    await waitForJob(env, key, res.body.data.videonetChannel.videos.job.batchId, ['ready']);
  });

  it('bulk reads on GraphQL charge per success too', async () => {
    const { key: k, accountId: a } = await fresh();
    const res = await env.graphql(
      'query { videonetLiveChannels(channels: ["@gq_bulk", "@err-notfound_x"]) { input status channel { channelId } error { code } } }',
      k,
    );
    expect(res.body.data.videonetLiveChannels.map((r: any) => r.status)).toEqual(['ok', 'error']);
    expect(await charges(a)).toEqual(['-0.0005']);
  });
});

describe('retired v4 paths', () => {
  it('answer 410 naming the v5 path', async () => {
    const retired = Object.assign({}, ...registry.retired());
    for (const suffix of [
      'channel',
      'channel/videos',
      'channel/shorts',
      'channel/lives',
      'video',
      'video/comments',
      'video/transcript',
      'video/sponsors',
      'video/thumbnails',
      'search',
      'hashtag',
      'search/suggestions',
      'playlist',
      'channels',
      'transcripts',
    ]) {
      const v4 = `/v1/live/videonet/${suffix}`;
      expect(retired[v4]).toBe(`/v1/videonet/live/${suffix}`);
      const res = await env.rest(v4, key);
      expectError(res, 410, 'gone');
      expect(res.body.error.message).toContain(`/v1/videonet/live/${suffix}`);
    }
  });
});

describe('test keys and live keys', () => {
  it("without real providers (VIDEONET_PROVIDER, VIDEONET_SPONSORS_PROVIDER unset), a live key's live reads answer 503 source_paused naming the setting, uncharged; a test key reads the sandbox", async () => {
    // A second router on the same database: its own providers, with no stand-ins for real ones.
    const bare = await env.router();
    try {
      const live = await fresh('1', 'live');
      const at = (path: string, k: string) => checkedFetch(bare.base + path, { headers: { authorization: `Bearer ${k}` } });
      const before = await env.balance(live.accountId);
      const cases: [string, string][] = [
        ['/v1/videonet/live/channel?handle=@paused_live', 'VIDEONET_PROVIDER'],
        ['/v1/videonet/live/video?id=pausedvid01', 'VIDEONET_PROVIDER'],
        ['/v1/videonet/live/channel/videos?handle=@paused_live&max_pages=1', 'VIDEONET_PROVIDER'],
        ['/v1/videonet/live/video/sponsors?id=pausedvid01', 'VIDEONET_SPONSORS_PROVIDER'],
      ];
      for (const [path, setting] of cases) {
        const res = await at(path, live.key);
        expectError(res, 503, 'source_paused');
        expect(res.body.error.message).toContain(setting);
        expect(res.headers.get('retry-after')).toBeNull();
      }
      await env.service.ledger.drain();
      expect(await env.balance(live.accountId)).toBe(before);
      expect((await env.ledgerRows(live.accountId)).filter((r) => r.kind !== 'topup')).toEqual([]);

      // a test key reads the sandbox, into the test archive and not the library
      const test = await fresh('1');
      for (const [path] of cases) {
        const res = await at(path, test.key);
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      }
      const rows = await env.services.db.query<{ provider: string; test: boolean }>(
        "SELECT DISTINCT provider, test FROM live_archive WHERE network = 'videonet' AND (args->>'handle' = '@paused_live' OR args->>'id' = 'pausedvid01')",
      );
      expect(rows).toEqual([{ provider: 'sandbox', test: true }]);
      expectError(await at('/v1/videonet/channel?handle=@paused_live', live.key), 404, 'not_found');
      expectError(await at('/v1/videonet/live/video?id=pausedvid01&source=db', live.key), 404, 'not_found');
    } finally {
      await bare.close();
    }
  });
});

describe('mirrored thumbnails and avatars (contract 1.7)', () => {
  const clock = new ManualClock();
  let menv: TestEnv;
  let mkey: string;
  beforeAll(async () => {
    menv = await createTestEnv({ sandboxMediaTtlSeconds: 2 }, { clock });
    standInForReal((menv.service.runtime.modules.videonet as VideonetServices).providers);
    // A live key on the stand-in: the stored reads below read the library and the live archive.
    ({ key: mkey } = await menv.key({ mode: 'live' }));
  });
  afterAll(() => menv?.close());

  it('stored reads swap expired thumbnail and avatar URLs for mirror copies; video URLs are never mirrored', async () => {
    const id = 'mirrorvid01';
    const live = await menv.rest(`/v1/videonet/live/video/thumbnails?id=${id}`, mkey);
    const originals = live.body.data.thumbnails.map((t: any) => t.image_url);
    const video = await menv.rest(`/v1/videonet/live/video?id=${id}`, mkey);
    const channel = await menv.rest('/v1/videonet/live/channel?handle=@mirror_me', mkey);
    const queued = await menv.services.db.query<{ url: string }>('SELECT url FROM media_mirror');
    const urls = new Set(queued.map((r) => r.url));
    for (const u of originals) expect(urls.has(u)).toBe(true);
    expect(urls.has(channel.body.data.avatar_url)).toBe(true);
    expect(urls.has(video.body.data.video_url)).toBe(false);
    await menv.service.runtime.mirror.drain();

    clock.advance(3_000);
    expect((await fetch(originals[0])).status).toBe(403);
    const stored = await menv.rest(`/v1/videonet/live/video/thumbnails?id=${id}&source=db`, mkey);
    for (const t of stored.body.data.thumbnails) expect(t.image_url).toMatch(new RegExp(`^${menv.base}/media/[0-9a-f]{64}$`));
    const copy = await fetch(stored.body.data.thumbnails[0].image_url);
    expect(copy.status).toBe(200);
    const storedVideo = await menv.rest(`/v1/videonet/video?id=${id}`, mkey);
    expect(storedVideo.body.data.thumb_url).toMatch(/\/media\/[0-9a-f]{64}$/);
    expect(storedVideo.body.data.video_url).toBe(video.body.data.video_url);
    const storedChannel = await menv.rest('/v1/videonet/channel?handle=@mirror_me', mkey);
    expect(storedChannel.body.data.avatar_url).toMatch(/\/media\/[0-9a-f]{64}$/);
    expect(storedChannel.body.data.banner_url).toMatch(/\/media\/[0-9a-f]{64}$/);
  });
});

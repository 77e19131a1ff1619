import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { COLLECTION_PRICE } from '../subgraphs/videonet/collections.ts';
import { InvalidRequest } from '../platform/errors.ts';
import type { FetchUse } from '../platform/outbound/page.ts';
import { captionLanguage, count, duration, guardedFetch, hashtagParams, relativeIso, searchParams } from '../subgraphs/videonet/innertube.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { FAKE_CHANNEL_ID, FAKE_HANDLE, FAKE_PLAYLIST, FAKE_VIDEO, startFakeInnertube, type FakeInnertube } from './helpers/fake-innertube.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

/**
 * videonet's real provider (VIDEONET_PROVIDER=innertube): youtubei.js with its fetch sent through the guarded outbound
 * fetcher to VIDEONET_API_URL, a local fake replaying InnerTube's response shapes. Every read end to end on REST (the
 * channel with its about view, the three tabs as pages and jobs with the Popular chip, video, comments with sort and
 * replies, transcripts in two languages, search with filters, hashtag, suggestions, playlist), the errors uncharged,
 * and what the requests carry (the client context, the filter and hashtag params).
 */

let fake: FakeInnertube;
let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  fake = await startFakeInnertube();
  env = await createTestEnv({
    outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: [], ports: [fake.port], timeoutMs: 3000 },
    env: { VIDEONET_PROVIDER: 'innertube', VIDEONET_API_URL: fake.base },
  });
  // InnerTube serves live keys only (test keys read the sandbox).
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000_000, mode: 'live' }));
});
afterAll(async () => {
  await env?.close();
  await fake?.close();
});

const charges = async () => (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const calls = (path: string) => fake.seen.filter((s) => s.path === path);

describe('reading InnerTube answers', () => {
  it('counts, durations, relative times, caption languages and the protobuf params', () => {
    expect(count('1,234 views')).toBe(1234);
    expect(count('1.23M subscribers')).toBe(1_230_000);
    expect(count('12K')).toBe(12_000);
    expect(count('No views')).toBe(0);
    expect(count(null)).toBeNull();
    expect(duration('12:34')).toBe(754);
    expect(duration('1:02:03')).toBe(3723);
    expect(duration('LIVE')).toBeNull();
    expect(relativeIso('Streamed 2 days ago', Date.UTC(2026, 0, 10))).toBe('2026-01-08T00:00:00.000Z');
    expect(relativeIso('Premiering soon', 0)).toBeNull();
    expect(captionLanguage('English (auto-generated)')).toEqual({ code: 'en', name: 'English (auto-generated)', is_generated: true });
    expect(captionLanguage('Spanish').code).toBe('es');
    // sort by upload date: CAI= (field 1 = 2); this week's videos over 20 minutes: field 2 {1: 3, 2: 1, 3: 2}
    expect(searchParams({ type: 'all', duration: 'any', upload_date: 'any', sort: 'upload_date' })).toBe('CAI=');
    expect(searchParams({ type: 'video', duration: 'long', upload_date: 'week', sort: 'relevance' })).toBe(
      Buffer.from([0x12, 6, 8, 3, 16, 1, 24, 2]).toString('base64'),
    );
    expect(searchParams({ type: 'all', duration: 'any', upload_date: 'any', sort: 'relevance' })).toBeUndefined();
    const tag = Buffer.from(hashtagParams('fakehash'), 'base64url');
    expect([...tag.subarray(0, 3)]).toEqual([0xea, 0x05, 12]);
    expect(tag.subarray(5, 13).toString()).toBe('fakehash');
  });
});

describe("youtubei.js's fetch", () => {
  const answer = (status: number, body = '{"ok":true}') => ({
    url: '',
    finalUrl: '',
    status,
    redirects: [],
    contentType: 'application/json',
    bytes: Buffer.from(body),
    charset: undefined,
    fetchedAt: new Date(),
  });

  it('goes through the outbound fetcher, rebased onto the base URL, with its method, body and headers (no cookie)', async () => {
    const sent: { url: string; use: FetchUse }[] = [];
    const f = guardedFetch({ fetchBytes: async (url: string, use: FetchUse) => (sent.push({ url, use }), answer(200)) }, 'http://127.0.0.1:9/prefix/');
    const init = {
      method: 'POST',
      body: '{"browseId":"UCx"}',
      headers: { 'content-type': 'application/json', cookie: 'SID=secret', 'x-youtube-client-name': '1' },
    };
    const res = await f(new Request('https://www.youtube.com/youtubei/v1/browse?prettyPrint=false&alt=json', init), init);
    expect(await res.json()).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://127.0.0.1:9/prefix/youtubei/v1/browse?prettyPrint=false&alt=json');
    expect(sent[0].use).toMatchObject({
      method: 'POST',
      body: '{"browseId":"UCx"}',
      headers: { 'content-type': 'application/json', 'x-youtube-client-name': '1' },
    });
    expect(sent[0].use.headers).not.toHaveProperty('cookie');
    // another host (the suggestion service) goes to the same base
    await f('https://suggestqueries-clients6.youtube.com/complete/search?q=a');
    expect(sent[1].url).toBe('http://127.0.0.1:9/prefix/complete/search?q=a');
    expect(sent[1].use.method).toBe('GET');
  });

  it('answers 404, 429 and other statuses as typed errors; a refused address is an upstream failure, not a client error', async () => {
    const status = (n: number) => guardedFetch({ fetchBytes: async () => answer(n) }, 'http://127.0.0.1:9');
    await expect(status(404)('https://www.youtube.com/x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(status(429)('https://www.youtube.com/x')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    await expect(status(503)('https://www.youtube.com/x')).rejects.toMatchObject({ status: 502, code: 'upstream_error' });
    const refused = guardedFetch(
      {
        fetchBytes: async () => {
          throw new InvalidRequest('url names a private address');
        },
      },
      'http://10.0.0.1',
    );
    await expect(refused('https://www.youtube.com/x')).rejects.toMatchObject({ status: 502, code: 'upstream_error' });
  });
});

describe('the innertube provider against the fake', () => {
  it('a channel by handle: resolve_url, then the channel page and its about view', async () => {
    const res = await env.rest(`/v1/videonet/live/channel?handle=${FAKE_HANDLE}`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      channel_id: FAKE_CHANNEL_ID,
      handle: FAKE_HANDLE,
      title: 'Fake Channel',
      description: 'A channel that only exists on loopback, about fakes.',
      avatar_url: `${fake.base}/yt3/avatar=s900`,
      banner_url: `${fake.base}/banner=w2560`,
      subscriber_count: 1_230_000,
      video_count: 1024,
      view_count: 456_789_012,
      country: 'United Kingdom',
      joined: 'Joined Mar 5, 2012',
      joined_date: '2012-03-05',
      keywords: ['fakes', 'integration tests', 'loopback'],
      verified: true,
      links: [
        { title: 'Website', url: 'https://fake.example.com' },
        { title: 'Shop', url: 'https://shop.example.com/fake' },
      ],
    });
    expect(res.body.meta.cost).toBe('$0.0005');
    const resolve = calls('/youtubei/v1/navigation/resolve_url')[0];
    expect(resolve.body.url).toBe(`https://www.youtube.com/${FAKE_HANDLE}`);
    // youtubei.js's client context and headers, through the outbound fetcher (its user agent is the one youtubei sets)
    expect(resolve.body.context.client.clientName).toBe('WEB');
    expect(resolve.body.context.client.visitorData).toBeTruthy();
    expect(resolve.headers['content-type']).toContain('application/json');
    expect(resolve.query.get('prettyPrint')).toBe('false');
    // the session was made locally: no bootstrap page, player script or config fetch
    expect(fake.seen.some((s) => s.path === '/sw.js_data' || s.path.startsWith('/s/player') || s.path === '/youtubei/v1/config' || s.path === '/')).toBe(false);
    // and the library has it
    expect((await env.rest(`/v1/videonet/channel?channel_id=${FAKE_CHANNEL_ID}`, key)).body.data.title).toBe('Fake Channel');
  });

  it('an unknown channel is 404, uncharged', async () => {
    const before = await charges();
    const res = await env.rest('/v1/videonet/live/channel?handle=@nobodyhere', key);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await env.rest('/v1/videonet/live/channel?channel_id=UCunknownunknownunknown1', key)).status).toBe(404);
    expect(await charges()).toEqual(before);
  });

  it('channel videos: a page now, the whole tab as a flat-priced job, popular through the chip, get_raw', async () => {
    const page = await env.rest(`/v1/videonet/live/channel/videos?channel_id=${FAKE_CHANNEL_ID}&max_pages=1`, key);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.items).toHaveLength(30);
    expect(page.body.data.items[0]).toMatchObject({
      video_id: 'fakeVid0000',
      title: 'Fake video number 0',
      duration_seconds: 754,
      view_count: 1000,
      published_text: '1 days ago',
      channel_id: FAKE_CHANNEL_ID,
      is_short: false,
    });
    expect(page.body.data.items[0].published_at).toMatch(/^\d{4}-/);
    expect(page.body.meta.cost).toBe(`$${Number(COLLECTION_PRICE).toFixed(4)}`);
    expect(calls('/youtubei/v1/browse').at(-1)!.body.params).toBe('EgZ2aWRlb3PyBgQKAjoA');

    const job = await env.rest(`/v1/videonet/live/channel/videos?handle=${FAKE_HANDLE}&max_pages=-1`, key);
    expect(job.status).toBe(202);
    const done = await waitForJob(env, key, job.body.data.batch_id, ['ready', 'failed']);
    expect(done.status).toBe('ready');
    expect(done.item_count).toBe(35);
    expect(done.cost).toBe(`$${Number(COLLECTION_PRICE).toFixed(4)}`);
    expect(calls('/youtubei/v1/browse').some((s) => s.body.continuation === 'videos-page-2')).toBe(true);

    const popular = await env.rest(`/v1/videonet/live/channel/videos?handle=${FAKE_HANDLE}&sort=popular&max_pages=-1`, key);
    const popularDone = await waitForJob(env, key, popular.body.data.batch_id, ['ready', 'failed']);
    expect(popularDone.item_count).toBe(35);
    const { items } = await allResults(env, key, popular.body.data.batch_id);
    const views = items.map((v: any) => v.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const raw = await env.rest(`/v1/videonet/live/channel/videos?handle=${FAKE_HANDLE}&max_pages=1&get_raw=true`, key);
    expect(raw.body.data.items[0].videoRenderer.videoId).toBe('fakeVid0000');
  });

  it('shorts (shorts lockups) and lives (streamed videos)', async () => {
    const shorts = await env.rest(`/v1/videonet/live/channel/shorts?handle=${FAKE_HANDLE}&max_pages=1`, key);
    expect(shorts.status, JSON.stringify(shorts.body)).toBe(200);
    expect(shorts.body.data.items.map((v: any) => v.video_id)).toEqual(['fakeSho0000', 'fakeSho1000', 'fakeSho2000']);
    expect(shorts.body.data.items[1]).toMatchObject({
      title: 'Short number 1',
      view_count: 2000,
      is_short: true,
      video_url: 'https://www.youtube.com/shorts/fakeSho1000',
    });
    expect(shorts.body.data.stop_reason).toBe('exhausted');
    // shorts show no upload time: since keeps them rather than stopping at the first
    const since = await env.rest(`/v1/videonet/live/channel/shorts?handle=${FAKE_HANDLE}&max_pages=1&since=2020-01-01`, key);
    expect(since.body.data.items).toHaveLength(3);
    expect(since.body.data.stop_reason).toBe('exhausted');
    const lives = await env.rest(`/v1/videonet/live/channel/lives?handle=${FAKE_HANDLE}&max_pages=1`, key);
    expect(lives.body.data.items.every((v: any) => v.was_live && v.duration_seconds === 3723)).toBe(true);
  });

  it('a video: player and watch-next; every thumbnail size; an unavailable video is 404; a failing upstream 502', async () => {
    const res = await env.rest(`/v1/videonet/live/video?url=https://youtu.be/${FAKE_VIDEO}`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      video_id: FAKE_VIDEO,
      title: 'How to build a fake',
      channel_id: FAKE_CHANNEL_ID,
      channel_handle: FAKE_HANDLE,
      channel_title: 'Fake Channel',
      avatar_url: `${fake.base}/yt3/avatar=s88`,
      published_at: '2024-05-06T14:00:00.000Z',
      duration_seconds: 754,
      view_count: 98765,
      like_count: 4321,
      comment_count: 1200,
      keywords: ['fakes', 'testing'],
      category: 'Education',
      is_short: false,
      thumb_url: `${fake.base}/vi/${FAKE_VIDEO}/maxresdefault.jpg`,
      video_url: `https://www.youtube.com/watch?v=${FAKE_VIDEO}`,
    });
    const thumbs = await env.rest(`/v1/videonet/live/video/thumbnails?id=${FAKE_VIDEO}`, key);
    expect(thumbs.body.data.thumbnails.map((t: any) => t.size)).toEqual(['default', 'mqdefault', 'hqdefault', 'maxresdefault']);
    const before = await charges();
    const missing = await env.rest('/v1/videonet/live/video?id=fakeNoVid01', key);
    expect(missing.status).toBe(404);
    const broken = await env.rest('/v1/videonet/live/video?id=fakeBroken1', key);
    expect(broken.status).toBe(502);
    expect(broken.body.error.code).toBe('upstream_error');
    // a POST the upstream redirects is not followed: its body goes to the configured address only
    const redirected = await env.rest('/v1/videonet/live/video?id=fakeRedir01', key);
    expect(redirected.status).toBe(502);
    expect(fake.seen.some((s) => s.path === '/elsewhere')).toBe(false);
    expect(await charges()).toEqual(before);
  });

  it('comments: top with the next page, newest through the sort menu, replies through their continuation', async () => {
    const top = await env.rest(`/v1/videonet/live/video/comments?id=${FAKE_VIDEO}`, key);
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    expect(top.body.data.comment_count).toBe(1234);
    expect(top.body.data.comments.map((c: any) => c.comment_id)).toEqual(['Ugc1', 'Ugc2']);
    expect(top.body.data.comments[0]).toMatchObject({
      text: 'Pinned by the creator',
      likes: 1200,
      reply_count: 2,
      is_pinned: true,
      author_is_owner: true,
      replies: null,
      avatar_url: `${fake.base}/yt3/Ugc1.jpg`,
    });
    expect(top.body.data.comments[1].is_hearted).toBe(true);
    const next = await env.rest(`/v1/videonet/live/video/comments?id=${FAKE_VIDEO}&cursor=${top.body.data.next_cursor}`, key);
    expect(next.body.data.comments.map((c: any) => c.comment_id)).toEqual(['Ugc3']);
    expect(next.body.data.next_cursor).toBeNull();

    const newest = await env.rest(`/v1/videonet/live/video/comments?id=${FAKE_VIDEO}&sort=newest&replies=true`, key);
    // the newest page comes in the view-model form: the same comments, read from their entities
    expect(newest.body.data.comments.map((c: any) => c.comment_id)).toEqual(['Ugc2', 'Ugc1']);
    expect(newest.body.data.comments[1]).toMatchObject({
      text: 'Pinned by the creator',
      author: '@author_ugc1',
      likes: 1200,
      reply_count: 2,
      is_pinned: true,
      author_is_owner: true,
      avatar_url: `${fake.base}/yt3/Ugc1.jpg`,
      published_text: '2 weeks ago',
    });
    expect(newest.body.data.comments[0]).toMatchObject({ is_hearted: true, is_pinned: false, likes: 87 });
    expect(newest.body.data.comment_count).toBe(1234);
    expect(newest.body.data.comments[1].replies.map((r: any) => r.text)).toEqual(['First reply', 'Second reply']);
    expect(newest.body.data.comments[0].replies).toEqual([]);
    expect(calls('/youtubei/v1/next').some((s) => s.body.continuation === 'comments-new-1')).toBe(true);
  });

  it('transcripts: the selected language, another through the language menu, a missing one 404 naming those it has', async () => {
    const en = await env.rest(`/v1/videonet/live/video/transcript?id=${FAKE_VIDEO}`, key);
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    expect(en.body.data.languages).toEqual([
      { code: 'en', name: 'English (auto-generated)', is_generated: true },
      { code: 'es', name: 'Spanish', is_generated: false },
    ]);
    expect(en.body.data.segments[1]).toEqual({ start: 2.4, end: 4.8, text: 'today we build a fake' });
    const es = await env.rest(`/v1/videonet/live/video/transcript?id=${FAKE_VIDEO}&lang=es`, key);
    expect(es.body.data.segments[0].text).toBe('hola y bienvenidos');
    expect(calls('/youtubei/v1/get_transcript').map((s) => s.body.params)).toContain('transcript-es');
    const fr = await env.rest(`/v1/videonet/live/video/transcript?id=${FAKE_VIDEO}&lang=fr`, key);
    expect(fr.status).toBe(404);
    expect(fr.body.error.message).toContain('en, es');
    const bulk = await env.rest('/v1/videonet/live/transcripts', key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videos: [FAKE_VIDEO, 'fakeNoVid01'], lang: 'es' }),
    });
    expect(bulk.body.data.results.map((r: any) => r.status)).toEqual(['ok', 'error']);
    expect(bulk.body.data.results[1].error.code).toBe('not_found');
    expect(bulk.body.meta.cost).toBe('$0.0005');
  });

  it('search with filters (sent as the network params), its next page; hashtag; suggestions; playlist pages', async () => {
    const s = await env.rest('/v1/videonet/live/search?query=fake%20api&type=video&duration=long&upload_date=week', key);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const sent = calls('/youtubei/v1/search').at(-1)!;
    expect(sent.body.query).toBe('fake api');
    expect(sent.body.params).toBe(searchParams({ type: 'video', duration: 'long', upload_date: 'week', sort: 'relevance' }));
    expect(s.body.data.estimated_results).toBe(4210);
    expect(s.body.data.results.map((r: any) => r.kind)).toEqual(['video', 'channel', 'playlist']);
    expect(s.body.data.results[1]).toMatchObject({ id: FAKE_CHANNEL_ID, subscriber_count: 1_230_000, thumb_url: 'https://yt3.example/avatar=s88' });
    expect(s.body.data.results[2]).toMatchObject({ id: FAKE_PLAYLIST, video_count: 3, url: `https://www.youtube.com/playlist?list=${FAKE_PLAYLIST}` });
    const more = await env.rest(`/v1/videonet/live/search?query=fake%20api&type=video&duration=long&upload_date=week&cursor=${s.body.data.next_cursor}`, key);
    expect(more.body.data.results.map((r: any) => r.id)).toEqual(['fakeVid0071', 'PLlockupPlaylist01']);
    expect(more.body.data.results[1]).toMatchObject({
      kind: 'playlist',
      title: 'A lockup playlist',
      channel_id: FAKE_CHANNEL_ID,
      channel_title: 'Fake Channel',
      video_count: 42,
      thumb_url: `${fake.base}/vi/fakeVid0080/hqdefault.jpg`,
    });

    const h = await env.rest('/v1/videonet/live/hashtag?tag=fakehash', key);
    expect(h.status, JSON.stringify(h.body)).toBe(200);
    expect(calls('/youtubei/v1/browse').at(-1)!.body).toMatchObject({ browseId: 'FEhashtag', params: hashtagParams('fakehash') });
    expect(h.body.data.video_count_text).toBe('1.5K videos • 900 channels');
    expect(h.body.data.videos.map((v: any) => v.video_id)).toEqual(['fakeVid0088', 'fakeVid0089']);
    const h2 = await env.rest(`/v1/videonet/live/hashtag?tag=fakehash&cursor=${h.body.data.next_cursor}`, key);
    expect(h2.body.data.videos.map((v: any) => v.video_id)).toEqual(['fakeVid0090']);

    const g = await env.rest('/v1/videonet/live/search/suggestions?query=fake', key);
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect(g.body.data.suggestions).toEqual(['fake tutorial', 'fake for beginners', 'fake explained']);
    expect(calls('/complete/search').at(-1)!.query.get('q')).toBe('fake');

    const p = await env.rest(`/v1/videonet/live/playlist?id=${FAKE_PLAYLIST}`, key);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data).toMatchObject({
      playlist_id: FAKE_PLAYLIST,
      title: 'Fake playlist',
      description: 'Everything fake, in order.',
      channel_id: FAKE_CHANNEL_ID,
      video_count: 3,
      view_count: 4321,
    });
    expect(p.body.data.videos.map((v: any) => [v.video_id, v.view_count, v.published_text])).toEqual([
      ['fakeVid0080', 12000, '2 months ago'],
      ['fakeVid0081', 12000, '2 months ago'],
    ]);
    const p2 = await env.rest(`/v1/videonet/live/playlist?id=${FAKE_PLAYLIST}&cursor=${p.body.data.next_cursor}`, key);
    expect(p2.body.data.videos.map((v: any) => v.video_id)).toEqual(['fakeVid0082']);
    expect(p2.body.data.next_cursor).toBeNull();
    expect((await env.rest('/v1/videonet/live/playlist?id=PLnosuchplaylist00', key)).status).toBe(404);
  });

  it('a GraphQL Video reads its comments and transcript through the same provider', async () => {
    const res = await env.graphql(
      `query { videonetLiveVideo(id: "${FAKE_VIDEO}") { video { title comments { comments { commentId } } transcript(lang: "es") { lang segments { text } } } } }`,
      key,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.videonetLiveVideo.video.comments.comments).toHaveLength(2);
    expect(res.body.data.videonetLiveVideo.video.transcript.segments).toHaveLength(3);
  });

  it('a test key reads the sandbox: InnerTube is never asked for it', async () => {
    const { key: test } = await env.key({ balance: '1' });
    const before = fake.seen.length;
    const res = await env.rest(`/v1/videonet/live/video?id=${FAKE_VIDEO}`, test);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.source).toBe('live');
    expect(fake.seen.length).toBe(before);
  });
});

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import type { VideonetServices } from '../subgraphs/videonet/services.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { standInForReal } from './helpers/stand-in.ts';

/**
 * videonet's sponsor segments on the sponsorblock provider (VIDEONET_SPONSORS_PROVIDER=sponsorblock): a local fake of
 * the public SponsorBlock API on 127.0.0.1 checks what it is sent (videoID, the categories and action types as JSON
 * arrays) and answers in its format; segments end to end on REST and GraphQL, 404 as an empty list, each error class
 * uncharged, everything through the guarded outbound fetcher.
 */

let fake: Server;
let env: TestEnv;
let key: string;
let accountId: number;
const seen: URLSearchParams[] = [];
const hanging: ServerResponse[] = [];

const SEGMENTS = [
  { segment: [312.5, 371.2], UUID: 'b'.repeat(64), category: 'sponsor', videoDuration: 903.1, actionType: 'skip', locked: 1, votes: 14, description: '' },
  { segment: [0, 12.04], UUID: 'a'.repeat(64), category: 'intro', videoDuration: 903.1, actionType: 'skip', locked: 0, votes: 3, description: '' },
  { segment: [880, 903.1], UUID: 'c'.repeat(64), category: 'outro', videoDuration: 903.1, actionType: 'skip', locked: 0, votes: -1, description: '' },
];

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    if (url.pathname !== '/api/skipSegments') {
      res.writeHead(404).end();
      return;
    }
    seen.push(url.searchParams);
    const id = url.searchParams.get('videoID');
    const categories: string[] = JSON.parse(url.searchParams.get('categories') ?? '["sponsor"]');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (id === 'sbSponsors1') {
      const found = SEGMENTS.filter((s) => categories.includes(s.category));
      if (found.length === 0) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      else json(200, found);
    } else if (id === 'sbLimited01') res.writeHead(429, { 'content-type': 'text/plain' }).end('Too many requests');
    else if (id === 'sbBroken001') res.writeHead(500, { 'content-type': 'text/plain' }).end('oops');
    else if (id === 'sbGarbage01') res.writeHead(200, { 'content-type': 'application/json' }).end('{"not": "a list"');
    else if (id === 'sbHang00001') hanging.push(res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  env = await createTestEnv({
    outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: [], ports: [port], timeoutMs: 800 },
    env: { VIDEONET_SPONSORS_PROVIDER: 'sponsorblock', VIDEONET_SPONSORS_API_URL: `http://127.0.0.1:${port}/` },
  });
  // SponsorBlock serves live keys only; their other videonet reads (VIDEONET_PROVIDER unset) go to a stand-in.
  standInForReal((env.service.runtime.modules.videonet as VideonetServices).providers);
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000_000, mode: 'live' }));
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await env?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const charges = async () => (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge').map((r) => r.amount);

describe('the sponsorblock provider', () => {
  it('reads segments with category, start, end and votes, sorted by start; sends the categories and action types', async () => {
    const res = await env.rest('/v1/videonet/live/video/sponsors?id=sbSponsors1', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.video_id).toBe('sbSponsors1');
    expect(data.segment_count).toBe(3);
    expect(data.segments.map((s: any) => s.category)).toEqual(['intro', 'sponsor', 'outro']);
    expect(data.segments[1]).toEqual({
      segment_id: 'b'.repeat(64),
      category: 'sponsor',
      action: 'skip',
      start: 312.5,
      end: 371.2,
      votes: 14,
      locked: true,
      video_duration: 903.1,
    });
    expect(res.body.meta.cost).toBe('$0.0005');
    const sent = seen[seen.length - 1];
    expect(sent.get('videoID')).toBe('sbSponsors1');
    expect(JSON.parse(sent.get('categories')!)).toEqual(['sponsor', 'selfpromo', 'interaction', 'intro', 'outro', 'preview', 'music_offtopic', 'filler']);
    expect(JSON.parse(sent.get('actionTypes')!)).toEqual(['skip', 'mute', 'full', 'poi', 'chapter']);

    const only = await env.rest('/v1/videonet/live/video/sponsors?id=sbSponsors1&categories=sponsor', key);
    expect(JSON.parse(seen[seen.length - 1].get('categories')!)).toEqual(['sponsor']);
    expect(only.body.data.segments).toHaveLength(1);
    // stored: source=db answers without asking again
    const before = seen.length;
    const stored = await env.rest('/v1/videonet/live/video/sponsors?id=sbSponsors1&categories=sponsor&source=db', key);
    expect(stored.body.meta.source).toBe('db');
    expect(seen.length).toBe(before);
  });

  it('a 404 (no segments in these categories) is an empty list, a successful read', async () => {
    const res = await env.rest('/v1/videonet/live/video/sponsors?id=sbSponsors1&categories=filler,preview', key);
    expect(res.status).toBe(200);
    expect(res.body.data.segments).toEqual([]);
    expect(res.body.data.segment_count).toBe(0);
    const none = await env.rest('/v1/videonet/live/video/sponsors?id=sbNothing01', key);
    expect(none.body.data.segments).toEqual([]);
  });

  it('rate limits, failures, broken bodies and timeouts answer their errors, uncharged', async () => {
    const before = await charges();
    const limited = await env.rest('/v1/videonet/live/video/sponsors?id=sbLimited01', key);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBe('60');
    for (const id of ['sbBroken001', 'sbGarbage01']) {
      const res = await env.rest(`/v1/videonet/live/video/sponsors?id=${id}`, key);
      expect(res.status, id).toBe(502);
      expect(res.body.error.code).toBe('upstream_error');
    }
    const slow = await env.rest('/v1/videonet/live/video/sponsors?id=sbHang00001', key);
    expect(slow.status).toBe(504);
    expect(await charges()).toEqual(before);
  });

  it("GraphQL: a Video's sponsors read through the same provider", async () => {
    const res = await env.graphql(
      'query { videonetLiveVideo(id: "sbSponsors1") { video { videoId sponsors(categories: ["outro"]) { segments { category start end votes } } } } }',
      key,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.videonetLiveVideo.video.sponsors.segments).toEqual([{ category: 'outro', start: 880, end: 903.1, votes: -1 }]);
  });

  it('a test key reads the sandbox segments: SponsorBlock is never asked for it', async () => {
    const { key: test } = await env.key({ balance: '1' });
    const before = seen.length;
    const res = await env.rest('/v1/videonet/live/video/sponsors?id=sbSponsors1', test);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.source).toBe('live');
    expect(seen.length).toBe(before);
    const [row] = await env.services.db.query<{ provider: string; test: boolean }>(
      "SELECT provider, test FROM live_archive WHERE network = 'videonet' AND operation = 'sponsors' AND test ORDER BY fetched_at DESC LIMIT 1",
    );
    expect(row).toEqual({ provider: 'sandbox', test: true });
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { COMPACT_AD_KEYS } from '../subgraphs/facenet/normalise.ts';
import { facenetServices } from '../subgraphs/facenet/services.ts';
import type { PlatformRuntime } from '../subgraphs/runtime.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * facenet's Ad Library reads on the meta provider (FACENET_ADS_PROVIDER=meta): a local fake of Meta's ads_archive
 * Graph API on 127.0.0.1 checks what it is sent (token, JSON array encodings, filters, fields, after) and answers in
 * its format; the three reads end to end on REST, paging through the wrapped cursor, trim=true, each error class
 * uncharged, a missing token refusing to start, and the other facenet operations still on the sandbox.
 */

const TOKEN = 'test-token';
const FIELDS =
  'id,ad_creation_time,ad_creative_bodies,ad_creative_link_captions,ad_creative_link_descriptions,ad_creative_link_titles,ad_delivery_start_time,ad_delivery_stop_time,ad_snapshot_url,page_id,page_name,publisher_platforms,languages,impressions,spend,currency,bylines,estimated_audience_size';

let fake: Server;
let fakeBase: string;
let env: TestEnv;
let key: string;
let accountId: number;
const seen: URLSearchParams[] = [];
const hanging: ServerResponse[] = [];
let redirectTargetHits = 0;
const userAgents: (string | undefined)[] = [];

function metaAd(i: number, pageId: string, pageName: string, stopped: boolean) {
  const id = `77${pageId}${String(i).padStart(4, '0')}`;
  return {
    id,
    ad_creation_time: '2026-01-02',
    ad_creative_bodies: [`Body ${i} of ${pageName}`],
    ad_creative_link_captions: ['example.com'],
    ad_creative_link_descriptions: ['A description'],
    ad_creative_link_titles: [`Title ${i}`],
    ad_delivery_start_time: '2026-01-03',
    ...(stopped ? { ad_delivery_stop_time: '2026-02-01' } : {}),
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=${TOKEN}`,
    page_id: pageId,
    page_name: pageName,
    publisher_platforms: ['FACEBOOK', 'INSTAGRAM'],
    languages: ['en'],
    impressions: { lower_bound: '1000', upper_bound: '1999' },
    spend: { lower_bound: '100', upper_bound: '199' },
    currency: 'USD',
    bylines: 'Paid for by Acme',
    estimated_audience_size: { lower_bound: 1000, upper_bound: 5000 },
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const metaError = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, { error: { message, type: 'OAuthException', code, error_subcode: 0, fbtrace_id: 'AbC123' } });

/** Two pages per ad list (10 ads, then 3), the `after` cursor between them. */
function adsPage(res: ServerResponse, q: URLSearchParams, pageId: (i: number) => [string, string]) {
  const after = q.get('after');
  if (after !== null && after !== 'QVFIUAFTER1') return metaError(res, 400, 100, 'Invalid cursor');
  const n = after === null ? 10 : 3;
  const data = Array.from({ length: n }, (_, i) => metaAd(i + (after ? 10 : 0), ...pageId(i), i % 3 === 0));
  const paging =
    after === null
      ? { cursors: { before: 'B0', after: 'QVFIUAFTER1' }, next: `${fakeBase}/v21.0/ads_archive?after=QVFIUAFTER1` }
      : { cursors: { before: 'B1', after: 'QVFIUEND' } };
  json(res, 200, { data, paging });
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, 'http://127.0.0.1');
  if (url.pathname === '/elsewhere') {
    redirectTargetHits += 1;
    return json(res, 200, { data: [] });
  }
  if (url.pathname !== '/v21.0/ads_archive') return metaError(res, 404, 803, 'Unknown path');
  const q = url.searchParams;
  seen.push(q);
  userAgents.push(req.headers['user-agent']);
  if (q.get('access_token') !== TOKEN) return metaError(res, 400, 190, 'Invalid OAuth access token');
  const terms = q.get('search_terms');
  if (terms === 'err rate') return metaError(res, 400, 613, 'Calls to this api have exceeded the rate limit.');
  if (terms === 'err token') return metaError(res, 400, 190, 'Error validating access token');
  if (terms === 'err param') return metaError(res, 400, 100, 'Invalid parameter');
  if (terms === 'err server') return json(res, 500, { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'x' } });
  if (terms === 'err redirect') {
    res.writeHead(302, { location: `${fakeBase}/elsewhere` });
    return res.end();
  }
  if (terms === 'err slow') return void hanging.push(res);
  if (terms === 'err large') return json(res, 200, { data: [], padding: 'x'.repeat(4 * 1024 * 1024) });
  if (q.get('fields') === 'page_id,page_name') {
    // Advertisers: the distinct pages of the matching ads.
    const pages: [string, string][] =
      terms === 'nothing'
        ? []
        : [
            ['111', 'Acme Shoes'],
            ['222', 'Bolt Running'],
            ['111', 'Acme Shoes'],
            ['333', 'Acme Shoes Outlet'],
          ];
    return json(res, 200, { data: pages.map(([page_id, page_name]) => ({ page_id, page_name, id: `9${page_id}` })) });
  }
  if (q.get('fields') !== FIELDS) return metaError(res, 400, 100, 'Unexpected fields');
  const ids = q.get('search_page_ids');
  if (ids !== null) {
    const [id] = JSON.parse(ids) as string[];
    return adsPage(res, q, () => [id, id === '111' ? 'Acme Shoes' : `Page ${id}`]);
  }
  if (terms !== null) return adsPage(res, q, (i) => (i % 2 ? ['111', 'Acme Shoes'] : ['222', 'Bolt Running']));
  metaError(res, 400, 100, 'search_terms or search_page_ids is required');
}

beforeAll(async () => {
  fake = createServer(handle);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  env = await createTestEnv({
    unauthenticatedRateLimit: 0,
    // The Graph API is called through the guarded outbound fetcher: the fake's loopback address and port are allowed.
    outbound: {
      ...loadConfig().outbound,
      allowCidrs: '127.0.0.1/32',
      dnsServers: ['127.0.0.1:9'],
      ports: [Number(new URL(fakeBase).port)],
      userAgent: 'meta-test-fetcher',
    },
    env: { FACENET_ADS_PROVIDER: 'meta', FACENET_ADS_TOKEN: TOKEN, FACENET_ADS_API_URL: `${fakeBase}/v21.0`, FACENET_ADS_TIMEOUT_MS: '300' },
  });
  // Meta's archive serves live keys only: test keys read the sandbox.
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000_000, mode: 'live' }));
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await env?.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const get = (suffix: string, query: Record<string, string>, k = key) => env.rest(`/v1/facenet/live/${suffix}?${new URLSearchParams(query)}`, k);
const charges = async (account: number) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const last = () => seen[seen.length - 1];

describe('facenet Ad Library on the meta provider', () => {
  it('search/ads: the request Meta expects, the ads mapped to the full records, paging through the wrapped after cursor', async () => {
    const before = (await charges(accountId)).length;
    const first = await get('adlibrary/search/ads', { query: 'running shoes', country: 'GB', status: 'ACTIVE', media_type: 'VIDEO' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const q = last();
    expect(q.get('access_token')).toBe(TOKEN);
    expect(q.get('search_terms')).toBe('running shoes');
    expect(q.get('search_type')).toBe('KEYWORD_UNORDERED');
    expect(q.get('ad_reached_countries')).toBe('["GB"]');
    expect(JSON.parse(q.get('ad_reached_countries')!)).toEqual(['GB']);
    expect(q.get('ad_active_status')).toBe('ACTIVE');
    expect(q.get('ad_type')).toBe('ALL');
    expect(q.get('media_type')).toBe('VIDEO');
    expect(q.get('fields')).toBe(FIELDS);
    expect(q.get('limit')).toBe('10');
    expect(q.has('after')).toBe(false);

    const data = first.body.data;
    expect(data).toMatchObject({ query: 'running shoes', country: 'GB', status: 'ACTIVE', media_type: 'VIDEO', ad_count: 10 });
    const ad = data.ads[1];
    expect(ad).toMatchObject({
      page_id: '111',
      page_name: 'Acme Shoes',
      is_active: true,
      start_date: '2026-01-03T00:00:00.000Z',
      media_type: 'VIDEO',
      body: 'Body 1 of Acme Shoes',
      title: 'Title 1',
      publisher_platforms: ['facebook', 'instagram'],
      snapshot_url: `https://www.facebook.com/ads/library/?id=${ad.ad_archive_id}`,
    });
    expect(JSON.stringify(first.body)).not.toContain(TOKEN);

    const cursor = data.next_cursor as string;
    expect(typeof cursor).toBe('string');
    const second = await get('adlibrary/search/ads', { query: 'running shoes', country: 'GB', status: 'ACTIVE', media_type: 'VIDEO', cursor });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(last().get('after')).toBe('QVFIUAFTER1');
    expect(second.body.data.ad_count).toBe(3);
    expect(second.body.data.next_cursor).toBeNull();
    expect((await charges(accountId)).length).toBe(before + 2);

    // The cursor stays this operation's: another operation refuses it.
    expect((await get('adlibrary/company/ads', { pageId: '111', cursor })).status).toBe(400);
  });

  it('search/ads with status ALL: an ad with a stop time is inactive; trim=true answers the compact projection', async () => {
    const res = await get('adlibrary/search/ads', { query: 'trainers', trim: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(last().get('ad_active_status')).toBe('ALL');
    expect(last().get('ad_reached_countries')).toBe('["US"]');
    for (const ad of res.body.data.ads) expect(Object.keys(ad)).toEqual([...COMPACT_AD_KEYS]);
    expect(res.body.data.ads[0]).toMatchObject({ is_active: false, end_date: '2026-02-01T00:00:00.000Z' });
    expect(res.body.data.ads[1]).toMatchObject({ is_active: true, end_date: null });
  });

  it('company/ads by pageId: search_page_ids as a JSON array, paging with the cursor', async () => {
    const first = await get('adlibrary/company/ads', { pageId: '111' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(last().get('search_page_ids')).toBe('["111"]');
    expect(last().has('search_terms')).toBe(false);
    expect(first.body.data).toMatchObject({ page_id: '111', page_name: 'Acme Shoes', country: 'US', status: 'ALL', media_type: 'ALL', ad_count: 10 });
    const second = await get('adlibrary/company/ads', { pageId: '111', cursor: first.body.data.next_cursor, trim: 'true' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(last().get('after')).toBe('QVFIUAFTER1');
    expect(last().get('search_page_ids')).toBe('["111"]');
    expect(second.body.data.ad_count).toBe(3);
    expect(second.body.data.next_cursor).toBeNull();
    expect(Object.keys(second.body.data.ads[0])).toEqual([...COMPACT_AD_KEYS]);
  });

  it('company/ads by companyName: the advertiser found in the archive, then its ads', async () => {
    const at = seen.length;
    const res = await get('adlibrary/company/ads', { companyName: 'acme shoes' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [lookup, ads] = seen.slice(at);
    expect(lookup.get('search_terms')).toBe('acme shoes');
    expect(lookup.get('fields')).toBe('page_id,page_name');
    expect(ads.get('search_page_ids')).toBe('["111"]');
    expect(res.body.data).toMatchObject({ page_id: '111', page_name: 'Acme Shoes', ad_count: 10 });

    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000, mode: 'live' });
    const none = await get('adlibrary/company/ads', { companyName: 'nothing' }, k);
    expect(none.status).toBe(404);
    expect(await charges(a)).toEqual([]);
  });

  it('search/companies: the distinct advertisers of the matching ads', async () => {
    const res = await get('adlibrary/search/companies', { query: 'acme', country: 'DE' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(last().get('search_terms')).toBe('acme');
    expect(last().get('ad_reached_countries')).toBe('["DE"]');
    expect(last().get('access_token')).toBe(TOKEN);
    expect(res.body.data).toMatchObject({ query: 'acme', country: 'DE', company_count: 3 });
    expect(res.body.data.companies.map((c: any) => [c.page_id, c.name])).toEqual([
      ['111', 'Acme Shoes'],
      ['222', 'Bolt Running'],
      ['333', 'Acme Shoes Outlet'],
    ]);
    expect(res.body.data.companies[0]).toMatchObject({ profile_url: 'https://www.facebook.com/111', country: 'DE', likes: null });
  });

  it('each error class: rate limits 429 with Retry-After, token, parameter, 5xx and a redirect 502, a timeout 504; none charged', async () => {
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000, mode: 'live' });
    const rate = await get('adlibrary/search/ads', { query: 'err rate' }, k);
    expect(rate.status).toBe(429);
    expect(rate.body.error.code).toBe('rate_limited');
    expect(Number(rate.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const query of ['err token', 'err param', 'err server', 'err redirect']) {
      const res = await get('adlibrary/search/companies', { query }, k);
      expect(res.status, query).toBe(502);
      expect(res.body.error.code).toBe('upstream_error');
      expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    }
    expect(redirectTargetHits).toBe(0);
    const slow = await get('adlibrary/company/ads', { companyName: 'err slow' }, k);
    expect(slow.status).toBe(504);
    expect(slow.body.error.code).toBe('upstream_error');
    expect(await charges(a)).toEqual([]);
  });

  it('goes through the outbound fetcher: its user agent, and an answer over 4 MiB is 502, uncharged', async () => {
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000, mode: 'live' });
    const at = userAgents.length;
    const large = await get('adlibrary/search/ads', { query: 'err large' }, k);
    expect(large.status).toBe(502);
    expect(large.body.error).toMatchObject({ code: 'upstream_error', message: 'The Ad Library API could not be reached. Nothing was charged; retry later.' });
    expect(userAgents.slice(at)).toEqual(['meta-test-fetcher']);
    expect(await charges(a)).toEqual([]);
  });

  it('GraphQL types the ranges the archive gives (impressions, spend, audience size) and the members it gives beyond the sandbox', async () => {
    const res = await env.graphql(
      `{ facenetSearchAds(query: "typed ranges", source: live) {
      ads { adArchiveId createdAt languages bylines currency linkCaption linkDescription impressions { lowerBound upperBound } spend { lowerBound upperBound } estimatedAudienceSize { lowerBound upperBound } advertiser { network advertiserId name } } } }`,
      key,
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const ad = res.body.data.facenetSearchAds.ads[0];
    expect(ad.impressions).toEqual({ lowerBound: 1000, upperBound: 1999 });
    expect(ad.spend).toEqual({ lowerBound: 100, upperBound: 199 });
    expect(ad.estimatedAudienceSize).toEqual({ lowerBound: 1000, upperBound: 5000 });
    expect(ad).toMatchObject({
      createdAt: '2026-01-02T00:00:00.000Z',
      languages: ['en'],
      bylines: 'Paid for by Acme',
      currency: 'USD',
      linkCaption: 'example.com',
    });
    expect(ad.advertiser.network).toBe('facenet');
  });

  it("the other facenet operations have no real provider (FACENET_PROVIDER unset): a live key's answer 503 source_paused, uncharged", async () => {
    const at = seen.length;
    const { key: k, accountId: a } = await env.key({ balance: '1', rateLimit: 100_000, mode: 'live' });
    for (const [suffix, query] of [
      ['event/details', { id: '123456' }],
      ['page', { page_id: '42' }],
    ] as const) {
      const res = await get(suffix, query, k);
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body.error.code).toBe('source_paused');
      expect(res.body.error.message).toContain('FACENET_PROVIDER');
    }
    await env.service.ledger.drain();
    expect(await charges(a)).toEqual([]);
    expect(seen.length).toBe(at);
  });

  it('a test key reads the sandbox for every operation, the Ad Library too: Meta is never called for it', async () => {
    const at = seen.length;
    const { key: k } = await env.key({ balance: '1', rateLimit: 100_000 });
    const event = await get('event/details', { id: '123456' }, k);
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    expect(event.body.data.event.event_id).toBe('123456');
    expect((await get('page', { page_id: '42' }, k)).status).toBe(200);
    const ads = await get('adlibrary/search/ads', { query: 'shoes' }, k);
    expect(ads.status, JSON.stringify(ads.body)).toBe(200);
    expect(ads.body.data.ads.length).toBeGreaterThan(0);
    expect(seen.length).toBe(at);
  });

  it('refuses to start with FACENET_ADS_PROVIDER=meta and no FACENET_ADS_TOKEN, or an unknown provider; unset, live keys have none', () => {
    const platform = (extra: Record<string, string>) =>
      ({ config: { ...env.config, env: { ...env.config.env, ...extra } }, sandboxMedia: null }) as unknown as PlatformRuntime;
    expect(() => facenetServices(platform({ FACENET_ADS_PROVIDER: 'meta', FACENET_ADS_TOKEN: '' }))).toThrow(
      /FACENET_ADS_TOKEN is required when FACENET_ADS_PROVIDER=meta/,
    );
    expect(() => facenetServices(platform({ FACENET_ADS_PROVIDER: 'nope' }))).toThrow(/FACENET_ADS_PROVIDER must be meta or worker, got "nope"/);
    // unset: test keys read the sandbox, live keys' Ad Library acquisitions have no real provider
    const unset = facenetServices(platform({ FACENET_ADS_PROVIDER: '' })).ads;
    expect(unset.for('test').name).toBe('sandbox');
    expect(unset.real).toBeNull();
    expect(facenetServices(platform({ FACENET_ADS_PROVIDER: 'meta', FACENET_ADS_TOKEN: TOKEN })).ads.for('live').name).toBe('meta');
  });
});

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { demoProfile, demoPost, demoContentLines } from '../../subgraphs/photonet/demo-corpus.ts';
import { importCorpus, restRoutes } from '../../subgraphs/registry.ts';
import type { RestRoute } from '../../platform/rest/route.ts';
import { loadConfig, type Config } from '../../platform/config.ts';
import { recordEvent } from '../../platform/events.ts';
import type { WebhookServices } from '../../subgraphs/webhooks/services.ts';
import type { TestEnv } from './env.ts';
import { importDemo } from './fixtures.ts';
import { standInsForReal } from './stand-in.ts';

/**
 * A sample request for every priced REST route (keyed `METHOD /v1/path/:param`), shared by the price-parity test
 * and the SDK test. `prepareSamples` loads the library data the samples read.
 */

const USER = demoProfile(1).username;
const SHORTCODE = demoPost(1, 0).post.shortcode;
const ROUTES = restRoutes().filter((route) => route.availability !== 'blocked');

/**
 * What the service the samples run on needs beyond the test defaults: webhook endpoints on loopback port 9 may be
 * registered (nothing listens there; nothing is delivered without a worker). The default ports stay allowed: URL
 * parameters of the sandbox providers (web scraping, link-in-bio) are held to the same ports.
 */
export const sampleEnvOverrides = (): Partial<Config> => ({
  outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: ['127.0.0.1:9'], ports: [9, 80, 443] },
});

export async function prepareSamples(env: TestEnv): Promise<void> {
  await importDemo(env.services.db, 3);
  const report = await importCorpus(env.services.db, demoContentLines(3));
  if (report.failed) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
}

export interface Sample {
  /** path parameters and query or body, as the REST client sends them */
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A request for each route, made for the account of `key` (DM sessions and conversations, jobs and openfeed posts
 * are made with it first). Called once per surface, so each surface gets its own session, job or token.
 * `stateless` samples need no setup, so their reservation can be checked with a key holding an exact balance.
 */
export interface RouteSample {
  stateless?: boolean;
  make(key: string): Promise<Sample>;
}

/** The samples, for the service `getEnv` answers once it has started. */
export function routeSamples(getEnv: () => TestEnv): Record<string, RouteSample> {
  const env = { rest: (...args: Parameters<TestEnv['rest']>) => getEnv().rest(...args) };
  // A live read whose records a library sample reads: sandbox answers never enter the library, so the sandbox
  // stands in for a real provider while it runs.
  const acquire = async (path: string, key: string) => {
    const restore = standInsForReal(getEnv().service.runtime.modules);
    try {
      const res = await getEnv().rest(path, key);
      if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${JSON.stringify(res.body)}`);
      return res;
    } finally {
      restore();
    }
  };
  const SAMPLES: Record<string, RouteSample> = {
  'GET /v1/photonet/profile': { stateless: true, make: async () => ({ params: {}, query: { q: USER } }) },
  'GET /v1/photonet/stored/profile/full': { stateless: true, make: async () => ({ params: {}, query: { q: USER, surface: 'preview' } }) },
  'GET /v1/photonet/stored/profile/media': { stateless: true, make: async () => ({ params: {}, query: { q: USER, limit: '30' } }) },
  'GET /v1/photonet/stored/post': { stateless: true, make: async () => ({ params: {}, query: { q: SHORTCODE } }) },
  'GET /v1/photonet/stored/post/comments': { stateless: true, make: async () => ({ params: {}, query: { q: SHORTCODE, limit: '3' } }) },
  'GET /v1/photonet/stored/post/media': { stateless: true, make: async () => ({ params: {}, query: { q: SHORTCODE } }) },
  'GET /v1/photonet/stored/comments': {
    stateless: true,
    make: async () => ({ params: {}, query: { profile_ids: String(demoProfile(1).profile_id), limit: '5' } }),
  },
  'GET /v1/photonet/user_feed': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_30_parity', max_pages: '1', page_size: '20' } }) },
  'GET /v1/photonet/post_comments': { stateless: true, make: async () => ({ params: {}, query: { shortcode: 'Parity123', max_pages: '1' } }) },
  'GET /v1/photonet/followers': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_20_parity', max_pages: '1', page_size: '60' } }) },
  'GET /v1/photonet/usertags_feed': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_30_parity', max_pages: '1', page_size: '25' } }) },
  'GET /v1/photonet/popular_search_media': { stateless: true, make: async () => ({ params: {}, query: { query: 'sbx_150_parity', max_pages: '1' } }) },
  'GET /v1/photonet/loggedout_timeline': {
    stateless: true,
    make: async () => ({ params: {}, query: { handle: 'sbx_30_parity', max_pages: '1', page_size: '20', limit: '15' } }),
  },
  'GET /v1/photonet/following': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_80_parity', max_pages: '1', page_size: '60' } }) },
  'GET /v1/jobs/:job_id': { make: async (key) => ({ params: { job_id: await submitJob(key) } }) },
  'GET /v1/jobs/:job_id/results': { make: async (key) => ({ params: { job_id: await submitJob(key) } }) },
  'POST /v1/jobs/:job_id/cancel': { make: async (key) => ({ params: { job_id: await submitJob(key) }, body: {} }) },
  'POST /v1/photonet/dm/sessions': { stateless: true, make: async () => ({ params: {}, body: {} }) },
  'GET /v1/photonet/dm/sessions': { stateless: true, make: async () => ({ params: {} }) },
  'POST /v1/photonet/dm/sessions/:session_id/messages': {
    make: async (key) => ({ params: { session_id: await session(key) }, body: { to: '@parity_target', text: 'Hello', client_token: randomUUID() } }),
  },
  'GET /v1/photonet/dm/conversations': { stateless: true, make: async () => ({ params: {} }) },
  'GET /v1/photonet/dm/conversations/:conversation_id': { make: async (key) => ({ params: { conversation_id: await conversation(key) } }) },
  'POST /v1/photonet/dm/conversations/:conversation_id/reply': {
    make: async (key) => ({ params: { conversation_id: await conversation(key) }, body: { text: 'Following up', client_token: randomUUID() } }),
  },
  'POST /v1/photonet/dm/conversations/:conversation_id/refresh': { make: async (key) => ({ params: { conversation_id: await conversation(key) }, body: {} }) },
  'POST /v1/crawl/web-scraping-api': { stateless: true, make: async () => ({ params: {}, body: { url: 'https://parity.example.com/items/1', format: 'text', selectors: { price: '.price' } } }) },
  'POST /v1/intelligence/contact/fast': { stateless: true, make: async () => ({ params: {}, body: { network: 'photonet', q: USER } }) },
  'POST /v1/intelligence/contact/complete': { stateless: true, make: async () => ({ params: {}, body: { network: 'photonet', q: USER, goal: 'sales' } }) },
  'GET /v1/intelligence/contact/stored': {
    make: async (key) => {
      await rest(ROUTES.find((r) => r.path === '/v1/intelligence/contact/fast')!, { params: {}, body: { network: 'photonet', q: USER } }, key);
      return { params: {}, query: { network: 'photonet', q: USER } };
    },
  },
  'GET /v1/intelligence/enrichment': { stateless: true, make: async () => ({ params: {}, query: { network: 'photonet', q: USER } }) },
  'GET /v1/intelligence/custom/content': { stateless: true, make: async () => ({ params: {}, query: { post_id: '1' } }) },
  'GET /v1/openfeed/live/profile': { stateless: true, make: async () => ({ params: {}, query: { handle: 'parity.sandbox.test' } }) },
  'GET /v1/openfeed/live/user/posts': { stateless: true, make: async () => ({ params: {}, query: { handle: 'parity.sandbox.test' } }) },
  'GET /v1/openfeed/live/post': {
    make: async (key) => {
      const feed = await env.rest('/v1/openfeed/live/user/posts?handle=parity.sandbox.test', key);
      return { params: {}, query: { url: feed.body.data.posts[0].extra.post_url } };
    },
  },
  'GET /v1/openfeed/profile': {
    make: async (key) => {
      await acquire('/v1/openfeed/live/profile?handle=stored.sandbox.test', key);
      return { params: {}, query: { handle: 'stored.sandbox.test' } };
    },
  },
  'GET /v1/linkinbio/live/page': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://linktr.ee/parity.sbx' } }) },
  'GET /v1/photonet/web_profile_info': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_12_parity' } }) },
  'GET /v1/photonet/post': { stateless: true, make: async () => ({ params: {}, query: { shortcode: 'Parity123' } }) },
  'GET /v1/photonet/story': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_3_parity' } }) },
  'GET /v1/photonet/likers': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://photonet.example/p/Parity123/' } }) },
  'GET /v1/photonet/about': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_3_parity' } }) },
  'GET /v1/photonet/embed': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_3_parity' } }) },
  'GET /v1/photonet/loggedout_profile': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_20_parity' } }) },
  'GET /v1/photonet/popular_search': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity coffee', media_count: '9', related_keywords_count: '2' } }) },
  'GET /v1/photonet/highlights_tray': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_8_parity', max_highlights_to_fetch_on_pagination: '5' } }) },
  'GET /v1/photonet/related_profiles': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_8_parity' } }) },
  'GET /v1/photonet/location_info': { stateless: true, make: async () => ({ params: {}, query: { location_id: '212988663' } }) },
  'GET /v1/photonet/location_nearby': { stateless: true, make: async () => ({ params: {}, query: { location_id: '212988663' } }) },
  'GET /v1/photonet/user_posts': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_30_parity', limit: '30' } }) },
  'GET /v1/notenet/live/explore': { stateless: true, make: async () => ({ params: {}, query: { surface: 'explore' } }) },
  'GET /v1/notenet/live/note': { stateless: true, make: async () => ({ params: {}, query: { note_id: '6611aa00bb00cc00dd00ee0f' } }) },
  'GET /v1/notenet/note': {
    make: async (key) => {
      await acquire('/v1/notenet/live/note?note_id=6611aa00bb00cc00dd00ee10', key);
      return { params: {}, query: { note_id: '6611aa00bb00cc00dd00ee10' } };
    },
  },
  'GET /v1/jobnet/live/company': { stateless: true, make: async () => ({ params: {}, query: { slug: 'parity-robotics' } }) },
  'GET /v1/jobnet/live/company/job_counts': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.linkedin.com/company/parity-robotics/' } }) },
  'GET /v1/jobnet/live/company/member_stats': { stateless: true, make: async () => ({ params: {}, query: { slug: 'parity-robotics' } }) },
  'GET /v1/jobnet/live/company/dossier': { stateless: true, make: async () => ({ params: {}, query: { slug: 'parity-dossier--err-upstream-stats' } }) },
  'GET /v1/jobnet/live/company/jobs': { stateless: true, make: async () => ({ params: {}, query: { slug: 'sbx-40-parity', max_pages: '1', page_size: '30' } }) },
  'GET /v1/jobnet/live/jobs/search': {
    stateless: true,
    make: async () => ({ params: {}, query: { keywords: 'parity engineer', location_id: '90000084', seniority: 'entry,mid_senior', max_pages: '1', page_size: '60' } }),
  },
  'GET /v1/jobnet/live/locations/resolve': { stateless: true, make: async () => ({ params: {}, query: { query: 'san' } }) },
  'GET /v1/jobnet/live/adlibrary/search': { stateless: true, make: async () => ({ params: {}, query: { advertiser: 'Parity Robotics', country: 'US', trim: 'true' } }) },
  'GET /v1/facenet/live/adlibrary/company/ads': { stateless: true, make: async () => ({ params: {}, query: { pageId: '104958162837', trim: 'true' } }) },
  'GET /v1/facenet/live/adlibrary/search/ads': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity running shoes', country: 'GB' } }) },
  'GET /v1/facenet/live/adlibrary/search/companies': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity coffee' } }) },
  'GET /v1/facenet/live/event/details': { stateless: true, make: async () => ({ params: {}, query: { id: '1234509876' } }) },
  'GET /v1/facenet/live/events/search': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity jazz' } }) },
  'GET /v1/facenet/live/group/posts': { stateless: true, make: async () => ({ params: {}, query: { group_id: '555000111' } }) },
  'GET /v1/facenet/live/post': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.facebook.com/parity/posts/778899', get_comments: 'true' } }) },
  'GET /v1/facenet/live/page': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.facebook.com/paritypage' } }) },
  'GET /v1/facenet/live/page/posts': { stateless: true, make: async () => ({ params: {}, query: { page_id: '31337' } }) },
  'GET /v1/facenet/live/page/photos': { stateless: true, make: async () => ({ params: {}, query: { page_id: '31337' } }) },
  'GET /v1/facenet/live/page/reels': { stateless: true, make: async () => ({ params: {}, query: { page_id: '31337' } }) },
  'GET /v1/facenet/live/page/events': { stateless: true, make: async () => ({ params: {}, query: { page_id: '31337' } }) },
  'GET /v1/facenet/live/group/details': { stateless: true, make: async () => ({ params: {}, query: { group_id: '555000111' } }) },
  'GET /v1/facenet/live/reel': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.facebook.com/reel/4242' } }) },
  'GET /v1/facenet/live/video': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.facebook.com/watch/?v=4343' } }) },
  'GET /v1/facenet/live/post/comments': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.facebook.com/parity/posts/778899' } }) },
  'GET /v1/clipnet/profile': {
    make: async (key) => {
      await acquire('/v1/clipnet/live/user?handle=parity.stored', key);
      return { params: {}, query: { handle: 'parity.stored' } };
    },
  },
  'GET /v1/clipnet/videos': {
    make: async (key) => {
      await acquire('/v1/clipnet/live/user/videos?handle=sbx_30_parity.lib&limit=30', key);
      return { params: {}, query: { handle: 'sbx_30_parity.lib', limit: '7' } };
    },
  },
  'GET /v1/clipnet/stats': {
    make: async (key) => {
      await acquire('/v1/clipnet/live/user?handle=parity.stats', key);
      return { params: {}, query: { handle: 'parity.stats' } };
    },
  },
  'GET /v1/clipnet/live/user': { stateless: true, make: async () => ({ params: {}, query: { handle: 'parity.creator' } }) },
  'GET /v1/clipnet/live/user/videos': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_40_parity', limit: '40' } }) },
  'GET /v1/clipnet/live/video': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://www.tiktok.com/@parity.creator/video/7311111111111111111' } }) },
  'GET /v1/clipnet/live/mentions': { stateless: true, make: async () => ({ params: {}, query: { handle: 'parity.creator' } }) },
  'GET /v1/clipnet/live/search': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity dance', type: 'videos' } }) },
  'GET /v1/clipnet/live/user/followers': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_80_parity', max_pages: '1', page_size: '45' } }) },
  'GET /v1/clipnet/live/user/following': { stateless: true, make: async () => ({ params: {}, query: { handle: 'sbx_80_parity', max_pages: '1' } }) },
  'GET /v1/clipnet/live/video/comments': { stateless: true, make: async () => ({ params: {}, query: { id: '7300000000000000045', max_pages: '1', page_size: '50' } }) },
  'GET /v1/clipnet/live/hashtag': { stateless: true, make: async () => ({ params: {}, query: { tag: '#sbx_50_parity', max_pages: '1', page_size: '35' } }) },
  'GET /v1/videonet/channel': {
    make: async (key) => {
      await acquire('/v1/videonet/live/channel?handle=@parity_lib', key);
      return { params: {}, query: { handle: '@parity_lib' } };
    },
  },
  'GET /v1/videonet/video': {
    make: async (key) => {
      await acquire('/v1/videonet/live/video?id=parityvid01', key);
      return { params: {}, query: { id: 'parityvid01' } };
    },
  },
  'GET /v1/videonet/live/channel': { stateless: true, make: async () => ({ params: {}, query: { handle: '@parity_channel' } }) },
  'GET /v1/videonet/live/channel/videos': { stateless: true, make: async () => ({ params: {}, query: { handle: '@sbx_80_parity', max_pages: '1', sort: 'popular' } }) },
  'GET /v1/videonet/live/channel/shorts': { stateless: true, make: async () => ({ params: {}, query: { channel_id: 'UCparityparityparityxxxx', max_pages: '1' } }) },
  'GET /v1/videonet/live/channel/lives': { stateless: true, make: async () => ({ params: {}, query: { handle: '@sbx_80_parity', max_pages: '2' } }) },
  'GET /v1/videonet/live/video': { stateless: true, make: async () => ({ params: {}, query: { url: 'https://youtu.be/parityvid02' } }) },
  'GET /v1/videonet/live/video/comments': { stateless: true, make: async () => ({ params: {}, query: { id: 'parityvid02', sort: 'newest', replies: 'true' } }) },
  'GET /v1/videonet/live/video/transcript': { stateless: true, make: async () => ({ params: {}, query: { id: 'parityvid02' } }) },
  'GET /v1/videonet/live/video/sponsors': { stateless: true, make: async () => ({ params: {}, query: { id: 'parityvid02', categories: 'sponsor,intro' } }) },
  'GET /v1/videonet/live/video/thumbnails': { stateless: true, make: async () => ({ params: {}, query: { id: 'parityvid02' } }) },
  'GET /v1/videonet/live/search': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity lessons', type: 'video', upload_date: 'month' } }) },
  'GET /v1/videonet/live/hashtag': { stateless: true, make: async () => ({ params: {}, query: { tag: 'parity' } }) },
  'GET /v1/videonet/live/search/suggestions': { stateless: true, make: async () => ({ params: {}, query: { query: 'parity' } }) },
  'GET /v1/videonet/live/playlist': { stateless: true, make: async () => ({ params: {}, query: { id: 'PLparityparity01' } }) },
  'POST /v1/videonet/live/channels': { stateless: true, make: async () => ({ params: {}, body: { channels: ['@parity_bulk', 'UC9990404parityparityxxx', '@parity_bulk2'] } }) },
  'POST /v1/videonet/live/transcripts': { stateless: true, make: async () => ({ params: {}, body: { videos: ['parityvid03', '9990502abcd'], lang: 'en' } }) },
  'POST /v1/adlib/search': {
    make: async (key) => {
      await acquire('/v1/facenet/live/adlibrary/search/ads?query=parity+ads', key);
      return { params: {}, body: { query: 'shop', limit: 5, sort: 'newest' } };
    },
  },
  'GET /v1/adlib/advertiser': {
    make: async (key) => {
      await acquire('/v1/facenet/live/adlibrary/company/ads?pageId=5550001', key);
      return { params: {}, query: { network: 'facenet', id: '5550001' } };
    },
  },
  'GET /v1/adlib/advertiser/insights': {
    make: async (key) => {
      await acquire('/v1/facenet/live/adlibrary/company/ads?pageId=5550002', key);
      return { params: {}, query: { network: 'facenet', id: '5550002' } };
    },
  },
  'POST /v1/adlib/folders': { stateless: true, make: async () => ({ params: {}, body: { name: 'Parity', advertisers: [{ network: 'facenet', id: '5550001' }] } }) },
  'GET /v1/adlib/folders': { stateless: true, make: async () => ({ params: {} }) },
  'GET /v1/adlib/folders/:id/new': { make: async (key) => ({ params: { id: await folder(key) }, query: { limit: '10' } }) },
  'POST /v1/webhooks': { stateless: true, make: async () => ({ params: {}, body: { url: 'http://127.0.0.1:9/hook', events: ['job.ready'] } }) },
  'GET /v1/webhooks': { stateless: true, make: async () => ({ params: {} }) },
  'GET /v1/webhooks/:endpoint_id': { make: async (key) => ({ params: { endpoint_id: await webhookEndpoint(key) } }) },
  'POST /v1/webhooks/:endpoint_id/delete': { make: async (key) => ({ params: { endpoint_id: await webhookEndpoint(key) }, body: {} }) },
  'GET /v1/webhooks/:endpoint_id/deliveries': { make: async (key) => ({ params: { endpoint_id: await webhookEndpoint(key) }, query: { limit: '10' } }) },
  'POST /v1/webhooks/deliveries/:delivery_id/replay': { make: async (key) => ({ params: { delivery_id: await webhookDelivery(key) }, body: {} }) },
};

  return SAMPLES;

  async function submitJob(key: string): Promise<string> {
    const res = await env.rest('/v1/photonet/user_feed?handle=sbx_5_parity&max_pages=2', key);
    expect(res.status).toBe(202);
    return res.body.data.batch_id;
  }

  async function folder(key: string): Promise<string> {
    const res = await env.rest('/v1/adlib/folders', key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Parity', advertisers: [{ network: 'facenet', id: '5550001' }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.folder_id;
  }

  async function webhookEndpoint(key: string): Promise<string> {
    const res = await env.rest('/v1/webhooks', key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hook', events: ['job.ready'] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  /** A delivery of the account's own endpoint: an event recorded and routed as a worker would. */
  async function webhookDelivery(key: string): Promise<string> {
    const { services, service } = getEnv();
    const endpoint = await webhookEndpoint(key);
    const [{ account_id }] = await services.db.query<{ account_id: number }>('SELECT account_id FROM webhook_endpoints WHERE endpoint_id = $1', [endpoint]);
    await recordEvent(services.db, account_id, 'job.ready', `parity:${randomUUID()}`, {});
    await (service.runtime.modules.webhooks as WebhookServices).webhooks.drain();
    const [row] = await services.db.query<{ delivery_id: string }>('SELECT delivery_id FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint]);
    return row.delivery_id;
  }

  async function session(key: string): Promise<string> {
    const res = await env.rest('/v1/photonet/dm/sessions', key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.session_id;
  }

  async function conversation(key: string): Promise<string> {
    const res = await env.rest(`/v1/photonet/dm/sessions/${await session(key)}/messages`, key, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: `@thread_${randomUUID().slice(0, 8)}`, text: 'Opening' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return String(res.body.data.conversation_id);
  }

  function rest(route: RestRoute, sample: Sample, key: string) {
    const path = route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(sample.params[name]));
    const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
    if (route.method === 'GET') return env.rest(path + query, key);
    return env.rest(path + query, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sample.body ?? {}) });
  }
}

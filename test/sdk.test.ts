import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResults, nextPageInput, OPERATIONS, pages, sendDm, SocialData, SocialDataError, waitForJob } from '../packages/sdk/src/index.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { prepareSamples, routeSamples, sampleEnvOverrides } from './helpers/route-samples.ts';

/**
 * The SDK against a started service: every operation of schema/openapi.json answers through it (priced routes with
 * the price-parity samples, blocked ones with the valid request their description gives, retired ones 410), errors
 * are SocialDataError, 429 and 503-with-Retry-After are retried (never a DM send), jobs and cursors are followed.
 */

let env: TestEnv;
const SAMPLES = routeSamples(() => env);
const SPEC = JSON.parse(readFileSync(new URL('../schema/openapi.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  env = await createTestEnv({ settleIntervalMs: 300, ...sampleEnvOverrides() });
  await prepareSamples(env);
});
afterAll(() => env?.close());

/** A client whose waits are recorded instead of slept (a poll still yields to let the job worker run). */
function client(key: string, more: Partial<ConstructorParameters<typeof SocialData>[0]> = {}) {
  const waits: number[] = [];
  const sdk = new SocialData({
    apiKey: key,
    baseUrl: env.base,
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setImmediate(resolve));
    },
    ...more,
  });
  return { sdk, waits };
}

const sampleKey = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The valid request a blocked operation's description gives, as SDK input. */
function blockedInput(id: string): Record<string, string> {
  const op = OPERATIONS.find((o) => o.id === id)!;
  const description: string = SPEC.paths[op.path][op.method.toLowerCase()].description;
  const url = /A valid request: \S+ (\S+)/.exec(description)?.[1];
  if (!url) throw new Error(`${id}: no valid request in its description`);
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('every operation is reachable through the SDK', () => {
  for (const op of OPERATIONS) {
    it(`${op.id} (${op.method} ${op.path})`, async () => {
      const { key } = await env.key({ balance: '50', rateLimit: 100_000 });
      const { sdk } = client(key);
      if (op.id === 'graphql') {
        const answer = await sdk.post('/graphql', { body: { query: '{ __typename }' } });
        expect(answer.data).toEqual({ __typename: 'Query' });
        return;
      }
      if (op.retired) {
        const err = await sdk.call(op.id).catch((e) => e);
        expect(err).toBeInstanceOf(SocialDataError);
        expect([err.status, err.code]).toEqual([410, 'gone']);
        return;
      }
      if (op.availability === 'blocked') {
        const err = await sdk.call(op.id, blockedInput(op.id)).catch((e) => e);
        expect(err).toBeInstanceOf(SocialDataError);
        expect([err.status, err.code], err.message).toEqual([501, 'surface_blocked']);
        return;
      }
      const sample = SAMPLES[sampleKey(op.method, op.path)];
      expect(sample, `a sample for ${op.id}`).toBeDefined();
      const made = await sample.make(key);
      const answer = await sdk.call(op.id, { ...made.params, ...made.query, ...(made.body ? { body: made.body } : {}) });
      expect([200, 202]).toContain(answer.status);
      expect(answer.meta.request_id).toMatch(/^req_[0-9a-f]{32}$/);
    });
  }
});

describe('typed answers and errors', () => {
  it('answers the typed body of a route', async () => {
    const { key } = await env.key();
    const { sdk } = client(key);
    const { data, meta } = await sdk.get('/v1/photonet/stored/profile/media', { params: { query: { q: 'unknown_nobody_here', limit: 12 } } }).catch((e) => ({
      data: e,
      meta: null,
    }));
    // Either a page or a typed not_found: never an untyped failure.
    if (data instanceof SocialDataError) expect(data.code).toBe('not_found');
    else expect(meta?.cost).toMatch(/^\$\d+\.\d{4}$/);
  });

  it('a bad input is a SocialDataError with code, status and request_id, and no retry', async () => {
    const { key } = await env.key();
    const { sdk, waits } = client(key);
    const err = await sdk.call('photonet.profile', {}).catch((e) => e);
    expect(err).toBeInstanceOf(SocialDataError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('invalid_request');
    expect(err.request_id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(err.retryAfter).toBeNull();
    expect(waits).toEqual([]);
  });

  it('an input the operation does not take is refused before anything is sent', async () => {
    let sent = 0;
    const { sdk } = client('kb_live_' + '0'.repeat(32), { fetch: (request) => (sent++, fetch(request)) });
    await expect(sdk.call('photonet.profile', { q: 'x', qq: 'y' })).rejects.toThrow(/photonet.profile has no parameter qq/);
    expect(sent).toBe(0);
  });

  it('a wrong key is invalid_api_key (401)', async () => {
    const { sdk } = client('kb_live_' + '0'.repeat(32));
    const err = await sdk.get('/v1/photonet/dm/sessions').catch((e) => e);
    expect([err.status, err.code]).toEqual([401, 'invalid_api_key']);
  });
});

describe('retries', () => {
  /** Lets a key's one-minute window pass: its rate-limit counters are deleted, as the window's end would. */
  async function windowPasses(): Promise<void> {
    const redis = new Redis(env.config.redisUrl);
    const keys = await redis.keys(`${env.config.redisPrefix}rl:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }

  it('429 rate_limit_exceeded is retried after Retry-After, then answers', async () => {
    const { key } = await env.key({ rateLimit: 1 });
    const waits: number[] = [];
    const sdk = new SocialData({
      apiKey: key,
      baseUrl: env.base,
      sleep: async (ms) => {
        waits.push(ms);
        await windowPasses();
      },
    });
    await sdk.get('/v1/photonet/dm/sessions');
    const second = await sdk.get('/v1/photonet/dm/sessions');
    expect(second.meta.request_id).toMatch(/^req_/);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
  });

  it('gives up after the configured retries with a typed error carrying retryAfter', async () => {
    const { key } = await env.key({ rateLimit: 1 });
    const { sdk, waits } = client(key, { retry: { retries: 2 } });
    await sdk.get('/v1/photonet/dm/sessions');
    const err = await sdk.get('/v1/photonet/dm/sessions').catch((e) => e);
    expect(err).toBeInstanceOf(SocialDataError);
    expect([err.status, err.code]).toEqual([429, 'rate_limit_exceeded']);
    expect(err.retryAfter).toBeGreaterThanOrEqual(1);
    expect(waits).toEqual([err.retryAfter * 1000, err.retryAfter * 1000]);
  });

  it('never retries a DM send, even when rate limited', async () => {
    const { key } = await env.key({ rateLimit: 2 });
    let sent = 0;
    const { sdk, waits } = client(key, { fetch: (request) => (sent++, fetch(request)) });
    const { data: session } = await sdk.post('/v1/photonet/dm/sessions', { body: {} });
    await sdk.get('/v1/photonet/dm/sessions');
    sent = 0;
    const err = await sdk
      .post('/v1/photonet/dm/sessions/{session_id}/messages', {
        params: { path: { session_id: session.session_id } },
        body: { to: '@retry_target', text: 'Hello', client_token: 'tok-no-retry' },
      })
      .catch((e) => e);
    expect([err.status, err.code]).toEqual([429, 'rate_limit_exceeded']);
    expect(sent).toBe(1);
    expect(waits).toEqual([]);
  });

  it('sendDm resends a rate-limited DM with the same client_token, and it is charged once', async () => {
    const { key, accountId } = await env.key({ balance: '10', rateLimit: 2 });
    const tokens: string[] = [];
    const waits: number[] = [];
    const sdk = new SocialData({
      apiKey: key,
      baseUrl: env.base,
      fetch: async (request) => {
        if (request.method === 'POST' && request.url.includes('/messages')) tokens.push((await request.clone().json()).client_token);
        return fetch(request);
      },
      sleep: async (ms) => {
        waits.push(ms);
        await windowPasses();
      },
    });
    const { data: session } = await sdk.post('/v1/photonet/dm/sessions', { body: {} });
    await sdk.get('/v1/photonet/dm/sessions');
    const before = Number(await env.balance(accountId));
    const sent = await sendDm(sdk, { session_id: session.session_id, to: '@dm_retry_target', text: 'Hello once' });
    expect(sent.meta.request_id).toMatch(/^req_/);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(sent.client_token);
    expect(tokens[1]).toBe(sent.client_token);
    expect(waits).toHaveLength(1);
    expect(before - Number(await env.balance(accountId))).toBeCloseTo(Number(sent.meta.cost.replace('$', '')), 6);
  });

  it("the upstream's 429 rate_limited and 503 source_paused are retried after their Retry-After, never charged", async () => {
    const { key, accountId } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { sdk, waits } = client(key, { retry: { retries: 1, maxDelayMs: 600_000 } });
    const limited = await sdk.get('/v1/photonet/web_profile_info', { params: { query: { handle: 'err-ratelimited_sdk' } } }).catch((e) => e);
    expect([limited.status, limited.code]).toEqual([429, 'rate_limited']);
    expect(limited.retryAfter).toBeGreaterThan(0);
    expect(waits).toEqual([limited.retryAfter * 1000]);
    waits.length = 0;
    const paused = await sdk.get('/v1/photonet/web_profile_info', { params: { query: { handle: 'err-paused_sdk' } } }).catch((e) => e);
    expect([paused.status, paused.code]).toEqual([503, 'source_paused']);
    expect(waits).toEqual([paused.retryAfter * 1000]);
    expect(await env.balance(accountId)).toBe('10.0000');

    // A Retry-After beyond the longest wait allowed is the caller's to handle, at once.
    const impatient = client(key, { retry: { retries: 3, maxDelayMs: 1000 } });
    const refused = await impatient.sdk.get('/v1/photonet/web_profile_info', { params: { query: { handle: 'err-ratelimited_sdk2' } } }).catch((e) => e);
    expect(refused.code).toBe('rate_limited');
    expect(impatient.waits).toEqual([]);
  });

  describe('503 from a service that is briefly away', () => {
    let server: Server;
    let base: string;
    const answers: { status: number; headers: Record<string, string> }[] = [];
    let served = 0;
    const bodies: string[] = [];
    beforeAll(async () => {
      server = createServer(async (req, res) => {
        let text = '';
        for await (const chunk of req) text += chunk;
        if (req.method === 'POST') bodies.push(text);
        const next = answers.shift() ?? { status: 200, headers: {} };
        served++;
        const body =
          next.status === 200
            ? { data: [], meta: { cost: '$0.0000', request_id: 'req_' + '1'.repeat(32) } }
            : { error: { code: 'billing_unavailable', message: 'Try again shortly.', request_id: 'req_' + '2'.repeat(32) } };
        res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
        res.end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('is retried after its Retry-After', async () => {
      answers.push({ status: 503, headers: { 'retry-after': '7' } }, { status: 503, headers: { 'retry-after': '2' } });
      served = 0;
      const waits: number[] = [];
      const sdk = new SocialData({ apiKey: 'kb_live_x', baseUrl: base, sleep: async (ms) => void waits.push(ms) });
      await sdk.get('/v1/photonet/dm/sessions');
      expect(served).toBe(3);
      expect(waits).toEqual([7000, 2000]);
    });

    it('sends the same body again when it retries a POST', async () => {
      answers.push({ status: 503, headers: { 'retry-after': '1' } });
      bodies.length = 0;
      const sdk = new SocialData({ apiKey: 'kb_live_x', baseUrl: base, sleep: async () => {} });
      await sdk.post('/v1/crawl/web-scraping-api', { body: { url: 'https://example.com/a', format: 'text' } });
      expect(bodies).toHaveLength(2);
      expect(bodies.map((b) => JSON.parse(b))).toEqual([
        { url: 'https://example.com/a', format: 'text' },
        { url: 'https://example.com/a', format: 'text' },
      ]);
    });

    it('is not retried without a Retry-After', async () => {
      answers.push({ status: 503, headers: {} });
      served = 0;
      const waits: number[] = [];
      const sdk = new SocialData({ apiKey: 'kb_live_x', baseUrl: base, sleep: async (ms) => void waits.push(ms) });
      const err = await sdk.get('/v1/photonet/dm/sessions').catch((e) => e);
      expect([err.status, err.code, err.retryAfter, err.request_id]).toEqual([503, 'billing_unavailable', null, 'req_' + '2'.repeat(32)]);
      expect(served).toBe(1);
      expect(waits).toEqual([]);
    });
  });
});

describe('jobs and cursors', () => {
  it('waitForJob follows a walk to ready, and jobResults pages through its results', async () => {
    const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
    const { sdk } = client(key);
    const submitted = await sdk.get('/v1/photonet/user_feed', { params: { query: { handle: 'sbx_30_sdkjob', max_pages: 3, page_size: 10 } } });
    const jobId = (submitted.data as { batch_id: string }).batch_id;
    expect(jobId).toBeTruthy();
    const seen: string[] = [];
    const status = await waitForJob(sdk, jobId, { intervalMs: 50, onProgress: (s) => seen.push(s.status) });
    expect(status.status).toBe('ready');
    expect(seen.at(-1)).toBe('ready');
    const items: unknown[] = [];
    for await (const page of jobResults(sdk, jobId, { intervalMs: 50 })) for (const r of page.results) items.push(...r.items);
    expect(items.length).toBe(30);
  });

  it('nextPageInput reads string, numeric and object cursors and has_more', () => {
    expect(nextPageInput('facenet.live.page_posts', { page_id: '1' }, { next_cursor: 'abc' })).toEqual({ page_id: '1', cursor: 'abc' });
    expect(nextPageInput('facenet.live.page_posts', { page_id: '1' }, { next_cursor: null })).toBeNull();
    expect(nextPageInput('photonet.stored.post_comments', { q: 'x' }, { next_cursor: 50, has_more: true })).toEqual({ q: 'x', cursor: 50 });
    expect(nextPageInput('photonet.stored.post_comments', { q: 'x' }, { next_cursor: 50, has_more: false })).toBeNull();
    expect(nextPageInput('photonet.stored.profile_media', { q: 'x' }, { next_cursor: { before_posted_at: 't', before_id: 3 } })).toEqual({
      q: 'x',
      before_posted_at: 't',
      before_id: 3,
    });
    expect(nextPageInput('photonet.user_posts', { handle: 'h' }, { next_max_id: 'o12', more_available: true })).toEqual({ handle: 'h', max_id: 'o12' });
    expect(nextPageInput('photonet.user_posts', { handle: 'h' }, { next_max_id: null, more_available: false })).toBeNull();
    expect(nextPageInput('openfeed.live.user_posts', { handle: 'h' }, { cursor: 'c2', posts: [] })).toEqual({ handle: 'h', cursor: 'c2' });
  });

  // Every paged read that runs (not blocked): its first page from the sample, then the next pages by its cursor.
  const paged = OPERATIONS.filter((op) => op.paging && !op.retired && op.availability !== 'blocked');
  const followed = new Set<string>();
  for (const op of paged) {
    it(`pages() iterates ${op.id} by ${op.paging!.cursor.join(', ')}`, async () => {
      const { key } = await env.key({ balance: '50', rateLimit: 100_000 });
      const { sdk } = client(key);
      const made = await SAMPLES[sampleKey(op.method, op.path)].make(key);
      const input = { ...made.params, ...made.query };
      const first = await sdk.call(op.id, input);
      const got: unknown[] = [];
      for await (const page of pages(sdk, op.id, input, { intervalMs: 20 })) {
        got.push(page);
        if (got.length === 3) break;
      }
      expect(got.length).toBeGreaterThanOrEqual(1);
      // A first page that names a next one is followed by it.
      if (first.status === 200 && nextPageInput(op.id, input, first.data)) expect(got.length).toBeGreaterThan(1);
      if (got.length > 1) followed.add(op.id);
    });
  }

  it('the cursor was followed past the first page for the paged reads whose samples have more', () => {
    // One of each cursor shape: an object of before_* values, an author feed's `cursor`, an opaque next_cursor, a walk's.
    expect([...followed]).toEqual(
      expect.arrayContaining(['photonet.stored.comments', 'openfeed.live.user_posts', 'facenet.live.page_posts', 'photonet.user_feed']),
    );
    expect(followed.size).toBeGreaterThanOrEqual(20);
  });
});

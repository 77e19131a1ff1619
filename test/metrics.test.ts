import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../platform/metrics.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

let env: TestEnv;
const TOKEN = 'metrics-token-0123456789abcdef';
const USER = demoProfile(3).username;
const OTHER_USER = demoProfile(4).username;
const PROFILE = `/v1/photonet/profile?q=${USER}`;

beforeAll(async () => {
  // No job worker: dispatches stay in the queue, so its depth can be read.
  env = await createTestEnv({ metricsToken: TOKEN, jobWorker: false });
  await importDemo(env.services.db, 10);
});
afterAll(() => env?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, samples only. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the sample with exactly these labels; undefined when there is none. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const want = JSON.stringify(Object.entries(labels).sort());
  return samples.find((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === want)?.value;
}

async function scrape(base: string): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, samples: parse(text) };
}

const get = (base: string, path: string, key?: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN (the JSON 404 of any unknown path)', async () => {
    const other = await env.router({ metricsToken: null });
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of attempts) {
      const res = await fetch(`${other.base}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });

  it('is refused without the token, with a wrong one or with an API key', async () => {
    const { key } = await env.key();
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, `Bearer ${key}`]) {
      const res = await fetch(`${env.base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      const body = await res.json();
      expect(body.error.code).toBe('invalid_api_key');
      expect(body.error.message).toContain('METRICS_TOKEN');
    }
    const ok = await fetch(`${env.base}/metrics`, { headers: { authorization: `bearer  ${TOKEN} ` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const text = await ok.text();
    expect(text).toContain('# TYPE kb_http_requests_total counter');
    expect(text).toContain('# TYPE kb_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('METRICS_TOKEN must be long enough', async () => {
    const { loadConfig } = await import('../platform/config.ts');
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});

describe('counters', () => {
  it('count requests by route pattern, status and surface, charges, refused reservations and 429s by kind', async () => {
    // A router of its own (its own registry, and Redis prefix for the per-address limit of 1), so every count is exact.
    const router = await env.router({ unauthenticatedRateLimit: 1, redisPrefix: `${env.config.redisPrefix}counters:` });
    const base = router.base;
    const limited = await env.key({ rateLimit: 1 });
    const poor = await env.key({ balance: '0.0004' });
    const { key } = await env.key({ mode: 'live' });

    expect((await get(base, PROFILE, limited.key)).status).toBe(200);
    expect((await get(base, PROFILE, limited.key)).status).toBe(429); // over the key's limit
    expect((await get(base, PROFILE, poor.key)).status).toBe(402);
    expect((await get(base, PROFILE)).status).toBe(401);
    expect((await get(base, PROFILE)).status).toBe(429); // over the per-address limit of requests without a key
    expect((await get(base, `/v1/photonet/profile?q=${OTHER_USER}`, key)).status).toBe(200);
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ photonetProfile(q: "${USER}") { username } }` }),
    });
    expect(gql.status).toBe(200);
    expect((await get(base, '/v1/jobs/job_0123456789abcdef', key)).status).toBe(404);
    expect((await get(base, '/nope-123')).status).toBe(404);
    expect(
      (await fetch(base + PROFILE, { method: 'OPTIONS', headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' } })).status,
    ).toBe(204);

    const { text, samples } = await scrape(base);
    // By the mode of the key admitted: none where no key was (a refusal before or at admission).
    const requests = (surface: string, route: string, status: number, mode = 'none') =>
      value(samples, 'kb_http_requests_total', { surface, route, status: String(status), mode });
    expect(requests('rest', '/v1/photonet/profile', 200, 'test')).toBe(1);
    expect(requests('rest', '/v1/photonet/profile', 200, 'live')).toBe(1);
    expect(requests('rest', '/v1/photonet/profile', 429)).toBe(2);
    expect(requests('rest', '/v1/photonet/profile', 402)).toBe(1);
    expect(requests('rest', '/v1/photonet/profile', 401)).toBe(1);
    expect(requests('graphql', '/graphql', 200, 'live')).toBe(1);
    expect(requests('rest', '/v1/jobs/:job_id', 404, 'live')).toBe(1);
    expect(requests('other', 'unmatched', 404)).toBe(1);
    expect(requests('rest', 'preflight', 204)).toBe(1);
    expect(samples.filter((s) => s.name === 'kb_http_requests_total').reduce((sum, s) => sum + s.value, 0)).toBe(10);
    expect(value(samples, 'kb_http_request_duration_seconds_count', { surface: 'rest', route: '/v1/photonet/profile' })).toBe(6);
    expect(value(samples, 'kb_http_request_duration_seconds_sum', { surface: 'rest', route: '/v1/photonet/profile' })).toBeGreaterThan(0);
    expect(value(samples, 'kb_http_request_duration_seconds_bucket', { surface: 'graphql', route: '/graphql', le: '+Inf' })).toBe(1);

    // Two profile reads on REST and one on GraphQL, $0.0005 each: 5 units of $0.0001.
    expect(value(samples, 'kb_charges_total', { source: 'rest' })).toBe(2);
    expect(value(samples, 'kb_charged_units_total', { source: 'rest' })).toBe(10);
    expect(value(samples, 'kb_charges_total', { source: 'graphql' })).toBe(1);
    expect(value(samples, 'kb_charged_units_total', { source: 'graphql' })).toBe(5);
    expect(value(samples, 'kb_reservations_refused_total')).toBe(1);
    expect(value(samples, 'kb_rate_limit_refusals_total', { kind: 'key' })).toBe(1);
    expect(value(samples, 'kb_rate_limit_refusals_total', { kind: 'unauthenticated' })).toBe(1);

    // Raw paths never become labels.
    for (const raw of ['nope-123', USER, OTHER_USER, 'job_0123456789abcdef']) expect(text).not.toContain(raw);

    // The scrape itself is counted, on the next one; the main service's registry saw none of this.
    expect(value((await scrape(base)).samples, 'kb_http_requests_total', { surface: 'other', route: '/metrics', status: '200', mode: 'none' })).toBe(1);
    expect(
      value((await scrape(env.base)).samples, 'kb_http_requests_total', { surface: 'rest', route: '/v1/jobs/:job_id', status: '404', mode: 'live' }),
    ).toBeUndefined();
  });

  it('count upstream failures of live reads by network and class, on REST and GraphQL', async () => {
    const router = await env.router();
    const { key } = await env.key();
    const live = (handle: string) => get(router.base, `/v1/openfeed/live/profile?handle=${handle}.sandbox.test&source=live`, key);
    expect((await live('err-timeout')).status).toBe(504);
    expect((await live('err-upstream')).status).toBe(502);
    expect((await live('err-upstream')).status).toBe(502);
    expect((await live('err-ratelimited')).status).toBe(429);
    expect((await live('err-paused')).status).toBe(503);
    expect((await live('err-notfound')).status).toBe(404); // an answer, not a failure
    expect((await live('alice')).status).toBe(200);
    const gql = await fetch(`${router.base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ openfeedProfile(handle: "err-timeout.sandbox.test", source: live) { source } }' }),
    });
    expect((await gql.json()).errors[0].extensions.code).toBe('upstream_error');

    const { samples } = await scrape(router.base);
    const failures = samples.filter((s) => s.name === 'kb_upstream_failures_total');
    expect(Object.fromEntries(failures.map((s) => [`${s.labels.network}/${s.labels.class}`, s.value]))).toEqual({
      'openfeed/timeout': 2,
      'openfeed/error': 2,
      'openfeed/rate_limited': 1,
      'openfeed/paused': 1,
    });
    // An upstream's 429 is not one of our rate limits.
    expect(samples.filter((s) => s.name === 'kb_rate_limit_refusals_total')).toEqual([]);
  });

  it('count the charge of a completed job under source job', async () => {
    const { key, accountId } = await env.key();
    const submitted = await env.rest('/v1/photonet/user_feed?handle=metrics.walker&max_pages=2', key);
    expect(submitted.status).toBe(202);
    const batchId = submitted.body.data.batch_id as string;
    // No worker in this service: the job runs here, to completion and its charge.
    await env.service.runtime.jobs.process(batchId);
    const status = (await env.rest(`/v1/jobs/${batchId}`, key)).body.data;
    expect(status.status).toBe('ready');
    const [charge] = (await env.ledgerRows(accountId)).filter((r) => r.request_id === `job:${batchId}`);
    const units = Math.round(-Number(charge.amount) * 10_000);
    expect(units).toBeGreaterThan(0);
    const { samples } = await scrape(env.base);
    expect(value(samples, 'kb_charges_total', { source: 'job' })).toBe(1);
    expect(value(samples, 'kb_charged_units_total', { source: 'job' })).toBe(units);
  });
});

describe('gauges read at scrape', () => {
  it('jobs by state from PostgreSQL, queue depth from BullMQ, the media mirror backlog', async () => {
    const gauge = (samples: Sample[], name: string) => Object.fromEntries(samples.filter((s) => s.name === name).map((s) => [s.labels.state, s.value]));
    // Other tests of this file leave jobs and dispatches behind (and images the job's walk queued for the mirror, copied
    // first): what this one adds is compared with the scrape before.
    await env.service.runtime.mirror.drain();
    const before = (await scrape(env.base)).samples;
    expect(Object.keys(gauge(before, 'kb_jobs')).sort()).toEqual(['failed', 'payment-required', 'queued', 'ready', 'running']);
    const { accountId } = await env.key();
    const statuses = ['ready', 'ready', 'failed', 'queued'];
    for (const [i, status] of statuses.entries()) {
      await env.services.db.query("INSERT INTO jobs (batch_id, account_id, operation, args, status) VALUES ($1, $2, 'photonet.user_feed', '{}', $3)", [
        `job_gauge_${i}`,
        accountId,
        status,
      ]);
    }
    await env.service.runtime.queue.enqueue('job_gauge_3');
    await env.service.runtime.queue.enqueue('job_gauge_4');
    // Claimed just now by some worker: being copied, and not claimable again for two minutes.
    await env.services.db.query(
      "INSERT INTO media_mirror (url, status, attempts, claimed_at) SELECT 'https://img.example/' || n || '.jpg', 'copying', 1, now() FROM generate_series(1, 3) n",
    );
    await env.services.db.query("INSERT INTO media_mirror (url, status, mirror_key) VALUES ('https://img.example/done.jpg', 'completed', 'k')");

    const after = (await scrape(env.base)).samples;
    const added = (name: string) => {
      const [was, now] = [gauge(before, name), gauge(after, name)];
      return Object.fromEntries(Object.keys(now).map((state) => [state, now[state] - (was[state] ?? 0)]));
    };
    expect(added('kb_jobs')).toEqual({ queued: 1, running: 0, 'payment-required': 0, ready: 2, failed: 1 });
    expect(added('kb_job_queue_depth')).toEqual({ waiting: 2, prioritized: 0, delayed: 0, active: 0 });
    expect(added('kb_media_mirror_backlog')).toEqual({ pending: 0, copying: 3 });

    // Read again at every scrape.
    const queued = gauge(after, 'kb_jobs').queued;
    await env.services.db.query("UPDATE jobs SET status = 'running' WHERE batch_id = 'job_gauge_3'");
    const again = gauge((await scrape(env.base)).samples, 'kb_jobs');
    expect(again.queued).toBe(queued - 1);
    expect(again.running).toBe(gauge(after, 'kb_jobs').running + 1);
  });

  it('a gauge that cannot be read leaves its samples out and the scrape standing', async () => {
    const metrics = new Metrics();
    metrics.gauge('kb_broken', 'Always fails.', 'state', () => Promise.reject(new Error('database away')));
    metrics.gauge('kb_working', 'Always works.', 'state', async () => ({ a: 1 }));
    const samples = parse(await metrics.registry.metrics());
    expect(samples.filter((s) => s.name === 'kb_broken')).toEqual([]);
    expect(value(samples, 'kb_working', { state: 'a' })).toBe(1);
  });

  it('several services in one process each have their own registry', () => {
    const a = new Metrics({ processMetrics: true });
    const b = new Metrics({ processMetrics: true });
    a.reservationRefused();
    expect(a.registry).not.toBe(b.registry);
    return Promise.all([a.registry.metrics(), b.registry.metrics()]).then(([ta, tb]) => {
      expect(value(parse(ta), 'kb_reservations_refused_total')).toBe(1);
      expect(value(parse(tb), 'kb_reservations_refused_total')).toBe(0);
    });
  });
});

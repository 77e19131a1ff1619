import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCursor } from '../platform/walkers/cursor.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ settleIntervalMs: 300, jobLockMs: 3_000 });
  ({ key, accountId } = await env.key({ balance: '100', rateLimit: 100_000 }));
});
afterAll(() => env?.close());

const feed = (query: string, k = key) => env.rest(`/v1/photonet/user_feed?${query}`, k);
const charges = async (account = accountId) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge');

async function job(query: string, path = 'user_feed') {
  const res = await env.rest(`/v1/photonet/${path}?${query}`, key);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(Object.keys(res.body.data)).toEqual(['batch_id', 'status', 'status_url', 'results_url']);
  expect(res.body.data.batch_id).toMatch(/^job_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(res.body.meta.cost).toBe('$0.0000');
  return waitForJob(env, key, res.body.data.batch_id, ['ready', 'failed', 'payment-required']);
}

describe('the 4.4 paging table on user_feed', () => {
  it('max_pages=1 answers one synchronous page, charged per started block of 12 unique posts', async () => {
    const res = await feed('handle=sbx_30_one&max_pages=1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['items', 'pages', 'next_cursor', 'stop_reason', 'coverage']);
    expect(res.body.data.items).toHaveLength(12);
    expect(res.body.data).toMatchObject({ pages: 1, stop_reason: 'pages' });
    expect(typeof res.body.data.next_cursor).toBe('string');
    expect(res.body.data.coverage).toMatchObject({ items: 12, complete: false });
    expect(res.body.meta.cost).toBe('$0.0005');
  });

  it('omitted max_pages with no since walks 10 pages as a job, charged once: 120 posts cost 10 × $0.0005', async () => {
    const status = await job('handle=sbx_200_ten');
    expect(status).toMatchObject({ status: 'ready', item_count: 120, cost: '$0.0050', error: null, done_count: 1 });
    const rows = (await charges()).filter((c) => c.request_id === `job:${status.batch_id}`);
    expect(rows.map((r) => r.amount)).toEqual(['-0.0050']);
    const { items, pages } = await allResults(env, key, status.batch_id);
    expect(items).toHaveLength(120);
    expect(new Set(items.map((i) => i.id)).size).toBe(120);
    expect(pages[0].results[0]).toMatchObject({ index: 0, operation: 'photonet.user_feed', status: 'done' });
    expect(pages[0].results[0].args).toMatchObject({ handle: 'sbx_200_ten', max_pages: 10, page_size: 12 });
  });

  it('max_pages=-1 has no cap (the walk ends when the list does); a positive max_pages stops there', async () => {
    const all = await job('handle=sbx_30_all&max_pages=-1');
    expect(all).toMatchObject({ status: 'ready', item_count: 30, cost: '$0.0015' });
    const three = await job('handle=sbx_100_three&max_pages=3');
    expect(three).toMatchObject({ status: 'ready', item_count: 36, cost: '$0.0015' });
  });

  it('max_pages 0 and other negatives are 400 before anything is acquired or billed', async () => {
    const archive = async () => (await env.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_archive'))[0].n;
    const before = [await archive(), (await charges()).length];
    for (const value of ['0', '-2', 'abc', '1.5']) {
      const res = await feed(`handle=sbx_10_zero&max_pages=${value}`);
      expect(res.status, value).toBe(400);
      expect(res.body.error.message).toContain('max_pages');
    }
    expect([await archive(), (await charges()).length]).toEqual(before);
  });

  it('since alone creates a job bounded by since (inclusive); with max_pages the first boundary wins', async () => {
    const since = await job('handle=sbx_30_since&since=5d');
    expect(since).toMatchObject({ status: 'ready', item_count: 6, cost: '$0.0005' });
    const { items } = await allResults(env, key, since.batch_id);
    expect(items.map((i) => i.caption.split(' day ')[1].split(' ')[0])).toEqual(['0', '1', '2', '3', '4', '5']);

    // cached=live: a page stored by an earlier read carries that read's times, a second older than `since` now.
    const pagesFirst = await feed('handle=sbx_30_since&since=20d&max_pages=1&cached=live');
    expect(pagesFirst.body.data).toMatchObject({ stop_reason: 'pages' });
    expect(pagesFirst.body.data.items).toHaveLength(12);
    const sinceFirst = await feed('handle=sbx_30_since&since=5d&max_pages=1&cached=live');
    expect(sinceFirst.body.data).toMatchObject({ stop_reason: 'since', next_cursor: expect.any(String) });
    expect(sinceFirst.body.data.items).toHaveLength(6);
    expect(sinceFirst.body.data.coverage.complete).toBe(true);
  });

  it('since accepts YYYY-MM-DD, RFC 3339 with a timezone and Nd; invalid dates and since on followers are 400', async () => {
    for (const since of ['2026-01-31', '2026-01-31T10:00:00Z', '2026-01-31T10:00:00.5+02:00', '365d']) {
      const res = await feed(`handle=sbx_5_fmt&max_pages=1&since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(200);
    }
    for (const since of ['2026-02-30', '2026-13-01', '2026-01-31T10:00:00', 'yesterday', '12w']) {
      const res = await feed(`handle=sbx_5_fmt&max_pages=1&since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(400);
      expect(res.body.error.message).toContain('since');
    }
    const followers = await env.rest('/v1/photonet/followers?handle=sbx_5_fmt&since=5d', key);
    expect(followers.status).toBe(400);
    expect(followers.body.error.message).toBe('since is not accepted by followers.');
  });

  it('native paging inputs are 400; username is retired in favour of handle', async () => {
    for (const native of ['max_id=5', 'after=abc', 'count=10', 'first=3']) {
      const res = await feed(`handle=sbx_5_native&${native}`);
      expect(res.status, native).toBe(400);
      expect(res.body.error.message).toContain('native paging input');
    }
    const alias = await feed('username=sbx_5_native&max_pages=1');
    expect(alias.status).toBe(400);
    expect(alias.body.error.message).toContain('use handle');
  });

  it('page_size defaults: 12 user_feed, 24 post_comments, 50 followers', async () => {
    expect((await feed('handle=sbx_100_sizes&max_pages=1')).body.data.items).toHaveLength(12);
    const followers = await env.rest('/v1/photonet/followers?handle=sbx_100_sizes&max_pages=1', key);
    expect(followers.body.data.items).toHaveLength(50);
    expect(followers.body.meta.cost).toBe('$0.0010');
    const comments = await env.rest('/v1/photonet/post_comments?shortcode=AbCdEfGhIjK&max_pages=1', key);
    expect(comments.status).toBe(200);
    expect(comments.body.data.items.length).toBeLessThanOrEqual(24);
    expect(comments.body.data.stop_reason).toBe('exhausted');
    expect(Object.keys(comments.body.data.items[0])).toEqual(['comment_id', 'author', 'author_id', 'author_verified', 'text', 'likes', 'posted_at']);
    expect((await feed('handle=sbx_100_sizes&max_pages=1&page_size=5')).body.data.items).toHaveLength(5);
    expect((await feed('handle=sbx_100_sizes&max_pages=1&page_size=500')).status).toBe(400);
  });

  it('the opaque cursor resumes the same operation only; followers carry the rank token inside it', async () => {
    const first = await feed('handle=sbx_40_cursor&max_pages=1');
    const second = await feed(`handle=sbx_40_cursor&max_pages=1&cursor=${first.body.data.next_cursor}`);
    expect(second.status).toBe(200);
    const ids = new Set(first.body.data.items.map((i: { id: string }) => i.id));
    expect(second.body.data.items.some((i: { id: string }) => ids.has(i.id))).toBe(false);
    const other = await env.rest(`/v1/photonet/followers?handle=sbx_40_cursor&max_pages=1&cursor=${first.body.data.next_cursor}`, key);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toContain('another operation');
    const followers = await env.rest('/v1/photonet/followers?handle=sbx_40_cursor&max_pages=1', key);
    const state = decodeCursor('followers', 'sbx_40_cursor', followers.body.data.next_cursor);
    expect(state.rt).toMatch(/^rt-/);
    const resumed = await env.rest(`/v1/photonet/followers?handle=sbx_40_cursor&max_pages=1&cursor=${followers.body.data.next_cursor}`, key);
    expect(resumed.body.data.items[0].username).toMatch(/^follower_50_/);
  });

  it('cached and get_raw: raw upstream items on request; cache_only never acquires', async () => {
    const raw = await feed('handle=sbx_12_raw&max_pages=1&get_raw=true');
    expect(Object.keys(raw.body.data.items[0])).toContain('taken_at');
    expect(raw.body.data.items[0].pk).toBeDefined();
    const miss = await feed('handle=sbx_12_never&max_pages=1&cached=cache_only');
    expect(miss.status).toBe(404);
    await feed('handle=sbx_12_cached&max_pages=1&cached=live');
    const hit = await feed('handle=sbx_12_cached&max_pages=1&cached=cache_only');
    expect(hit.status).toBe(200);
    expect(hit.body.data.items).toHaveLength(12);
    expect((await feed('handle=sbx_12_raw&max_pages=1&cached=sometimes')).status).toBe(400);
  });
});

describe('stop reasons and failures', () => {
  it('a repeating cursor stops with cursor_stalled; a repeating page with repeated_content; no duplicates', async () => {
    const stalled = await job('handle=err-stall_acct&max_pages=-1');
    expect(stalled.status).toBe('ready');
    const { items } = await allResults(env, key, stalled.batch_id);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const [row] = await env.services.db.query<{ stop_reason: string }>('SELECT stop_reason FROM jobs WHERE batch_id = $1', [stalled.batch_id]);
    expect(row.stop_reason).toBe('cursor_stalled');
    const repeated = await job('handle=err-repeat_acct&max_pages=-1');
    const [again] = await env.services.db.query<{ stop_reason: string; item_count: number }>('SELECT stop_reason, item_count FROM jobs WHERE batch_id = $1', [
      repeated.batch_id,
    ]);
    expect(again).toEqual({ stop_reason: 'repeated_content', item_count: 12 });
  });

  it('upstream failures: a synchronous page answers the error uncharged; a job fails and is never charged', async () => {
    const before = (await charges()).length;
    const sync = await feed('handle=err-upstream_acct&max_pages=1');
    expect(sync.status).toBe(502);
    expect(sync.body.error.code).toBe('upstream_error');
    const limited = await feed('handle=err-ratelimited_acct&max_pages=1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    const failed = await job('handle=err-upstream_acct');
    expect(failed).toMatchObject({ status: 'failed', error: 'upstream_error', cost: '$0.0000' });
    expect((await charges()).length).toBe(before);
  });
});

describe('job arguments', () => {
  it('are checked again when the job runs: stored arguments that are not a walk request fail the job, uncharged', async () => {
    const before = (await charges()).length;
    const bad = { handle: 'sbx_12_args', since: null, max_pages: 2, cursor: null, page_size: 5000, cached: 'auto', get_raw: false };
    const submitted = await env.service.runtime.jobs.submit(accountId, 'photonet.user_feed', bad);
    const done = await waitForJob(env, key, submitted.batch_id, ['ready', 'failed']);
    expect(done).toMatchObject({ status: 'failed', error: 'invalid_request', cost: '$0.0000' });
    expect((await charges()).length).toBe(before);
  });
});

describe('the username alias sunset', () => {
  it('REST and GraphQL read the same configured date', async () => {
    const later = await createTestEnv({ env: { USERNAME_ALIAS_SUNSET: '2099-01-01' } });
    try {
      const { key: k } = await later.key({ balance: '1' });
      const rest = await later.rest('/v1/photonet/user_feed?username=sbx_5_alias&max_pages=1', k);
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      const gql = await later.graphql('{ photonetUserFeed(username: "sbx_5_alias", maxPages: 1) { page { pages } } }', k);
      expect(gql.body.errors).toBeUndefined();
    } finally {
      await later.close();
    }
  });
});

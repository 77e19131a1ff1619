import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeCursor } from '../platform/walkers/cursor.ts';
import { ManualClock } from '../platform/clock.ts';
import { SourcePaused } from '../platform/errors.ts';
import { SignedInPool } from '../subgraphs/photonet/account-pool.ts';
import type { SandboxPhotonetUpstream } from '../subgraphs/photonet/walkers/sandbox.ts';
import type { PhotonetServices } from '../subgraphs/photonet/services.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

/**
 * The four walkers beyond user_feed, post_comments and followers (usertags_feed, popular_search_media,
 * loggedout_timeline, following) against every row of the 4.4 paging table that applies to them, the logged-out
 * timeline's limit and 240-post cap, batches of handles on the signed-in walkers, and the signed-in account pool.
 * test/walkers.test.ts covers the first three walkers and the walk's stop reasons.
 */

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ settleIntervalMs: 300, jobLockMs: 3_000 });
  ({ key, accountId } = await env.key({ balance: '100', rateLimit: 100_000 }));
});
afterAll(() => env?.close());

const get = (op: string, query: string, k = key, on: TestEnv = env) => on.rest(`/v1/photonet/${op}?${query}`, k);
const charges = async (account = accountId, on: TestEnv = env) => (await on.ledgerRows(account)).filter((r) => r.kind === 'charge');
const archived = async (on: TestEnv = env) => (await on.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_archive'))[0].n;

async function job(op: string, query: string) {
  const res = await get(op, query);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(Object.keys(res.body.data)).toEqual(['batch_id', 'status', 'status_url', 'results_url']);
  expect(res.body.meta.cost).toBe('$0.0000');
  return waitForJob(env, key, res.body.data.batch_id, ['ready', 'failed', 'payment-required']);
}

/** A request that must answer 400 before anything is acquired or billed. */
async function refused(op: string, query: string, message: string | RegExp) {
  const before = await archived();
  const res = await get(op, query);
  expect(res.status, `${op}?${query}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.error.code).toBe('invalid_request');
  if (typeof message === 'string') expect(res.body.error.message).toContain(message);
  else expect(res.body.error.message).toMatch(message);
  expect(await archived()).toBe(before);
  // No charge for this request (a job an earlier test left running may still charge the same account meanwhile).
  expect((await charges()).filter((c) => c.request_id === res.body.error.request_id)).toEqual([]);
}

/** Each new walker: its target parameter, an sbx target with N items, its default page, its block price. */
const NEW = [
  {
    op: 'usertags_feed',
    field: 'photonetUsertagsFeed',
    target: (n: number, name: string) => `handle=sbx_${n}_${name}`,
    page: 21,
    max: 50,
    price: '0.0010',
    since: true,
  },
  {
    op: 'popular_search_media',
    field: 'photonetPopularSearchMedia',
    target: (n: number, name: string) => `query=sbx_${n}_${name}`,
    page: 100,
    max: 100,
    price: '0.0005',
    since: false,
  },
  {
    op: 'loggedout_timeline',
    field: 'photonetLoggedoutTimeline',
    target: (n: number, name: string) => `handle=sbx_${n}_${name}`,
    page: 12,
    max: 50,
    price: '0.0005',
    since: false,
  },
  {
    op: 'following',
    field: 'photonetFollowing',
    target: (n: number, name: string) => `handle=sbx_${n}_${name}`,
    page: 50,
    max: 200,
    price: '0.0010',
    since: false,
  },
] as const;

describe('the 4.4 paging table on each new walker', () => {
  for (const w of NEW) {
    describe(w.op, () => {
      it(`max_pages=1 answers one page of ${w.page} (the default page_size), charged $${w.price} per started block of ${w.page}`, async () => {
        const res = await get(w.op, `${w.target(1000, 'one')}&max_pages=1`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(Object.keys(res.body.data)).toEqual(['items', 'pages', 'next_cursor', 'stop_reason', 'coverage']);
        expect(res.body.data.items).toHaveLength(w.page);
        expect(res.body.data).toMatchObject({ pages: 1, stop_reason: 'pages', next_cursor: expect.any(String) });
        expect(res.body.meta.cost).toBe(`$${w.price}`);
        // One item more is a second started block.
        if (w.page < w.max) {
          const more = await get(w.op, `${w.target(1000, 'one')}&max_pages=1&page_size=${w.page + 1}`);
          expect(more.body.data.items).toHaveLength(w.page + 1);
          expect(more.body.meta.cost).toBe(`$${(2 * Number(w.price)).toFixed(4)}`);
        }
        const few = await get(w.op, `${w.target(1000, 'one')}&max_pages=1&page_size=3`);
        expect(few.body.data.items).toHaveLength(3);
        expect(few.body.meta.cost).toBe(`$${w.price}`);
      });

      it(`page_size is 1 to ${w.max}; more, or 0, is 400 before acquisition or billing`, async () => {
        const top = await get(w.op, `${w.target(1000, 'max')}&max_pages=1&page_size=${w.max}`);
        expect(top.status).toBe(200);
        expect(top.body.data.items).toHaveLength(w.max);
        await refused(w.op, `${w.target(1000, 'max')}&max_pages=1&page_size=${w.max + 1}`, `page_size must be from 1 to ${w.max} for ${w.op}`);
        await refused(w.op, `${w.target(1000, 'max')}&max_pages=1&page_size=0`, 'page_size');
      });

      it('omitted max_pages walks 10 pages as a job; -1 walks to the end; a positive max_pages stops there; each charged once', async () => {
        const ten = await job(w.op, w.target(5000, 'ten'));
        expect(ten).toMatchObject({ status: 'ready', item_count: 10 * w.page, cost: `$${(10 * Number(w.price)).toFixed(4)}` });
        const rows = (await charges()).filter((c) => c.request_id === `job:${ten.batch_id}`);
        expect(rows.map((r) => r.amount)).toEqual([`-${(10 * Number(w.price)).toFixed(4)}`]);
        const { items, pages } = await allResults(env, key, ten.batch_id);
        expect(new Set(items.map((i) => i.id ?? i.user_id)).size).toBe(10 * w.page);
        expect(pages[0].results[0]).toMatchObject({ operation: `photonet.${w.op}`, status: 'done' });
        expect(pages[0].results[0].args).toMatchObject({ max_pages: 10, page_size: w.page });

        const all = await job(w.op, `${w.target(30, 'all')}&max_pages=-1&page_size=7`);
        expect(all).toMatchObject({ status: 'ready', item_count: 30 });
        const two = await job(w.op, `${w.target(1000, 'two')}&max_pages=2&page_size=5`);
        expect(two).toMatchObject({ status: 'ready', item_count: 10, cost: `$${w.price}` });
      });

      it('max_pages 0 and other negatives, and the native paging inputs, are 400 before acquisition or billing', async () => {
        for (const value of ['0', '-2', 'x']) await refused(w.op, `${w.target(10, 'zero')}&max_pages=${value}`, 'max_pages');
        for (const native of ['max_id=5', 'after=abc', 'count=10', 'first=3'])
          await refused(w.op, `${w.target(10, 'native')}&${native}`, 'native paging input');
      });

      if (w.since) {
        it('since is accepted: alone it makes a job bounded by it (inclusive); with max_pages=1 a page', async () => {
          const since = await job(w.op, `${w.target(30, 'since')}&since=5d`);
          expect(since).toMatchObject({ status: 'ready', item_count: 6, cost: `$${w.price}` });
          const page = await get(w.op, `${w.target(30, 'since')}&since=2026-01-31&max_pages=1`);
          expect(page.status).toBe(200);
          await refused(w.op, `${w.target(30, 'since')}&since=2026-02-30&max_pages=1`, 'since');
        });
      } else {
        it('since is refused with 400 before acquisition or billing', async () => {
          await refused(w.op, `${w.target(30, 'since')}&since=5d`, `since is not accepted by ${w.op}.`);
          await refused(w.op, `${w.target(30, 'since')}&since=5d&max_pages=1`, `since is not accepted by ${w.op}.`);
        });
      }

      it('cached: cache_only never acquires (404, uncharged); a page acquired before is served from the store; get_raw', async () => {
        const before = (await charges()).length;
        const miss = await get(w.op, `${w.target(40, 'never')}&max_pages=1&cached=cache_only`);
        expect(miss.status).toBe(404);
        expect(miss.body.error.message).toContain('cache_only');
        expect((await charges()).length).toBe(before);

        const live = await get(w.op, `${w.target(40, 'cached')}&max_pages=1&cached=live`);
        const stored = await archived();
        const hit = await get(w.op, `${w.target(40, 'cached')}&max_pages=1&cached=cache_only`);
        expect(hit.status).toBe(200);
        expect(hit.body.data.items).toEqual(live.body.data.items);
        expect(hit.body.meta.cost).toBe(live.body.meta.cost);
        const auto = await get(w.op, `${w.target(40, 'cached')}&max_pages=1`);
        expect(auto.body.data.items).toEqual(live.body.data.items);
        expect(await archived()).toBe(stored);
        await get(w.op, `${w.target(40, 'cached')}&max_pages=1&cached=live`);
        expect(await archived()).toBe(stored + 1);

        const raw = await get(w.op, `${w.target(40, 'raw')}&max_pages=1&get_raw=true`);
        expect(raw.body.data.items[0].pk).toBeDefined();
        expect(raw.body.data.items[0]).not.toHaveProperty(w.op === 'following' ? 'user_id' : 'shortcode');
        await refused(w.op, `${w.target(40, 'raw')}&max_pages=1&cached=sometimes`, 'cached');
        await refused(w.op, `${w.target(40, 'raw')}&max_pages=1&get_raw=maybe`, 'get_raw');
      });

      it('the opaque cursor resumes the same walk only', async () => {
        const first = await get(w.op, `${w.target(100, 'cursor')}&max_pages=1&page_size=10`);
        const second = await get(w.op, `${w.target(100, 'cursor')}&max_pages=1&page_size=10&cursor=${first.body.data.next_cursor}`);
        expect(second.status).toBe(200);
        const id = (i: { id?: string; user_id?: string }) => i.id ?? i.user_id;
        const seen = new Set(first.body.data.items.map(id));
        expect(second.body.data.items).toHaveLength(10);
        expect(second.body.data.items.some((i: { id?: string; user_id?: string }) => seen.has(id(i)))).toBe(false);
        await refused(w.op, `${w.target(100, 'other')}&max_pages=1&cursor=${first.body.data.next_cursor}`, 'another operation');
        await refused('user_feed', `handle=sbx_100_cursor&max_pages=1&cursor=${first.body.data.next_cursor}`, 'another operation');
      });

      it('upstream failures answer their error, uncharged; a failed job is never charged', async () => {
        const before = (await charges()).length;
        const failing = w.op === 'popular_search_media' ? 'query=err-upstream_term' : 'handle=err-upstream_acct';
        const sync = await get(w.op, `${failing}&max_pages=1`);
        expect(sync.status).toBe(502);
        expect(sync.body.error.code).toBe('upstream_error');
        const paused = await get(w.op, `${failing.replace('err-upstream', 'err-paused')}&max_pages=1`);
        expect(paused.status).toBe(503);
        expect(paused.body.error.code).toBe('source_paused');
        const missing = await get(w.op, `${failing.replace('err-upstream', 'err-notfound')}&max_pages=1`);
        expect(missing.status).toBe(404);
        expect(await job(w.op, failing)).toMatchObject({ status: 'failed', error: 'upstream_error', cost: '$0.0000' });
        expect((await charges()).length).toBe(before);
      });

      it('GraphQL: the typed field returns WalkOutcome and costs what REST costs', async () => {
        const target = w.op === 'popular_search_media' ? 'query: "sbx_60_gql"' : 'handle: "sbx_60_gql"';
        const page = await env.graphql(`{ ${w.field}(${target}, maxPages: 1) { page { items pages nextCursor stopReason coverage } job { batchId } } }`, key);
        expect(page.body.errors).toBeUndefined();
        expect(page.body.data[w.field].page.items).toHaveLength(Math.min(w.page, 60));
        expect(page.body.data[w.field].job).toBeNull();
        expect(page.body.extensions.cost.actual).toBe(`$${(Math.ceil(Math.min(w.page, 60) / w.page) * Number(w.price)).toFixed(4)}`);
        const submitted = await env.graphql(`{ ${w.field}(${target}, maxPages: 2) { page { pages } job { batchId statusUrl } } }`, key);
        expect(submitted.body.data[w.field].page).toBeNull();
        expect(submitted.body.data[w.field].job.batchId).toMatch(/^job_/);
        const bad = await env.graphql(`{ ${w.field}(${target}, maxPages: 0) { page { pages } } }`, key);
        expect(bad.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
      });

      it('its v4 live path answers 410 naming the v5 path', async () => {
        const gone = await env.rest(`/v1/live/photonet/${w.op}?${w.target(5, 'v4')}`, key);
        expect(gone.status).toBe(410);
        expect(gone.body.error.message).toContain(`/v1/photonet/${w.op}`);
      });
    });
  }
});

describe('targets', () => {
  it('popular_search_media: query is 1 to 500 characters of any text; the failure prefixes work on it', async () => {
    const spaced = await get('popular_search_media', `query=${encodeURIComponent('cold brew #coffee ☕')}&max_pages=1&page_size=5`);
    expect(spaced.status).toBe(200);
    expect(spaced.body.data.items[0].caption).toContain('cold brew #coffee ☕');
    expect((await get('popular_search_media', `query=${'q'.repeat(500)}&max_pages=1&page_size=1`)).status).toBe(200);
    await refused('popular_search_media', `query=${'q'.repeat(501)}&max_pages=1`, 'query must be 1 to 500 characters');
    await refused('popular_search_media', 'max_pages=1', 'query is required');
    await refused('popular_search_media', 'query=%20%20&max_pages=1', 'query is required');
    await refused('popular_search_media', 'query=coffee&handle=someone&max_pages=1', 'Unknown parameter handle');
    const failing = await get('popular_search_media', `query=${encodeURIComponent('err-timeout coffee')}&max_pages=1`);
    expect(failing.status).toBe(504);
  });

  it('popular_search_media: page_size defaults to 100 and 100 is its measured maximum', async () => {
    const res = await get('popular_search_media', 'query=sbx_250_max&max_pages=1');
    expect(res.body.data.items).toHaveLength(100);
    expect(res.body.meta.cost).toBe('$0.0005');
    await refused('popular_search_media', 'query=sbx_250_max&max_pages=1&page_size=101', 'page_size must be from 1 to 100 for popular_search_media');
    const walked = await job('popular_search_media', 'query=sbx_250_max&max_pages=-1');
    expect(walked).toMatchObject({ status: 'ready', item_count: 250, cost: '$0.0015' });
  });

  it('username is refused naming handle on every handle walker (loggedout_timeline, usertags_feed, following)', async () => {
    for (const op of ['loggedout_timeline', 'usertags_feed', 'following']) {
      await refused(op, 'username=sbx_5_alias&max_pages=1', /no longer accepted; use handle/);
      await refused(op, 'max_pages=1', 'handle is required');
      await refused(op, 'handle=not%20a%20handle&max_pages=1', 'handle must be');
    }
    const gql = await env.graphql('{ photonetLoggedoutTimeline(username: "sbx_5_alias", maxPages: 1) { page { pages } } }', key);
    expect(gql.body.errors[0].message).toContain('use handle');
  });

  it('before the sunset, username is the alias of handle on loggedout_timeline, on REST and GraphQL alike', async () => {
    const earlier = await createTestEnv({ env: { USERNAME_ALIAS_SUNSET: '2099-01-01' } });
    try {
      const { key: k } = await earlier.key({ balance: '1' });
      const rest = await earlier.rest('/v1/photonet/loggedout_timeline?username=sbx_5_alias&max_pages=1', k);
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      expect(rest.body.data.items).toHaveLength(5);
      const gql = await earlier.graphql('{ photonetLoggedoutTimeline(username: "sbx_5_alias", maxPages: 1) { page { items } } }', k);
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.photonetLoggedoutTimeline.page.items).toHaveLength(5);
      const both = await earlier.rest('/v1/photonet/loggedout_timeline?username=sbx_5_alias&handle=sbx_5_alias&max_pages=1', k);
      expect(both.status).toBe(400);
    } finally {
      await earlier.close();
    }
  });

  it('following carries the rank token inside its cursor, as followers do; tagged posts name the account', async () => {
    const following = await get('following', 'handle=sbx_80_rank&max_pages=1');
    const state = decodeCursor('following', 'sbx_80_rank', following.body.data.next_cursor);
    expect(state).toMatchObject({ op: 'following', target: 'sbx_80_rank', rt: expect.stringMatching(/^rt-/) });
    const resumed = await get('following', `handle=sbx_80_rank&max_pages=1&cursor=${following.body.data.next_cursor}`);
    expect(resumed.body.data.items[0].username).toMatch(/^followed_50_/);
    expect(Object.keys(resumed.body.data.items[0])).toEqual(['user_id', 'username', 'full_name', 'is_private', 'is_verified', 'profile_pic_url']);
    const tagged = await get('usertags_feed', 'handle=sbx_3_tagged&max_pages=1');
    expect(tagged.body.data.items.map((i: { caption: string }) => i.caption).every((c: string) => c.endsWith('with @sbx_3_tagged'))).toBe(true);
    expect(tagged.body.data).toMatchObject({ stop_reason: 'exhausted', next_cursor: null, coverage: { items: 3, complete: true } });
  });
});

describe('loggedout_timeline: limit and the 240-post cap', () => {
  it('the timeline ends after 240 posts: -1 max_pages walks to it and stops exhausted', async () => {
    const all = await job('loggedout_timeline', 'handle=sbx_400_cap&max_pages=-1&page_size=50');
    expect(all).toMatchObject({ status: 'ready', item_count: 240, cost: '$0.0100' });
    const [row] = await env.services.db.query<{ stop_reason: string; next_cursor: string | null }>(
      'SELECT stop_reason, next_cursor FROM jobs WHERE batch_id = $1',
      [all.batch_id],
    );
    expect(row).toEqual({ stop_reason: 'exhausted', next_cursor: null });
  });

  it('limit=-1 means the 240-post cap: alone it bounds the walk (a job, no page cap)', async () => {
    const capped = await job('loggedout_timeline', 'handle=sbx_400_limit&limit=-1');
    expect(capped).toMatchObject({ status: 'ready', item_count: 240, cost: '$0.0100' });
    const { pages } = await allResults(env, key, capped.batch_id);
    expect(pages[0].results[0].args).toMatchObject({ handle: 'sbx_400_limit', limit: 240, max_pages: null, page_size: 12 });
    // A smaller timeline simply ends.
    expect(await job('loggedout_timeline', 'handle=sbx_30_limit&limit=-1')).toMatchObject({ status: 'ready', item_count: 30 });
  });

  it('limit returns exactly that many posts, the last page asking only for what is still wanted; with max_pages the first boundary wins', async () => {
    const thirty = await job('loggedout_timeline', 'handle=sbx_400_thirty&limit=30');
    expect(thirty).toMatchObject({ status: 'ready', item_count: 30, cost: '$0.0015' });
    const [row] = await env.services.db.query<{ stop_reason: string; pages: number; next_cursor: string }>(
      'SELECT stop_reason, pages, next_cursor FROM jobs WHERE batch_id = $1',
      [thirty.batch_id],
    );
    expect(row).toMatchObject({ stop_reason: 'pages', pages: 3 });
    // Its cursor resumes right after the 30th post.
    const next = await get('loggedout_timeline', `handle=sbx_400_thirty&max_pages=1&cursor=${row.next_cursor}`);
    expect(next.body.data.items[0].caption).toContain(' day 30 ');

    const pagesFirst = await job('loggedout_timeline', 'handle=sbx_400_both&limit=100&max_pages=2');
    expect(pagesFirst).toMatchObject({ status: 'ready', item_count: 24 });
    const limitFirst = await job('loggedout_timeline', 'handle=sbx_400_both&limit=20&max_pages=5');
    expect(limitFirst).toMatchObject({ status: 'ready', item_count: 20 });

    const page = await get('loggedout_timeline', 'handle=sbx_400_page&limit=5&max_pages=1');
    expect(page.status).toBe(200);
    expect(page.body.data.items).toHaveLength(5);
    expect(page.body.meta.cost).toBe('$0.0005');
  });

  it('limit is 1 to 240 or -1; other values, and limit on other walkers, are 400', async () => {
    for (const value of ['0', '241', '-2', 'all']) await refused('loggedout_timeline', `handle=sbx_10_lim&limit=${value}`, 'limit');
    await refused('user_feed', 'handle=sbx_10_lim&limit=5', 'Unknown parameter limit');
    const gql = await env.graphql('{ photonetLoggedoutTimeline(handle: "sbx_10_lim", limit: 241, maxPages: 1) { page { pages } } }', key);
    expect(gql.body.errors[0].message).toContain('limit must be from 1 to 240, or -1 for the 240-post cap');
  });
});

describe('batches of handles on the signed-in walkers', () => {
  it('handles=a,b,c with max_pages=1 answers one page of each, in order, each billed as its own page', async () => {
    const res = await get('followers', 'handles=sbx_40_b1,@sbx_5_b2,sbx_2_b3&max_pages=1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['results']);
    expect(res.body.data.results.map((r: { handle: string }) => r.handle)).toEqual(['sbx_40_b1', 'sbx_5_b2', 'sbx_2_b3']);
    expect(res.body.data.results.map((r: { items: unknown[] }) => r.items.length)).toEqual([50, 15, 6]);
    expect(Object.keys(res.body.data.results[0])).toEqual(['handle', 'items', 'pages', 'next_cursor', 'stop_reason', 'coverage']);
    expect(res.body.data.results[0].items[0].username).toMatch(/_of_sbx_40_b1$/);
    // Three pages of one started block each: three times $0.001, where one page of all 71 would have been two blocks.
    expect(res.body.meta.cost).toBe('$0.0030');

    // A handle's next_cursor resumes that handle's walk alone.
    const resumed = await get('followers', `handle=sbx_40_b1&max_pages=1&cursor=${res.body.data.results[0].next_cursor}`);
    expect(resumed.body.data.items[0].username).toMatch(/^follower_50_/);
  });

  it('following and usertags_feed take batches too; REST and GraphQL charge and reserve the same', async () => {
    for (const [op, field, size] of [
      ['following', 'photonetFollowing', 50],
      ['usertags_feed', 'photonetUsertagsFeed', 21],
    ] as const) {
      const rest = await get(op, 'handles=sbx_100_g1,sbx_3_g2&max_pages=1');
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      expect(rest.body.data.results.map((r: { items: unknown[] }) => r.items.length)).toEqual([size, 3]);
      expect(rest.body.meta.cost).toBe('$0.0020');
      const gql = await env.graphql(
        `{ ${field}(handles: ["sbx_100_g1", "sbx_3_g2"], maxPages: 1) { page { pages } job { batchId } batch { results { handle items nextCursor stopReason } } } }`,
        key,
      );
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data[field]).toMatchObject({ page: null, job: null });
      expect(gql.body.data[field].batch.results.map((r: { handle: string }) => r.handle)).toEqual(['sbx_100_g1', 'sbx_3_g2']);
      expect(gql.body.extensions.cost).toMatchObject({ actual: '$0.0020', requested: '$0.0020' });
    }
    // The reservation is a full page per handle: a balance a unit short of it is a 402, exactly enough is served.
    const short = await env.key({ balance: '0.0029' });
    expect((await get('followers', 'handles=sbx_1_r1,sbx_1_r2,sbx_1_r3&max_pages=1', short.key)).status).toBe(402);
    const enough = await env.key({ balance: '0.0030' });
    const served = await get('followers', 'handles=sbx_1_r1,sbx_1_r2,sbx_1_r3&max_pages=1', enough.key);
    expect(served.status).toBe(200);
    expect(served.body.meta).toMatchObject({ cost: '$0.0030', balance: '$0.0000' });
  });

  it('a batch requires max_pages=1: omitted or any other value is 400 naming the rule, before acquisition or billing', async () => {
    for (const pages of ['', '&max_pages=2', '&max_pages=-1']) {
      await refused('followers', `handles=sbx_5_a,sbx_5_b${pages}`, 'handles (a batch of 2) requires max_pages=1');
    }
    const gql = await env.graphql('{ photonetFollowing(handles: ["sbx_5_a"], maxPages: 3) { job { batchId } } }', key);
    expect(gql.body.errors[0].message).toContain('requires max_pages=1');
  });

  it('1 to 10 distinct handles, not with handle or cursor, and only on the signed-in walkers', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `sbx_1_h${i}`).join(',');
    await refused('followers', `handles=${eleven}&max_pages=1`, 'handles takes 1 to 10 handles');
    const ten = await get('followers', `handles=${Array.from({ length: 10 }, (_, i) => `sbx_1_h${i}`).join(',')}&max_pages=1`);
    expect(ten.status).toBe(200);
    expect(ten.body.data.results).toHaveLength(10);
    expect(ten.body.meta.cost).toBe('$0.0100');
    await refused('followers', 'handles=&max_pages=1', 'handles takes 1 to 10 handles');
    await refused('followers', 'handles=sbx_1_a,,sbx_1_b&max_pages=1', 'handles takes 1 to 10 handles');
    await refused('followers', 'handles=sbx_1_a,SBX_1_A&max_pages=1', 'twice');
    await refused('followers', 'handles=sbx_1_a,bad%20handle&max_pages=1', 'Each of handles');
    await refused('followers', 'handles=sbx_1_a&handle=sbx_1_b&max_pages=1', 'Give handle or handles, not both.');
    const cursor = (await get('followers', 'handle=sbx_80_c&max_pages=1')).body.data.next_cursor;
    await refused('followers', `handles=sbx_80_c&max_pages=1&cursor=${cursor}`, 'cursor');
    for (const op of ['user_feed', 'loggedout_timeline'])
      await refused(op, 'handles=sbx_1_a,sbx_1_b&max_pages=1', 'handles (a batch) is accepted only by the signed-in walkers');
  });

  it('a handle that fails fails the batch, uncharged; the pages read before it are stored for the retry', async () => {
    const before = (await charges()).length;
    const failed = await get('following', 'handles=sbx_20_ok,err-upstream_bad&max_pages=1');
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('upstream_error');
    expect((await charges()).length).toBe(before);
    const stored = await archived();
    const retry = await get('following', 'handles=sbx_20_ok&max_pages=1&cached=cache_only');
    expect(retry.status).toBe(200);
    expect(await archived()).toBe(stored);
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SignedInPool', () => {
  it('lends each account to one call at a time and takes it back when the call settles, resolved or rejected', async () => {
    const pool = new SignedInPool(2);
    const open = deferred();
    const ids: string[] = [];
    const first = pool.use('followers', async (account) => {
      ids.push(account.id);
      await open.promise;
      return 'first';
    });
    const second = pool.use('following', async (account) => {
      ids.push(account.id);
      throw new Error('upstream broke');
    });
    await expect(second).rejects.toThrow('upstream broke');
    expect(pool.inUse).toBe(1);
    open.resolve();
    expect(await first).toBe('first');
    expect(pool.inUse).toBe(0);
    expect(new Set(ids).size).toBe(2);
    // Both accounts are free again.
    const both = await Promise.all([pool.use('a', async (x) => x.id), pool.use('b', async (x) => x.id)]);
    expect(new Set(both).size).toBe(2);
  });

  it("with none free it throws SourcePaused without calling fn, Retry-After by the clock from the last borrow's length", async () => {
    const clock = new ManualClock(0);
    const pool = new SignedInPool(1, clock);
    const taught = deferred();
    const lesson = pool.use('followers', () => taught.promise);
    clock.advance(4_000);
    taught.resolve();
    await lesson;

    const open = deferred();
    const held = pool.use('followers', () => open.promise);
    clock.advance(1_000);
    let called = false;
    const err = await pool
      .use('following', async () => {
        called = true;
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SourcePaused);
    expect(err).toMatchObject({ status: 503, code: 'source_paused', headers: { 'Retry-After': '3' } });
    expect(called).toBe(false);
    clock.advance(10_000);
    expect(await pool.use('x', async () => 1).catch((e: SourcePaused) => e.headers['Retry-After'])).toBe('1');
    open.resolve();
    await held;
  });

  it('a call that may wait gets the next account returned, ahead of new calls; one whose signal aborts first fails with SourcePaused', async () => {
    const pool = new SignedInPool(1);
    const open = deferred();
    const held = pool.use('followers', () => open.promise);
    const waiter = pool.use('following', async (account) => account.id, { wait: new AbortController().signal });
    const giveUp = new AbortController();
    const impatient = pool.use('following', async () => 'never', { wait: giveUp.signal });
    expect(pool.queued).toBe(2);
    giveUp.abort();
    await expect(impatient).rejects.toBeInstanceOf(SourcePaused);
    expect(pool.queued).toBe(1);
    open.resolve();
    await held;
    expect(await waiter).toBe('sbx_signed_in_1');
    expect([pool.inUse, pool.queued]).toEqual([0, 0]);
  });

  it('has at least one account', () => {
    expect(() => new SignedInPool(0)).toThrow('PHOTONET_SIGNED_IN_POOL');
  });
});

describe('the signed-in account pool (PHOTONET_SIGNED_IN_POOL=1)', () => {
  let small: TestEnv;
  let k: string;
  let account: number;
  let photonet: PhotonetServices;

  beforeAll(async () => {
    small = await createTestEnv({ settleIntervalMs: 300, env: { PHOTONET_SIGNED_IN_POOL: '1' } });
    ({ key: k, accountId: account } = await small.key({ balance: '10', rateLimit: 100_000 }));
    photonet = small.service.runtime.modules.photonet as PhotonetServices;
  });
  afterAll(async () => {
    if (photonet) (photonet.walks.sandbox as SandboxPhotonetUpstream).hold = null;
    await small?.close();
  });

  /** Holds every page of `target` open until released; `started` resolves when one is held. */
  function hold(target: string) {
    const started = deferred();
    const release = deferred();
    (photonet.walks.sandbox as SandboxPhotonetUpstream).hold = async (page) => {
      if (page.target !== target) return;
      started.resolve();
      await release.promise;
    };
    return { started: started.promise, release: () => release.resolve() };
  }

  it('is sized by PHOTONET_SIGNED_IN_POOL', () => {
    expect(photonet.pool.size).toBe(1);
    expect(photonet.settings.signedInPool).toBe(1);
  });

  it('with its one account held by a page, the signed-in walkers answer 503 source_paused with Retry-After, uncharged; the others are served', async () => {
    const held = hold('sbx_60_held');
    const first = get('followers', 'handle=sbx_60_held&max_pages=1', k, small);
    await held.started;
    expect(photonet.pool.inUse).toBe(1);
    const stored = await archived(small);

    for (const [op, query] of [
      ['followers', 'handle=sbx_60_other&max_pages=1'],
      ['following', 'handle=sbx_60_other&max_pages=1'],
      ['usertags_feed', 'handle=sbx_60_other&max_pages=1'],
      ['following', 'handles=sbx_60_a,sbx_60_b&max_pages=1'],
    ]) {
      const paused = await get(op, query, k, small);
      expect(paused.status, `${op}?${query}`).toBe(503);
      expect(paused.body.error.code).toBe('source_paused');
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const gql = await small.graphql('{ photonetUsertagsFeed(handle: "sbx_60_other", maxPages: 1) { page { pages } } }', k);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'source_paused', status: 503 });
    expect(await archived(small)).toBe(stored);
    expect(await charges(account, small)).toEqual([]);
    expect(await small.balance(account)).toBe('10.0000');

    // Walkers that need no signed-in account are not held up.
    expect((await get('user_feed', 'handle=sbx_60_other&max_pages=1', k, small)).status).toBe(200);
    expect((await get('loggedout_timeline', 'handle=sbx_60_other&max_pages=1', k, small)).status).toBe(200);

    held.release();
    const answered = await first;
    expect(answered.status).toBe(200);
    expect(answered.body.meta.cost).toBe('$0.0010');
    expect(photonet.pool.inUse).toBe(0);
    expect((await get('following', 'handle=sbx_60_other&max_pages=1', k, small)).status).toBe(200);
  });

  it('a stored page needs no account: cached reads are served while the pool is busy', async () => {
    await get('usertags_feed', 'handle=sbx_30_stored&max_pages=1', k, small);
    const held = hold('sbx_60_busy');
    const busy = get('followers', 'handle=sbx_60_busy&max_pages=1', k, small);
    await held.started;
    const cached = await get('usertags_feed', 'handle=sbx_30_stored&max_pages=1&cached=cache_only', k, small);
    expect(cached.status).toBe(200);
    held.release();
    expect((await busy).status).toBe(200);
  });

  it("a job's pages wait for the account instead of failing, and the job completes once it is returned", async () => {
    const held = hold('sbx_60_first');
    const first = get('followers', 'handle=sbx_60_first&max_pages=1', k, small);
    await held.started;
    const submitted = await get('following', 'handle=sbx_120_job&max_pages=2', k, small);
    expect(submitted.status).toBe(202);
    // The job's first page is queued for the account, not failed.
    await vi.waitFor(() => expect(photonet.pool.queued).toBe(1), { timeout: 20_000, interval: 50 });
    expect((await small.rest(`/v1/jobs/${submitted.body.data.batch_id}`, k)).body.data.status).toBe('running');
    held.release();
    expect((await first).status).toBe(200);
    const done = await waitForJob(small, k, submitted.body.data.batch_id, ['ready', 'failed']);
    expect(done).toMatchObject({ status: 'ready', item_count: 100, cost: '$0.0020' });
    expect(photonet.pool.inUse).toBe(0);
  });
});

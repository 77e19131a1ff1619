import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

const ROOT = new URL('../', import.meta.url).pathname;

describe('job lifecycle (contract 3.1)', () => {
  let env: TestEnv;
  let key: string;
  let accountId: number;

  beforeAll(async () => {
    env = await createTestEnv({ settleIntervalMs: 300, jobLockMs: 3_000 });
    ({ key, accountId } = await env.key({ balance: '100', rateLimit: 100_000 }));
  });
  afterAll(() => env?.close());

  const submit = async (query: string, k = key, headers: Record<string, string> = {}) => {
    const res = await env.rest(`/v1/photonet/user_feed?${query}`, k, { headers });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return res.body.data.batch_id as string;
  };

  it('cancel after finish is 409 job_finished; a finished job is charged once before its results are readable', async () => {
    const id = await submit('handle=sbx_24_done&max_pages=2');
    const status = await waitForJob(env, key, id, ['ready']);
    expect(status.cost).toBe('$0.0010');
    const ledger = (await env.ledgerRows(accountId)).filter((r) => r.request_id === `job:${id}`);
    expect(ledger.map((r) => r.amount)).toEqual(['-0.0010']);
    const cancel = await env.rest(`/v1/jobs/${id}/cancel`, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe('job_finished');
    // Reading the results again and again never charges again.
    await allResults(env, key, id);
    await allResults(env, key, id);
    expect((await env.ledgerRows(accountId)).filter((r) => r.request_id === `job:${id}`)).toHaveLength(1);
  });

  it('an output unit over 3 MiB fails the job before billing; its results answer 413', async () => {
    const id = await submit('handle=err-huge_acct&max_pages=2&page_size=3');
    const status = await waitForJob(env, key, id, ['failed']);
    expect(status).toMatchObject({ error: 'result_item_too_large', cost: '$0.0000' });
    const res = await env.rest(`/v1/jobs/${id}/results`, key);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('result_item_too_large');
    expect((await env.ledgerRows(accountId)).some((r) => r.request_id === `job:${id}`)).toBe(false);
  });

  it('results are paged at most 3 MiB per response, a target split across responses, without gaps', async () => {
    const id = await submit('handle=big_10_acct&max_pages=-1&page_size=10');
    await waitForJob(env, key, id, ['ready']);
    const { items, pageBytes, pages } = await allResults(env, key, id);
    expect(items).toHaveLength(10);
    expect(new Set(items.map((i) => i.id)).size).toBe(10);
    expect(pageBytes.length).toBeGreaterThan(2);
    for (const bytes of pageBytes) expect(bytes).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(pages.every((p) => p.results.every((r: { index: number }) => r.index === 0))).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.complete === false && typeof p.next_cursor === 'string')).toBe(true);
  });

  it('a completed job the balance cannot pay is payment-required: 402 without data, readable soon after a top-up', async () => {
    // Enough for the first block, which a submission needs; the job returns two.
    const { key: poor, accountId: poorAccount } = await env.key({ balance: '0.0005' });
    const id = await submit('handle=sbx_24_unpaid&max_pages=2', poor);
    const status = await waitForJob(env, poor, id, ['payment-required']);
    expect(status.cost).toBe('$0.0010');
    const blocked = await env.rest(`/v1/jobs/${id}/results`, poor);
    expect(blocked.status).toBe(402);
    expect(blocked.body.data).toBeUndefined();
    expect(blocked.body.error.code).toBe('insufficient_balance');
    await env.service.accounts.topup(poorAccount, 10_000);
    const ready = await waitForJob(env, poor, id, ['ready'], 10_000);
    expect(ready.cost).toBe('$0.0010');
    expect((await allResults(env, poor, id)).items).toHaveLength(24);
    expect(await env.balance(poorAccount)).toBe('0.9995');
  });

  const jobsOf = async (account: number) =>
    (await env.services.db.query<{ status: string }>('SELECT status FROM jobs WHERE account_id = $1 ORDER BY created_at', [account])).map((r) => r.status);

  it('a submission the balance cannot cover (its first block) is 402 insufficient_balance on REST and GraphQL; no job, nothing acquired', async () => {
    const { key: poor, accountId: poorAccount } = await env.key({ balance: '0.0001', rateLimit: 100_000 });
    const rest = await Promise.all(Array.from({ length: 20 }, (_, i) => env.rest(`/v1/photonet/user_feed?handle=sbx_100_poor${i}&max_pages=5`, poor)));
    for (const res of rest) {
      expect(res.status, JSON.stringify(res.body)).toBe(402);
      expect(res.body.error.code).toBe('insufficient_balance');
      expect(res.body.error.message).toContain('first block ($0.0005)');
      expect(res.body.error.message).toContain('the balance is $0.0001');
    }
    const graphql = await env.graphql('{ photonetUserFeed(handle: "sbx_100_poorg", maxPages: 5) { job { batchId } } }', poor);
    expect(graphql.body.data?.photonetUserFeed ?? null).toBeNull();
    expect(graphql.body.errors[0].extensions.code).toBe('insufficient_balance');
    expect(graphql.body.extensions.cost).toMatchObject({ actual: '$0.0000' });
    // No job was made, so no walk ran: nothing was acquired upstream, and nothing charged.
    expect(await jobsOf(poorAccount)).toEqual([]);
    expect(await env.balance(poorAccount)).toBe('0.0001');
    expect((await env.ledgerRows(poorAccount)).filter((r) => r.kind !== 'topup')).toEqual([]);
  });

  it('jobs submitted at once each need their own first block: a balance of one block starts one job', async () => {
    const { key: one, accountId: oneAccount } = await env.key({ balance: '0.0005', rateLimit: 100_000 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => env.rest(`/v1/photonet/user_feed?handle=sbx_12_once${i}&max_pages=2`, one)));
    expect(results.filter((r) => r.status === 202)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 202);
    expect(refused.every((r) => r.status === 402 && r.body.error.code === 'insufficient_balance')).toBe(true);
    expect(await jobsOf(oneAccount)).toHaveLength(1);
  });

  it('a burst of keyed and unkeyed submissions: a balance of three first blocks starts three jobs; a key makes one job, its repeats answer it', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '0.0015', rateLimit: 100_000 });
    // Submitted at once, so they are admitted together: each as if alone, in turn.
    const keys = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? null : `burst-${i % 3}`));
    const answers = await Promise.all(
      keys.map((ik, i) => env.rest(`/v1/photonet/user_feed?handle=sbx_12_burst${i % 3}&max_pages=2`, k, { headers: ik ? { 'idempotency-key': ik } : {} })),
    );
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused.every((a) => a.status === 402 && a.body.error.code === 'insufficient_balance')).toBe(true);
    const made = (await env.services.db.query<{ batch_id: string }>('SELECT batch_id FROM jobs WHERE account_id = $1', [account])).map((r) => r.batch_id);
    expect(made).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.status === 202).map((a) => a.body.data.batch_id))).toEqual(new Set(made));
    for (const ik of ['burst-0', 'burst-1']) {
      const ids = answers.filter((a, i) => a.status === 202 && keys[i] === ik).map((a) => a.body.data.batch_id);
      expect(new Set(ids).size).toBeLessThanOrEqual(1);
    }
  });

  it('an account holds at most JOB_MAX_PAYMENT_REQUIRED (3) jobs in payment-required: the next submission is 402, until one is paid or cancelled', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '0.0005', rateLimit: 100_000 });
    const unpaid: string[] = [];
    for (let i = 0; i < 3; i++) {
      // Each covers its first block at submission and returns two: each ends payment-required.
      const id = await submit(`handle=sbx_24_capped${i}&max_pages=2`, k, { 'Idempotency-Key': `capped-${i}` });
      await waitForJob(env, k, id, ['payment-required']);
      unpaid.push(id);
    }
    const capped = await env.rest('/v1/photonet/user_feed?handle=sbx_24_capped3&max_pages=2', k);
    expect(capped.status).toBe(402);
    expect(capped.body.error.code).toBe('insufficient_balance');
    expect(capped.body.error.message).toContain('3 completed jobs awaiting payment');
    const graphql = await env.graphql('{ photonetUserFeed(handle: "sbx_24_cappedg", maxPages: 2) { job { batchId } } }', k);
    expect(graphql.body.errors[0].extensions.code).toBe('insufficient_balance');
    expect(await jobsOf(account)).toEqual(['payment-required', 'payment-required', 'payment-required']);
    // A repeat of an earlier submission (same Idempotency-Key) is still answered: it starts nothing.
    expect(await submit('handle=sbx_24_capped0&max_pages=2', k, { 'Idempotency-Key': 'capped-0' })).toBe(unpaid[0]);
    // A cancelled one frees a place.
    const cancelled = await env.rest(`/v1/jobs/${unpaid[0]}/cancel`, k, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(cancelled.status).toBe(200);
    await submit('handle=sbx_12_capped4&max_pages=2', k);
  });

  it('a charged job whose retained results are gone fails and its charge is reversed exactly once', async () => {
    const { key: k, accountId: account } = await env.key({ balance: '1' });
    const id = await submit('handle=sbx_12_lost&max_pages=2', k);
    await waitForJob(env, k, id, ['ready']);
    expect(await env.balance(account)).toBe('0.9995');
    await env.services.db.query('DELETE FROM job_results WHERE batch_id = $1', [id]);
    const first = await env.rest(`/v1/jobs/${id}/results`, k);
    expect(first.status).toBe(200);
    expect(first.body.data.results).toEqual([]);
    await env.rest(`/v1/jobs/${id}/results`, k);
    const status = (await env.rest(`/v1/jobs/${id}`, k)).body.data;
    expect(status).toMatchObject({ status: 'failed', error: 'result_snapshot_missing' });
    const rows = (await env.ledgerRows(account)).filter((r) => r.request_id?.endsWith(id));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['charge', '-0.0005'],
      ['reversal', '0.0005'],
    ]);
    expect(await env.balance(account)).toBe('1.0000');
  });

  it('jobs are owner-checked: another account gets 404 for status, results and cancel', async () => {
    const id = await submit('handle=sbx_12_mine&max_pages=2');
    const { key: other } = await env.key();
    for (const [path, init] of [
      [`/v1/jobs/${id}`, {}],
      [`/v1/jobs/${id}/results`, {}],
      [`/v1/jobs/${id}/cancel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ] as [string, RequestInit][]) {
      const res = await env.rest(path, other, init);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await env.rest('/v1/jobs/job_not-a-job', key)).status).toBe(404);
  });

  it('Idempotency-Key: 20 concurrent duplicates make one job; the same key with other inputs is a 400', async () => {
    const headers = { 'idempotency-key': 'feed-import-2026-11-22' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => env.rest('/v1/photonet/user_feed?handle=sbx_24_idem&max_pages=2', key, { headers })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => a.body.data.batch_id)).size).toBe(1);
    const [{ n }] = await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE idempotency_key = 'feed-import-2026-11-22'");
    expect(n).toBe(1);
    const other = await env.rest('/v1/photonet/user_feed?handle=sbx_24_idem&max_pages=3', key, { headers });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toContain('Idempotency-Key');
    const id = answers[0].body.data.batch_id;
    await waitForJob(env, key, id, ['ready']);
    expect((await env.ledgerRows(accountId)).filter((r) => r.request_id === `job:${id}`)).toHaveLength(1);
  });

  it('GraphQL: submit, poll and read a job as typed fields; cancel through a mutation', async () => {
    const submitted = await env.graphql(
      '{ photonetUserFeed(handle: "sbx_24_graph", maxPages: 2) { page { pages } job { batchId statusUrl job { batchId } } } }',
      key,
    );
    expect(submitted.body.errors).toBeUndefined();
    const id = submitted.body.data.photonetUserFeed.job.batchId;
    expect(submitted.body.data.photonetUserFeed.page).toBeNull();
    await waitForJob(env, key, id, ['ready']);
    const read = await env.graphql(`{ job(batchId: "${id}") { status cost itemCount results { complete results { index items } } } }`, key);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.job).toMatchObject({ status: 'ready', cost: '$0.0010', itemCount: 24 });
    expect(read.body.data.job.results.results[0].items).toHaveLength(24);
    const cancel = await env.graphql(`mutation { cancelJob(batchId: "${id}") { status } }`, key);
    expect(cancel.body.errors[0].extensions.code).toBe('job_finished');

    // Submitting is free on GraphQL too, but needs a balance that covers the job's first block; a one-page walk is
    // priced up front.
    const { key: broke } = await env.key({ balance: '0' });
    const free = await env.graphql('{ photonetUserFeed(handle: "sbx_24_broke", maxPages: 2) { job { batchId } } }', broke);
    expect(free.body.errors[0].extensions.code).toBe('insufficient_balance');
    expect(free.body.extensions.cost).toMatchObject({ requested: '$0.0000', actual: '$0.0000' });
    const page = await env.graphql('{ photonetUserFeed(handle: "sbx_24_broke", maxPages: 1) { page { pages } } }', broke);
    expect(page.status).toBe(402);
  });
});

describe('cancelling before the job finishes', () => {
  let env: TestEnv;
  let key: string;
  let accountId: number;
  beforeAll(async () => {
    // No worker here: submitted jobs stay queued until cancelled.
    env = await createTestEnv({ jobWorker: false });
    ({ key, accountId } = await env.key({ balance: '10' }));
  });
  afterAll(() => env?.close());

  it('fails the job with cancelled, uncharged, no results, and answers the same when repeated', async () => {
    const res = await env.rest('/v1/photonet/user_feed?handle=sbx_30_cancel&max_pages=2', key);
    const id = res.body.data.batch_id;
    const cancel = () => env.rest(`/v1/jobs/${id}/cancel`, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data)).toEqual(['batch_id', 'status', 'status_url', 'results_url', 'cost', 'item_count']);
    expect(first.body.data).toMatchObject({ batch_id: id, status: 'failed', cost: '$0.0000', item_count: null });
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await env.rest(`/v1/jobs/${id}`, key)).body.data).toMatchObject({ status: 'failed', error: 'cancelled' });
    expect((await env.rest(`/v1/jobs/${id}/results`, key)).body.data).toMatchObject({ results: [], complete: true });
    // A worker that picks the job up afterwards does nothing with it.
    await env.service.runtime.jobs.process(id);
    expect((await env.rest(`/v1/jobs/${id}`, key)).body.data.status).toBe('failed');
    expect((await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge')).toHaveLength(0);
    const body = await env.rest(`/v1/jobs/${id}/cancel`, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"now":true}' });
    expect(body.status).toBe(400);
  });
});

describe('a worker killed mid-job', () => {
  let env: TestEnv;
  let key: string;
  let accountId: number;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    env = await createTestEnv({ jobWorker: false });
    // Polled every 100 ms until a worker takes the job over: more than the default 100 requests a minute.
    ({ key, accountId } = await env.key({ balance: '10', rateLimit: 10_000 }));
  });
  afterAll(async () => {
    // Each worker runs in its own process group: end the whole group.
    for (const w of workers) {
      try {
        process.kill(-w.pid!, 'SIGKILL');
      } catch {}
    }
    await env?.close();
  });

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bin/worker.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: env.config.databaseUrl,
        REDIS_PREFIX: env.config.redisPrefix,
        SANDBOX_LATENCY_MS: '300',
        JOB_LOCK_MS: '2000',
        SETTLE_INTERVAL_MS: '500',
        MEDIA_DIR: env.config.mediaDir,
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
      detached: true,
    });
    workers.push(child);
    return child;
  }

  it('leaves a job that another worker completes and charges exactly once', async () => {
    const res = await env.rest('/v1/photonet/user_feed?handle=sbx_200_crash&max_pages=10', key);
    const id = res.body.data.batch_id;
    const first = startWorker();
    await waitForJob(env, key, id, ['running'], 20_000);
    await new Promise((r) => setTimeout(r, 800)); // a few pages in
    process.kill(-first.pid!, 'SIGKILL'); // the worker and everything it started, at once
    expect((await env.rest(`/v1/jobs/${id}`, key)).body.data.status).toBe('running');
    startWorker();
    const done = await waitForJob(env, key, id, ['ready'], 40_000);
    expect(done).toMatchObject({ item_count: 120, cost: '$0.0050' });
    const charges = (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
    expect(charges.map((c) => [c.request_id, c.amount])).toEqual([[`job:${id}`, '-0.0050']]);
    expect((await allResults(env, key, id)).items).toHaveLength(120);
  }, 90_000);
});

describe('a running job whose dispatch Redis lost (Redis restarted empty under it)', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ jobWorker: false });
  });
  afterAll(() => env?.close());

  it('is dispatched again by the sweep once stale, finishes and is charged once; a live dispatch is left alone', async () => {
    const { key, accountId } = await env.key({ balance: '1', rateLimit: 10_000 });
    const res = await env.rest('/v1/photonet/user_feed?handle=sbx_24_lost&max_pages=2', key);
    const id = res.body.data.batch_id;
    const { queue, jobs } = env.service.runtime;
    // Its dispatch is waiting in Redis: the sweep leaves it.
    await env.services.db.query("UPDATE jobs SET status = 'running', started_at = now() - interval '1 hour' WHERE batch_id = $1", [id]);
    expect(await queue.redispatchLost([id])).toEqual([]);
    // Redis loses it (as a restart without persistence does): running in PostgreSQL, nothing in Redis.
    const { Queue } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const connection = new Redis(env.config.redisUrl, { maxRetriesPerRequest: null });
    const raw = new Queue('crawl', { connection, prefix: `${env.config.redisPrefix}bull` });
    await (await raw.getJob(id))!.remove();
    await raw.close();
    connection.disconnect();
    await jobs.sweep(queue, 60_000);
    queue.start(jobs);
    const done = await waitForJob(env, key, id, ['ready'], 20_000);
    expect(done.item_count).toBe(24);
    const charges = (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
    expect(charges.map((c) => c.request_id)).toEqual([`job:${id}`]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { audit } from './audit.ts';
import { drive, KINDS, settleJobs, tally } from '../../harness/traffic.ts';
import { report } from './report.ts';

/**
 * A job worker killed with SIGKILL mid-job, under traffic: the job is taken over by the other worker once its lock
 * lapses (the default JOB_LOCK_MS), finishes, and is charged exactly once. The recovery time (kill to ready) is
 * reported.
 */

let d: Deployment;
let router: RouterProc;

beforeAll(async () => {
  d = await startDeployment({ demoProfiles: 5, env: { SANDBOX_LATENCY_MS: '150' } });
  router = await d.router();
});
afterAll(() => d?.close());

describe('a worker killed mid-job', () => {
  it('its jobs finish on another worker, each charged once; traffic meanwhile sees no error', async () => {
    const { key, accountId } = await d.key('50');
    const first = await d.worker();
    // Long walks (10 pages of 150 ms each), so the kill lands mid-job.
    const submitted: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${router.base}/v1/photonet/user_feed?handle=sbx_120_killed${i}&max_pages=10`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(202);
      submitted.push(((await res.json()) as { data: { batch_id: string } }).data.batch_id);
    }
    const running = async () =>
      (await d.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE batch_id = ANY($1) AND status = 'running'", [submitted]))[0].n;
    const deadline = Date.now() + 20_000;
    while ((await running()) < submitted.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await running()).toBe(submitted.length);

    await first.kill();
    const killedAt = Date.now();
    const second = await d.worker();
    // Traffic while the jobs wait for their lock to lapse: reads and new jobs go on (the second worker takes those).
    const outcomes = await drive({
      base: () => router.base,
      key,
      kinds: [KINDS.restProfile, KINDS.graphqlProfile, KINDS.walkerPage, KINDS.job],
      concurrency: 4,
      total: 80,
      maxMs: 15_000,
    });
    expect(
      outcomes.filter((o) => ![200, 202].includes(o.status)),
      JSON.stringify(tally(outcomes)),
    ).toEqual([]);

    const states = await settleJobs(d.services.db, submitted, 60_000);
    const recoveredMs = Date.now() - killedAt;
    expect([...states.values()]).toEqual(submitted.map(() => 'ready'));
    const jobCharges = await d.services.db.query<{ request_id: string; amount: string }>(
      'SELECT request_id, amount FROM ledger WHERE account_id = $1 AND request_id = ANY($2)',
      [accountId, submitted.map((id) => `job:${id}`)],
    );
    expect(jobCharges.map((c) => c.request_id).sort()).toEqual(submitted.map((id) => `job:${id}`).sort());
    const items = await d.services.db.query<{ item_count: number }>('SELECT item_count FROM jobs WHERE batch_id = ANY($1)', [submitted]);
    expect(items.map((i) => i.item_count)).toEqual(submitted.map(() => 120));

    await audit(d.services.db, accountId, '50', [
      ...outcomes,
      ...submitted.map((batchId) => ({ kind: 'job', status: 202, requestId: null, cost: null, retryAfter: null, batchId, at: 0 })),
    ]);
    report('worker killed mid-job', { recovery_ms: recoveredMs, requests: outcomes.length, statuses: tally(outcomes) });
    // The lock (JOB_LOCK_MS, 10 s by default) plus one stalled-job check (half of it) bound the takeover.
    expect(recoveredMs).toBeLessThan(30_000);
    await second.stop();
  }, 240_000);
});

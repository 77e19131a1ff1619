import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { report } from './report.ts';
import { audit } from './audit.ts';
import { dmSends, drive, KINDS, slowest, tally, openDmSession } from '../../harness/traffic.ts';

/**
 * PostgreSQL restarted (fast shutdown, then start) under mixed traffic against a router and a separate worker: while
 * it is down a client sees 503 billing_unavailable with Retry-After and nothing else, never a 500; afterwards every
 * kind answers again without restarting any process, and every charge matches one 200 or one ready job.
 */

let d: Deployment;
let router: RouterProc;

beforeAll(async () => {
  d = await startDeployment({
    demoProfiles: 5,
    env: { DM_IDENTITY_POOL: '5', DM_SANDBOX_REPLY_DELAY_MS: '0', SETTLE_INTERVAL_MS: '1000', JOB_LOCK_MS: '3000' },
  });
  router = await d.router();
  await d.worker();
});
afterAll(() => d?.close());

describe('PostgreSQL restarted under traffic', () => {
  it('503 with Retry-After while it is down, every kind answering after, charges exact', async () => {
    const { key, accountId } = await d.key('50');
    const sessionId = await openDmSession(router.base, key);
    const dm = dmSends(() => router.base, key, sessionId);

    let restart: Promise<void> | null = null;
    let stoppedAt = 0;
    let startedAt = 0;
    const outcomes = await drive({
      base: () => router.base,
      key,
      kinds: [KINDS.restProfile, KINDS.graphqlProfile, KINDS.liveRead, KINDS.walkerPage, KINDS.job, dm],
      concurrency: 6,
      total: 150,
      maxMs: 45_000,
      onRequest: (n) => {
        if (n === 60)
          restart = (async () => {
            await d.pg.stop();
            stoppedAt = Date.now();
            await new Promise((r) => setTimeout(r, 3_000));
            await d.pg.start();
            startedAt = Date.now();
          })();
      },
      until: () => startedAt > 0 && Date.now() - startedAt > 5_000,
    });
    await restart;

    const statuses = tally(outcomes);
    const bad = outcomes.filter((o) => ![200, 202].includes(o.status) && !(o.status === 503 && o.code === 'billing_unavailable' && o.retryAfter));
    expect(bad, JSON.stringify(statuses)).toEqual([]);
    const during = outcomes.filter((o) => o.at >= stoppedAt && o.at < startedAt);
    expect(
      during.some((o) => o.status === 503),
      JSON.stringify(statuses),
    ).toBe(true);
    const after = outcomes.filter((o) => o.at > startedAt + 2_000);
    for (const kind of ['restProfile', 'graphqlProfile', 'liveRead', 'walkerPage', 'job', 'dmSend']) {
      expect(
        after.some((o) => o.kind === kind && [200, 202].includes(o.status)),
        `${kind} answers after the restart: ${JSON.stringify(tally(after))}`,
      ).toBe(true);
    }
    const firstOk = Math.min(...outcomes.filter((o) => o.at > startedAt && o.status === 200).map((o) => o.at)) - startedAt;
    for (let i = 0; dm.retry.length && i < 20; i++) outcomes.push(await dm(router.base, key));
    expect(dm.retry).toEqual([]);

    await audit(d.services.db, accountId, '50', outcomes);
    report('postgres restarted (3 s down)', {
      requests: outcomes.length,
      statuses,
      slowest_answer_during_ms: slowest(during),
      first_200_after_restart_ms: firstOk,
    });
  }, 240_000);
});

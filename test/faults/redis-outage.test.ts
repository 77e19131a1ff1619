import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { report } from './report.ts';
import { audit } from './audit.ts';
import { dmSends, drive, KINDS, slowest, tally, openDmSession } from '../../harness/traffic.ts';

/**
 * Redis stopped for 5 s under mixed traffic and started empty (it keeps nothing on disk): during the outage a client
 * sees 503 billing_unavailable with Retry-After and nothing else; nothing it was refused is charged; afterwards every
 * kind answers again, jobs submitted before (their dispatch lost with Redis) still finish and are charged once, DM
 * sends retried with their token are sent and charged once, and no account is left locked.
 */

let d: Deployment;
let router: RouterProc;

beforeAll(async () => {
  d = await startDeployment({
    demoProfiles: 5,
    env: { DM_IDENTITY_POOL: '5', DM_SANDBOX_REPLY_DELAY_MS: '0', SETTLE_INTERVAL_MS: '1000', JOB_LOCK_MS: '3000' },
  });
  router = await d.router({ jobWorker: true });
});
afterAll(() => d?.close());

describe('Redis stopped for 5 s and started empty, under traffic', () => {
  it('503 billing_unavailable during, every kind answering after, every charge one 200 or one ready job, no account locked', async () => {
    const { key, accountId } = await d.key('50');
    const sessionId = await openDmSession(router.base, key);
    const dm = dmSends(() => router.base, key, sessionId);

    let outage: Promise<void> | null = null;
    let back = false;
    let stoppedAt = 0;
    let startedAt = 0;
    const outcomes = await drive({
      base: () => router.base,
      key,
      kinds: [KINDS.restProfile, KINDS.graphqlProfile, KINDS.liveRead, KINDS.walkerPage, KINDS.job, dm],
      concurrency: 6,
      total: 150,
      maxMs: 40_000,
      onRequest: (n) => {
        if (n === 60)
          outage = (async () => {
            await d.redis.stop();
            stoppedAt = Date.now();
            await new Promise((r) => setTimeout(r, 5_000));
            await d.redis.start();
            startedAt = Date.now();
            back = true;
          })();
      },
      // Keep going until Redis is back and a few seconds more, so recovery shows in the outcomes.
      until: () => back && Date.now() - startedAt > 4_000,
    });
    await outage;

    const statuses = tally(outcomes);
    const bad = outcomes.filter((o) => ![200, 202].includes(o.status) && !(o.status === 503 && o.code === 'billing_unavailable' && o.retryAfter));
    expect(bad, JSON.stringify(statuses)).toEqual([]);
    const during = outcomes.filter((o) => o.at >= stoppedAt && o.at < startedAt);
    expect(during.filter((o) => o.status === 503).length, JSON.stringify(statuses)).toBeGreaterThan(0);
    // After Redis is back (and a second to reconnect), every kind answers again.
    const after = outcomes.filter((o) => o.at > startedAt + 1_500);
    for (const kind of ['restProfile', 'graphqlProfile', 'liveRead', 'walkerPage', 'job', 'dmSend']) {
      expect(
        after.some((o) => o.kind === kind && [200, 202].includes(o.status)),
        `${kind} answers after the outage: ${JSON.stringify(tally(after))}`,
      ).toBe(true);
    }
    const firstOk = after.length ? Math.min(...outcomes.filter((o) => o.at > startedAt && o.status === 200).map((o) => o.at)) - startedAt : null;

    // DM sends refused during the outage are retried with their token until each is sent.
    for (let i = 0; dm.retry.length && i < 20; i++) outcomes.push(await dm(router.base, key));
    expect(dm.retry).toEqual([]);

    await audit(d.services.db, accountId, '50', outcomes);
    // No account locked: a read right after answers 200 with the exact balance.
    const res = await fetch(`${router.base}/v1/photonet/profile?q=${'x'}`, { headers: { authorization: `Bearer ${key}` } });
    expect([200, 404]).toContain(res.status);
    report('redis stopped 5 s, started empty', {
      requests: outcomes.length,
      statuses,
      slowest_answer_during_ms: slowest(during),
      first_200_after_restart_ms: firstOk,
    });
  }, 240_000);
});

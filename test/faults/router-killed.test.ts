import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../../subgraphs/photonet/demo-corpus.ts';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { report } from './report.ts';
import { audit } from './audit.ts';
import { dmSends, drive, KINDS, tally, type Outcome, openDmSession } from '../../harness/traffic.ts';

/**
 * A router SIGKILLed mid-request while another keeps serving (two routers on one database and one Redis): the
 * clients of the dead one see their connections cut; nothing is charged twice; a charge whose answer was lost belongs
 * to a request that saw no answer; DM sends retried on the other router with the same token are sent once; and the
 * reservations the dead router held are given back, so the account can spend its whole balance again.
 */

let d: Deployment;
let a: RouterProc;
let b: RouterProc;

beforeAll(async () => {
  d = await startDeployment({
    demoProfiles: 5,
    // Slow upstream reads, so many requests are in flight when the router dies; holds of a dead process are
    // reclaimed once they are older than the longest a request may take.
    env: {
      SANDBOX_LATENCY_MS: '400',
      DM_IDENTITY_POOL: '5',
      DM_SANDBOX_REPLY_DELAY_MS: '0',
      HTTP_HEADERS_TIMEOUT_MS: '3000',
      HTTP_REQUEST_TIMEOUT_MS: '3000',
      SUBGRAPH_TIMEOUT_MS: '3000',
      WALLET_HOLD_TTL_MS: '5000',
      HOLD_RECLAIM_INTERVAL_MS: '500',
    },
  });
  [a, b] = await Promise.all([d.router(), d.router({ jobWorker: true })]);
});
afterAll(() => d?.close());

describe('a router killed mid-request', () => {
  it("cuts its clients, charges nothing twice, and gives the dead router's reservations back", async () => {
    const { key, accountId } = await d.key('5');
    const sessionId = await openDmSession(b.base, key);
    let target = a;
    const dm = dmSends(() => target.base, key, sessionId);
    let killed: Promise<void> | null = null;
    let killedAt = 0;
    const outcomes: Outcome[] = await drive({
      base: () => target.base,
      key,
      kinds: [KINDS.liveRead, KINDS.walkerPage, dm, KINDS.restProfile, KINDS.graphqlProfile, KINDS.job],
      concurrency: 12,
      total: 120,
      maxMs: 30_000,
      onRequest: (n) => {
        if (n === 40)
          killed = a.kill().then(() => {
            killedAt = Date.now();
            target = b;
          });
      },
    });
    await killed;
    const cut = outcomes.filter((o) => o.status === 0);
    expect(cut.length, JSON.stringify(tally(outcomes))).toBeGreaterThan(0);
    expect(
      outcomes.filter((o) => o.status !== 0 && ![200, 202].includes(o.status)),
      JSON.stringify(tally(outcomes)),
    ).toEqual([]);
    // DM sends cut with the router are sent again with their token on the other one.
    for (let i = 0; dm.retry.length && i < 30; i++) outcomes.push(await dm(b.base, key));
    expect(dm.retry).toEqual([]);

    await audit(d.services.db, accountId, '5', outcomes, { lostAnswers: true });

    // The dead router's reservations come back: the figure Redis spends from equals PostgreSQL's balance again.
    const pgBalance = async () => (await d.services.db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]))[0].balance;
    const deadline = Date.now() + 15_000;
    let spendable: string;
    for (;;) {
      const res = await fetch(`${b.base}/v1/photonet/profile?q=${demoProfile(1).username}`, { headers: { authorization: `Bearer ${key}` } });
      const body = (await res.json()) as { meta?: { balance?: string }; error?: unknown };
      spendable = body.meta?.balance ?? '';
      if (spendable === `$${await pgBalance()}` || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(spendable).toBe(`$${await pgBalance()}`);
    report('router killed mid-request', { requests: outcomes.length, cut: cut.length, statuses: tally(outcomes), reservations_back_ms: Date.now() - killedAt });
  }, 240_000);
});

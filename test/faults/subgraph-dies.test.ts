import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment, type Proc, type RouterProc } from '../../harness/deployment.ts';
import { report } from './report.ts';
import { audit } from './audit.ts';
import { drive, KINDS, tally } from '../../harness/traffic.ts';

/**
 * A remote subgraph (facenet, served by its own process over HTTP) killed under traffic: reads that need it answer
 * 502 upstream_error, uncharged; reads of the in-process subgraphs go on answering 200; /readyz says not_ready and
 * names it unreachable; once it is started again, /readyz is ready and its reads answer 200 without restarting the
 * router.
 */

let d: Deployment;
let router: RouterProc;
let subgraphs: Proc;

beforeAll(async () => {
  d = await startDeployment({ demoProfiles: 5, remoteSubgraphs: ['facenet'], env: { SUBGRAPH_TIMEOUT_MS: '3000' } });
  subgraphs = await d.subgraphs();
  router = await d.router();
});
afterAll(() => d?.close());

const readyz = async () => {
  const res = await fetch(`${router.base}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: { subgraphs: Record<string, string> } } };
};

describe('a remote subgraph that dies', () => {
  it('502 uncharged for its reads, the others unaffected, /readyz names it; back once it is restarted', async () => {
    const { key, accountId } = await d.key('5');
    expect((await readyz()).body.checks.subgraphs.facenet).toBe('ok');
    let killedAt = 0;
    let killing: Promise<void> | null = null;
    const outcomes = await drive({
      base: () => router.base,
      key,
      kinds: [KINDS.liveRead, KINDS.restProfile, KINDS.graphqlProfile],
      concurrency: 4,
      total: 90,
      maxMs: 30_000,
      onRequest: (n) => {
        if (n === 30) killing = subgraphs.kill().then(() => void (killedAt = Date.now()));
      },
    });
    await killing;
    const after = outcomes.filter((o) => killedAt && o.at > killedAt);
    expect(
      after.filter((o) => o.kind === 'liveRead').every((o) => o.status === 502 && o.code === 'upstream_error'),
      JSON.stringify(tally(after)),
    ).toBe(true);
    expect(
      after.filter((o) => o.kind !== 'liveRead').every((o) => o.status === 200),
      JSON.stringify(tally(after)),
    ).toBe(true);
    expect(
      outcomes.filter((o) => ![200, 502].includes(o.status)),
      JSON.stringify(tally(outcomes)),
    ).toEqual([]);
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(down.body.checks.subgraphs.facenet).toBe('unreachable');

    subgraphs = await d.subgraphs();
    const back = await readyz();
    expect(back.status).toBe(200);
    const res = await KINDS.liveRead(router.base, key);
    expect(res.status).toBe(200);
    outcomes.push(res);
    await audit(d.services.db, accountId, '5', outcomes);
    report('remote subgraph killed', { statuses_after_kill: tally(after) });
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyDirectory } from '../platform/accounts/keys.ts';
import { Wallet } from '../platform/billing/wallet.ts';
import { Gate } from '../platform/gate.ts';
import { captureLogs } from '../platform/log.ts';
import { formatDollars, parseDollars } from '../platform/money.ts';
import { RateLimits } from '../platform/ratelimit.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoContentLines, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { createTestEnv, supergraphYaml, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';
import { startPostgres, startRedis, type TestServer } from '../harness/servers.ts';
import type { AddressInfo } from 'node:net';
import { checkedFetch } from './helpers/contract.ts';

/**
 * Faults of the services underneath, each on a server this file starts for itself (never the shared ones): Redis
 * restarting empty or going away mid-request, PostgreSQL down or restarting under load. Nothing here is mocked: the
 * service runs on real PostgreSQL and Redis.
 */

const USER = demoProfile(3).username;
// Reserves 10 blocks of 12 posts and charges per 12 posts returned: a request that gives most of its reservation back.
const MEDIA = `/v1/photonet/stored/profile/media?q=${USER}&limit=120`;

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

const charges = async (env: TestEnv, accountId: number) => (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');

describe('Redis restarting empty or going away (own redis-server)', () => {
  let redis: TestServer;
  let env: TestEnv;
  let gate: Gate;

  beforeAll(async () => {
    redis = await startRedis();
    env = await createTestEnv({ redisUrl: redis.url, jobWorker: false });
    await importDemo(env.services.db, 5);
    await registry.importCorpus(env.services.db, demoContentLines(5));
    // The service's own admission and settlement steps, driven directly so a fault can fall between them.
    const { db, redis: client } = env.services;
    gate = new Gate(new KeyDirectory(db), new RateLimits(client, 100_000), new Wallet(client, db), env.service.ledger);
  });
  afterAll(async () => {
    try {
      await redis?.start();
      await env?.close();
    } finally {
      await redis?.close();
    }
  });

  const restartRedis = async () => {
    await redis.restart();
    await until('the service reconnected to Redis', async () => (await env.services.redis.ping()) === 'PONG');
  };

  it('a reservation released after Redis restarted empty leaves the balance to PostgreSQL (it never creates the balance key)', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).body.meta.balance).toBe('$0.9995');

    const caller = await gate.admit(`Bearer ${key}`, 'req_outage_release', parseDollars('0.0050'));
    await restartRedis();
    const settled = await gate.settle(caller, parseDollars('0.0005'), 'test.release_after_restart');
    expect(settled).toMatchObject({ cost: '$0.0005', balance: '$0.9990' });
    expect(await env.balance(accountId)).toBe('0.9990');

    const next = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    expect(next.status).toBe(200);
    expect(next.body.meta.balance).toBe('$0.9985');
    expect(await env.balance(accountId)).toBe('0.9985');
  });

  it('a cancelled reservation after a restart does not lock the account at the released amount (no 402)', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const caller = await gate.admit(`Bearer ${key}`, 'req_outage_cancel', parseDollars('0.0005'));
    await restartRedis();
    await gate.cancel(caller);
    // $0.001: more than the $0.0005 the release would have left as the whole balance
    const full = await env.rest(`/v1/photonet/stored/profile/full?q=${USER}`, key);
    expect(full.status).toBe(200);
    expect(full.body.meta.balance).toBe('$0.9985');
    expect(await env.balance(accountId)).toBe('0.9985');
  });

  it('a reservation from before a restart gives nothing back to a balance loaded after it, and its charge is counted there', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const caller = await gate.admit(`Bearer ${key}`, 'req_outage_stale', parseDollars('0.0050'));
    await restartRedis();
    // another request loads the balance from PostgreSQL ($0.9995) before the first one is charged
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).body.meta.balance).toBe('$0.9990');
    const settled = await gate.settle(caller, parseDollars('0.0005'), 'test.stale_hold');
    expect(settled.balance).toBe('$0.9985');
    expect(await env.balance(accountId)).toBe('0.9985');
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).body.meta.balance).toBe('$0.9980');
  });

  it('REST through a Redis restart under traffic: only 200s and 503 billing_unavailable, one charge per 200, balances exact', async () => {
    const { key, accountId } = await env.key({ balance: '5', rateLimit: 100_000 });
    const outcomes: { status: number; code?: string; requestId: string; cost?: string; retryAfter: string | null }[] = [];
    const total = 240;
    let sent = 0;
    let restarted: Promise<void> | null = null;
    const worker = async () => {
      while (sent < total) {
        sent++;
        if (sent === 80) restarted = restartRedis();
        const res = await env.rest(MEDIA, key);
        outcomes.push({
          status: res.status,
          code: res.body?.error?.code,
          requestId: res.headers.get('x-request-id')!,
          cost: res.body?.meta?.cost,
          retryAfter: res.headers.get('retry-after'),
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await restarted;

    const ok = outcomes.filter((o) => o.status === 200);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(outcomes).toHaveLength(total);
    expect(
      failed.filter((o) => !(o.status === 503 && o.code === 'billing_unavailable')),
      JSON.stringify(failed.slice(0, 3)),
    ).toEqual([]);
    expect(ok.length).toBeGreaterThan(100);

    const rows = await charges(env, accountId);
    expect(rows).toHaveLength(ok.length);
    expect(new Set(rows.map((r) => r.request_id))).toEqual(new Set(ok.map((o) => o.requestId)));
    const spent = ok.reduce((sum, o) => sum + parseDollars(o.cost!.slice(1)), 0);
    expect(await env.balance(accountId)).toBe(formatDollars(parseDollars('5') - spent).slice(1));

    // Redis's spendable figure agrees with PostgreSQL again: the next answer reports the exact balance.
    const after = await env.rest(MEDIA, key);
    expect(after.status).toBe(200);
    expect(after.body.meta.balance).toBe('$' + (await env.balance(accountId)));
  });

  it('Redis gone between reservation and settlement (Gate): the committed charge stands, settle does not throw', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const caller = await gate.admit(`Bearer ${key}`, 'req_outage_down', parseDollars('0.0050'));
    await redis.stop();
    try {
      const settled = await gate.settle(caller, parseDollars('0.0005'), 'test.release_while_down');
      // the best it knows: the balance after its own reservation, plus what it meant to give back
      expect(settled).toMatchObject({ cost: '$0.0005', balance: '$0.9990' });
    } finally {
      await redis.start();
    }
    expect((await charges(env, accountId)).filter((r) => r.request_id === 'req_outage_down')).toHaveLength(1);
    expect(await env.balance(accountId)).toBe('0.9990');
    await until('the service reconnected to Redis', async () => (await env.services.redis.ping()) === 'PONG');
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).body.meta.balance).toBe('$0.9985');
  });

  /** Stops Redis the moment the next query matching `pattern` starts: after the reservation, before settlement. */
  const stopRedisOnQuery = (pattern: RegExp) => {
    const db = env.services.db;
    const original = db.query.bind(db);
    let stopped: Promise<void> | null = null;
    db.query = (async (text: string, values?: unknown[], name?: string) => {
      if (!stopped && pattern.test(text)) {
        stopped = redis.stop();
        await stopped;
      }
      return original(text, values, name);
    }) as typeof db.query;
    return () => {
      db.query = original;
      return stopped;
    };
  };

  it('REST: Redis gone mid-request after the work, a charged answer is 200 with its data, one ledger row, exact balance', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const restore = stopRedisOnQuery(/photonet_posts/);
    let res;
    try {
      res = await env.rest(MEDIA, key);
    } finally {
      expect(restore()).not.toBeNull();
      await redis.start();
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.posts.length).toBeGreaterThan(0);
    const cost = parseDollars(res.body.meta.cost.slice(1));
    expect(cost).toBeGreaterThan(0);
    const rows = await charges(env, accountId);
    expect(rows.filter((r) => r.request_id === res.body.meta.request_id)).toHaveLength(1);
    const expected = parseDollars('0.9995') - cost;
    expect(await env.balance(accountId)).toBe(formatDollars(expected).slice(1));
    expect(res.body.meta.balance).toBe(formatDollars(expected));
    await until('the service reconnected to Redis', async () => (await env.services.redis.ping()) === 'PONG');
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).body.meta.balance).toBe(formatDollars(expected - 5));
  });

  it('GraphQL: Redis gone mid-request after the work, a charged answer is 200 with its data, one ledger row, exact balance', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const restore = stopRedisOnQuery(/photonet_profiles/);
    let res;
    try {
      // requests $0.0010, delivers one profile: $0.0005 is given back after the charge
      res = await env.graphql(`{ photonetProfiles(q: ["${USER}", "nobody_here"]) { username } }`, key);
    } finally {
      expect(restore()).not.toBeNull();
      await redis.start();
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.photonetProfiles).toEqual([{ username: USER }, null]);
    expect(res.body.extensions.cost).toEqual({ requested: '$0.0010', actual: '$0.0005', balance: '$0.9990' });
    const rows = await charges(env, accountId);
    expect(rows).toHaveLength(2);
    expect(rows[1].request_id).toBe(res.headers.get('x-request-id'));
    expect(await env.balance(accountId)).toBe('0.9990');
  });
});

describe('PostgreSQL unreachable or restarting (own cluster)', () => {
  let pg: TestServer;
  let env: TestEnv;
  let remoteBase: string;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    pg = await startPostgres();
    const url = new URL(pg.url);
    url.pathname = '/kb_outage';
    env = await createTestEnv({ databaseUrl: url.toString(), jobWorker: false });
    await importDemo(env.services.db, 5);
    await registry.importCorpus(env.services.db, demoContentLines(5));
    // A second router that reaches photonet only over HTTP: the error must cross a process boundary as well.
    const photonet = await serveSubgraph('photonet', env.service.runtime, 0);
    stops.push(photonet.stop);
    const router = await env.router({
      supergraphConfig: supergraphYaml({ photonet: `http://127.0.0.1:${(photonet.server.address() as AddressInfo).port}/graphql` }),
    });
    remoteBase = router.base;
  });
  afterAll(async () => {
    try {
      await pg?.start();
      await env?.close();
      for (const stop of stops) await stop();
    } finally {
      // whatever failed above, the cluster and its directory go
      await pg?.close();
    }
  });

  const PROFILE_QUERY = `{ photonetProfile(q: "${USER}") { username } }`;
  const call = async (base: string, path: string, key: string, init: RequestInit = {}) => {
    return checkedFetch(base + path, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers as object) } });
  };
  const graphql = (base: string, key: string, query: string) => call(base, '/graphql', key, { method: 'POST', body: JSON.stringify({ query }) });
  const waitForDatabase = () =>
    until(
      'PostgreSQL answering the service again',
      async () => {
        await env.services.db.query('SELECT 1');
        return true;
      },
      30_000,
    );

  it('down: 503 billing_unavailable with Retry-After, uncharged, on REST and GraphQL, in-process and over HTTP', async () => {
    const { key, accountId } = await env.key({ balance: '1', rateLimit: 100_000 });
    for (const base of [env.base, remoteBase]) expect((await call(base, `/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const logs = captureLogs('warn');
    await pg.stop();
    try {
      for (const base of [env.base, remoteBase]) {
        for (const path of [`/v1/photonet/profile?q=${USER}`, MEDIA]) {
          const res = await call(base, path, key);
          expect(res.status, `${base}${path} ${JSON.stringify(res.body)}`).toBe(503);
          expect(res.body.error.code).toBe('billing_unavailable');
          expect(res.body.error.message).toContain('database is unreachable');
          expect(res.headers.get('retry-after')).toBe('2');
        }
        const gql = await graphql(base, key, PROFILE_QUERY);
        expect(gql.status, `${base} ${JSON.stringify(gql.body)}`).toBe(503);
        expect(gql.headers.get('retry-after')).toBe('2');
        expect(gql.body.data).toBeUndefined();
        expect(gql.body.errors[0].extensions).toMatchObject({ code: 'billing_unavailable', status: 503, retryAfter: 2 });
      }
    } finally {
      await pg.start();
      logs.stop();
    }
    await waitForDatabase();
    expect(await env.balance(accountId)).toBe('0.9990');
    expect(await charges(env, accountId)).toHaveLength(2);
    expect((await call(env.base, `/v1/photonet/profile?q=${USER}`, key)).body.meta.balance).toBe('$0.9985');
  });

  it('restarted under load: no 500, every failure 503 billing_unavailable with Retry-After, one charge per 200, few log lines', async () => {
    const { key, accountId } = await env.key({ balance: '10', rateLimit: 100_000 });
    expect((await call(env.base, `/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const before = parseDollars(await env.balance(accountId));
    const chargesBefore = (await charges(env, accountId)).length;

    type Outcome = { status: number; code?: string; retryAfter: string | null; requestId: string; cost: string | null };
    const outcomes: Outcome[] = [];
    const kinds = [
      async (): Promise<Outcome> => {
        const res = await call(env.base, `/v1/photonet/profile?q=${USER}`, key);
        return {
          status: res.status,
          code: res.body.error?.code,
          retryAfter: res.headers.get('retry-after'),
          requestId: res.headers.get('x-request-id')!,
          cost: res.body.meta?.cost ?? null,
        };
      },
      async (): Promise<Outcome> => {
        const res = await call(env.base, MEDIA, key);
        return {
          status: res.status,
          code: res.body.error?.code,
          retryAfter: res.headers.get('retry-after'),
          requestId: res.headers.get('x-request-id')!,
          cost: res.body.meta?.cost ?? null,
        };
      },
      async (): Promise<Outcome> => {
        const res = await graphql(env.base, key, PROFILE_QUERY);
        return {
          status: res.status,
          code: res.body.errors?.[0]?.extensions?.code,
          retryAfter: res.headers.get('retry-after'),
          requestId: res.headers.get('x-request-id')!,
          cost: res.body.extensions?.cost?.actual ?? null,
        };
      },
    ];

    const logs = captureLogs('warn');
    const deadline = Date.now() + 30_000;
    let sent = 0;
    let restart: Promise<void> | null = null;
    let restarted = false;
    // A few hundred requests, 16 at a time, with PostgreSQL restarted after the first 100; they keep coming until
    // it is back (bounded by count and time).
    const worker = async () => {
      while ((sent < 300 || !restarted) && sent < 3_000 && Date.now() < deadline) {
        const n = sent++;
        if (n === 100) restart = pg.restart().then(() => void (restarted = true));
        outcomes.push(await kinds[n % kinds.length]());
      }
    };
    try {
      await Promise.all(Array.from({ length: 16 }, worker));
      await restart;
    } finally {
      await pg.start();
    }
    await waitForDatabase();
    const lines = logs.stop();

    const ok = outcomes.filter((o) => o.status === 200);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(outcomes.filter((o) => o.status === 500)).toEqual([]);
    expect(failed.filter((o) => !(o.status === 503 && o.code === 'billing_unavailable' && o.retryAfter === '2'))).toEqual([]);
    expect(failed.length).toBeGreaterThan(0);
    expect(ok.length).toBeGreaterThan(100);

    const rows = (await charges(env, accountId)).slice(chargesBefore);
    expect(rows).toHaveLength(ok.length);
    expect(new Set(rows.map((r) => r.request_id))).toEqual(new Set(ok.map((o) => o.requestId)));
    const spent = ok.reduce((sum, o) => sum + parseDollars(o.cost!), 0);
    expect(rows.reduce((sum, r) => sum + parseDollars(r.amount.slice(1)), 0)).toBe(spent);
    expect(await env.balance(accountId)).toBe(formatDollars(before - spent).slice(1));
    const after = await call(env.base, `/v1/photonet/profile?q=${USER}`, key);
    expect(after.status).toBe(200);
    expect(after.body.meta.balance).toBe(formatDollars(before - spent - 5));

    // The outage is in the log, once per kind of failure, not once per request.
    const warnings = lines.filter((l) => (l.level as number) >= 40);
    expect(warnings.some((l) => l.msg === 'PostgreSQL unreachable')).toBe(true);
    expect(warnings.length, JSON.stringify(warnings.map((l) => l.msg))).toBeLessThanOrEqual(15);
  });
});

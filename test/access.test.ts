import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';
import { checkedFetch } from './helpers/contract.ts';

let env: TestEnv;
const USER = demoProfile(3).username;

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, 10);
});
afterAll(() => env?.close());

const PROFILE_QUERY = `{ photonetProfile(q: "${USER}") { username } }`;

describe('API keys (401 invalid_api_key)', () => {
  const bad: [string, Record<string, string>][] = [
    ['missing header', {}],
    ['not Bearer', { authorization: `Basic kb_live_${'a'.repeat(32)}` }],
    ['wrong prefix', { authorization: `Bearer kb_test_${'a'.repeat(32)}` }],
    ['uppercase hex', { authorization: `Bearer kb_live_${'A'.repeat(32)}` }],
    ['too short', { authorization: `Bearer kb_live_${'a'.repeat(31)}` }],
    ['well-formed but unknown', { authorization: `Bearer kb_live_${'0'.repeat(32)}` }],
  ];
  for (const [label, headers] of bad) {
    it(`REST and GraphQL refuse a key that is ${label}`, async () => {
      const rest = await env.rest(`/v1/photonet/profile?q=${USER}`, undefined, { headers });
      expect(rest.status).toBe(401);
      expect(rest.body.error.code).toBe('invalid_api_key');
      expect(rest.body.error.request_id).toBe(rest.headers.get('x-request-id'));
      const gql = await fetch(`${env.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: PROFILE_QUERY }),
      });
      expect(gql.status).toBe(401);
      expect((await gql.json()).errors[0].extensions.code).toBe('invalid_api_key');
    });
  }

  it('a revoked key stops working at once, on REST and GraphQL', async () => {
    const { key } = await env.key();
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    expect((await env.graphql(PROFILE_QUERY, key)).status).toBe(200);
    await env.service.accounts.revokeKey(key);
    const rest = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('invalid_api_key');
    const gql = await env.graphql(PROFILE_QUERY, key);
    expect(gql.status).toBe(401);
    // and in a router process that never saw the key before, sharing the same Redis
    const other = await env.router();
    const fresh = await checkedFetch(`${other.base}/v1/photonet/profile?q=${USER}`, { headers: { authorization: `Bearer ${key}` } });
    expect(fresh.status).toBe(401);
  });

  it('keys are stored only as a digest', async () => {
    const { key, keyId } = await env.key();
    const [row] = await env.services.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [keyId]);
    expect(JSON.stringify(row)).not.toContain(key.slice(8));
    expect(Object.values(row).some((v) => Buffer.isBuffer(v) && v.length === 32)).toBe(true);
  });
});

describe('billing', () => {
  it('402 insufficient_balance before any work, with nothing charged', async () => {
    const { key, accountId } = await env.key({ balance: '0.0004' });
    const queries: string[] = [];
    env.services.db.onQuery = (text) => queries.push(text);
    const res = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    env.services.db.onQuery = undefined;
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficient_balance');
    expect(queries.filter((q) => q.includes('photonet_profiles'))).toHaveLength(0);
    expect(await env.balance(accountId)).toBe('0.0004');
    expect((await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge')).toHaveLength(0);
  });

  it('GraphQL reserves the requested cost: 402 before work when it exceeds the balance', async () => {
    const { key, accountId } = await env.key({ balance: '0.0010' });
    const three = `{ a: photonetProfile(q: "${USER}") { id } b: photonetProfile(q: "${USER}") { id } c: photonetProfile(q: "${USER}") { id } }`;
    const res = await env.graphql(three, key);
    expect(res.status).toBe(402);
    expect(res.body.errors[0].extensions.code).toBe('insufficient_balance');
    expect(res.body.data).toBeUndefined();
    expect(await env.balance(accountId)).toBe('0.0010');
  });

  it('GraphQL charges what it delivered and reports requested, actual and balance', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const res = await env.graphql(`{ photonetProfiles(q: ["${USER}", "nobody_here", "${demoProfile(4).username}"]) { id } }`, key);
    expect(res.status).toBe(200);
    expect(res.body.extensions.cost).toEqual({ requested: '$0.0015', actual: '$0.0010', balance: '$0.9990' });
    expect(await env.balance(accountId)).toBe('0.9990');
    const charges = (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
    expect(charges.map((c) => c.amount)).toEqual(['-0.0010']);
  });

  it('200 parallel requests against a balance for exactly 120: 120 succeed, 80 get 402, balance ends at zero', async () => {
    const { key, accountId } = await env.key({ balance: '0.0600', rateLimit: 10_000 });
    const results = await Promise.all(Array.from({ length: 200 }, () => env.rest(`/v1/photonet/profile?q=${USER}`, key)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 402)).toHaveLength(80);
    expect(await env.balance(accountId)).toBe('0.0000');
    const charges = (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
    expect(charges).toHaveLength(120);
    expect(new Set(charges.map((c) => c.request_id)).size).toBe(120);
    const ids = results.filter((r) => r.status === 200).map((r) => r.body.meta.request_id);
    expect(new Set(charges.map((c) => c.request_id))).toEqual(new Set(ids));
    // every success reports a distinct balance after itself, from 0.0595 down to 0.0000
    const balances = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.meta.balance)
      .sort();
    expect(new Set(balances).size).toBe(120);
    expect(balances[0]).toBe('$0.0000');
  });

  it('a top-up is spendable on the very next request', async () => {
    const { key, accountId } = await env.key({ balance: '0' });
    expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(402);
    await env.service.accounts.topup(accountId, 10);
    const res = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0005', balance: '$0.0005' });
    expect(await env.balance(accountId)).toBe('0.0005');
  });

  it('the ledger refuses updates and deletes', async () => {
    await expect(env.services.db.query('DELETE FROM ledger')).rejects.toThrow(/never updated or deleted/);
    await expect(env.services.db.query('UPDATE ledger SET amount = 0')).rejects.toThrow(/never updated or deleted/);
  });
});

describe('rate limits', () => {
  it('the 101st request in a minute is 429 rate_limit_exceeded with Retry-After; GraphQL counts too', async () => {
    const { key } = await env.key();
    for (let i = 0; i < 100; i++) {
      const res = i % 4 === 0 ? await env.graphql(PROFILE_QUERY, key) : await env.rest(`/v1/photonet/profile?q=${USER}`, key);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('100');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(99 - i));
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    }
    const over = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limit_exceeded');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    const gql = await env.graphql(PROFILE_QUERY, key);
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('rate_limit_exceeded');
  });

  it('a key with its own limit uses it, and a 429 is never charged', async () => {
    const { key, accountId } = await env.key({ rateLimit: 3, balance: '1' });
    for (let i = 0; i < 3; i++) expect((await env.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
    const over = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    expect(over.status).toBe(429);
    expect(over.headers.get('x-ratelimit-limit')).toBe('3');
    expect(await env.balance(accountId)).toBe('0.9985');
  });
});

describe('paths', () => {
  it('a retired v4 live path answers 410 naming its v5 path; a deleted one names none', async () => {
    const { key } = await env.key();
    const moved = await env.rest('/v1/live/openfeed/profile?handle=someone.example', key);
    expect(moved.status).toBe(410);
    expect(moved.body.error.message).toContain('/v1/openfeed/live/profile');
    const deleted = await env.rest('/v1/live/photonet/profile', key);
    expect(deleted.status).toBe(410);
    expect(deleted.body.error.message).toContain('no replacement');
  });

  it('an unknown /v1 path is 404 not_found in the error envelope', async () => {
    const { key } = await env.key();
    const res = await env.rest('/v1/photonet/nothing_here', key);
    expect(res.status).toBe(404);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
    const wrongMethod = await env.rest('/v1/photonet/profile?q=x', key, { method: 'POST' });
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.error.message).toContain('answers GET');
    const withParams = await env.rest('/v1/jobs/job_x/cancel', key);
    expect(withParams.status).toBe(404);
    expect(withParams.body.error.message).toContain('answers POST');
  });

  it('health and readiness answer without a key', async () => {
    expect((await env.rest('/healthz')).body).toEqual({ status: 'ok' });
    const inProcess = Object.fromEntries(registry.modules.map((s) => [s.name, 'in-process']));
    expect((await env.rest('/readyz')).body).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok', subgraphs: inProcess } });
  });

  it('GraphiQL is served from our own assets', async () => {
    const page = await fetch(`${env.base}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="api-key"');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBe(4);
    for (const asset of assets) {
      expect(asset.startsWith('/graphiql/assets/')).toBe(true);
      const res = await fetch(env.base + asset);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });
});

describe('revoked keys on GraphQL requests that never run', () => {
  it('a revoked key sending an unparsable document still gets 401, not 400', async () => {
    const { key } = await env.key();
    expect((await env.graphql('{ photonetProfile(q: ', key)).status).toBe(400);
    await env.service.accounts.revokeKey(key);
    const res = await env.graphql('{ photonetProfile(q: ', key);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('invalid_api_key');
  });
});

describe('Redis unreachable', () => {
  it('answers 503 billing_unavailable, not a 500, and charges nothing', async () => {
    const own = await createTestEnv();
    try {
      const { key, accountId } = await own.key({ balance: '1' });
      await importDemo(own.services.db, 5);
      expect((await own.rest(`/v1/photonet/profile?q=${USER}`, key)).status).toBe(200);
      own.services.redis.disconnect();
      const res = await own.rest(`/v1/photonet/profile?q=${USER}`, key);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('billing_unavailable');
      expect(await own.balance(accountId)).toBe('0.9995');
      expect((await own.rest('/readyz')).status).toBe(503);
    } finally {
      await own.services.redis.connect().catch(() => {});
      await own.close();
    }
  });
});

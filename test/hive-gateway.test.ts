import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOurHiveGateway, type OurHiveGateway } from '../router/hive-gateway.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { registry } from '../subgraphs/registry.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { deploymentEntries } from '../subgraphs/supergraph-config.ts';
import { createTestEnv, supergraphYaml, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * Hive Gateway (a third-party Federation router) over our subgraphs served over HTTP, with our plugin
 * (router/hive-plugin.ts), against our router over the same subgraphs: the same queries, cross-subgraph ones
 * included, give the same data, the same errors and the same charges, to the unit.
 */

let env: TestEnv;
let ours: string;
let hive: string;
let gateway: OurHiveGateway;
let hiveServer: Server;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false });
  await importDemo(env.services.db, 5);
  const urls: Record<string, string> = {};
  for (const { name } of registry.modules) {
    const served = await serveSubgraph(name, env.service.runtime, 0);
    stops.push(served.stop);
    urls[name] = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}/graphql`;
  }
  const supergraphConfig = supergraphYaml(urls);
  ours = (await env.router({ jobWorker: false, supergraphConfig })).base;
  gateway = createOurHiveGateway(env.services, registry.supergraphSdl(), deploymentEntries(registry.modules, supergraphConfig));
  hiveServer = createServer(gateway.runtime);
  await new Promise<void>((resolve) => hiveServer.listen(0, '127.0.0.1', resolve));
  hive = `http://127.0.0.1:${(hiveServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (hiveServer ? hiveServer.close(() => resolve()) : resolve()));
  await gateway?.stop();
  await env?.close();
  for (const stop of stops) await stop().catch(() => {});
});

const USER = demoProfile(0).username;
const OTHER = demoProfile(1).username;

async function ask(base: string, query: string, key?: string) {
  const res = await fetch(base + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as any;
  return {
    status: res.status,
    requestId: res.headers.get('x-request-id'),
    body,
    // What must match: data, each error's message, code, status and path, and the charge.
    comparable: {
      data: body.data,
      errors: body.errors?.map((e: any) => ({ message: e.message, path: e.path, code: e.extensions?.code, status: e.extensions?.status })),
      requested: body.extensions?.cost?.requested,
      actual: body.extensions?.cost?.actual,
    },
  };
}

const QUERIES: [string, string][] = [
  ['a profile', `{ photonetProfile(q: "${USER}") { username followers isVerified } }`],
  [
    'a profile with its posts and its contacts (photonet and intelligence)',
    `{ photonetProfile(q: "${USER}") { username posts(first: 2) { nodes { shortcode } } contacts(goal: collaboration) { cached } enrichmentBundle { primaryNiche sources } } }`,
  ],
  ['several profiles', `{ photonetProfiles(q: ["${USER}", "${OTHER}", "missing_one"]) { username followers } }`],
  ['a facenet page and its advertiser', `{ facenetPage(pageId: "123456789") { page { pageId name followers advertiser { advertiserId name } } } }`],
  ['a bad argument', `{ photonetProfile(q: "bad q!") { id } }`],
  ['a missing profile', `{ photonetProfile(q: "missing_one") { id } }`],
  ['two root fields, one failing', `{ a: photonetProfile(q: "${USER}") { username } b: photonetProfile(q: "missing_one") { username } }`],
  // The same billing core: a billable profile nulled by its posts' refusal is free on both.
  [
    'a billable parent nulled below it',
    `{ a: photonetProfile(q: "${USER}") { username } b: photonetProfile(q: "${OTHER}") { username posts(after: "garbage") { nodes { shortcode } } } }`,
  ],
];

describe('Hive Gateway with our plugin, against our router, over the same subgraphs', () => {
  it('gives the same data, errors and charges, and the balances end equal', async () => {
    const [mine, theirs] = await Promise.all([env.key({ balance: '2' }), env.key({ balance: '2' })]);
    for (const [name, query] of QUERIES) {
      const a = await ask(ours, query, mine.key);
      const b = await ask(hive, query, theirs.key);
      expect(b.comparable, name).toEqual(a.comparable);
      expect(b.body.extensions?.requestId, name).toBe(b.requestId);
      if (a.comparable.actual) expect(b.comparable.actual, name).toBe(a.comparable.actual);
    }
    expect(await env.balance(theirs.accountId)).toBe(await env.balance(mine.accountId));
    const charges = async (accountId: number) => (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge').map((r) => r.amount);
    expect(await charges(theirs.accountId)).toEqual(await charges(mine.accountId));
    // A cross-subgraph answer really crossed subgraphs, and was charged for.
    const cross = await ask(hive, QUERIES[1][1], theirs.key);
    expect(cross.body.data.photonetProfile.enrichmentBundle.sources.length, JSON.stringify(cross.body)).toBeGreaterThan(0);
    expect(cross.body.extensions.cost.actual).not.toBe('$0.0000');
    // Every charge of Hive Gateway's answers is the request id it answered with.
    for (const row of (await env.ledgerRows(theirs.accountId)).filter((r) => r.kind === 'charge')) expect(row.request_id).toMatch(/^req_|^[0-9a-f-]{8,}/);
  });

  it('refuses a missing or unknown key with 401, and a key past its rate limit with 429, as our router does, charging nothing', async () => {
    const query = QUERIES[0][1];
    for (const key of [undefined, 'sk_live_not_a_real_key']) {
      const a = await ask(ours, query, key);
      const b = await ask(hive, query, key);
      expect(b.status).toBe(401);
      expect(b.comparable).toEqual(a.comparable);
    }
    const limited = await env.key({ balance: '1', rateLimit: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask(hive, query, limited.key)).status);
    // The budget is the key's, wherever it is spent: our router now refuses it too.
    expect(statuses).toEqual([200, 200, 429]);
    expect((await ask(ours, query, limited.key)).status).toBe(429);
    expect((await env.ledgerRows(limited.accountId)).filter((r) => r.kind === 'charge')).toHaveLength(2);
  });

  it('refuses an operation the balance cannot cover with 402 before it runs, and gives a document that fails to validate its reservation back', async () => {
    const poor = await env.key({ balance: '0' });
    const b = await ask(hive, QUERIES[0][1], poor.key);
    const a = await ask(ours, QUERIES[0][1], poor.key);
    expect(b.status).toBe(402);
    expect(b.comparable.errors).toEqual(a.comparable.errors);

    const { key, accountId } = await env.key({ balance: '1' });
    const before = await env.balance(accountId);
    const invalid = await ask(hive, '{ photonetProfile(q: "x") { noSuchField } }', key);
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(400);
    expect(invalid.body.errors[0].extensions.code).toBe('invalid_request');
    expect(await env.balance(accountId)).toBe(before);
    // The whole balance is still spendable: nothing stayed reserved.
    const after = await ask(hive, QUERIES[0][1], key);
    expect(after.status).toBe(200);
    expect(after.body.extensions.cost.balance).toBe(`$${await env.balance(accountId)}`);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, supergraphYaml, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';
import { registry } from '../subgraphs/registry.ts';
import type { AddressInfo } from 'node:net';
import { checkedFetch } from './helpers/contract.ts';
import { waitForJob } from './helpers/jobs.ts';

let env: TestEnv;
let remoteBase: string;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, 20);
  // Every subgraph as its own HTTP service; the second router reaches them only over HTTP.
  const urls: Record<string, string> = {};
  for (const { name } of registry.modules) {
    const subgraph = await serveSubgraph(name, env.service.runtime, 0);
    stops.push(subgraph.stop);
    urls[name] = `http://127.0.0.1:${(subgraph.server.address() as AddressInfo).port}/graphql`;
  }
  const router = await env.router({ supergraphConfig: supergraphYaml(urls) });
  remoteBase = router.base;
});
afterAll(async () => {
  await env?.close();
  for (const stop of stops) await stop();
});

async function both(path: string, init: RequestInit) {
  const [local, remote] = await Promise.all([checkedFetch(env.base + path, init), checkedFetch(remoteBase + path, init)]);
  return { local: { status: local.status, body: local.body }, remote: { status: remote.status, body: remote.body } };
}

const strip = (body: any) => {
  // Ids, balances and costs differ per request by design; everything else must match.
  const copy = structuredClone(body);
  delete copy.meta;
  if (copy.error) delete copy.error.request_id;
  if (copy.extensions) {
    delete copy.extensions.requestId;
    if (copy.extensions.cost) delete copy.extensions.cost.balance;
  }
  return copy;
};

it('in-process and HTTP subgraphs give identical answers on GraphQL and REST', async () => {
  const { key } = await env.key({ rateLimit: 1000 });
  const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const names = [0, 1, 2, 3].map((i) => demoProfile(i).username);
  const queries = [
    `{ photonetProfile(q: "${names[0]}") { id profileId username fullName followers firstScrapedAt enrichment { entityType contentTags city languages enrichedAt } } }`,
    `{ photonetProfiles(q: ${JSON.stringify([...names, 'missing_one'])}) { username isVerified enrichment { country } } }`,
    `{ photonetProfile(q: "bad q!") { id } }`,
    `{ photonetProfile(q: "missing_one") { id } }`,
    `query Named { __typename p: photonetProfile(q: "${names[2]}") { __typename ...F } } fragment F on Profile { username enrichment { ... on Enrichment { city } } }`,
    `{ __schema { queryType { fields { name } } } }`,
    `{ job(batchId: "job_00000000-0000-0000-0000-000000000000") { status } }`,
    `{ dmSessions { sessionId } dmConversations { id } }`,
    `{ photonetStoredPost(q: "NoSuchPost") { id } openfeedStoredProfile(handle: "nobody.sandbox.test") { did } }`,
  ];
  for (const query of queries) {
    const { local, remote } = await both('/graphql', { method: 'POST', headers: auth, body: JSON.stringify({ query }) });
    expect(local.status).toBe(remote.status);
    expect(strip(local.body)).toEqual(strip(remote.body));
    expect(local.body.data).toBeDefined();
  }
  for (const path of [
    `/v1/photonet/profile?q=${names[1]}`,
    '/v1/photonet/profile?q=missing_one',
    '/v1/photonet/profile?q=bad%20q',
    `/v1/photonet/stored/profile/full?q=${names[0]}&surface=overlay`,
    '/v1/jobs/job_00000000-0000-0000-0000-000000000000',
    '/v1/photonet/dm/conversations',
  ]) {
    const { local, remote } = await both(path, { headers: auth });
    expect(local.status).toBe(remote.status);
    expect(strip(local.body)).toEqual(strip(remote.body));
  }
});

it("a job's typed result items, which its network adds to the jobs subgraph's results, are the same over HTTP subgraphs", async () => {
  const { key } = await env.key({ balance: '10', rateLimit: 1000 });
  const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const submitted = await env.graphql('{ photonetUserFeed(handle: "sbx_20_modes", maxPages: 2, pageSize: 10) { job { batchId } } }', key);
  const batchId = submitted.body.data.photonetUserFeed.job.batchId;
  await waitForJob(env, key, batchId, ['ready']);
  const query = `{ job(batchId: "${batchId}") { results { results { index operation items rawItems photonetPosts { id shortcode postedAt } photonetAccounts { userId } } complete } } }`;
  const { local, remote } = await both('/graphql', { method: 'POST', headers: auth, body: JSON.stringify({ query }) });
  expect(local.body.errors, JSON.stringify(local.body.errors)).toBeUndefined();
  expect(strip(local.body)).toEqual(strip(remote.body));
  const [result] = local.body.data.job.results.results;
  expect(result.photonetPosts.map((p: { id: string }) => p.id)).toEqual(result.items.map((p: { id: string }) => p.id));
  expect(result.photonetPosts).toHaveLength(20);
  expect(result.photonetAccounts).toBeNull();
});

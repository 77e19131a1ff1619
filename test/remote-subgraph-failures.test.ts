import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../platform/log.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { registry } from '../subgraphs/registry.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { createTestEnv, supergraphYaml, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';
import { checkedFetch } from './helpers/contract.ts';

/**
 * A router whose photonet and dm subgraphs are reached over HTTP through a fake service that this file controls:
 * healthy (it forwards to the real subgraph), or failing in one of the ways a remote service fails. The other
 * subgraphs stay in-process.
 */
type Mode = 'healthy' | 'hang' | 'stall-body' | 'html-500' | 'text-200' | 'json-200' | 'graphql-500' | 'reset' | 'graphql-400';

const TIMEOUT_MS = 300;
const USER = demoProfile(0).username;
const PROFILE_QUERY = `{ photonetProfile(q: "${USER}") { username followers } }`;
// What a client must never read in a message: socket codes, library wording, addresses, markup.
const LEAKS = /ECONN|UND_ERR|EPIPE|fetch failed|terminated|other side closed|abort|127\.0\.0\.1|localhost|https?:|\/graphql|<|stack|\bat\s/i;

let env: TestEnv;
let remoteBase: string;
let fake: Server;
let fakePort: number;
let mode: Mode = 'healthy';
const hits: Record<string, number> = {};
const realUrls: Record<string, string> = {};
const stops: (() => Promise<void>)[] = [];

async function handle(req: IncomingMessage, res: ServerResponse) {
  const name = req.url!.split('/')[1];
  hits[name] = (hits[name] ?? 0) + 1;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  switch (mode) {
    case 'healthy': {
      const forwarded: Record<string, string> = {};
      for (const header of ['content-type', 'x-request-id', 'x-internal-signature']) if (req.headers[header]) forwarded[header] = String(req.headers[header]);
      const answer = await fetch(realUrls[name], { method: 'POST', headers: forwarded, body: Buffer.concat(chunks), signal: AbortSignal.timeout(10_000) });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(await answer.text());
      return;
    }
    case 'hang':
      return; // never answers; the router's timeout must end the call
    case 'stall-body':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":{"photonetProfile":');
      return;
    case 'html-500':
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body><h1>500 Internal Server Error</h1><pre>Error: boom\n    at handler (/srv/app.js:1:1)</pre></body></html>');
      return;
    case 'text-200':
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('OK');
      return;
    case 'json-200':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', host: '127.0.0.1' }));
      return;
    case 'graphql-500':
      // What Apollo Server answers when its context cannot be built: a GraphQL body, but no contract code.
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          errors: [{ message: 'Context creation failed: connect ECONNREFUSED 127.0.0.1:5432', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      );
      return;
    case 'reset':
      req.socket.resetAndDestroy();
      return;
    case 'graphql-400':
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ message: 'q must be a username, an @handle or a profile URL.', extensions: { code: 'invalid_request', status: 400 } }] }),
      );
      return;
  }
}

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false });
  await importDemo(env.services.db, 5);
  for (const name of ['photonet', 'dm']) {
    const real = await serveSubgraph(name, env.service.runtime, 0);
    stops.push(real.stop);
    realUrls[name] = `http://127.0.0.1:${(real.server.address() as AddressInfo).port}/graphql`;
  }
  fake = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakePort = (fake.address() as AddressInfo).port;
  const router = await env.router({
    jobWorker: false,
    subgraphTimeoutMs: TIMEOUT_MS,
    supergraphConfig: supergraphYaml({ photonet: `http://127.0.0.1:${fakePort}/photonet/graphql`, dm: `http://127.0.0.1:${fakePort}/dm/graphql` }),
  });
  remoteBase = router.base;
});
afterAll(async () => {
  try {
    await env?.close();
  } finally {
    for (const stop of stops) await stop().catch(() => {});
    fake?.closeAllConnections();
    await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
  }
});

async function call(base: string, path: string, key: string, init: RequestInit = {}) {
  // Bounded: a router that hangs fails the test instead of holding it.
  const res = await checkedFetch(base + path, {
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers as object) },
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: res.body, requestId: res.headers.get('x-request-id') };
}
const rest = call;
const graphql = (base: string, key: string, query: string) => call(base, '/graphql', key, { method: 'POST', body: JSON.stringify({ query }) });

/** Balance and ledger rows of an account, to compare before and after. */
async function books(accountId: number) {
  return { balance: await env.balance(accountId), ledger: await env.ledgerRows(accountId) };
}

/** A failure as REST answers it: the contract's envelope, upstream_error, a message naming the service and no detail. */
function expectRestFailure(res: Awaited<ReturnType<typeof call>>, status: number, service: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ error: { code: 'upstream_error', message: expect.any(String), request_id: res.requestId } });
  expect(res.body.error.message).toContain(`(${service})`);
  expect(res.body.error.message).toMatch(/a service of ours/i);
  expect(res.body.error.message).not.toMatch(LEAKS);
  expect(res.body.error.message).not.toContain(String(fakePort));
}

/**
 * The same in GraphQL's shape: one error with the contract's code and status at the root field's path, no location
 * into our fetch. Every root field of the request failed so, so the HTTP status is the error's too.
 */
function expectGraphQLFailure(res: Awaited<ReturnType<typeof call>>, status: number, service: string, field = 'photonetProfile') {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.errors, JSON.stringify(res.body)).toHaveLength(1);
  const [error] = res.body.errors;
  expect(error).toEqual({ message: expect.any(String), path: [field], extensions: { code: 'upstream_error', status } });
  expect(error.message).toContain(`(${service})`);
  expect(error.message).not.toMatch(LEAKS);
  expect(error.message).not.toContain(String(fakePort));
  expect(res.body.extensions.cost.actual).toBe('$0.0000');
}

function failureLogs(lines: Record<string, unknown>[], service: string) {
  return lines.filter((l) => l.msg === 'remote subgraph failed to answer' && l.subgraph === service);
}

describe('a remote subgraph that is healthy', () => {
  it('answers exactly as the in-process one, and is charged', async () => {
    mode = 'healthy';
    const { key, accountId } = await env.key({ rateLimit: 1000 });
    const paths = [`/v1/photonet/profile?q=${USER}`, '/v1/photonet/profile?q=missing_one', '/v1/photonet/dm/conversations'];
    const answers = async (base: string) => {
      const charges = (await books(accountId)).ledger.length;
      const answered = [];
      for (const path of paths) answered.push(await rest(base, path, key));
      answered.push(await graphql(base, key, PROFILE_QUERY));
      return { answered, charged: (await books(accountId)).ledger.length - charges };
    };
    const local = await answers(env.base);
    const remote = await answers(remoteBase);
    for (const [i, answer] of remote.answered.entries()) {
      const expected = local.answered[i];
      expect(answer.status, paths[i] ?? 'graphql').toBe(expected.status);
      if (expected.body.meta) {
        expect(answer.body.data).toEqual(expected.body.data);
        expect(answer.body.meta.cost).toBe(expected.body.meta.cost);
      } else if (expected.body.error) expect({ ...answer.body.error, request_id: null }).toEqual({ ...expected.body.error, request_id: null });
      else {
        expect(answer.body.data).toEqual(expected.body.data);
        expect(answer.body.extensions.cost.actual).toBe(expected.body.extensions.cost.actual);
      }
    }
    expect(remote.answered[3].body.data.photonetProfile.username).toBe(USER);
    expect(remote.answered[3].body.extensions.cost.actual).not.toBe('$0.0000');
    expect(remote.charged).toBeGreaterThan(0);
    expect(remote.charged).toBe(local.charged);
  });

  it('/readyz probes it with { __typename }: ready, each remote subgraph ok and the others in-process', async () => {
    mode = 'healthy';
    const res = await fetch(`${remoteBase}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      // every other subgraph of the registry runs in the router's process
      checks: {
        postgres: 'ok',
        redis: 'ok',
        subgraphs: Object.fromEntries(registry.modules.map(({ name }) => [name, name === 'photonet' || name === 'dm' ? 'ok' : 'in-process'])),
      },
    });
    // a service that answers something other than a GraphQL result is not ready either
    mode = 'html-500';
    const failing = await fetch(`${remoteBase}/readyz`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({ status: 'not_ready', checks: { subgraphs: { photonet: 'unreachable', dm: 'unreachable' } } });
    mode = 'healthy';
  });

  it('a GraphQL error it answers with 400 reaches the client as it sent it', async () => {
    mode = 'graphql-400';
    const { key, accountId } = await env.key({ rateLimit: 1000 });
    const before = await books(accountId);
    const res = await rest(remoteBase, `/v1/photonet/profile?q=${USER}`, key);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', message: 'q must be a username, an @handle or a profile URL.' });
    const gql = await graphql(remoteBase, key, PROFILE_QUERY);
    expect(gql.body.errors[0]).toMatchObject({
      message: 'q must be a username, an @handle or a profile URL.',
      extensions: { code: 'invalid_request', status: 400 },
    });
    expect(await books(accountId)).toEqual(before);
  });
});

describe('a remote subgraph that fails', () => {
  const failures: { mode: Mode; cause: RegExp }[] = [
    { mode: 'html-500', cause: /^HTTP 500, not JSON$/ },
    { mode: 'text-200', cause: /^HTTP 200, not JSON$/ },
    { mode: 'json-200', cause: /^HTTP 200, JSON but not a GraphQL result$/ },
    { mode: 'graphql-500', cause: /^HTTP 500$/ },
    { mode: 'reset', cause: /ECONNRESET|UND_ERR_SOCKET/ },
  ];
  it.each(failures)('$mode: 502 upstream_error on REST and GraphQL, uncharged, logged once with the cause', async ({ mode: failing, cause }) => {
    mode = failing;
    const { key, accountId } = await env.key({ rateLimit: 1000 });
    const before = await books(accountId);
    const hitsBefore = hits.photonet ?? 0;
    const logs = captureLogs('warn');
    let lines: Record<string, unknown>[];
    try {
      for (let i = 0; i < 3; i++) expectRestFailure(await rest(remoteBase, `/v1/photonet/profile?q=${USER}`, key), 502, 'photonet');
      const gql = await graphql(remoteBase, key, PROFILE_QUERY);
      expectGraphQLFailure(gql, 502, 'photonet');
      expect(gql.body.data).toEqual({ photonetProfile: null });
    } finally {
      lines = failureLogs(logs.stop(), 'photonet');
    }
    expect(lines).toHaveLength(1);
    expect(lines[0].cause).toMatch(cause);
    // one call per request: nothing retried
    expect(hits.photonet - hitsBefore).toBe(4);
    expect(await books(accountId)).toEqual(before);
  });

  it(`hang or stall mid-body: 504 upstream_error once the ${TIMEOUT_MS} ms subgraph timeout passes, uncharged`, async () => {
    const { key, accountId } = await env.key({ rateLimit: 1000 });
    const before = await books(accountId);
    const logs = captureLogs('warn');
    let lines: Record<string, unknown>[];
    try {
      for (const stalling of ['hang', 'stall-body'] as const) {
        mode = stalling;
        const started = Date.now();
        expectRestFailure(await rest(remoteBase, `/v1/photonet/profile?q=${USER}`, key), 504, 'photonet');
        expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        const gql = await graphql(remoteBase, key, PROFILE_QUERY);
        expectGraphQLFailure(gql, 504, 'photonet');
        expect(gql.body.errors[0].message).toContain('did not answer in time');
      }
    } finally {
      lines = failureLogs(logs.stop(), 'photonet');
    }
    // four timeouts of one subgraph in a burst: one line
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ cause: 'timeout', timeout_ms: TIMEOUT_MS });
    expect(await books(accountId)).toEqual(before);
  });

  it('a mutation is sent once and never retried: 504 on a hang, 502 on a reset, on REST and GraphQL', async () => {
    const { key, accountId } = await env.key({ rateLimit: 1000 });
    const before = await books(accountId);
    for (const [failing, status] of [
      ['hang', 504],
      ['reset', 502],
    ] as const) {
      mode = failing;
      const hitsBefore = hits.dm ?? 0;
      expectRestFailure(await rest(remoteBase, '/v1/photonet/dm/sessions', key, { method: 'POST', body: '{}' }), status, 'dm');
      expectGraphQLFailure(await graphql(remoteBase, key, 'mutation { dmCreateSession { sessionId } }'), status, 'dm', 'dmCreateSession');
      expect(hits.dm - hitsBefore).toBe(2);
    }
    expect(await books(accountId)).toEqual(before);
  });

  it('refused (nothing listens at its URL): 502 upstream_error, uncharged, logged with the cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const router = await env.router({
      jobWorker: false,
      subgraphTimeoutMs: TIMEOUT_MS,
      supergraphConfig: supergraphYaml({ photonet: `http://127.0.0.1:${port}/graphql` }),
    });
    const { key, accountId } = await env.key({ rateLimit: 1000 });
    const before = await books(accountId);
    const logs = captureLogs('warn');
    let lines: Record<string, unknown>[];
    try {
      const res = await rest(router.base, `/v1/photonet/profile?q=${USER}`, key);
      expectRestFailure(res, 502, 'photonet');
      expect(res.body.error.message).not.toContain(String(port));
      const gql = await graphql(router.base, key, PROFILE_QUERY);
      expectGraphQLFailure(gql, 502, 'photonet');
      expect(gql.body.errors[0].message).not.toContain(String(port));
      // several root fields on it: one error at each one's path, still 502
      const both = await graphql(router.base, key, `{ a: photonetProfile(q: "${USER}") { username } b: photonetProfiles(q: ["${USER}"]) { username } }`);
      expect(both.status).toBe(502);
      expect(both.body.errors.map((e: any) => [e.path, e.extensions])).toEqual([
        [['a'], { code: 'upstream_error', status: 502 }],
        [['b'], { code: 'upstream_error', status: 502 }],
      ]);
      // the in-process subgraphs of the same router still answer; a request only partly on the failed subgraph is a
      // partial answer, 200 as for any field error
      const stored = await graphql(router.base, key, '{ openfeedStoredProfile(handle: "nobody.sandbox.test") { did } }');
      expect(stored.body).toMatchObject({ data: { openfeedStoredProfile: null } });
      const partial = await graphql(router.base, key, `{ photonetProfile(q: "${USER}") { username } __typename }`);
      expect(partial.status).toBe(200);
      expect(partial.body.data).toEqual({ photonetProfile: null, __typename: 'Query' });
      expect(partial.body.errors).toEqual([
        { message: expect.stringContaining('(photonet)'), path: ['photonetProfile'], extensions: { code: 'upstream_error', status: 502 } },
      ]);
      // /readyz names it
      const ready = await fetch(`${router.base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'not_ready',
        checks: { postgres: 'ok', redis: 'ok', subgraphs: { photonet: 'unreachable', dm: 'in-process' } },
      });
    } finally {
      lines = failureLogs(logs.stop(), 'photonet');
    }
    // one line for the burst: the readiness probe logs nothing of its own
    expect(lines).toHaveLength(1);
    expect(lines[0].cause).toBe('ECONNREFUSED');
    expect(await books(accountId)).toEqual(before);
  });
});

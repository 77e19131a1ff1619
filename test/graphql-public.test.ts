import type { AddressInfo } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../platform/log.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { createTestEnv, internalHeaders, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * /graphql as a public endpoint: explorable in production (introspection on by default, whatever NODE_ENV says),
 * closable (GRAPHQL_INTROSPECTION=false, suggestions gone with it), bounded (directives, root fields), one error shape
 * with the request id in one place, and no internal error's detail ever reaching a client.
 */

let env: TestEnv;
const USER = demoProfile(0).username;
// What GraphiQL sends to fill its explorer.
const GRAPHIQL_INTROSPECTION = { query: getIntrospectionQuery({ inputValueDeprecation: true }), operationName: 'IntrospectionQuery' };
// PostgreSQL's wording, or anything else an internal failure would leak.
const LEAKS = /invalid input syntax|bigint|postgres|SELECT|at\s+\S+\.ts|TypeError/i;

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false });
  await importDemo(env.services.db, 3);
});
afterAll(() => env?.close());

/** A router built as NODE_ENV=production builds it (Apollo reads NODE_ENV when it is constructed). */
async function productionRouter(graphql: Partial<TestEnv['config']['graphql']> = {}) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await env.router({ jobWorker: false, graphql: { ...env.config.graphql, ...graphql } });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

async function post(base: string, body: string, key?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as any, requestId: res.headers.get('x-request-id') };
}
const gql = (base: string, key: string, query: string, variables?: Record<string, unknown>, operationName?: string) =>
  post(base, JSON.stringify({ query, variables, operationName }), key);

/** A request-level refusal: the status, one error with the contract's code, the request id in one place only. */
function expectRefusal(res: Awaited<ReturnType<typeof post>>, status: number, code = 'invalid_request'): string {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  expect(res.body.error).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].extensions).toEqual({ code, status });
  expect(res.body.extensions.requestId).toBe(res.requestId);
  expect(res.body.data).toBeUndefined();
  return res.body.errors[0].message;
}

async function books(accountId: number) {
  return { balance: await env.balance(accountId), ledger: (await env.ledgerRows(accountId)).length };
}

describe('introspection', () => {
  it('is on by default even when built with NODE_ENV=production: GraphiQL fills its explorer', async () => {
    const router = await productionRouter();
    const { key, accountId } = await env.key();
    const before = await books(accountId);
    const res = await post(router.base, JSON.stringify(GRAPHIQL_INTROSPECTION), key);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const queryFields = res.body.data.__schema.types.find((t: any) => t.name === 'Query').fields.map((f: any) => f.name);
    expect(queryFields).toContain('photonetProfile');
    expect(res.body.extensions.requestId).toBe(res.requestId);
    // and ordinary operations answer as usual
    const profile = await gql(router.base, key, `{ photonetProfile(q: "${USER}") { username } }`);
    expect(profile.body.data.photonetProfile.username).toBe(USER);
    expect((await books(accountId)).ledger).toBe(before.ledger + 1);
  });

  it('GRAPHQL_INTROSPECTION=false: refused with a clear 400, and errors suggest no schema names', async () => {
    const router = await productionRouter({ introspection: false });
    const { key, accountId } = await env.key();
    const before = await books(accountId);
    expect(expectRefusal(await post(router.base, JSON.stringify(GRAPHIQL_INTROSPECTION), key), 400)).toMatch(/^Introspection is turned off on this service/);
    expect(expectRefusal(await gql(router.base, key, '{ __type(name: "Profile") { name } }'), 400)).toContain('__type');
    // __typename is not introspection
    expect((await gql(router.base, key, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });

    const misspelled = expectRefusal(await gql(router.base, key, '{ photonetProfil(q: "x") { id } }'), 400);
    expect(misspelled).toBe('Cannot query field "photonetProfil" on type "Query".');
    const badEnum = await gql(router.base, key, `{ photonetStoredFullProfile(q: "${USER}", surface: fulll) { profile { username } } }`);
    expect(expectRefusal(badEnum, 400)).not.toMatch(/did you mean|"full"/i);
    const badVariable = await gql(router.base, key, 'query($s: StoredSurface) { photonetStoredFullProfile(q: "x", surface: $s) { profile { username } } }', {
      s: 'fulll',
    });
    expect(expectRefusal(badVariable, 400)).not.toMatch(/did you mean|"full"/i);
    expect(await books(accountId)).toEqual(before);

    // with introspection on (this file's own router), the same mistake gets its suggestion
    const suggested = await gql(env.base, key, '{ photonetProfil(q: "x") { id } }');
    expect(suggested.body.errors[0].message).toContain('Did you mean "photonetProfile"');
  });
});

describe('operation limits', () => {
  it('directives and root fields beyond their limits are 400 invalid_request naming the limit, uncharged', async () => {
    const { key, accountId } = await env.key();
    const before = await books(accountId);
    const directives = 'username @include(if: true) '.repeat(51);
    expect(expectRefusal(await gql(env.base, key, `{ photonetProfile(q: "${USER}") { ${directives} } }`), 400)).toMatch(/at most 50 directives/);
    // counted wherever a fragment is spread: 2 spreads of a fragment with 26 directives are 52
    const inFragment = 'username @skip(if: false) '.repeat(26);
    const spread = await gql(env.base, key, `{ photonetProfile(q: "${USER}") { ...F ...F } } fragment F on Profile { ${inFragment} }`);
    expect(expectRefusal(spread, 400)).toMatch(/at most 50 directives/);
    // 101 root fields with 100 aliases (the alias limit is not what refuses it)
    const roots = Array.from({ length: 100 }, (_, i) => `p${i}: photonetProfile(q: "${USER}") { username }`).join(' ');
    expect(expectRefusal(await gql(env.base, key, `{ photonetProfile(q: "${USER}") { username } ${roots} }`), 400)).toMatch(/at most 100 fields at its root/);
    // at the limits they pass: 100 root fields, 50 directives
    const hundred = Array.from({ length: 100 }, (_, i) => `p${i}: photonetProfile(q: "${USER}") { username${i < 50 ? ' @include(if: true)' : ''} }`).join(' ');
    const ok = await gql(env.base, key, `{ ${hundred} }`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.p99.username).toBe(USER);
    expect((await books(accountId)).ledger).toBe(before.ledger + 1);
  });

  it('each limit is configurable', async () => {
    const router = await env.router({ jobWorker: false, graphql: { ...env.config.graphql, maxDirectives: 1, maxRootFields: 2 } });
    const { key, accountId } = await env.key();
    const before = await books(accountId);
    expect(expectRefusal(await gql(router.base, key, '{ __typename @include(if: true) @skip(if: false) }'), 400)).toMatch(/at most 1 directives/);
    expect(expectRefusal(await gql(router.base, key, '{ a: __typename b: __typename c: __typename }'), 400)).toMatch(/at most 2 fields/);
    expect((await gql(router.base, key, '{ a: __typename b: __typename @include(if: true) }')).body.data).toEqual({ a: 'Query', b: 'Query' });
    expect(await books(accountId)).toEqual(before);
  });
});

describe('request shape', () => {
  it('a batch (JSON array) is a 400 in GraphQL shape, nothing run or charged', async () => {
    const { key, accountId } = await env.key();
    const before = await books(accountId);
    const query = `{ photonetProfile(q: "${USER}") { username } }`;
    const batch = await post(env.base, JSON.stringify([{ query }, { query }]), key);
    expect(expectRefusal(batch, 400)).toMatch(/^Batched requests .* not supported: send one operation per request/);
    expect(await books(accountId)).toEqual(before);
  });

  it('malformed JSON, an unparsable document and a body without a query answer 400 in GraphQL shape', async () => {
    const { key, accountId } = await env.key();
    const before = await books(accountId);
    expect(expectRefusal(await post(env.base, '{"query": "{ __typename }"', key), 400)).toBe('The request body is not valid JSON.');
    expect(expectRefusal(await gql(env.base, key, '{ photonetProfile(q: '), 400)).toMatch(/^Syntax Error/);
    expectRefusal(await post(env.base, '{}', key), 400);
    expectRefusal(await post(env.base, '{"query": 5}', key), 400);
    expect(await books(accountId)).toEqual(before);
  });

  it('the request id has one home in every GraphQL answer: extensions.requestId, as in X-Request-Id', async () => {
    const { key } = await env.key();
    const answers = [
      await gql(env.base, key, '{ __typename }'), // 200
      await gql(env.base, key, '{ nope }'), // 400 validation
      await post(env.base, '{"query":', key), // 400 before Apollo
      await post(env.base, JSON.stringify({ query: '{ __typename }' })), // 401
      await gql(env.base, 'kb_live_' + '0'.repeat(32), '{ __typename }'), // 401
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400, 401, 401]);
    for (const answer of answers) {
      expect(answer.body.extensions.requestId).toMatch(/^req_[0-9a-f]{32}$/);
      expect(answer.body.extensions.requestId).toBe(answer.requestId);
      for (const error of answer.body.errors ?? []) expect(error.extensions.requestId).toBeUndefined();
    }
  });

  it('a document of several operations runs the one the request names (single-subgraph shortcut)', async () => {
    const { key } = await env.key();
    const document = `query A { photonetProfile(q: "${USER}") { username } } query B($q: String! = "${demoProfile(1).username}") { photonetProfile(q: $q) { username } }`;
    expect((await gql(env.base, key, document, undefined, 'A')).body.data).toEqual({ photonetProfile: { username: USER } });
    expect((await gql(env.base, key, document, undefined, 'B')).body.data).toEqual({ photonetProfile: { username: demoProfile(1).username } });
  });
});

describe('internal errors never reach a client', () => {
  const ENTITIES = '{ _entities(representations: [{ __typename: "Profile", id: "abc" }]) { ... on Profile { username } } }';

  it('a served subgraph masks an error without an API code and logs it with the request id; ftv1 only when asked', async () => {
    const subgraph = await serveSubgraph('photonet', env.service.runtime, 0);
    try {
      const url = `http://127.0.0.1:${(subgraph.server.address() as AddressInfo).port}/graphql`;
      const call = async (query: string, headers: Record<string, string> = {}) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'req_masking', ...internalHeaders('req_masking'), ...headers },
          body: JSON.stringify({ query }),
        });
        return { status: res.status, body: (await res.json()) as any };
      };
      const logs = captureLogs('warn');
      let lines: Record<string, unknown>[];
      let res: Awaited<ReturnType<typeof call>>;
      try {
        res = await call(ENTITIES);
      } finally {
        lines = logs.stop();
      }
      expect(res.body.errors).toEqual([{ message: 'Internal error.', path: ['_entities', 0], extensions: { code: 'internal_error', status: 500 } }]);
      expect(res.body.data).toEqual({ _entities: [null] });
      expect(JSON.stringify(res.body)).not.toMatch(LEAKS);
      const logged = lines.filter((l) => l.msg === 'internal error masked');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ subgraph: 'photonet', masked_by: 'served subgraph', request_id: 'req_masking' });
      expect(JSON.stringify(logged[0].err)).toMatch(/invalid input syntax for type bigint/);

      // an error thrown with an API code passes as it was thrown
      const invalid = await call('{ photonetProfile(q: "bad q!") { id } }');
      expect(invalid.body.errors[0].extensions).toEqual({ code: 'invalid_request', status: 400 });

      // inline tracing (ftv1) when the caller asks, as a federated subgraph answers it; never otherwise
      expect(res.body.extensions.ftv1).toBeUndefined();
      const traced = await call(ENTITIES, { 'apollo-federation-include-trace': 'ftv1' });
      expect(typeof traced.body.extensions.ftv1).toBe('string');
      const trace = Buffer.from(traced.body.extensions.ftv1, 'base64').toString('latin1');
      expect(trace).toContain('_entities');
      // errors inside the trace are masked too
      expect(trace).not.toMatch(/invalid input syntax/);
      expect(traced.body.errors[0].message).toBe('Internal error.');
    } finally {
      await subgraph.stop();
    }
  });

  it('in-process, the same error is masked where it happens and logged once with the request id', async () => {
    const logs = captureLogs('warn');
    let lines: Record<string, unknown>[];
    let result: Awaited<ReturnType<typeof env.service.executor.run>>;
    try {
      result = await env.service.executor.run('photonet', { source: ENTITIES }, {}, { requestId: 'req_inprocess', accountId: null, keyMode: 'live' });
    } finally {
      lines = logs.stop();
    }
    expect(result.errors?.map((e) => ({ message: e.message, path: e.path, extensions: e.extensions }))).toEqual([
      { message: 'Internal error.', path: ['_entities', 0], extensions: { code: 'internal_error', status: 500 } },
    ]);
    const logged = lines.filter((l) => l.msg === 'internal error masked');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ subgraph: 'photonet', masked_by: 'in-process subgraph', request_id: 'req_inprocess' });
    expect(JSON.stringify(logged[0].err)).toMatch(/invalid input syntax for type bigint/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * A GraphQL request that cannot run, or whose every root field was refused for what the client sent, is a 4xx in
 * GraphQL's error shape with invalid_request, never an internal error and never a 200 that reads as an answer;
 * nothing is charged.
 */

let env: TestEnv;
let key: string;
let accountId: number;
const USER = demoProfile(1).username;

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, 2);
  ({ key, accountId } = await env.key({ balance: '1' }));
});
afterAll(() => env?.close());

const post = async (body: unknown) => {
  const res = await fetch(`${env.base}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

const refused = async (body: unknown, message: RegExp, status = 400) => {
  const res = await post(body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.errors[0].extensions).toEqual({ code: 'invalid_request', status });
  expect(res.body.errors[0].message).toMatch(message);
  expect(res.body.data ?? null).toBeNull();
  return res;
};

describe('requests that cannot run', () => {
  for (const name of ['zzz', '__proto__', 'constructor', 'toString']) {
    it(`an operationName naming no operation (${name}) is 400`, async () => {
      await refused({ query: 'query A { __typename } query B { __typename }', operationName: name }, /operationName ".+" names no operation/);
      await refused({ query: '{ __typename }', operationName: name }, /names no operation/);
    });
  }

  it('several operations and no operationName is 400', async () => {
    await refused({ query: 'query A { __typename } query B { __typename }' }, /name the one to run in operationName/);
  });

  it('a subscription is 400', async () => {
    await refused({ query: 'subscription { __typename }' }, /Subscriptions are not supported/);
  });

  it('a persisted query of another protocol version, or with a malformed hash, is 400', async () => {
    await refused(
      { query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'ab'.repeat(32) } } },
      /Unsupported persisted query version 2/,
    );
    await refused({ extensions: { persistedQuery: { version: 1, sha256Hash: 'not-a-hash' } } }, /64 hexadecimal digits/);
    await refused({ extensions: { persistedQuery: { version: 1 } } }, /64 hexadecimal digits/);
  });

  it('an unknown persisted query hash is HTTP 400 PersistedQueryNotFound', async () => {
    await refused({ extensions: { persistedQuery: { version: 1, sha256Hash: 'cd'.repeat(32) } } }, /^PersistedQueryNotFound$/);
  });
});

describe('a request whose every root field was refused answers the refusal status', () => {
  it('one root field with an argument error: 400, as REST', async () => {
    // A cursor that is not ours is refused as the field runs (a range like first: 0 is refused before anything runs).
    const res = await post({ query: `{ photonetProfile(q: "${USER}") { username posts(after: "garbage") { nodes { shortcode } } } }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    expect(res.body.errors[0].path).toEqual(['photonetProfile', 'posts']);
    expect(res.body.extensions.cost.actual).toBe('$0.0000');
  });

  it('a partial answer stays 200', async () => {
    const res = await post({
      query: `{ a: photonetProfile(q: "${USER}") { username } b: photonetProfile(q: "${USER}") { posts(after: "garbage") { nodes { shortcode } } } }`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.a.username).toBe(USER);
    expect(res.body.data.b).toBeNull();
  });

  it('nothing was charged for any of the refusals', async () => {
    const rows = (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge');
    expect(rows.map((r) => r.amount)).toEqual(['-0.0005']); // the partial answer's one profile
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, line } from './helpers/fixtures.ts';
import { PersistedOperations, sha256 } from '../router/persisted-operations.ts';
import { persistedOperations } from '../clients/graphql/generate.ts';

/**
 * Persisted operations (schema/persisted-operations.json, generated from clients/graphql/*.graphql): a listed hash
 * runs its document on any router; with GRAPHQL_PERSISTED_ONLY=true nothing else runs.
 */

const MANIFEST = JSON.parse(readFileSync(new URL('../schema/persisted-operations.json', import.meta.url), 'utf8')) as {
  format: string;
  operations: { id: string; name: string; type: string; body: string }[];
};
const op = (name: string) => MANIFEST.operations.find((o) => o.name === name)!;
const USER = fullProfile().username;
const AD_HOC = `query ($q: String!) { photonetProfile(q: $q) { username followers } }`;

let env: TestEnv;
let strict: { base: string };
let key: string;
let accountId: number;

async function post(base: string, body: unknown, k: string | null = key) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(k ? { authorization: `Bearer ${k}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
const byHash = (name: string, variables: Record<string, unknown>) => ({
  operationName: name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: op(name).id } },
});

beforeAll(async () => {
  env = await createTestEnv();
  await registry.importCorpus(env.services.db, [line(fullProfile())]);
  strict = await env.router({ graphql: { ...env.config.graphql, persistedOnly: true } });
  ({ key, accountId } = await env.key({ balance: '5' }));
});
afterAll(() => env?.close());

describe('the manifest', () => {
  it('lists every operation of clients/graphql as Apollo Client sends it, keyed by the SHA-256 of its body', () => {
    expect(MANIFEST.format).toBe('apollo-persisted-query-manifest');
    expect(MANIFEST.operations.map((o) => o.name).sort()).toEqual(['JobResults', 'JobStatus', 'ProfileAcrossNetworks', 'StartUserFeedWalk']);
    for (const o of MANIFEST.operations) expect(o.id).toBe(sha256(o.body));
    expect(op('JobStatus').body).toContain('__typename');
    expect(persistedOperations()).toEqual(MANIFEST.operations);
  });

  it('a document is listed up to layout and __typename, not otherwise', () => {
    const list = new PersistedOperations(MANIFEST.operations);
    const status = op('JobStatus').body;
    expect(list.lists(status)).toBe(true);
    expect(list.lists(status.replace(/\s*__typename\n/g, '\n').replace(/\s+/g, ' '))).toBe(true);
    expect(list.lists(status.replace('error', 'error itemCount'))).toBe(false);
    expect(list.lists('{ not valid')).toBe(false);
    expect(() => new PersistedOperations([{ ...op('JobStatus'), id: '0'.repeat(64) }])).toThrow(/not the SHA-256/);
  });
});

describe('GRAPHQL_PERSISTED_ONLY=true', () => {
  it('refuses a document not in the list with a GraphQL error, 400 invalid_request, nothing charged', async () => {
    const res = await post(strict.base, { query: AD_HOC, variables: { q: USER } });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    expect(res.body.errors[0].message).toContain('persisted operations only');
    expect(res.body.extensions.requestId).toMatch(/^req_/);
    const unknownHash = await post(strict.base, { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } });
    expect(unknownHash.status).toBe(400);
    expect(unknownHash.body.errors[0].message).toContain('no operation with hash');
    await env.service.ledger.drain();
    expect((await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge')).toEqual([]);
  });

  it('still answers 401 before refusing for a missing key', async () => {
    const res = await post(strict.base, { query: AD_HOC, variables: { q: USER } }, null);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('invalid_api_key');
  });

  it('runs a listed operation by its hash alone, charged at its price', async () => {
    const res = await post(strict.base, byHash('ProfileAcrossNetworks', { q: USER, posts: 2 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.photonetProfile).toMatchObject({ username: USER, fullName: fullProfile().full_name, __typename: 'Profile' });
    expect(res.body.extensions.cost.actual).not.toBe('$0.0000');
  });

  it('runs a listed operation sent as its document (with or without the hash, with or without __typename)', async () => {
    const body = op('JobStatus').body;
    const plain = body.replace(/\s*__typename\n/g, '\n');
    for (const request of [{ query: body }, { query: plain }, { ...byHash('JobStatus', {}), query: body }]) {
      // It ran: a job that does not exist is its answer, a 404 as on REST.
      const res = await post(strict.base, { ...request, variables: { batchId: 'job_missing' } });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.data).toEqual({ job: null });
      expect(res.body.errors[0].extensions.code).toBe('not_found');
    }
    const mismatched = await post(strict.base, { ...byHash('JobStatus', { batchId: 'x' }), query: AD_HOC });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.errors[0].message).toContain('does not match the persisted operation JobStatus');
  });
});

describe('the default mode', () => {
  it('runs any document, and a listed operation by hash', async () => {
    const adHoc = await post(env.base, { query: AD_HOC, variables: { q: USER } });
    expect(adHoc.status).toBe(200);
    expect(adHoc.body.data.photonetProfile.username).toBe(USER);
    const listed = await post(env.base, byHash('ProfileAcrossNetworks', { q: USER }));
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.photonetProfile.username).toBe(USER);
  });
});

describe('automatic persisted queries (unlisted hashes) in the default mode', () => {
  it('an unseen hash is a 400 PersistedQueryNotFound (never an internal error); sent with its document it is registered', async () => {
    const q = '{ __typename }';
    const hash = sha256(q);
    const persisted = { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
    const unseen = await post(env.base, persisted);
    // HTTP 400 (Apollo Client's persisted query link reads the body of a 400 and retries with the document).
    expect(unseen.status).toBe(400);
    expect(unseen.body.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'invalid_request', status: 400 } }]);
    const registered = await post(env.base, { ...persisted, query: q });
    expect(registered.body.data).toEqual({ __typename: 'Query' });
    const again = await post(env.base, persisted);
    expect(again.body.data).toEqual({ __typename: 'Query' });
  });
});

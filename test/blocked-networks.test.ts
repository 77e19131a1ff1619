import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camelCase } from '../platform/names.ts';
import { paramsOf, type RestRoute } from '../platform/rest/route.ts';
import { sourceParam } from '../platform/rest/params.ts';
import { blockedModule, blockedNetwork } from '../subgraphs/blocked-network.ts';
import { registry } from '../subgraphs/registry.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { checkedFetch } from './helpers/contract.ts';
import { createTestEnv, supergraphYaml, type TestEnv } from './helpers/env.ts';

/**
 * Blocked operations (contract 1.4, 3.5, 7): every route labelled `blocked`, whichever module declares it, checks
 * the key (401), then its parameters (400 naming the parameter), then answers 501 surface_blocked, on REST and
 * GraphQL alike, and is never charged; its retired v4 path answers 410 naming it. Routes are walked from the route
 * table, so a new blocked network is tested here with no change.
 */

const BLOCKED = registry.operations().filter((route) => route.availability === 'blocked');
/** The networks of contract 1.4 that are blocked whole. */
const BLOCKED_NETWORKS = ['motionnet', 'streamnet', 'blinknet', 'newsnet', 'pinnet', 'chirpnet'];
/** A value over every bound of the contract (section 8): handle 30, id 40, query 500, url 2048, cursor 8192. */
const TOO_LONG = 'x'.repeat(9000);

let env: TestEnv;
let key: string;
let accountId: number;
let startBalance: string;
let startLedger: unknown[];

beforeAll(async () => {
  // Three unauthenticated requests per route: more than one address may send a minute by default.
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  ({ key, accountId } = await env.key({ balance: '1', rateLimit: 1_000_000 }));
  startBalance = await env.balance(accountId);
  startLedger = await env.ledgerRows(accountId);
});
afterAll(() => env?.close());

const rulesOf = (route: RestRoute) => paramsOf(route, { config: env.config, retired: [] });
const withQuery = (path: string, params: Record<string, string>) => (Object.keys(params).length ? `${path}?${new URLSearchParams(params)}` : path);
/** The network a route belongs to, read off its path (`/v1/<network>/live/…`): its subgraph may serve several. */
const networkOf = (route: RestRoute) => route.path.split('/')[2];
const v4Path = (route: RestRoute) => route.path.replace(/^\/v1\/([^/]+)\/live\//, '/v1/live/$1/');
const sampleOf = (route: RestRoute) => (route.sample as { query: Record<string, string> }).query;

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
}

/** The route's own operation on /graphql, with the variables REST would send for `params`. */
function graphql(route: RestRoute, variables: Record<string, unknown>) {
  return env.graphql(route.document, key, variables);
}
const variablesOf = (route: RestRoute, params: Record<string, string>) => route.variables(rulesOf(route).parse(params), {});

describe('blocked networks', () => {
  it('the six blocked networks of contract 1.4 each declare 3 to 5 blocked operations, each with a valid sample', () => {
    const byNetwork = new Map<string, number>();
    for (const route of BLOCKED) byNetwork.set(networkOf(route), (byNetwork.get(networkOf(route)) ?? 0) + 1);
    expect([...byNetwork.keys()]).toEqual(expect.arrayContaining(BLOCKED_NETWORKS));
    for (const network of BLOCKED_NETWORKS) {
      expect(byNetwork.get(network), network).toBeGreaterThanOrEqual(3);
      expect(byNetwork.get(network), network).toBeLessThanOrEqual(5);
    }
    for (const route of BLOCKED) {
      expect(route.path, 'a live read').toMatch(/^\/v1\/[a-z]+\/live\//);
      expect(route.sample, `${route.path} has a sample`).toBeDefined();
      expect(rulesOf(route).safeParse(sampleOf(route)).success, route.path).toBe(true);
      expect(Object.keys((rulesOf(route) as unknown as { shape: object }).shape), `${route.path} takes source`).toContain('source');
    }
  });

  it('the networks blocked whole are one subgraph, not one each: one module, one schema, one port', () => {
    const owners = new Set(BLOCKED.filter((route) => BLOCKED_NETWORKS.includes(networkOf(route))).map((route) => route.subgraph));
    expect([...owners]).toEqual(['blocked']);
    expect(registry.modules.map((s) => s.name).filter((name) => BLOCKED_NETWORKS.includes(name))).toEqual([]);
    // Blocked operations inside a network's own module (facenet's, notenet's) stay on that module's subgraph.
    for (const route of BLOCKED.filter((r) => !BLOCKED_NETWORKS.includes(networkOf(r)))) expect(route.subgraph, route.path).toBe(networkOf(route));
  });

  for (const route of BLOCKED) {
    describe(`GET ${route.path}`, () => {
      it('401 without a key, whatever its parameters', async () => {
        expectError(await env.rest(withQuery(route.path, sampleOf(route))), 401, 'invalid_api_key');
        expectError(await env.rest(withQuery(route.path, { unknown_param: '1' })), 401, 'invalid_api_key');
        const viaGraphql = await env.graphql(route.document, undefined, variablesOf(route, sampleOf(route)));
        expect(viaGraphql.status).toBe(401);
        expect(viaGraphql.body.errors[0].extensions.code).toBe('invalid_api_key');
      });

      it('400 naming the parameter: unknown, malformed or missing', async () => {
        const sample = sampleOf(route);
        const unknown = await env.rest(withQuery(route.path, { ...sample, unknown_param: '1' }), key);
        expectError(unknown, 400, 'invalid_request');
        expect(unknown.body.error.message).toContain('unknown_param');

        const names = Object.keys((rulesOf(route) as unknown as { shape: object }).shape);
        for (const name of names) {
          const malformed = await env.rest(withQuery(route.path, { ...sample, [name]: TOO_LONG }), key);
          expectError(malformed, 400, 'invalid_request');
          expect(malformed.body.error.message, name).toContain(name);
        }
        // Leaving out a parameter of the sample: a 400 naming it when the rules need it (alone or as one of a pair).
        for (const name of Object.keys(sample)) {
          const { [name]: _left, ...rest } = sample;
          const res = await env.rest(withQuery(route.path, rest), key);
          if (rulesOf(route).safeParse(rest).success) {
            expectError(res, 501, 'surface_blocked');
          } else {
            expectError(res, 400, 'invalid_request');
            expect(res.body.error.message, name).toContain(name);
          }
        }
      });

      it('the same 400 on GraphQL, through the same rules', async () => {
        const variables = variablesOf(route, sampleOf(route));
        for (const [name, value] of Object.entries(sampleOf(route))) {
          const variable = camelCase(name);
          // Only string arguments can carry an over-long value; GraphQL itself refuses a string where an Int goes.
          if (typeof variables[variable] !== 'string' || variable === 'source') continue;
          const res = await graphql(route, { ...variables, [variable]: TOO_LONG });
          expect(res.status, JSON.stringify(res.body)).toBe(400);
          expect(res.body.data.read).toBeNull();
          expect(res.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
          expect(res.body.errors[0].message, `${name}=${value}`).toContain(name);
        }
      });

      it('501 surface_blocked for a valid request, on REST and GraphQL, in every source mode', async () => {
        const sample = sampleOf(route);
        for (const source of [undefined, 'auto', 'db', 'live']) {
          const params = source ? { ...sample, source } : sample;
          const rest = await env.rest(withQuery(route.path, params), key);
          expectError(rest, 501, 'surface_blocked');
          expect(rest.body.error.message).toContain('blocked upstream');
          expect(rest.headers.get('x-ratelimit-limit')).not.toBeNull();

          const viaGraphql = await graphql(route, variablesOf(route, params));
          expect(viaGraphql.status, JSON.stringify(viaGraphql.body)).toBe(200);
          expect(viaGraphql.body.data).toEqual({ read: null });
          expect(viaGraphql.body.errors).toHaveLength(1);
          expect(viaGraphql.body.errors[0]).toMatchObject({ path: ['read'], extensions: { code: 'surface_blocked', status: 501 } });
          expect(viaGraphql.body.extensions.cost.actual).toBe('$0.0000');
        }
      });

      it('501 even for a key with no balance: nothing is reserved for what cannot be served', async () => {
        const broke = await env.key({ balance: '0' });
        expectError(await env.rest(withQuery(route.path, sampleOf(route)), broke.key), 501, 'surface_blocked');
      });

      it('its retired v4 path answers 410 naming the v5 path', async () => {
        const v4 = v4Path(route);
        expect(Object.assign({}, ...registry.retired())[v4]).toBe(route.path);
        const res = await env.rest(withQuery(v4, sampleOf(route)), key);
        expectError(res, 410, 'gone');
        expect(res.body.error.message).toContain(`Use ${route.path} instead`);
      });
    });
  }

  it('a blocked subgraph served over HTTP answers the same 400 and 501', async () => {
    const route = BLOCKED[0];
    const served = await serveSubgraph(route.subgraph, env.service.runtime, 0);
    try {
      const url = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}/graphql`;
      const router = await env.router({ supergraphConfig: supergraphYaml({ [route.subgraph]: url }) });
      const auth = { authorization: `Bearer ${key}` };
      const blocked = await checkedFetch(router.base + withQuery(route.path, sampleOf(route)), { headers: auth });
      expectError(blocked, 501, 'surface_blocked');
      const bad = await checkedFetch(router.base + withQuery(route.path, { ...sampleOf(route), source: 'never' }), { headers: auth });
      expectError(bad, 400, 'invalid_request');
      const viaGraphql = await checkedFetch(`${router.base}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: route.document, variables: variablesOf(route, sampleOf(route)) }),
      });
      expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'surface_blocked', status: 501 });
      await router.close();
    } finally {
      await served.stop();
    }
  });

  describe('blockedModule', () => {
    const read = (type: string) => `type ${type} { payload: JSON  source: String!  fetchedAt: DateTime! }`;
    const schema = (query: string) => {
      const file = join(mkdtempSync(join(tmpdir(), 'kb-blocked-')), 'schema.graphql');
      writeFileSync(
        file,
        `scalar DateTime\nscalar JSON\nenum SourceMode { auto db live }\n${read('AlphanetRead')}\n${read('BetanetRead')}\ntype Query {\n${query}\n}\n`,
      );
      return pathToFileURL(file);
    };
    const op = (suffix: string, field: string) => ({ suffix, field, rules: z.strictObject({ source: sourceParam }), sample: {} });
    const alpha = blockedNetwork('alphanet', [op('one', 'alphanetOne')]);
    const beta = blockedNetwork('betanet', [op('two', 'betanetTwo')]);
    const fields = `"One." alphanetOne(source: SourceMode = auto): AlphanetRead\n"Two." betanetTwo(source: SourceMode = auto): BetanetRead`;

    it('serves several networks from one subgraph, each under its own paths, read type and retired paths', () => {
      const mod = blockedModule('toyblocked', schema(fields), [alpha, beta]);
      expect(mod.operations!.map((r) => [r.path, r.subgraph])).toEqual([
        ['/v1/alphanet/live/one', 'toyblocked'],
        ['/v1/betanet/live/two', 'toyblocked'],
      ]);
      expect(mod.operations!.map((r) => r.retired)).toEqual(['/v1/live/alphanet/one', '/v1/live/betanet/two']);
      expect(mod.operations!.map((r) => r.price)).toEqual([undefined, undefined]);
      expect(mod.fieldPrices).toBeUndefined();
    });

    it('refuses to load a schema field no network declares, or a field two declare', () => {
      expect(() => blockedModule('toyblocked', schema(fields), [alpha])).toThrow(/Query\.betanetTwo is not declared/);
      const twice = blockedNetwork('betanet', [op('two', 'betanetTwo'), op('again', 'betanetTwo')]);
      expect(() => blockedModule('toyblocked', schema(fields), [alpha, twice])).toThrow(/betanetTwo is declared twice/);
      expect(() => blockedModule('toyblocked', schema(fields), [alpha, beta, alpha])).toThrow(/declared twice/);
    });
  });

  it('charged nothing: balance and ledger as before', async () => {
    await env.service.ledger.drain();
    expect(await env.balance(accountId)).toBe(startBalance);
    expect(await env.ledgerRows(accountId)).toEqual(startLedger);
  });
});

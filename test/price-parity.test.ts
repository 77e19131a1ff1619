import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramsOf, type RestRoute } from '../platform/rest/route.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { prepareSamples, routeSamples, sampleEnvOverrides, type Sample } from './helpers/route-samples.ts';

// Blocked operations never answer 200, so they have no price to compare: test/blocked-networks.test.ts covers them.
const ROUTES = registry.operations().filter((route) => route.availability !== 'blocked');

/**
 * One price per operation: every REST route and its GraphQL twin (the route's own operation sent to /graphql with
 * the same variables) charge the same for the same result, and reserve the same before running (a balance of
 * exactly the GraphQL reservation is enough for REST, a unit less is a 402). A route added without a sample in
 * test/helpers/route-samples.ts fails the first test.
 */

let env: TestEnv;

beforeAll(async () => {
  // No worker: a job submitted as a sample stays queued, so cancelling it never races its completion.
  env = await createTestEnv({ settleIntervalMs: 300, jobWorker: false, ...sampleEnvOverrides() });
  await prepareSamples(env);
});
afterAll(() => env?.close());

const SAMPLES = routeSamples(() => env);

const routeKey = (route: RestRoute) => `${route.method} ${route.path}`;

function rest(route: RestRoute, sample: Sample, key: string) {
  const path = route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(sample.params[name]));
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  if (route.method === 'GET') return env.rest(path + query, key);
  return env.rest(path + query, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sample.body ?? {}) });
}

/** The route's own operation on /graphql, with the variables REST would send. */
function graphql(route: RestRoute, sample: Sample, key: string) {
  const input = { ...sample.params, ...(route.method === 'GET' ? sample.query : sample.body) };
  const variables = route.variables(paramsOf(route, { config: env.config, retired: [] }).parse(input), {});
  return env.graphql(route.document, key, variables);
}

const units = (dollars: string) => Math.round(Number(dollars.replace('$', '')) * 10_000);
const dollars = (u: number) => (u / 10_000).toFixed(4);

describe('REST and GraphQL price every operation the same', () => {
  it('every route has a sample', () => {
    expect(ROUTES.map(routeKey).filter((k) => !SAMPLES[k])).toEqual([]);
  });

  for (const route of ROUTES) {
    const sample = SAMPLES[routeKey(route)];
    it(`${routeKey(route)}: the same charge for the same result, and the same reservation`, async () => {
      const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
      const viaRest = await rest(route, await sample.make(key), key);
      expect([200, 202], JSON.stringify(viaRest.body)).toContain(viaRest.status);
      const viaGraphql = await graphql(route, await sample.make(key), key);
      expect(viaGraphql.status, JSON.stringify(viaGraphql.body)).toBe(200);
      expect(viaGraphql.body.errors).toBeUndefined();
      expect(viaRest.body.meta.cost).toBe(viaGraphql.body.extensions.cost.actual);

      if (!sample.stateless) return;
      if (viaRest.status === 202) {
        // A job reserves nothing, but its submission needs a balance that covers its first block: none is a 402.
        const broke = await env.key({ balance: '0', rateLimit: 100_000 });
        const refused = await rest(route, await sample.make(broke.key), broke.key);
        expect(refused.status, JSON.stringify(refused.body)).toBe(402);
        expect(refused.body.error.code).toBe('insufficient_balance');
        return;
      }
      const requested = units(viaGraphql.body.extensions.cost.requested);
      const exact = await env.key({ balance: dollars(requested), rateLimit: 100_000 });
      const enough = await rest(route, await sample.make(exact.key), exact.key);
      expect([200, 202], JSON.stringify(enough.body)).toContain(enough.status);
      if (requested > 0) {
        const short = await env.key({ balance: dollars(requested - 1), rateLimit: 100_000 });
        const refused = await rest(route, await sample.make(short.key), short.key);
        expect(refused.status, JSON.stringify(refused.body)).toBe(402);
      }
    });
  }
});

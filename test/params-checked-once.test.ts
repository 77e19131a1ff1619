import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { paramsOf, type RestRoute } from '../platform/rest/route.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { prepareSamples, routeSamples, sampleEnvOverrides, sampleKey, type Sample } from './helpers/route-samples.ts';

/**
 * An operation's parameters are checked once, by its declared rules: a REST call is checked by the adapter and its
 * root field takes the checked parameters as they are (the profile query is normalised once, not twice); the same
 * operation on /graphql is checked by the same rules, in its resolver.
 */

const ROUTES = registry.operations().filter((route) => route.availability !== 'blocked' && route.sample);

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false, ...sampleEnvOverrides() });
  await prepareSamples(env);
});
afterAll(() => env?.close());

const SAMPLES = routeSamples(() => env);

/** Counts the checks `rules` makes while `run` runs. */
async function checksDuring(rules: z.ZodType, run: () => Promise<unknown>): Promise<number> {
  let checks = 0;
  const safeParse = rules.safeParse;
  rules.safeParse = ((...args: Parameters<typeof safeParse>) => {
    checks += 1;
    return safeParse.apply(rules, args);
  }) as typeof safeParse;
  try {
    await run();
  } finally {
    rules.safeParse = safeParse;
  }
  return checks;
}

function rest(route: RestRoute, sample: Sample, key: string) {
  const path = route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(sample.params[name]));
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  if (route.method === 'GET') return env.rest(path + query, key);
  return env.rest(path + query, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sample.body ?? {}) });
}

describe('parameters are checked once, by the declared rules', () => {
  for (const route of ROUTES) {
    it(`${sampleKey(route)}`, async () => {
      // A key of its own: a sample may hold what an account may hold few of (a DM session).
      const { key } = await env.key({ balance: '100', rateLimit: 100_000 });
      const rules = paramsOf(route, { config: env.config, retired: [] });
      const sample = await SAMPLES[sampleKey(route)].make(key);
      let status = 0;
      const viaRest = await checksDuring(rules, async () => {
        const res = await rest(route, sample, key);
        status = res.status;
        expect([200, 202], JSON.stringify(res.body)).toContain(res.status);
      });
      expect(viaRest, 'checks of a REST call').toBe(1);

      const input = { ...sample.params, ...(route.method === 'GET' ? sample.query : sample.body) };
      const again = await SAMPLES[sampleKey(route)].make(key);
      const variables = route.variables(rules.parse({ ...again.params, ...(route.method === 'GET' ? again.query : again.body) }), {});
      const viaGraphql = await checksDuring(rules, async () => {
        const res = await env.graphql(route.document, key, variables);
        expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      });
      expect(viaGraphql, `checks of the same operation on /graphql (REST answered ${status}, input ${JSON.stringify(input)})`).toBe(1);
    });
  }
});

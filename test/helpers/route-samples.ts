import { expect } from 'vitest';
import { demoContentLines } from '../../subgraphs/photonet/demo-corpus.ts';
import { registry } from '../../subgraphs/registry.ts';
import type { RestRoute, SampleApi } from '../../platform/rest/route.ts';
import { loadConfig, type Config } from '../../platform/config.ts';
import type { TestEnv } from './env.ts';
import { importDemo } from './fixtures.ts';
import { standInsForReal } from './stand-in.ts';

/**
 * The sample request of every operation (keyed `METHOD /v1/path/:param`), read off the operations' declarations:
 * what the price-parity, fuzz, cursor, SDK and CLI tests run. `prepareSamples` loads the library data they read.
 */

/**
 * What the service the samples run on needs beyond the test defaults: webhook endpoints on loopback port 9 may be
 * registered (nothing listens there; nothing is delivered without a worker). The default ports stay allowed: URL
 * parameters of the sandbox providers (web scraping, link-in-bio) are held to the same ports.
 */
export const sampleEnvOverrides = (): Partial<Config> => ({
  outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: ['127.0.0.1:9'], ports: [9, 80, 443] },
});

export async function prepareSamples(env: TestEnv): Promise<void> {
  await importDemo(env.services.db, 3);
  const report = await registry.importCorpus(env.services.db, demoContentLines(3));
  if (report.failed) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
}

export interface Sample {
  /** path parameters and query or body, as the REST client sends them */
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A request for an operation, made for the account of `key` (a sample that needs earlier state, a DM session or a
 * job, makes it with that key first). Made once per surface, so each surface gets its own session, job or token.
 * `stateless` samples need nothing but the demo corpus, so their reservation can be checked with a key holding an
 * exact balance.
 */
export interface RouteSample {
  stateless: boolean;
  make(key: string): Promise<Sample>;
}

export const sampleKey = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The samples of every operation of `routes` (the registry's by default), for the service `getEnv` answers once it has started. */
export function routeSamples(getEnv: () => TestEnv, routes: RestRoute[] = registry.operations()): Record<string, RouteSample> {
  let liveKey: string | undefined;
  const api = (key: string): SampleApi => ({
    async call(method, path, input = {}) {
      const res =
        method === 'GET'
          ? await getEnv().rest(`${path}?${new URLSearchParams(input as Record<string, string>)}`, key)
          : await getEnv().rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
      expect([200, 202], `${method} ${path} → ${res.status}: ${JSON.stringify(res.body)}`).toContain(res.status);
      return res.body.data;
    },
    // A live read whose records a library sample reads: sandbox answers never enter the library, so a live key
    // reads it with the sandbox standing in for each network's real provider.
    async acquire(path, body) {
      const restore = standInsForReal(getEnv().service.runtime.modules);
      try {
        liveKey ??= (await getEnv().key({ balance: '100', rateLimit: 1_000_000, mode: 'live' })).key;
        const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
        const res = await getEnv().rest(path, liveKey, init);
        if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${JSON.stringify(res.body)}`);
      } finally {
        restore();
      }
    },
    services: (module) => getEnv().service.runtime.modules[module],
    get db() {
      return getEnv().services.db;
    },
  });
  return Object.fromEntries(
    routes.flatMap((route) => {
      const sample = route.sample;
      if (!sample) return [];
      const made: RouteSample =
        typeof sample === 'function'
          ? { stateless: false, make: async (key) => ({ params: {}, ...(await sample(api(key))) }) }
          : { stateless: true, make: async () => ({ params: {}, ...sample }) };
      return [[sampleKey(route), made]];
    }),
  );
}

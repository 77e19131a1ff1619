import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Clock } from '../../platform/clock.ts';
import { loadConfig, type Config } from '../../platform/config.ts';
import { dropDatabase } from '../../platform/db/pool.ts';
import type { KeyMode } from '../../platform/accounts/keys.ts';
import { INTERNAL_SIGNATURE_HEADER, signInternal } from '../../platform/internal-signature.ts';
import { parseDollars } from '../../platform/money.ts';
import { connectServices, type Services } from '../../platform/services.ts';
import { createService, type Service } from '../../router/app.ts';
import { registry } from '../../subgraphs/registry.ts';
import type { Registry } from '../../subgraphs/module-registry.ts';
import { listen as listenHttp } from '../../router/listen.ts';
import { checkAgainstContract } from './contract.ts';
import { supergraphYaml } from '../../harness/supergraph-yaml.ts';

export { supergraphYaml };

/**
 * A private service for one test file: its own database and Redis key prefix on the real servers, a router on an
 * ephemeral port, and helpers to call it. `close` drops the database and deletes the keys.
 */
export interface TestEnv {
  base: string;
  services: Services;
  service: Service;
  config: Config;
  /** A new account with one key: a test key (the sandbox, test credit) unless `mode: 'live'`. */
  key(options?: { balance?: string; rateLimit?: number; mode?: KeyMode }): Promise<{ key: string; accountId: number; keyId: number }>;
  rest(path: string, key?: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  graphql(query: string, key?: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any; headers: Headers }>;
  balance(accountId: number): Promise<string>;
  ledgerRows(accountId: number): Promise<{ kind: string; amount: string; request_id: string | null }[]>;
  /** A second router on the same database and Redis, e.g. with another supergraph.yaml. */
  router(overrides?: Partial<Config>): Promise<{ base: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Through the same server factory as production, so tests run with its timeouts and connection cap. */
async function listen(service: Service, config: Config): Promise<{ server: Server; base: string }> {
  const server = await listenHttp(service.app, config, 0, '127.0.0.1');
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The INTERNAL_SIGNING_SECRET of test routers and the subgraphs they serve over HTTP. */
export const TEST_INTERNAL_SECRET = 'test-internal-signing-secret-0123456789abcdef';

export interface TestEnvOptions {
  /**
   * The clock the service decides expiry by (signed sandbox media, the mirror's swaps); the system clock by default.
   * Pass a ManualClock and advance it past a deadline instead of sleeping. Routers from `router()` share it.
   */
  clock?: Clock;
  /** The modules the service serves (the service's own registry by default). */
  registry?: Registry;
}

export async function createTestEnv(overrides: Partial<Config> = {}, options: TestEnvOptions = {}): Promise<TestEnv> {
  const base = loadConfig();
  const dbUrl = new URL(base.databaseUrl);
  dbUrl.pathname = '/' + uniqueName('kb_test');
  const config: Config = {
    ...base,
    databaseUrl: dbUrl.toString(),
    redisPrefix: `${uniqueName('kbtest')}:`,
    seedDemo: false,
    sandboxLatencyMs: 0,
    mediaDir: mkdtempSync(join(tmpdir(), 'kb-media-')),
    // Tests never reach past loopback: unless a test serves its own sites (and says so), every outbound fetch and
    // mail-route lookup goes to a DNS server address where nothing answers, so no name resolves, and every literal
    // address but a public one is refused (no test names one). The ports are the deployment's, so URL parameters
    // (which apply the same policy before any provider) accept an ordinary https URL for the sandbox providers.
    outbound: { ...base.outbound, dnsServers: ['127.0.0.1:9'], ports: [80, 443], allowCidrs: '' },
    // Subgraphs served over HTTP (serveSubgraph) and routers calling them share this secret.
    internalSigningSecret: base.internalSigningSecret ?? TEST_INTERNAL_SECRET,
    ...overrides,
    // Module settings (environment variables) given here add to the environment rather than replace it.
    env: { ...base.env, ...overrides.env },
  };
  const modules = options.registry ?? registry;
  const services = await connectServices(config, modules.migrations());
  const service = await createService(services, { clock: options.clock, registry: modules });
  const { server, base: url } = await listen(service, config);
  service.listening(url);
  const extra: (() => Promise<void>)[] = [];

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(url + path, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, headers: response.headers };
  };
  const auth = (key?: string): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});

  return {
    base: url,
    services,
    service,
    config,
    async key(options = {}) {
      const created = await service.accounts.createKey({
        balance: parseDollars(options.balance ?? '10'),
        rateLimit: options.rateLimit ?? null,
        mode: options.mode ?? 'test',
      });
      return { key: created.api_key, accountId: created.account_id, keyId: created.key_id };
    },
    async rest(path, key, init = {}) {
      const answer = await call(path, { ...init, headers: { ...auth(key), ...(init.headers as Record<string, string>) } });
      checkAgainstContract(init.method ?? 'GET', path, answer.status, answer.body, answer.headers);
      return answer;
    },
    graphql(query, key, variables) {
      return call('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(key) },
        body: JSON.stringify({ query, variables }),
      });
    },
    async balance(accountId) {
      const [row] = await services.db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
      return row.balance;
    },
    ledgerRows(accountId) {
      return services.db.query('SELECT kind, amount, request_id FROM ledger WHERE account_id = $1 ORDER BY id', [accountId]) as Promise<
        { kind: string; amount: string; request_id: string | null }[]
      >;
    },
    async router(more = {}) {
      const other = await connectServices({ ...config, ...more }, registry.migrations());
      const otherService = await createService(other, { clock: options.clock });
      const listening = await listen(otherService, other.config);
      otherService.listening(listening.base);
      const close = async () => {
        await new Promise<void>((resolve) => listening.server.close(() => resolve()));
        await otherService.stop();
        await other.close();
      };
      extra.push(close);
      return { base: listening.base, close };
    },
    async close() {
      for (const stop of extra.splice(0)) await stop().catch(() => {});
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.stop();
      await services.close();
      const redis = new Redis(config.redisUrl);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      await redis.quit();
      await dropDatabase(config.databaseUrl);
    },
  };
}

/** The signed internal header a router sends a subgraph served over HTTP, for tests that call one directly. */
export function internalHeaders(requestId: string, accountId: number | null = null, keyMode: KeyMode = 'test'): Record<string, string> {
  return { [INTERNAL_SIGNATURE_HEADER]: signInternal(TEST_INTERNAL_SECRET, { accountId, keyMode, requestId }, Date.now()) };
}

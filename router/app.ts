import express, { type Express } from 'express';
import { Accounts } from '../platform/accounts/accounts.ts';
import { KeyDirectory } from '../platform/accounts/keys.ts';
import { LedgerWriter } from '../platform/billing/ledger.ts';
import { Wallet } from '../platform/billing/wallet.ts';
import { Gate } from '../platform/gate.ts';
import { RateLimits } from '../platform/ratelimit.ts';
import type { Services } from '../platform/services.ts';
import type { Clock } from '../platform/clock.ts';
import { restRouter } from '../rest/adapter.ts';
import { registry as serviceRegistry } from '../subgraphs/registry.ts';
import type { Registry } from '../subgraphs/module-registry.ts';
import { createGateway } from './gateway.ts';
import { graphiqlRouter } from './graphiql.ts';
import { apiDocsRouter } from './api-docs.ts';
import { apiDescription } from '../rest/openapi-file.ts';
import { graphqlHandlers, refuseBatches } from './graphql.ts';
import { challengeUnauthorized, requestIds, sendError, sendGraphQLError, unknownPath } from '../platform/http.ts';
import { Metrics } from '../platform/metrics.ts';
import { browserAccess, compressAnswers } from './http-conventions.ts';
import { metricsRouter, observeRequests, serviceGauges } from './metrics.ts';
import { refuseNulVariables } from './graphql-nul.ts';
import { admitPersisted, PersistedOperations } from './persisted-operations.ts';
import { UnauthenticatedLimit } from './unauthenticated-limit.ts';
import { SubgraphExecutor } from '../subgraphs/executor.ts';
import { createSubgraphRuntime, type SubgraphRuntime } from '../subgraphs/runtime.ts';
import { deploymentEntries } from '../subgraphs/supergraph-config.ts';

/** How long /readyz waits for each remote subgraph's `{ __typename }`. */
const READY_PROBE_MS = 2_000;

export interface Service {
  app: Express;
  accounts: Accounts;
  executor: SubgraphExecutor;
  ledger: LedgerWriter;
  runtime: SubgraphRuntime;
  /** Tells the service the URL it is reachable at once it listens (mirror and sandbox media URLs use it). */
  listening(url: string): void;
  /** Stops the GraphQL server and writes out queued charges; the caller closes the HTTP server first. */
  stop(): Promise<void>;
}

export interface ServiceOptions {
  /** The time expiry decisions are made by (signed sandbox media, the mirror's swaps); the system clock by default. */
  clock?: Clock;
  /** The modules it serves (the service's registry by default; a test may serve others). */
  registry?: Registry;
}

/** Assembles the whole HTTP service on open connections: health, GraphiQL, /graphql, the REST /v1 surface. */
export async function createService(services: Services, options: ServiceOptions = {}): Promise<Service> {
  const { db, redis, config } = services;
  const registry = options.registry ?? serviceRegistry;
  const entries = deploymentEntries(registry.modules, config.supergraphConfig);
  const wallet = new Wallet(redis, db, { holdTtlMs: config.walletHoldTtlMs });
  let stopReclaiming = () => {};
  // One registry per service: several services in one process (tests) never share or collide.
  const metrics = new Metrics({ processMetrics: true });
  const runtime = createSubgraphRuntime(registry, db, config, wallet, options.clock, metrics);
  serviceGauges(metrics, runtime);
  const executor = new SubgraphExecutor(entries, runtime);
  const ledger = new LedgerWriter(db, metrics);
  const gate = new Gate(new KeyDirectory(db), new RateLimits(redis, config.defaultRateLimit), wallet, ledger, metrics);
  const accounts = new Accounts(db, wallet);

  const gateway = createGateway(registry.supergraphSdl(), executor);
  const graphql = await graphqlHandlers(gateway, gate, { billing: registry.billingTable(), lists: registry.listSizeTable() }, config.graphql);
  metrics.gauge(
    'kb_graphql_literal_texts',
    'GraphQL texts with values written in since start, by how they were served (router/literal-templates.ts): hit (as the text of their shape), miss (the first of their shape, learnt), untouched (as sent).',
    'outcome',
    async () => ({ ...graphql.templates.counts }),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestIds, observeRequests(metrics), challengeUnauthorized, browserAccess(config.corsOrigins), compressAnswers());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    // Each subgraph served over HTTP must answer `{ __typename }` within READY_PROBE_MS; in-process ones say so.
    const [pg, rd, subgraphs] = await Promise.allSettled([db.query('SELECT 1'), redis.ping(), executor.readiness(READY_PROBE_MS)]);
    const checks = {
      postgres: pg.status === 'fulfilled' ? 'ok' : 'unreachable',
      redis: rd.status === 'fulfilled' ? 'ok' : 'unreachable',
      subgraphs: subgraphs.status === 'fulfilled' ? subgraphs.value : {},
    };
    const ready =
      checks.postgres === 'ok' && checks.redis === 'ok' && subgraphs.status === 'fulfilled' && !Object.values(subgraphs.value).includes('unreachable');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });

  app.use(graphiqlRouter(registry.modules.find((s) => s.demo)?.demo?.example.graphql ?? '{ __typename }'));
  app.use(apiDocsRouter(apiDescription(config, registry)));
  app.use(runtime.mirror.router());
  app.use(runtime.sandboxMedia.router());
  app.use(metricsRouter(metrics, config.metricsToken));
  // Failures on /graphql (key, body, variables) answer in GraphQL's error shape; everywhere else in the contract's
  // envelope. Both count 401s per client address.
  const unauthenticated = new UnauthenticatedLimit(redis, config.unauthenticatedRateLimit, metrics);
  // Persisted operations by hash always; only they with GRAPHQL_PERSISTED_ONLY=true (router/persisted-operations.ts).
  const persisted = admitPersisted(PersistedOperations.fromFile(config.graphql.persistedOperations), config.graphql.persistedOnly, gate);
  app.use(
    '/graphql',
    express.json({ limit: '1mb', strict: false }),
    refuseBatches,
    graphql.admit,
    persisted,
    refuseNulVariables(gate),
    graphql.execute,
    unauthenticated.handler(sendGraphQLError),
  );
  // Not strict: a body of null, a number or a string is read, so that the route can say an object is expected.
  app.use(express.json({ limit: '1mb', strict: false }), restRouter(registry, gate, executor, { config, retired: registry.retired() }));
  app.use(unknownPath);
  app.use(unauthenticated.handler(sendError));

  return {
    app,
    accounts,
    executor,
    ledger,
    runtime,
    listening(url) {
      runtime.setPublicUrl(url);
      if (config.mirrorWorker) runtime.mirror.start();
      if (config.jobWorker) {
        runtime.queue.start(runtime.jobs);
        runtime.background.start();
      }
      stopReclaiming = wallet.reclaimEvery(config.holdReclaimIntervalMs);
    },
    async stop() {
      stopReclaiming();
      await runtime.background.stop();
      await runtime.queue.close();
      await runtime.mirror.stop();
      await runtime.outbound.close();
      if (runtime.readDb !== runtime.db) await runtime.readDb.close();
      await graphql.stop();
      await ledger.drain();
    },
  };
}

import { createGatewayRuntime, type GatewayRuntime } from '@graphql-hive/gateway';
import { KeyDirectory } from '../platform/accounts/keys.ts';
import { LedgerWriter } from '../platform/billing/ledger.ts';
import { Wallet } from '../platform/billing/wallet.ts';
import { Gate } from '../platform/gate.ts';
import { Metrics } from '../platform/metrics.ts';
import { parseDollars } from '../platform/money.ts';
import { RateLimits } from '../platform/ratelimit.ts';
import type { Services } from '../platform/services.ts';
import { registry } from '../subgraphs/registry.ts';
import type { SubgraphEntry } from '../subgraphs/supergraph-config.ts';
import { ourBillingPlugin } from './hive-plugin.ts';

/**
 * The composed supergraph served by Hive Gateway (a third-party Federation router) over our subgraphs served over
 * HTTP, with our keys, rate limits and billing applied by ourBillingPlugin through the same Gate as our router. Every
 * subgraph must have a routing_url: this router runs none in its process.
 */
export function supergraphWithUrls(supergraphSdl: string, entries: SubgraphEntry[]): string {
  const missing = entries.filter((e) => !e.routingUrl).map((e) => e.name);
  if (missing.length) throw new Error(`Hive Gateway reaches subgraphs only over HTTP: give ${missing.join(', ')} a routing_url in supergraph.yaml.`);
  const urls = new Map(entries.map((e) => [e.name, e.routingUrl!]));
  return supergraphSdl.replace(/@join__graph\(name: "([^"]+)", url: "[^"]*"\)/g, (whole, name: string) => {
    const url = urls.get(name);
    if (!url) throw new Error(`supergraph.yaml does not list subgraph ${name}`);
    return `@join__graph(name: "${name}", url: ${JSON.stringify(url)})`;
  });
}

export interface OurHiveGateway {
  runtime: GatewayRuntime;
  stop(): Promise<void>;
}

export function createOurHiveGateway(services: Services, supergraphSdl: string, entries: SubgraphEntry[]): OurHiveGateway {
  const { db, redis, config } = services;
  if (!config.internalSigningSecret) throw new Error('INTERNAL_SIGNING_SECRET must be set (the same as on the subgraphs) to run Hive Gateway over them.');
  const metrics = new Metrics();
  const wallet = new Wallet(redis, db, { holdTtlMs: config.walletHoldTtlMs });
  const ledger = new LedgerWriter(db, metrics);
  const gate = new Gate(new KeyDirectory(db), new RateLimits(redis, config.defaultRateLimit), wallet, ledger, metrics);
  const stopReclaiming = wallet.reclaimEvery(config.holdReclaimIntervalMs);
  const runtime = createGatewayRuntime({
    supergraph: supergraphWithUrls(supergraphSdl, entries),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // Introspection, field suggestions and batching as our router has them: batches refused (each operation is
    // priced and reserved on its own).
    batching: false,
    maskedErrors: true,
    logging: config.logLevel === 'debug' ? 'debug' : 'error',
    upstreamTimeout: config.subgraphTimeoutMs || undefined,
    plugins: () => [
      ourBillingPlugin({
        gate,
        signingSecret: config.internalSigningSecret!,
        pricing: { billing: registry.billingTable(), lists: registry.listSizeTable() },
        limits: { maxCost: parseDollars(config.graphql.maxCost), maxResults: config.graphql.maxResults },
      }),
    ],
  });
  return {
    runtime,
    async stop() {
      stopReclaiming();
      await runtime.dispose();
      await ledger.drain();
    },
  };
}

import { Wallet } from '../platform/billing/wallet.ts';
import { loadConfig } from '../platform/config.ts';
import { registry } from '../subgraphs/registry.ts';
import { connectServices, exitOnUnreachable } from '../platform/services.ts';
import { deploymentEntries } from '../subgraphs/supergraph-config.ts';
import { createSubgraphRuntime } from '../subgraphs/runtime.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';

/**
 * `npm run start:subgraphs`: serves every subgraph that supergraph.yaml gives a routing_url, each on its URL's port
 * and path. It binds to the URL's host, or to SUBGRAPHS_LISTEN_HOST when set (0.0.0.0 in a container, whose
 * routing URLs name the container).
 */
const config = loadConfig();
const remote = deploymentEntries(registry.modules, config.supergraphConfig).filter((e) => e.routingUrl);
if (remote.length === 0) {
  process.stderr.write('supergraph.yaml gives no subgraph a routing_url: every subgraph runs inside the router.\n');
  process.exit(1);
}
if (!config.internalSigningSecret) {
  process.stderr.write('Set INTERNAL_SIGNING_SECRET (32 characters or more, the same on the routers): subgraphs served over HTTP answer only signed calls.\n');
  process.exit(1);
}
const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
const runtime = createSubgraphRuntime(registry, services.db, config, new Wallet(services.redis, services.db, { holdTtlMs: config.walletHoldTtlMs }));
const served: { stop(): Promise<void> }[] = [];
for (const entry of remote) {
  const url = new URL(entry.routingUrl!);
  served.push(await serveSubgraph(entry.name, runtime, Number(url.port || 80), process.env.SUBGRAPHS_LISTEN_HOST || url.hostname, url.pathname));
  process.stdout.write(`subgraph ${entry.name} listening on ${url}\n`);
}
// On SIGTERM or SIGINT: stop taking calls, let those under way finish, close the pools, exit 0 (so Node's exit hooks,
// --cpu-prof's among them, run).
let stopping: Promise<void> | undefined;
const shutdown = () =>
  (stopping ??= (async () => {
    await Promise.all(served.map((s) => s.stop()));
    await services.close();
  })());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown().then(() => process.exit(0)));

import { createServer } from 'node:http';
import { loadConfig } from '../platform/config.ts';
import { connectServices, exitOnUnreachable } from '../platform/services.ts';
import { createOurHiveGateway } from '../router/hive-gateway.ts';
import { registry } from '../subgraphs/registry.ts';
import { deploymentEntries } from '../subgraphs/supergraph-config.ts';

/**
 * `npm run start:hive`: Hive Gateway serving schema/supergraph.graphql at /graphql on PORT, over the subgraphs at
 * their supergraph.yaml routing_urls (every one; run them with `npm run start:subgraphs`), with our keys, rate limits
 * and billing (router/hive-plugin.ts). It needs the same DATABASE_URL, REDIS_URL and INTERNAL_SIGNING_SECRET as the
 * rest of the service.
 */
const config = loadConfig();
const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
let gateway;
try {
  gateway = createOurHiveGateway(services, registry.supergraphSdl(), deploymentEntries(registry.modules, config.supergraphConfig));
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}
const server = createServer(gateway.runtime);
await new Promise<void>((resolve) => server.listen(config.port, '0.0.0.0', resolve));
process.stdout.write(`Hive Gateway listening on http://localhost:${config.port}/graphql\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await gateway.stop();
    await services.close();
    process.exit(0);
  });
}

import { Wallet } from '../platform/billing/wallet.ts';
import { loadConfig } from '../platform/config.ts';
import { log } from '../platform/log.ts';
import { registry } from '../subgraphs/registry.ts';
import { connectServices, exitOnUnreachable } from '../platform/services.ts';
import { createSubgraphRuntime } from '../subgraphs/runtime.ts';

/**
 * `npm run mirror`: the media mirror as its own process. It copies the images acquisitions registered (their state
 * in PostgreSQL's media_mirror, the work on the media-mirror BullMQ queue) into the mirror store (MEDIA_DIR or
 * MEDIA_S3_BUCKET, the same store the routers serve /media from). Run the routers and workers with
 * MEDIA_MIRROR_WORKER=false to leave the copying to it; several may run at once.
 */
const config = loadConfig();
const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
const runtime = createSubgraphRuntime(registry, services.db, config, new Wallet(services.redis, services.db, { holdTtlMs: config.walletHoldTtlMs }));
runtime.mirror.start();
process.stdout.write('media mirror running\n');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info('media mirror shutting down: finishing copies under way');
    await runtime.mirror.stop();
    await runtime.queue.close();
    await services.close();
    process.exit(0);
  });
}

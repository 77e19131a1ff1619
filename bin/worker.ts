import { Wallet } from '../platform/billing/wallet.ts';
import { loadConfig } from '../platform/config.ts';
import { log } from '../platform/log.ts';
import { registry } from '../subgraphs/registry.ts';
import { connectServices, exitOnUnreachable } from '../platform/services.ts';
import { createSubgraphRuntime } from '../subgraphs/runtime.ts';

/**
 * `npm run worker`: a job worker process, for scaling job work out of the router processes. It takes jobs from the
 * same BullMQ queue; a worker that dies mid-job has its job taken over by another once its lock lapses.
 */
const config = loadConfig();
const services = await connectServices(config, registry.migrations()).catch(exitOnUnreachable);
const wallet = new Wallet(services.redis, services.db, { holdTtlMs: config.walletHoldTtlMs });
const runtime = createSubgraphRuntime(registry, services.db, config, wallet);
// Job charges hold units too: a worker gives back the lapsed holds of dead processes like a router does.
const stopReclaiming = wallet.reclaimEvery(config.holdReclaimIntervalMs);
runtime.queue.start(runtime.jobs);
runtime.background.start();
if (config.mirrorWorker) runtime.mirror.start();
process.stdout.write(`job worker running (concurrency ${config.jobConcurrency})\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info('worker shutting down: finishing active jobs');
    stopReclaiming();
    await runtime.background.stop();
    await runtime.queue.close();
    await runtime.mirror.stop();
    await services.close();
    process.exit(0);
  });
}

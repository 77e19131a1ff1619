import { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxJobnetProvider } from './sandbox.ts';
import type { JobnetProvider } from './upstream.ts';
import { JobnetWorkerProvider } from './worker.ts';

/** What jobnet's resolvers share across requests: the sandbox for test keys, JOBNET_PROVIDER's for live keys. */
export interface JobnetServices {
  providers: NetworkProviders<JobnetProvider>;
}

/** The sandbox always; for live keys JOBNET_PROVIDER=worker (an acquisition worker), or none: their acquisitions answer 503. */
export function jobnetServices(platform: PlatformRuntime): JobnetServices {
  return {
    providers: networkProviders<JobnetProvider>('jobnet', platform.config.providers, {
      sandbox: () => new SandboxJobnetProvider(platform.sandboxMedia, platform.config.sandboxLatencyMs, platform.clock),
      real: { worker: () => new JobnetWorkerProvider(AcquisitionWorker.fromConfig(platform.config, 'jobnet')) },
    }),
  };
}

export const jobnetOf = (ctx: SubgraphContext) => ctx.runtime.modules.jobnet as JobnetServices;

import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxJobnetProvider } from './sandbox.ts';
import type { JobnetProvider } from './upstream.ts';

/** What jobnet's resolvers share across requests: the sandbox for test keys, JOBNET_PROVIDER's for live keys. */
export interface JobnetServices {
  providers: NetworkProviders<JobnetProvider>;
}

/** The sandbox always; JOBNET_PROVIDER names no real provider yet, so live keys' acquisitions answer 503. */
export function jobnetServices(platform: PlatformRuntime): JobnetServices {
  return {
    providers: networkProviders('jobnet', platform.config.providers, {
      sandbox: () => new SandboxJobnetProvider(platform.sandboxMedia, platform.config.sandboxLatencyMs, platform.clock),
      real: {},
    }),
  };
}

export const jobnetOf = (ctx: SubgraphContext) => ctx.runtime.modules.jobnet as JobnetServices;

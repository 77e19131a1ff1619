import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxJobnetProvider } from './sandbox.ts';
import type { JobnetProvider } from './upstream.ts';

/** What jobnet's resolvers share across requests: the provider JOBNET_PROVIDER chose. */
export interface JobnetServices {
  provider: JobnetProvider;
}

/** JOBNET_PROVIDER: `sandbox` (the default, and the only provider while the network cannot be reached from here). */
export function jobnetServices(platform: PlatformRuntime): JobnetServices {
  const name = platform.config.providers.jobnet ?? 'sandbox';
  if (name !== 'sandbox') throw new Error(`JOBNET_PROVIDER must be sandbox, got ${JSON.stringify(name)}`);
  return { provider: new SandboxJobnetProvider(platform.sandboxMedia, platform.config.sandboxLatencyMs, platform.clock) };
}

export const jobnetOf = (ctx: SubgraphContext) => ctx.runtime.modules.jobnet as JobnetServices;

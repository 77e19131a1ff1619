import { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import type { Config } from '../../platform/config.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { SandboxClipnetNetwork, SandboxClipnetProvider } from './sandbox.ts';
import type { ClipnetProvider } from './upstream.ts';
import { ClipnetWorkerProvider } from './worker.ts';

/** What clipnet's resolvers share across requests: the sandbox for test keys, CLIPNET_PROVIDER's for live keys. */
export interface ClipnetServices {
  providers: NetworkProviders<ClipnetProvider>;
}

/**
 * The sandbox always; for live keys CLIPNET_PROVIDER=worker (an acquisition worker, README "Acquisition workers"), or
 * none, when live keys' acquisitions answer 503.
 */
export function clipnetProviders(config: Config, media: SandboxMedia): NetworkProviders<ClipnetProvider> {
  return networkProviders<ClipnetProvider>('clipnet', config.providers, {
    sandbox: () => new SandboxClipnetProvider(new SandboxClipnetNetwork(media), config.sandboxLatencyMs),
    real: { worker: () => new ClipnetWorkerProvider(AcquisitionWorker.fromConfig(config, 'clipnet')) },
  });
}

export function clipnetServices(platform: PlatformRuntime): ClipnetServices {
  return { providers: clipnetProviders(platform.config, platform.sandboxMedia) };
}

export const clipnetOf = (ctx: SubgraphContext) => ctx.runtime.modules.clipnet as ClipnetServices;

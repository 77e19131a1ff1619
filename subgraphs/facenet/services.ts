import { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import type { Config } from '../../platform/config.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { MetaAdLibraryProvider } from './meta.ts';
import { SandboxFacenetProvider } from './sandbox.ts';
import { facenetAdsSettings, type FacenetAdsSettings } from './settings.ts';
import type { FacenetAdsProvider, FacenetProvider } from './upstream.ts';
import { FacenetWorkerProvider } from './worker.ts';

/**
 * What facenet's resolvers share across requests: for each caller's mode, the provider of the network's reads and
 * the one of the three Ad Library reads. Test keys read the sandbox for both; live keys FACENET_PROVIDER's and
 * FACENET_ADS_PROVIDER's real providers, or 503 source_paused where the deployment configures none.
 */
export interface FacenetServices {
  providers: NetworkProviders<FacenetProvider>;
  /** The three Ad Library reads: FACENET_ADS_PROVIDER `meta` (ads_archive Graph API) for live keys. */
  ads: NetworkProviders<FacenetAdsProvider>;
}

/** The sandbox always; for live keys FACENET_PROVIDER=worker (an acquisition worker), or none: their acquisitions answer 503. */
export function facenetProviders(config: Config, sandbox: () => FacenetProvider, worker = () => facenetWorker(config)): NetworkProviders<FacenetProvider> {
  return networkProviders<FacenetProvider>('facenet', config.providers, { sandbox, real: { worker } });
}

/** facenet's acquisition worker (FACENET_WORKER_URL), the same for its reads and, with FACENET_ADS_PROVIDER=worker, its Ad Library. */
const facenetWorker = (config: Config) => new FacenetWorkerProvider(AcquisitionWorker.fromConfig(config, 'facenet'));

/**
 * The Ad Library's: the same sandbox for test keys; for live keys FACENET_ADS_PROVIDER=meta, Meta's ads_archive, or
 * `worker`, facenet's acquisition worker.
 */
export function facenetAdsProviders(
  settings: FacenetAdsSettings,
  sandbox: () => FacenetAdsProvider,
  outbound: PlatformRuntime['outbound'],
  worker: () => FacenetAdsProvider,
): NetworkProviders<FacenetAdsProvider> {
  return networkProviders(
    'facenet',
    settings.provider === undefined ? {} : { facenet: settings.provider },
    { sandbox, real: { meta: () => new MetaAdLibraryProvider(settings, outbound), worker } },
    'FACENET_ADS_PROVIDER',
  );
}

export function facenetServices(platform: PlatformRuntime): FacenetServices {
  const sandbox = new SandboxFacenetProvider(platform.sandboxMedia, platform.config.sandboxLatencyMs);
  const settings = facenetAdsSettings(platform.config);
  // One worker client for both when FACENET_PROVIDER and FACENET_ADS_PROVIDER are both `worker`.
  let worker: FacenetWorkerProvider | undefined;
  const sharedWorker = () => (worker ??= facenetWorker(platform.config));
  return {
    providers: facenetProviders(platform.config, () => sandbox, sharedWorker),
    ads: facenetAdsProviders(settings, () => sandbox, platform.outbound, sharedWorker),
  };
}

export const facenetOf = (ctx: SubgraphContext) => ctx.runtime.modules.facenet as FacenetServices;

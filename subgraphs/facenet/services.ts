import type { Config } from '../../platform/config.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { MetaAdLibraryProvider } from './meta.ts';
import { SandboxFacenetProvider } from './sandbox.ts';
import { facenetAdsSettings, type FacenetAdsSettings } from './settings.ts';
import type { FacenetAdsProvider, FacenetProvider } from './upstream.ts';

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

/** The sandbox always; FACENET_PROVIDER names no real provider yet, so live keys' acquisitions answer 503. */
export function facenetProviders(config: Config, sandbox: () => FacenetProvider): NetworkProviders<FacenetProvider> {
  return networkProviders('facenet', config.providers, { sandbox, real: {} });
}

/** The Ad Library's: the same sandbox for test keys; for live keys FACENET_ADS_PROVIDER=meta, Meta's ads_archive. */
export function facenetAdsProviders(
  settings: FacenetAdsSettings,
  sandbox: () => FacenetAdsProvider,
  outbound: PlatformRuntime['outbound'],
): NetworkProviders<FacenetAdsProvider> {
  return networkProviders(
    'facenet',
    settings.provider === undefined ? {} : { facenet: settings.provider },
    { sandbox, real: { meta: () => new MetaAdLibraryProvider(settings, outbound) } },
    'FACENET_ADS_PROVIDER',
  );
}

export function facenetServices(platform: PlatformRuntime): FacenetServices {
  const sandbox = new SandboxFacenetProvider(platform.sandboxMedia, platform.config.sandboxLatencyMs);
  const settings = facenetAdsSettings(platform.config);
  return {
    providers: facenetProviders(platform.config, () => sandbox),
    ads: facenetAdsProviders(settings, () => sandbox, platform.outbound),
  };
}

export const facenetOf = (ctx: SubgraphContext) => ctx.runtime.modules.facenet as FacenetServices;

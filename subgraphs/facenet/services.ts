import type { Config } from '../../platform/config.ts';
import type { SandboxMedia } from '../../platform/sandbox/sandbox.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { MetaAdLibraryProvider } from './meta.ts';
import { SandboxFacenetProvider } from './sandbox.ts';
import { facenetAdsSettings } from './settings.ts';
import type { FacenetAdsProvider, FacenetProvider } from './upstream.ts';

/** What facenet's resolvers share across requests: the provider FACENET_PROVIDER chose, and the Ad Library one. */
export interface FacenetServices {
  provider: FacenetProvider;
  /** The three Ad Library reads: FACENET_ADS_PROVIDER `meta` (ads_archive Graph API), else the provider above. */
  ads: FacenetAdsProvider;
}

/** FACENET_PROVIDER: `sandbox` (the default, and the only provider while the network cannot be reached from here). */
export function facenetProvider(config: Config, media: SandboxMedia): FacenetProvider {
  const name = config.providers.facenet ?? 'sandbox';
  if (name === 'sandbox') return new SandboxFacenetProvider(media, config.sandboxLatencyMs);
  throw new Error(`FACENET_PROVIDER must be sandbox, got ${JSON.stringify(name)}`);
}

export function facenetServices(platform: PlatformRuntime): FacenetServices {
  const provider = facenetProvider(platform.config, platform.sandboxMedia);
  const settings = facenetAdsSettings(platform.config);
  return { provider, ads: settings.provider === 'meta' ? new MetaAdLibraryProvider(settings, platform.outbound) : provider };
}

export const facenetOf = (ctx: SubgraphContext) => ctx.runtime.modules.facenet as FacenetServices;

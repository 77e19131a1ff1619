import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { InnertubeProvider } from './innertube.ts';
import { SandboxSponsorsProvider, SandboxVideoNetwork, SandboxVideonetProvider } from './sandbox.ts';
import { SponsorBlockProvider } from './sponsorblock.ts';
import { videonetSettings, type VideonetSettings } from './settings.ts';
import type { SponsorsProvider, VideonetProvider } from './upstream.ts';

/**
 * What videonet's resolvers and jobs share across requests: for each caller's mode, the provider of the network's
 * reads and the one of its sponsor segments (test keys: the sandbox; live keys: VIDEONET_PROVIDER's, `innertube`,
 * and VIDEONET_SPONSORS_PROVIDER's, `sponsorblock`, or 503 source_paused where unset), and the settings.
 */
export interface VideonetServices {
  providers: NetworkProviders<VideonetProvider>;
  sponsors: NetworkProviders<SponsorsProvider>;
  settings: VideonetSettings;
}

/** The one setting a NetworkProviders reads, under the network's name (a missing value configures nothing). */
const setting = (value: string | undefined): Record<string, string> => (value === undefined ? {} : { videonet: value });

export function videonetServices(platform: PlatformRuntime): VideonetServices {
  const settings = videonetSettings(platform.config);
  const network = new SandboxVideoNetwork(platform.sandboxMedia);
  const latency = platform.config.sandboxLatencyMs;
  const providers = networkProviders<VideonetProvider>('videonet', setting(settings.provider), {
    sandbox: () => new SandboxVideonetProvider(network, latency),
    real: { innertube: () => new InnertubeProvider(platform.outbound, settings.apiUrl) },
  });
  const sponsors = networkProviders<SponsorsProvider>(
    'videonet',
    setting(settings.sponsorsProvider),
    {
      sandbox: () => new SandboxSponsorsProvider(network, latency),
      real: { sponsorblock: () => new SponsorBlockProvider(platform.outbound, settings.sponsorsApiUrl) },
    },
    'VIDEONET_SPONSORS_PROVIDER',
  );
  return { providers, sponsors, settings };
}

export const videonetOf = (ctx: SubgraphContext) => ctx.runtime.modules.videonet as VideonetServices;

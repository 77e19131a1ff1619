import type { SubgraphContext } from '../context.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { InnertubeProvider } from './innertube.ts';
import { SandboxSponsorsProvider, SandboxVideoNetwork, SandboxVideonetProvider } from './sandbox.ts';
import { SponsorBlockProvider } from './sponsorblock.ts';
import { videonetSettings, type VideonetSettings } from './settings.ts';
import type { SponsorsProvider, VideonetProvider } from './upstream.ts';

/**
 * What videonet's resolvers and jobs share across requests: the providers its settings chose (VIDEONET_PROVIDER:
 * sandbox or innertube; VIDEONET_SPONSORS_PROVIDER: sandbox or sponsorblock), and the settings.
 */
export interface VideonetServices {
  provider: VideonetProvider;
  sponsors: SponsorsProvider;
  settings: VideonetSettings;
}

export function videonetServices(platform: PlatformRuntime): VideonetServices {
  const settings = videonetSettings(platform.config);
  const network = new SandboxVideoNetwork(platform.sandboxMedia);
  const latency = platform.config.sandboxLatencyMs;
  const provider: VideonetProvider =
    settings.provider === 'innertube' ? new InnertubeProvider(platform.outbound, settings.apiUrl) : new SandboxVideonetProvider(network, latency);
  const sponsors: SponsorsProvider =
    settings.sponsorsProvider === 'sponsorblock'
      ? new SponsorBlockProvider(platform.outbound, settings.sponsorsApiUrl)
      : new SandboxSponsorsProvider(network, latency);
  return { provider, sponsors, settings };
}

export const videonetOf = (ctx: SubgraphContext) => ctx.runtime.modules.videonet as VideonetServices;

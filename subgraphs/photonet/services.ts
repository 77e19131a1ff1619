import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { SandboxPhotonetUpstream } from './walkers/sandbox.ts';
import { photonetSettings, type PhotonetSettings } from './settings.ts';

/** What photonet's resolvers and jobs share across requests: the list-walk upstream its provider setting chose. */
export interface PhotonetServices {
  walks: { upstream: SandboxPhotonetUpstream; provider: string };
  settings: PhotonetSettings;
}

export function photonetServices(platform: PlatformRuntime): PhotonetServices {
  const provider = platform.config.providers.photonet ?? 'sandbox';
  if (provider !== 'sandbox') throw new Error(`PHOTONET_PROVIDER must be sandbox, got ${JSON.stringify(provider)}`);
  return {
    walks: { upstream: new SandboxPhotonetUpstream(platform.sandboxMedia, platform.config.sandboxLatencyMs), provider },
    settings: photonetSettings(platform.config),
  };
}

export const photonetOf = (ctx: SubgraphContext) => ctx.runtime.modules.photonet as PhotonetServices;

import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { SandboxPhotonetUpstream } from './walkers/sandbox.ts';
import { photonetSettings, type PhotonetSettings } from './settings.ts';
import { SignedInPool } from './account-pool.ts';

/**
 * What photonet's resolvers and jobs share across requests: the list-walk upstream its provider setting chose, and the
 * signed-in account pool every signed-in operation borrows from (followers, following, usertags_feed, story, likers, about).
 */
export interface PhotonetServices {
  walks: { upstream: SandboxPhotonetUpstream; provider: string };
  settings: PhotonetSettings;
  pool: SignedInPool;
}

export function photonetServices(platform: PlatformRuntime): PhotonetServices {
  const provider = platform.config.providers.photonet ?? 'sandbox';
  if (provider !== 'sandbox') throw new Error(`PHOTONET_PROVIDER must be sandbox, got ${JSON.stringify(provider)}`);
  const settings = photonetSettings(platform.config);
  return {
    walks: { upstream: new SandboxPhotonetUpstream(platform.sandboxMedia, platform.config.sandboxLatencyMs), provider },
    settings,
    pool: new SignedInPool(settings.signedInPool),
  };
}

export const photonetOf = (ctx: SubgraphContext) => ctx.runtime.modules.photonet as PhotonetServices;

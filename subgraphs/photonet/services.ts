import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { SandboxPhotonetUpstream } from './walkers/sandbox.ts';
import { photonetSettings, type PhotonetSettings } from './settings.ts';
import { SignedInPool } from './account-pool.ts';
import { SandboxPhotonetWrappers } from './wrappers/sandbox.ts';

/**
 * What photonet's resolvers and jobs share across requests: the list-walk upstream its provider setting chose, and the
 * signed-in account pool every signed-in operation borrows from (followers, following, usertags_feed, story, likers, about).
 */
export interface PhotonetServices {
  walks: { upstream: SandboxPhotonetUpstream; provider: string };
  settings: PhotonetSettings;
  pool: SignedInPool;
  /** The upstream of the operation wrappers (wrappers/): the same provider, the walks' feeds for the same accounts. */
  wrappers: SandboxPhotonetWrappers;
}

export function photonetServices(platform: PlatformRuntime): PhotonetServices {
  const provider = platform.config.providers.photonet ?? SANDBOX_PROVIDER;
  if (provider !== SANDBOX_PROVIDER) throw new Error(`PHOTONET_PROVIDER must be sandbox, got ${JSON.stringify(provider)}`);
  const settings = photonetSettings(platform.config);
  const upstream = new SandboxPhotonetUpstream(platform.sandboxMedia, platform.config.sandboxLatencyMs);
  return {
    walks: { upstream, provider },
    settings,
    pool: new SignedInPool(settings.signedInPool),
    wrappers: new SandboxPhotonetWrappers(platform.sandboxMedia, platform.config.sandboxLatencyMs, upstream),
  };
}

export const photonetOf = (ctx: SubgraphContext) => ctx.runtime.modules.photonet as PhotonetServices;

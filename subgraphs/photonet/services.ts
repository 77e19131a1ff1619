import { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import { networkProviders, type NetworkProviders } from '../../platform/live/providers.ts';
import type { PlatformRuntime } from '../runtime.ts';
import type { SubgraphContext } from '../context.ts';
import { SandboxPhotonetUpstream } from './walkers/sandbox.ts';
import { photonetSettings, type PhotonetSettings } from './settings.ts';
import { SignedInPool } from './account-pool.ts';
import { SandboxPhotonetWrappers } from './wrappers/sandbox.ts';
import type { PhotonetListUpstream, PhotonetWrapperUpstream } from './upstream.ts';
import { PhotonetWorkerLists, PhotonetWorkerWrappers } from './worker.ts';

/**
 * What photonet's resolvers and jobs share across requests: the list-walk upstreams and the operation wrappers'
 * upstreams (the sandbox for test keys, PHOTONET_PROVIDER's for live keys), and the signed-in account pool every
 * signed-in operation borrows from (followers, following, usertags_feed, story, likers, about).
 */
export interface PhotonetServices {
  walks: NetworkProviders<PhotonetListUpstream>;
  settings: PhotonetSettings;
  pool: SignedInPool;
  /** The upstreams of the operation wrappers (wrappers/): the same provider, the walks' feeds for the same accounts. */
  wrappers: NetworkProviders<PhotonetWrapperUpstream>;
}

export function photonetServices(platform: PlatformRuntime): PhotonetServices {
  const settings = photonetSettings(platform.config);
  const upstream = new SandboxPhotonetUpstream(platform.sandboxMedia, platform.config.sandboxLatencyMs);
  // PHOTONET_PROVIDER=worker: one acquisition worker serves the walks' pages and the wrappers (README, "Acquisition workers").
  let worker: { lists: PhotonetWorkerLists; client: AcquisitionWorker } | undefined;
  const workerLists = () => {
    if (!worker) {
      const client = AcquisitionWorker.fromConfig(platform.config, 'photonet');
      worker = { client, lists: new PhotonetWorkerLists(client) };
    }
    return worker;
  };
  return {
    walks: networkProviders<PhotonetListUpstream>('photonet', platform.config.providers, {
      sandbox: () => upstream,
      real: { worker: () => workerLists().lists },
    }),
    settings,
    pool: new SignedInPool(settings.signedInPool),
    wrappers: networkProviders<PhotonetWrapperUpstream>('photonet', platform.config.providers, {
      sandbox: () => new SandboxPhotonetWrappers(platform.sandboxMedia, platform.config.sandboxLatencyMs, upstream),
      real: { worker: () => new PhotonetWorkerWrappers(workerLists().client, workerLists().lists) },
    }),
  };
}

export const photonetOf = (ctx: SubgraphContext) => ctx.runtime.modules.photonet as PhotonetServices;

import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/pool.ts';
import { LiveReader } from '../platform/live/reader.ts';
import { MediaMirror } from '../platform/media/mirror.ts';
import { LocalDirStore, S3Store } from '../platform/media/store.ts';
import { SandboxMedia } from '../platform/sandbox/sandbox.ts';
import { openfeedProvider } from './openfeed/providers.ts';
import type { OpenfeedProvider } from './openfeed/upstream.ts';
import type { Wallet } from '../platform/billing/wallet.ts';
import { Jobs } from '../platform/jobs/jobs.ts';
import { JobQueue } from '../platform/jobs/queue.ts';
import { SandboxPhotonetUpstream } from './photonet/walkers/sandbox.ts';
import { walkerJobOperations } from './photonet/walkers/operations.ts';
import { DmService } from './dm/dm.ts';
import { SandboxMessaging } from './dm/provider.ts';

/**
 * What subgraph resolvers share across requests: the database, live acquisition with its archive and media mirror,
 * and the provider chosen for each network. One per process.
 */
export interface SubgraphRuntime {
  db: Db;
  config: Config;
  live: LiveReader;
  mirror: MediaMirror;
  sandboxMedia: SandboxMedia;
  /** The base URL clients reach this service at (set once the server listens). */
  publicUrl(): string;
  openfeed: OpenfeedProvider;
  /** The photonet list-walk upstream (PHOTONET_PROVIDER; only the sandbox exists so far). */
  photonetWalks: { upstream: SandboxPhotonetUpstream; provider: string };
  jobs: Jobs;
  queue: JobQueue;
  dm: DmService;
}

export function createSubgraphRuntime(db: Db, config: Config, wallet: Wallet): SubgraphRuntime & { setPublicUrl(url: string): void } {
  let base = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  const publicUrl = () => base;
  const store = config.mediaS3 ? new S3Store(config.mediaS3) : new LocalDirStore(config.mediaDir);
  const mirror = new MediaMirror(db, store, publicUrl);
  const sandboxMedia = new SandboxMedia(publicUrl, config.sandboxSecret, config.sandboxMediaTtlSeconds);
  const live = new LiveReader(db, mirror);
  const photonetProvider = config.providers.photonet ?? 'sandbox';
  if (photonetProvider !== 'sandbox') throw new Error(`PHOTONET_PROVIDER must be sandbox, got ${JSON.stringify(photonetProvider)}`);
  const photonetWalks = { upstream: new SandboxPhotonetUpstream(sandboxMedia, config.sandboxLatencyMs), provider: photonetProvider };
  const queue = new JobQueue(config);
  const jobs = new Jobs(db, wallet, walkerJobOperations({ live, ...photonetWalks }, config.jobBudgetMs), (id) => queue.enqueue(id));
  const dmProvider = config.providers.dm ?? 'sandbox';
  if (dmProvider !== 'sandbox') throw new Error(`DM_PROVIDER must be sandbox, got ${JSON.stringify(dmProvider)}`);
  const dm = new DmService(db, new SandboxMessaging(db, config.dmSandboxReplyDelayMs), config.dmIdentityPool, config.dmSessionsPerAccount);
  return {
    db,
    config,
    live,
    dm,
    photonetWalks,
    jobs,
    queue,
    mirror,
    sandboxMedia,
    publicUrl,
    openfeed: openfeedProvider(config, sandboxMedia),
    setPublicUrl(url: string) {
      if (!config.publicUrl) base = url.replace(/\/$/, '');
    },
  };
}

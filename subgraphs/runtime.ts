import { systemClock, type Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import { Db } from '../platform/db/pool.ts';
import { LiveReader } from '../platform/live/reader.ts';
import { MediaMirror } from '../platform/media/mirror.ts';
import type { Metrics } from '../platform/metrics.ts';
import { LocalDirStore, S3Store } from '../platform/media/store.ts';
import { SandboxMedia } from '../platform/sandbox/sandbox.ts';
import type { Wallet } from '../platform/billing/wallet.ts';
import { Jobs } from '../platform/jobs/jobs.ts';
import { JobQueue } from '../platform/jobs/queue.ts';
import type { BackgroundWork, PlatformRuntime } from './module.ts';
import type { Registry } from './module-registry.ts';

export type { PlatformRuntime };
import { OutboundFetcher } from '../platform/outbound/fetcher.ts';
import type { FetchUse } from '../platform/outbound/page.ts';
import type { ProfileDirectory } from '../platform/profile-directory.ts';
import type { ProfilePages } from '../platform/linkinbio/socials.ts';

/**
 * What subgraph resolvers share across requests: the platform's parts, durable jobs, and each network module's own
 * services (its providers, chosen by its configuration), made by the module itself. One per process.
 */
export interface SubgraphRuntime extends PlatformRuntime {
  jobs: Jobs;
  queue: JobQueue;
  /** Each module's services by module name; a module reads its own through its typed accessor. */
  modules: Readonly<Record<string, unknown>>;
  /** The libraries modules lend each other, by network name (platform/profile-directory.ts). */
  directories: Readonly<Record<string, ProfileDirectory>>;
  /** Where every module's networks keep their profile pages (registry `profilePages`): how a URL names one of our networks. */
  profilePages: readonly ProfilePages[];
  /** Every module's background work (registry `background`), started and stopped together with the job worker. */
  background: BackgroundWork;
  /** The modules this runtime runs, and what is derived from their declarations (schemas, prices). */
  registry: Registry;
}

export function createSubgraphRuntime(
  /** The network modules: the runtime makes their services, job operations and loops. */
  registry: Registry,
  db: Db,
  config: Config,
  wallet: Wallet,
  clock: Clock = systemClock,
  /** Where live reads count upstream failures and jobs their charges (the router's /metrics); none by default. */
  metrics?: Metrics,
): SubgraphRuntime & { setPublicUrl(url: string): void } {
  let base = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  const publicUrl = () => base;
  const store = config.mediaS3 ? new S3Store(config.mediaS3) : new LocalDirStore(config.mediaDir);
  const sandboxMedia = new SandboxMedia(publicUrl, config.sandboxSecret, config.sandboxMediaTtlSeconds, clock);
  const outbound = new OutboundFetcher(config.outbound);
  // Image URLs come from upstream payloads: fetched through the guard, except the sandbox CDN's own, read directly.
  const images = { fetchBytes: (url: string, use: FetchUse) => (sandboxMedia.owns(url) ? sandboxMedia.fetchBytes(url) : outbound.fetchBytes(url, use)) };
  const mirror = new MediaMirror(db, store, publicUrl, images, clock, config.mirrorRetryMs, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  const readDb = config.databaseReadUrl ? new Db(config.databaseReadUrl) : db;
  const platform: PlatformRuntime = { db, readDb, config, live: new LiveReader(db, mirror, metrics), mirror, sandboxMedia, clock, publicUrl, outbound, wallet };

  const SUBGRAPHS = registry.modules;
  const directories = Object.fromEntries(SUBGRAPHS.flatMap((mod) => (mod.directory ? [[mod.name, mod.directory(platform)]] : [])));
  const profilePages = SUBGRAPHS.flatMap((mod) => mod.profilePages ?? []);
  const modules: Record<string, unknown> = {};
  for (const mod of SUBGRAPHS) if (mod.services) modules[mod.name] = mod.services(platform);
  const operations = Object.assign({}, ...SUBGRAPHS.map((mod) => mod.jobOperations?.(modules[mod.name], platform) ?? {}));
  const loops = SUBGRAPHS.flatMap((mod) => (mod.background ? [mod.background(modules[mod.name], platform)] : []));
  const background: BackgroundWork = {
    start: () => loops.forEach((loop) => loop.start()),
    stop: async () => void (await Promise.allSettled(loops.map((loop) => loop.stop()))),
  };
  const queue = new JobQueue(config);
  const jobs = new Jobs(db, wallet, operations, (ids) => queue.enqueueMany(ids), metrics, { maxPaymentRequired: config.jobMaxPaymentRequired });
  return {
    ...platform,
    jobs,
    queue,
    modules,
    directories,
    profilePages,
    background,
    registry,
    setPublicUrl(url: string) {
      if (!config.publicUrl) base = url.replace(/\/$/, '');
    },
  };
}

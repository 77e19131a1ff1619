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
import { SUBGRAPHS, type BackgroundWork } from './registry.ts';
import { OutboundFetcher } from '../platform/outbound/fetcher.ts';
import type { FetchUse } from '../platform/outbound/page.ts';
import type { ProfileDirectory } from '../platform/profile-directory.ts';

/** What the platform gives every network module: storage, live acquisition with its archive and mirror, sandbox media. */
export interface PlatformRuntime {
  /** The primary: every write, jobs, billing. */
  db: Db;
  /**
   * Where library and stored reads go: the read replica of DATABASE_READ_URL, or the primary itself when unset. A
   * replica may lag the primary by a moment; nothing read here decides a write.
   */
  readDb: Db;
  config: Config;
  live: LiveReader;
  mirror: MediaMirror;
  sandboxMedia: SandboxMedia;
  /** The time expiry decisions are made by: the system clock, a manual one in tests. */
  clock: Clock;
  /** The base URL clients reach this service at (set once the server listens). */
  publicUrl(): string;
  /** The one way to fetch a URL a caller gave (SSRF-guarded, bounded): what modules' `http` providers read pages with. */
  outbound: OutboundFetcher;
  /** The spendable balances, for modules that charge in their own transactions (a DM send, with its dispatch intent). */
  wallet: Wallet;
}

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
  /** Every module's background work (registry `background`), started and stopped together with the job worker. */
  background: BackgroundWork;
}

export function createSubgraphRuntime(
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

  const directories = Object.fromEntries(SUBGRAPHS.flatMap((mod) => (mod.directory ? [[mod.name, mod.directory(platform)]] : [])));
  const modules: Record<string, unknown> = {};
  for (const mod of SUBGRAPHS) if (mod.services) modules[mod.name] = mod.services(platform);
  const operations = Object.assign({}, ...SUBGRAPHS.map((mod) => mod.jobOperations?.(modules[mod.name], platform) ?? {}));
  const loops = SUBGRAPHS.flatMap((mod) => (mod.background ? [mod.background(modules[mod.name], platform)] : []));
  const background: BackgroundWork = {
    start: () => loops.forEach((loop) => loop.start()),
    stop: async () => void (await Promise.allSettled(loops.map((loop) => loop.stop()))),
  };
  const queue = new JobQueue(config);
  const jobs = new Jobs(db, wallet, operations, (id) => queue.enqueue(id), metrics, { maxPaymentRequired: config.jobMaxPaymentRequired });
  return {
    ...platform,
    jobs,
    queue,
    modules,
    directories,
    background,
    setPublicUrl(url: string) {
      if (!config.publicUrl) base = url.replace(/\/$/, '');
    },
  };
}

import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/pool.ts';
import { LiveReader } from '../platform/live/reader.ts';
import { MediaMirror } from '../platform/media/mirror.ts';
import { LocalDirStore, S3Store } from '../platform/media/store.ts';
import { SandboxMedia } from '../platform/sandbox/sandbox.ts';
import { openfeedProvider } from './openfeed/providers.ts';
import type { OpenfeedProvider } from './openfeed/upstream.ts';

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
}

export function createSubgraphRuntime(db: Db, config: Config): SubgraphRuntime & { setPublicUrl(url: string): void } {
  let base = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  const publicUrl = () => base;
  const store = config.mediaS3 ? new S3Store(config.mediaS3) : new LocalDirStore(config.mediaDir);
  const mirror = new MediaMirror(db, store, publicUrl);
  const sandboxMedia = new SandboxMedia(publicUrl, config.sandboxSecret, config.sandboxMediaTtlSeconds);
  return {
    db,
    config,
    live: new LiveReader(db, mirror),
    mirror,
    sandboxMedia,
    publicUrl,
    openfeed: openfeedProvider(config, sandboxMedia),
    setPublicUrl(url: string) {
      if (!config.publicUrl) base = url.replace(/\/$/, '');
    },
  };
}

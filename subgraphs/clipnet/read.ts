import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import { storeSnapshot, storeVideos } from './library.ts';
import {
  normaliseCreator,
  normaliseSearch,
  normaliseVideo,
  normaliseVideoList,
  videosOfList,
  type Creator,
  type SearchResult,
  type Video,
  type VideoList,
} from './normalise.ts';
import { clipnetOf } from './services.ts';
import type { RawVideoList } from './upstream.ts';

/**
 * The single live reads, each through the LiveReader: source modes, the archive of the exact upstream payload, the
 * library (a creator's snapshot and videos), the media mirror. The walkers read their pages in walkers.ts.
 */

export function readUser(ctx: SubgraphContext, handle: string, source: SourceMode): Promise<LiveRead<Creator>> {
  const provider = clipnetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'clipnet',
      operation: 'user',
      args: { handle: handle.toLowerCase() },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.user(handle),
      normalise: (raw) => normaliseCreator(raw.userInfo.user, raw.userInfo.stats),
      store: (creator, at) => storeSnapshot(ctx.runtime.db, creator, at),
    },
    source,
  );
}

/** A creator's newest videos (up to `limit`, at most 100) as the 2.13 list; the videos and a snapshot go to the library. */
export async function readUserVideos(ctx: SubgraphContext, handle: string, limit: number, source: SourceMode): Promise<LiveRead<VideoList>> {
  const provider = clipnetOf(ctx).providers.for(ctx.keyMode);
  const db = ctx.runtime.db;
  let acquired: RawVideoList | null = null;
  return ctx.runtime.live.read(
    {
      network: 'clipnet',
      operation: 'user/videos',
      args: { handle: handle.toLowerCase(), limit },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: async () => (acquired = await provider.videos(handle, limit)),
      normalise: normaliseVideoList,
      async store(_list, at) {
        if (!acquired) return;
        await storeVideos(db, videosOfList(acquired), at);
        await storeSnapshot(db, normaliseCreator(acquired.user, acquired.stats), at);
      },
    },
    source,
  );
}

export function readVideo(ctx: SubgraphContext, id: string, source: SourceMode): Promise<LiveRead<Video>> {
  const provider = clipnetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'clipnet',
      operation: 'video',
      args: { id },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.video(id),
      normalise: (raw) => normaliseVideo(raw.itemInfo.itemStruct),
      store: (video, at) => storeVideos(ctx.runtime.db, [video], at),
    },
    source,
  );
}

export interface Mentions {
  handle: string;
  count: number;
  videos: Video[];
}

export function readMentions(ctx: SubgraphContext, handle: string, source: SourceMode): Promise<LiveRead<Mentions>> {
  const provider = clipnetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'clipnet',
      operation: 'mentions',
      args: { handle: handle.toLowerCase() },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.mentions(handle),
      normalise: (raw) => ({ handle, count: raw.itemList.length, videos: raw.itemList.map(normaliseVideo) }),
    },
    source,
  );
}

export function readSearch(ctx: SubgraphContext, query: string, type: 'users' | 'videos', source: SourceMode): Promise<LiveRead<SearchResult>> {
  const provider = clipnetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'clipnet',
      operation: 'search',
      args: { query, type },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.search(query, type),
      normalise: (raw) => normaliseSearch(query, type, raw),
    },
    source,
  );
}

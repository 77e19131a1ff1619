import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import { storeChannels, storeVideo } from './library.ts';
import { decodePageCursor, encodePageCursor } from './params.ts';
import { videonetOf } from './services.ts';
import type {
  ChannelRef,
  Comment,
  CommentSort,
  RawChannel,
  RawTranscript,
  RawVideo,
  SearchFilters,
  SearchResult,
  SponsorCategory,
  SponsorSegment,
  Thumbnail,
  TranscriptLanguage,
  VideoSummary,
} from './upstream.ts';

/**
 * The single live reads, each through the LiveReader: source modes, the archive of exactly what the provider
 * returned, the library (channels and videos), the media mirror (avatars, banners, thumbnails; never video URLs).
 * Paged reads hand out the upstream's cursor wrapped with the read and target it resumes (params.ts).
 */

const refArgs = (ref: ChannelRef) => ('handle' in ref ? { handle: ref.handle.toLowerCase() } : { channel_id: ref.channelId });

export function readChannel(ctx: SubgraphContext, ref: ChannelRef, source: SourceMode): Promise<LiveRead<RawChannel>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'channel',
      args: refArgs(ref),
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.channel(ref),
      normalise: (raw: RawChannel) => raw,
      store: (channel, at) => storeChannels(ctx.runtime.db, [channel], at),
    },
    source,
  );
}

export function readVideo(ctx: SubgraphContext, videoId: string, source: SourceMode): Promise<LiveRead<RawVideo>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'video',
      args: { id: videoId },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.video(videoId),
      normalise: (raw: RawVideo) => raw,
      store: (video, at) => storeVideo(ctx.runtime.db, video, at),
    },
    source,
  );
}

export interface CommentsPayload {
  video_id: string;
  sort: CommentSort;
  comment_count: number | null;
  comments: Comment[];
  next_cursor: string | null;
}

export function readComments(
  ctx: SubgraphContext,
  videoId: string,
  sort: CommentSort,
  replies: boolean,
  cursor: string | undefined,
  source: SourceMode,
): Promise<LiveRead<CommentsPayload>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  const target = `${videoId}:${sort}:${replies}`;
  const native = cursor === undefined ? null : decodePageCursor('comments', target, cursor);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'comments',
      args: { id: videoId, sort, replies, cursor: native ?? undefined },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.comments(videoId, sort, replies, native),
      normalise: (raw) => ({
        video_id: raw.video_id,
        sort,
        comment_count: raw.comment_count,
        comments: raw.comments,
        next_cursor: raw.next === null ? null : encodePageCursor('comments', target, raw.next),
      }),
    },
    source,
  );
}

export function readTranscript(ctx: SubgraphContext, videoId: string, lang: string, source: SourceMode): Promise<LiveRead<RawTranscript>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'transcript',
      args: { id: videoId, lang },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.transcript(videoId, lang),
      normalise: (raw: RawTranscript) => raw,
    },
    source,
  );
}

export interface SponsorsPayload {
  video_id: string;
  categories: SponsorCategory[];
  segment_count: number;
  segments: SponsorSegment[];
}

export function readSponsors(ctx: SubgraphContext, videoId: string, categories: SponsorCategory[], source: SourceMode): Promise<LiveRead<SponsorsPayload>> {
  const sponsors = videonetOf(ctx).sponsors.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'sponsors',
      args: { id: videoId, categories },
      provider: sponsors.name,
      keyMode: ctx.keyMode,
      acquire: () => sponsors.segments(videoId, categories),
      normalise: (raw) => ({ video_id: raw.video_id, categories, segment_count: raw.segments.length, segments: raw.segments }),
    },
    source,
  );
}

export interface ThumbnailsPayload {
  video_id: string;
  thumbnails: Thumbnail[];
}

export function readThumbnails(ctx: SubgraphContext, videoId: string, source: SourceMode): Promise<LiveRead<ThumbnailsPayload>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'thumbnails',
      args: { id: videoId },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: async (): Promise<ThumbnailsPayload> => {
        const video = await provider.video(videoId);
        return { video_id: video.video_id, thumbnails: video.thumbnails };
      },
      normalise: (raw: ThumbnailsPayload) => ({
        video_id: raw.video_id,
        thumbnails: [...raw.thumbnails].sort((a, b) => a.width * a.height - b.width * b.height),
      }),
    },
    source,
  );
}

export interface SearchPayload {
  query: string;
  filters: SearchFilters;
  estimated_results: number | null;
  results: SearchResult[];
  next_cursor: string | null;
}

export function readSearch(
  ctx: SubgraphContext,
  query: string,
  filters: SearchFilters,
  cursor: string | undefined,
  source: SourceMode,
): Promise<LiveRead<SearchPayload>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  const target = JSON.stringify([query, filters.type, filters.duration, filters.upload_date, filters.sort]);
  const native = cursor === undefined ? null : decodePageCursor('search', target, cursor);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'search',
      args: { query, ...filters, cursor: native ?? undefined },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.search(query, filters, native),
      normalise: (raw) => ({
        query: raw.query,
        filters,
        estimated_results: raw.estimated_results,
        results: raw.results,
        next_cursor: raw.next === null ? null : encodePageCursor('search', target, raw.next),
      }),
    },
    source,
  );
}

export interface HashtagPayload {
  tag: string;
  video_count_text: string | null;
  videos: VideoSummary[];
  next_cursor: string | null;
}

export function readHashtag(ctx: SubgraphContext, tag: string, cursor: string | undefined, source: SourceMode): Promise<LiveRead<HashtagPayload>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  const target = tag.toLowerCase();
  const native = cursor === undefined ? null : decodePageCursor('hashtag', target, cursor);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'hashtag',
      args: { tag: target, cursor: native ?? undefined },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.hashtag(tag, native),
      normalise: (raw) => ({
        tag: raw.tag,
        video_count_text: raw.video_count_text,
        videos: raw.items,
        next_cursor: raw.next === null ? null : encodePageCursor('hashtag', target, raw.next),
      }),
    },
    source,
  );
}

export function readSuggestions(ctx: SubgraphContext, query: string, source: SourceMode) {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'suggestions',
      args: { query },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.suggestions(query),
      normalise: (raw: { query: string; suggestions: string[] }) => raw,
    },
    source,
  );
}

export interface PlaylistPayload {
  playlist_id: string;
  title: string;
  description: string | null;
  channel_id: string | null;
  channel_title: string | null;
  video_count: number | null;
  view_count: number | null;
  videos: VideoSummary[];
  next_cursor: string | null;
}

export function readPlaylist(ctx: SubgraphContext, playlistId: string, cursor: string | undefined, source: SourceMode): Promise<LiveRead<PlaylistPayload>> {
  const provider = videonetOf(ctx).providers.for(ctx.keyMode);
  const native = cursor === undefined ? null : decodePageCursor('playlist', playlistId, cursor);
  return ctx.runtime.live.read(
    {
      network: 'videonet',
      operation: 'playlist',
      args: { id: playlistId, cursor: native ?? undefined },
      provider: provider.name,
      keyMode: ctx.keyMode,
      acquire: () => provider.playlist(playlistId, native),
      normalise: ({ items, next, ...rest }) => ({ ...rest, videos: items, next_cursor: next === null ? null : encodePageCursor('playlist', playlistId, next) }),
    },
    source,
  );
}

export type { TranscriptLanguage };

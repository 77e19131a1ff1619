import { ApiError, InvalidApiKey } from '../../platform/errors.ts';
import type { SourceMode } from '../../platform/live/reader.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import { jobResultResolvers, walkCoverageResolvers } from '../../platform/walkers/index.ts';
import type { SubgraphContext } from '../context.ts';
import { rowFields } from '../row-fields.ts';
import { DateTime, JSONScalar, Long } from '../scalars.ts';
import { COLLECTION_RULES, type CollectionRequest } from './params.ts';
import { COLLECTION_JOBS, collectionJob, runCollection } from './collections.ts';
import { readStoredChannel, readStoredVideo } from './library.ts';
import {
  bulkChannelsArgs,
  bulkTranscriptsArgs,
  channelArgs,
  channelRef,
  commentsArgs,
  hashtagArgs,
  libraryChannelArgs,
  libraryVideoArgs,
  playlistArgs,
  refOfBulk,
  searchArgs,
  sponsorsArgs,
  suggestionsArgs,
  thumbnailsArgs,
  transcriptArgs,
  videoArgs,
  videoOf,
} from './params.ts';
import {
  readChannel,
  readComments,
  readHashtag,
  readPlaylist,
  readSearch,
  readSponsors,
  readSuggestions,
  readThumbnails,
  readTranscript,
  readVideo,
} from './read.ts';
import { typeDefs } from './schema.ts';
import { videonetOf } from './services.ts';
import { SPONSOR_CATEGORIES as ALL_CATEGORIES, type ChannelTab, type RawChannel, type RawVideo } from './upstream.ts';

/** How a live read was answered (source and acquisition time); its payload goes under the read's own field. */
const answered = (r: { source: string; fetchedAt: Date }) => ({ source: r.source, fetchedAt: r.fetchedAt });
type Args = Record<string, unknown>;

/** The collections' rules, built once; they read the time when they parse. */

/**
 * A collection: max_pages 1 walks one page now; anything else becomes a durable job (free to submit, charged once
 * when it completes). `channelId` fixes the channel (a Channel's own connection).
 */
async function collection(tab: ChannelTab, args: Args, ctx: SubgraphContext, channelId?: string) {
  if (ctx.accountId === null) throw new InvalidApiKey();
  const { idempotencyKey } = args;
  const request = checkArgs(COLLECTION_RULES[tab], args, channelId === undefined ? {} : { prepare: (given) => ({ ...given, channelId }) }) as CollectionRequest;
  const now = Date.now();
  if (request.max_pages === 1) {
    const page = await runCollection(
      tab,
      request,
      { live: ctx.runtime.live, providers: videonetOf(ctx).providers },
      { asOf: new Date(now), deadline: now + ctx.runtime.config.jobBudgetMs, keyMode: ctx.keyMode },
    );
    return {
      page: {
        items: page.items,
        videos: request.get_raw ? null : page.items,
        rawItems: request.get_raw ? page.items : null,
        pages: page.pages,
        nextCursor: page.nextCursor,
        stopReason: page.stopReason,
        coverage: page.coverage,
        covered: page.coverage,
      },
      job: null,
    };
  }
  // A handle is read without regard to case (its cursors are bound to it lowercased): stored lowercased, the same
  // channel asked as @Name or @name is the same submission under one Idempotency-Key.
  const stored = { ...request, handle: request.handle === null ? null : request.handle.toLowerCase() };
  const submitted = await ctx.runtime.jobs.submit(ctx.accountId, collectionJob(tab), stored, typeof idempotencyKey === 'string' ? idempotencyKey : undefined);
  return {
    page: null,
    job: {
      batchId: submitted.batch_id,
      status: submitted.status,
      statusUrl: submitted.status_url,
      resultsUrl: submitted.results_url,
      job: { batchId: submitted.batch_id },
    },
  };
}

/** One item of a bulk read: its own answer, or its own error (code and message); a fault of ours fails the request. */
async function bulkItem<T>(input: string, read: () => Promise<{ payload: T; source: string; fetchedAt: Date }>) {
  try {
    const r = await read();
    return { input, status: 'ok', ...answered(r), value: r.payload, error: null };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { input, status: 'error', source: null, fetchedAt: null, value: null, error: { code: err.code, message: err.message } };
  }
}

/** Runs `work` over `items` with at most `limit` at a time, answering in the order of `items`. */
async function inOrder<I, O>(items: I[], limit: number, work: (item: I) => Promise<O>): Promise<O[]> {
  const out: O[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}
const BULK_CONCURRENCY = 8;

const src = (s: SourceMode | undefined) => s ?? 'auto';

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Long,
  // A collection job's results, its videos typed.
  JobResult: jobResultResolvers(COLLECTION_JOBS),
  Query: {
    async videonetChannel(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(libraryChannelArgs, args);
      const channel = await readStoredChannel(ctx.readDb, channelRef(p));
      if (channel) await ctx.runtime.mirror.swapExpired(channel);
      return channel;
    },
    async videonetVideo(_: unknown, args: Args, ctx: SubgraphContext) {
      const { id } = checkArgs(libraryVideoArgs, args);
      const video = await readStoredVideo(ctx.readDb, id);
      if (video) await ctx.runtime.mirror.swapExpired(video);
      return video;
    },
    async videonetLiveChannel(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(channelArgs, args);
      const r = await readChannel(ctx, channelRef(p), src(p.source));
      return { ...answered(r), channel: r.payload };
    },
    videonetLiveChannelVideos: (_: unknown, args: Args, ctx: SubgraphContext) => collection('videos', args, ctx),
    videonetLiveChannelShorts: (_: unknown, args: Args, ctx: SubgraphContext) => collection('shorts', args, ctx),
    videonetLiveChannelLives: (_: unknown, args: Args, ctx: SubgraphContext) => collection('lives', args, ctx),
    async videonetLiveVideo(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(videoArgs, args);
      const r = await readVideo(ctx, videoOf(p), src(p.source));
      return { ...answered(r), video: r.payload };
    },
    async videonetLiveComments(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(commentsArgs, args);
      const r = await readComments(ctx, videoOf(p), p.sort, p.replies ?? false, p.cursor, src(p.source));
      return { ...answered(r), comments: r.payload };
    },
    async videonetLiveTranscript(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(transcriptArgs, args);
      const r = await readTranscript(ctx, videoOf(p), p.lang ?? 'en', src(p.source));
      return { ...answered(r), transcript: r.payload };
    },
    async videonetLiveSponsors(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(sponsorsArgs, args);
      const r = await readSponsors(ctx, videoOf(p), p.categories ?? [...ALL_CATEGORIES], src(p.source));
      return { ...answered(r), sponsors: r.payload };
    },
    async videonetLiveThumbnails(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(thumbnailsArgs, args);
      const r = await readThumbnails(ctx, videoOf(p), src(p.source));
      return { ...answered(r), thumbnails: r.payload };
    },
    async videonetLiveSearch(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(searchArgs, args);
      const r = await readSearch(ctx, p.query, { type: p.type, duration: p.duration, upload_date: p.upload_date, sort: p.sort }, p.cursor, src(p.source));
      return { ...answered(r), search: r.payload };
    },
    async videonetLiveHashtag(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(hashtagArgs, args);
      const r = await readHashtag(ctx, p.tag, p.cursor, src(p.source));
      return { ...answered(r), hashtag: r.payload };
    },
    async videonetLiveSearchSuggestions(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(suggestionsArgs, args);
      const r = await readSuggestions(ctx, p.query, src(p.source));
      return { ...answered(r), suggestions: r.payload };
    },
    async videonetLivePlaylist(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(playlistArgs, args);
      const r = await readPlaylist(ctx, p.id, p.cursor, src(p.source));
      return { ...answered(r), playlist: r.payload };
    },
    async videonetLiveChannels(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(bulkChannelsArgs, args);
      const results = await inOrder(p.channels, BULK_CONCURRENCY, (input) => bulkItem(input, () => readChannel(ctx, refOfBulk(input), src(p.source))));
      return results.map(({ value, ...r }) => ({ ...r, channel: value }));
    },
    async videonetLiveTranscripts(_: unknown, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(bulkTranscriptsArgs, args);
      const lang = p.lang ?? 'en';
      const results = await inOrder(p.videos, BULK_CONCURRENCY, (input) => bulkItem(input, () => readTranscript(ctx, input, lang, src(p.source))));
      return results.map(({ value, ...r }) => ({ ...r, transcript: value }));
    },
  },
  Channel: {
    ...rowFields(typeDefs, 'Channel'),
    /** Another subgraph's reference: the library's channel, or only its id when never acquired. */
    async __resolveReference(ref: { channelId: string }, ctx: SubgraphContext) {
      return (await readStoredChannel(ctx.readDb, { channelId: ref.channelId })) ?? { channel_id: ref.channelId };
    },
    videos: (channel: RawChannel, args: Args, ctx: SubgraphContext) => collection('videos', args, ctx, channel.channel_id),
    shorts: (channel: RawChannel, args: Args, ctx: SubgraphContext) => collection('shorts', args, ctx, channel.channel_id),
    lives: (channel: RawChannel, args: Args, ctx: SubgraphContext) => collection('lives', args, ctx, channel.channel_id),
  },
  Video: {
    ...rowFields(typeDefs, 'Video'),
    async __resolveReference(ref: { videoId: string }, ctx: SubgraphContext) {
      return (await readStoredVideo(ctx.readDb, ref.videoId)) ?? { video_id: ref.videoId };
    },
    async comments(video: RawVideo, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(commentsArgs, { ...args, id: video.video_id });
      return (await readComments(ctx, video.video_id, p.sort, p.replies ?? false, p.cursor, src(p.source))).payload;
    },
    async transcript(video: RawVideo, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(transcriptArgs, { ...args, id: video.video_id });
      return (await readTranscript(ctx, video.video_id, p.lang ?? 'en', src(p.source))).payload;
    },
    async sponsors(video: RawVideo, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(sponsorsArgs, { ...args, id: video.video_id });
      return (await readSponsors(ctx, video.video_id, p.categories ?? [...ALL_CATEGORIES], src(p.source))).payload;
    },
    async thumbnails(video: RawVideo, args: Args, ctx: SubgraphContext) {
      const p = checkArgs(thumbnailsArgs, { ...args, id: video.video_id });
      return (await readThumbnails(ctx, video.video_id, src(p.source))).payload.thumbnails;
    },
  },
  // The payloads are in REST names; GraphQL reads them by the naming rule.
  VideonetVideoSummary: rowFields(typeDefs, 'VideonetVideoSummary'),
  VideonetCollectionPage: {},
  VideonetWalkCoverage: walkCoverageResolvers,
  VideonetComment: rowFields(typeDefs, 'VideonetComment'),
  VideonetCommentPage: rowFields(typeDefs, 'VideonetCommentPage'),
  VideonetTranscriptLanguage: rowFields(typeDefs, 'VideonetTranscriptLanguage'),
  VideonetTranscript: rowFields(typeDefs, 'VideonetTranscript'),
  VideonetSponsorSegment: rowFields(typeDefs, 'VideonetSponsorSegment'),
  VideonetSponsors: rowFields(typeDefs, 'VideonetSponsors'),
  VideonetThumbnail: rowFields(typeDefs, 'VideonetThumbnail'),
  VideonetThumbnails: rowFields(typeDefs, 'VideonetThumbnails'),
  VideonetSearchFilters: rowFields(typeDefs, 'VideonetSearchFilters'),
  VideonetSearchResult: rowFields(typeDefs, 'VideonetSearchResult'),
  VideonetSearchPage: rowFields(typeDefs, 'VideonetSearchPage'),
  VideonetHashtagPage: rowFields(typeDefs, 'VideonetHashtagPage'),
  VideonetPlaylistPage: rowFields(typeDefs, 'VideonetPlaylistPage'),
};

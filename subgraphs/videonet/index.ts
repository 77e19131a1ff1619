import { videonetDirectory } from './directory.ts';
import { MAX_PAGES_REFUSAL } from '../../platform/walkers/request.ts';
import type { SubgraphModule } from '../module.ts';
import { collectionJobOperations } from './collections.ts';
import { resolvers } from './resolvers.ts';
import { routes } from './routes.ts';
import { videonetServices, type VideonetServices } from './services.ts';
import type { PlatformRuntime } from '../runtime.ts';
import { COLLECTION, READ } from './prices.ts';

/**
 * The long-video network: the library (channels and videos live reads stored), live channel and video reads, channel
 * collections (videos, shorts, lives) as durable jobs, comments, transcripts, sponsor segments, thumbnails, search,
 * hashtags, suggestions, playlists, and two bulk reads charged per item read.
 */
/** max_pages as the collection rules check it: -1 for no cap, else from 1. */
const MAX_PAGES = { min: -1, max: 2 ** 31 - 1, except: [0], refusal: () => MAX_PAGES_REFUSAL };

export const videonet: SubgraphModule = {
  name: 'videonet',
  directory: () => videonetDirectory(),
  schema: new URL('./schema.graphql', import.meta.url),
  // Channels at `/@<handle>`, `/channel/UC…`, `/c/<name>`, `/user/<name>` (and their tabs); a video (`/watch`,
  // `/shorts/<id>`, the short host's links), a playlist, a search or a feed is not an account.
  profilePages: [
    {
      network: 'videonet',
      domain: 'youtube.com',
      aliases: ['videonet.example'],
      paths: [
        /^\/@([A-Za-z0-9._-]{3,30})(?:\/(?:featured|videos|shorts|streams|playlists|about))?\/?$/,
        /^\/(?:c|user)\/([A-Za-z0-9._-]{1,100})(?:\/(?:featured|videos|shorts|streams|playlists|about))?\/?$/,
        /^\/channel\/(UC[A-Za-z0-9_-]{22})(?:\/(?:featured|videos|shorts|streams|playlists|about))?\/?$/,
      ],
      // Channel ids are case-sensitive.
      keepCase: /^UC[A-Za-z0-9_-]{22}$/,
    },
  ],
  resolvers,
  services: videonetServices,
  jobOperations: (services: VideonetServices, platform: PlatformRuntime) =>
    collectionJobOperations({ live: platform.live, providers: services.providers }, platform.config.jobBudgetMs),
  migrations: new URL('./migrations/', import.meta.url),
  operations: routes,
  fieldPrices: {
    'Channel.videos': COLLECTION,
    'Channel.shorts': COLLECTION,
    'Channel.lives': COLLECTION,
    'Video.comments': { price: READ },
    'Video.transcript': { price: READ },
    'Video.sponsors': { price: READ },
    'Video.thumbnails': { price: READ },
    // Bulk reads: the item's own answer is what is priced, so a failed item costs nothing.
    'VideonetChannelResult.channel': { price: READ },
    'VideonetTranscriptResult.transcript': { price: READ },
  },
  lists: {
    ...Object.fromEntries(
      [
        'Query.videonetLiveChannelVideos',
        'Query.videonetLiveChannelShorts',
        'Query.videonetLiveChannelLives',
        'Channel.videos',
        'Channel.shorts',
        'Channel.lives',
      ].map((c) => [c, { ranges: { maxPages: MAX_PAGES } }]),
    ),
    'Query.videonetLiveChannels': { slicingArgument: 'channels' },
    'Query.videonetLiveTranscripts': { slicingArgument: 'videos' },
    'VideonetCommentPage.comments': { assumedSize: 20 },
    'VideonetComment.replies': { assumedSize: 10 },
    'VideonetTranscript.languages': { assumedSize: 10 },
    'VideonetTranscript.segments': { assumedSize: 400 },
    'VideonetSponsors.segments': { assumedSize: 20 },
    'VideonetThumbnails.thumbnails': { assumedSize: 6 },
    'Video.thumbnails': { assumedSize: 6 },
    'VideonetSearchPage.results': { assumedSize: 20 },
    'VideonetHashtagPage.videos': { assumedSize: 30 },
    'VideonetPlaylistPage.videos': { assumedSize: 100 },
    'Channel.links': { assumedSize: 10 },
  },
};

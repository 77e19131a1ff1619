import type { FieldPrice } from '../../platform/billing/cost-model.ts';
import { defineRoute, type SampleRequest } from '../../platform/rest/route.ts';
import { jobItemsField } from '../../platform/walkers/index.ts';
import { collectionJob, collectionJobItems } from './collections.ts';
import { COLLECTION_RULES } from './params.ts';
import type { CollectionRequest } from './params.ts';
import {
  bulkChannelsArgs,
  bulkTranscriptsArgs,
  channelArgs,
  commentsArgs,
  hashtagArgs,
  libraryChannelArgs,
  libraryVideoArgs,
  playlistArgs,
  searchArgs,
  sponsorsArgs,
  suggestionsArgs,
  thumbnailsArgs,
  transcriptArgs,
  videoArgs,
  videoOf,
} from './params.ts';
import type { ChannelTab } from './upstream.ts';
import { COLLECTION, READ } from './prices.ts';

/** videonet's REST operations (contract 4.5, 4.6 and the paths documented in the README). */

const CHANNEL = `fragment C on Channel {
  channelId handle title description avatarUrl bannerUrl subscriberCount videoCount viewCount country joined joinedDate keywords verified
  links { title url }
}`;
const VIDEO = `fragment V on Video {
  videoId title description channelId channelHandle channelTitle avatarUrl publishedAt durationSeconds viewCount likeCount commentCount
  keywords category isLive wasLive isShort isFamilySafe thumbUrl videoUrl
}`;
const SUMMARY = `fragment S on VideonetVideoSummary {
  videoId title channelId channelTitle publishedAt publishedText durationSeconds viewCount thumbUrl isShort isLive wasLive videoUrl
}`;
const COMMENT = `fragment K on VideonetComment {
  commentId text author authorChannelId avatarUrl likes replyCount publishedText isPinned isHearted authorIsOwner
  replies { commentId text author authorChannelId avatarUrl likes replyCount publishedText isPinned isHearted authorIsOwner }
}`;
const TRANSCRIPT = `fragment T on VideonetTranscript { videoId lang languages { code name isGenerated } segments { start end text } }`;

/** GET /v1/videonet/channel: a channel from the library (what live reads stored); never acquires. */
export const videonetLibraryChannel = defineRoute({
  method: 'GET',
  path: '/v1/videonet/channel',
  operation: 'videonet.channel',
  price: { price: READ },
  sample: async (api) => {
    await api.acquire('/v1/videonet/live/channel?handle=@parity_lib');
    return { query: { handle: '@parity_lib' } };
  },
  summary: 'A channel from the library, as a live read stored it',
  params: libraryChannelArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetChannel($handle: String, $channelId: String) {
      channel: videonetChannel(handle: $handle, channelId: $channelId) {
        ...C
      }
    }
    ${CHANNEL}
  `,
  variables: (p) => ({ handle: p.handle, channelId: p.channel_id }),
  answer: { kind: 'record', at: 'channel' },
  notFound: 'This channel is not in the library. Library reads never acquire; use /v1/videonet/live/channel.',
});

/** GET /v1/videonet/video: a video from the library; never acquires. */
export const videonetLibraryVideo = defineRoute({
  method: 'GET',
  path: '/v1/videonet/video',
  operation: 'videonet.video',
  price: { price: READ },
  sample: async (api) => {
    await api.acquire('/v1/videonet/live/video?id=parityvid01');
    return { query: { id: 'parityvid01' } };
  },
  summary: 'A video from the library, as a live read stored it',
  params: libraryVideoArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetVideo($id: String!) {
      video: videonetVideo(id: $id) {
        ...V
      }
    }
    ${VIDEO}
  `,
  variables: (p) => ({ id: p.id }),
  answer: { kind: 'record', at: 'video' },
  notFound: 'This video is not in the library. Library reads never acquire; use /v1/videonet/live/video.',
});

/** GET /v1/videonet/live/channel: the long-video channel (2.13). */
export const videonetLiveChannel = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/channel',
  operation: 'videonet.live.channel',
  price: { price: READ },
  retired: '/v1/live/videonet/channel',
  sample: { query: { handle: '@parity_channel' } },
  summary: 'A channel (the long-video channel shape), by handle or channel id',
  params: channelArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveChannel($handle: String, $channelId: String, $source: SourceMode) {
      read: videonetLiveChannel(handle: $handle, channelId: $channelId, source: $source) {
        source
        fetchedAt
        payload: channel {
          ...C
        }
      }
    }
    ${CHANNEL}
  `,
  variables: (p) => ({ handle: p.handle, channelId: p.channel_id, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such channel.',
});

function collectionRoute(tab: ChannelTab, field: string, declared: { price: FieldPrice; retired: string; sample: SampleRequest }) {
  return defineRoute({
    method: 'GET',
    path: `/v1/videonet/live/channel/${tab}`,
    operation: `videonet.live.channel.${tab}`,
    summary: `A channel's ${tab === 'lives' ? 'past live streams' : tab}: one page now (max_pages=1) or a durable job`,
    params: COLLECTION_RULES[tab],
    subgraph: 'videonet',
    document: /* GraphQL */ `
      query VideonetCollection($handle: String, $channelId: String, $sort: String, $since: String, $maxPages: Int, $cursor: String, $cached: VideonetCacheMode, $getRaw: Boolean, $idempotencyKey: String) {
        walk: ${field}(handle: $handle, channelId: $channelId, sort: $sort, since: $since, maxPages: $maxPages, cursor: $cursor, cached: $cached, getRaw: $getRaw, idempotencyKey: $idempotencyKey) {
          page { items pages nextCursor stopReason coverage }
          job { batchId status statusUrl resultsUrl }
        }
      }`,
    variables: (r: CollectionRequest, request) => ({
      handle: r.handle ?? undefined,
      channelId: r.channel_id ?? undefined,
      sort: r.sort,
      since: r.since ?? undefined,
      // No page cap (-1, or since alone) is null in the request; -1 says the same to the resolver.
      maxPages: r.max_pages ?? -1,
      cursor: r.cursor ?? undefined,
      cached: r.cached,
      getRaw: r.get_raw,
      idempotencyKey: request.idempotencyKey,
    }),
    answer: {
      kind: 'page-or-job',
      page: 'walk.page',
      job: 'walk.job',
      jobItems: { operation: collectionJob(tab), field: jobItemsField(collectionJobItems(tab))! },
    },
    notFound: 'Nothing to walk.',
    ...declared,
  });
}

export const videonetChannelVideos = collectionRoute('videos', 'videonetLiveChannelVideos', {
  price: COLLECTION,
  retired: '/v1/live/videonet/channel/videos',
  sample: { query: { handle: '@sbx_80_parity', max_pages: '1', sort: 'popular' } },
});
export const videonetChannelShorts = collectionRoute('shorts', 'videonetLiveChannelShorts', {
  price: COLLECTION,
  retired: '/v1/live/videonet/channel/shorts',
  sample: { query: { channel_id: 'UCparityparityparityxxxx', max_pages: '1' } },
});
export const videonetChannelLives = collectionRoute('lives', 'videonetLiveChannelLives', {
  price: COLLECTION,
  retired: '/v1/live/videonet/channel/lives',
  sample: { query: { handle: '@sbx_80_parity', max_pages: '2' } },
});

/** GET /v1/videonet/live/video */
export const videonetLiveVideo = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/video',
  operation: 'videonet.live.video',
  price: { price: READ },
  retired: '/v1/live/videonet/video',
  sample: { query: { url: 'https://youtu.be/parityvid02' } },
  summary: 'A video, by id or URL',
  params: videoArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveVideo($id: String, $source: SourceMode) {
      read: videonetLiveVideo(id: $id, source: $source) {
        source
        fetchedAt
        payload: video {
          ...V
        }
      }
    }
    ${VIDEO}
  `,
  variables: (p) => ({ id: videoOf(p), source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such video.',
});

/** GET /v1/videonet/live/video/comments */
export const videonetLiveComments = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/video/comments',
  operation: 'videonet.live.video.comments',
  price: { price: READ },
  retired: '/v1/live/videonet/video/comments',
  sample: { query: { id: 'parityvid02', sort: 'newest', replies: 'true' } },
  summary: "One page of a video's comments, top or newest, with replies on request",
  params: commentsArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveComments($id: String, $sort: String, $replies: Boolean, $cursor: String, $source: SourceMode) {
      read: videonetLiveComments(id: $id, sort: $sort, replies: $replies, cursor: $cursor, source: $source) {
        source
        fetchedAt
        payload: comments {
          videoId
          sort
          commentCount
          comments {
            ...K
          }
          nextCursor
        }
      }
    }
    ${COMMENT}
  `,
  variables: (p) => ({ id: videoOf(p), sort: p.sort, replies: p.replies ?? false, cursor: p.cursor, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such video.',
});

/** GET /v1/videonet/live/video/transcript */
export const videonetLiveTranscript = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/video/transcript',
  operation: 'videonet.live.video.transcript',
  price: { price: READ },
  retired: '/v1/live/videonet/video/transcript',
  sample: { query: { id: 'parityvid02' } },
  summary: "A video's caption transcript in one language, with the languages it has",
  params: transcriptArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveTranscript($id: String, $lang: String, $source: SourceMode) {
      read: videonetLiveTranscript(id: $id, lang: $lang, source: $source) {
        source
        fetchedAt
        payload: transcript {
          ...T
        }
      }
    }
    ${TRANSCRIPT}
  `,
  variables: (p) => ({ id: videoOf(p), lang: p.lang ?? 'en', source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such video, or no captions in this language.',
});

/** GET /v1/videonet/live/video/sponsors */
export const videonetLiveSponsors = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/video/sponsors',
  operation: 'videonet.live.video.sponsors',
  price: { price: READ },
  retired: '/v1/live/videonet/video/sponsors',
  sample: { query: { id: 'parityvid02', categories: 'sponsor,intro' } },
  summary: "A video's sponsor segments: category, start, end, votes",
  params: sponsorsArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveSponsors($id: String, $categories: [String!], $source: SourceMode) {
      read: videonetLiveSponsors(id: $id, categories: $categories, source: $source) {
        source
        fetchedAt
        payload: sponsors {
          videoId
          categories
          segmentCount
          segments {
            segmentId
            category
            action
            start
            end
            votes
            locked
            videoDuration
          }
        }
      }
    }
  `,
  variables: (p) => ({ id: videoOf(p), categories: p.categories, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such video.',
});

/** GET /v1/videonet/live/video/thumbnails */
export const videonetLiveThumbnails = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/video/thumbnails',
  operation: 'videonet.live.video.thumbnails',
  price: { price: READ },
  retired: '/v1/live/videonet/video/thumbnails',
  sample: { query: { id: 'parityvid02' } },
  summary: "Every size of a video's thumbnail (mirrored like every image)",
  params: thumbnailsArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveThumbnails($id: String, $source: SourceMode) {
      read: videonetLiveThumbnails(id: $id, source: $source) {
        source
        fetchedAt
        payload: thumbnails {
          videoId
          thumbnails {
            size
            width
            height
            imageUrl
          }
        }
      }
    }
  `,
  variables: (p) => ({ id: videoOf(p), source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such video.',
});

/** GET /v1/videonet/live/search */
export const videonetLiveSearch = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/search',
  operation: 'videonet.live.search',
  price: { price: READ },
  retired: '/v1/live/videonet/search',
  sample: { query: { query: 'parity lessons', type: 'video', upload_date: 'month' } },
  summary: 'One page of search results (videos, channels, playlists) with filters',
  params: searchArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveSearch($query: String!, $type: String, $duration: String, $uploadDate: String, $sort: String, $cursor: String, $source: SourceMode) {
      read: videonetLiveSearch(query: $query, type: $type, duration: $duration, uploadDate: $uploadDate, sort: $sort, cursor: $cursor, source: $source) {
        source
        fetchedAt
        payload: search {
          query
          filters {
            type
            duration
            uploadDate
            sort
          }
          estimatedResults
          results {
            kind
            id
            title
            channelId
            channelTitle
            thumbUrl
            publishedText
            viewCount
            durationSeconds
            videoCount
            subscriberCount
            url
          }
          nextCursor
        }
      }
    }
  `,
  variables: (p) => ({
    query: p.query,
    type: p.type,
    duration: p.duration,
    uploadDate: p.upload_date,
    sort: p.sort,
    cursor: p.cursor,
    source: p.source ?? 'auto',
  }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No stored search page for exactly these arguments.',
});

/** GET /v1/videonet/live/hashtag */
export const videonetLiveHashtag = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/hashtag',
  operation: 'videonet.live.hashtag',
  price: { price: READ },
  retired: '/v1/live/videonet/hashtag',
  sample: { query: { tag: 'parity' } },
  summary: 'One page of the videos of a hashtag',
  params: hashtagArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveHashtag($tag: String!, $cursor: String, $source: SourceMode) {
      read: videonetLiveHashtag(tag: $tag, cursor: $cursor, source: $source) {
        source
        fetchedAt
        payload: hashtag {
          tag
          videoCountText
          videos {
            ...S
          }
          nextCursor
        }
      }
    }
    ${SUMMARY}
  `,
  variables: (p) => ({ tag: p.tag, cursor: p.cursor, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such hashtag.',
});

/** GET /v1/videonet/live/search/suggestions */
export const videonetLiveSuggestions = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/search/suggestions',
  operation: 'videonet.live.search.suggestions',
  price: { price: READ },
  retired: '/v1/live/videonet/search/suggestions',
  sample: { query: { query: 'parity' } },
  summary: 'Search suggestions for a partial query',
  params: suggestionsArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLiveSuggestions($query: String!, $source: SourceMode) {
      read: videonetLiveSearchSuggestions(query: $query, source: $source) {
        source
        fetchedAt
        payload: suggestions {
          query
          suggestions
        }
      }
    }
  `,
  variables: (p) => ({ query: p.query, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No stored suggestions for exactly this query.',
});

/** GET /v1/videonet/live/playlist */
export const videonetLivePlaylist = defineRoute({
  method: 'GET',
  path: '/v1/videonet/live/playlist',
  operation: 'videonet.live.playlist',
  price: { price: READ },
  retired: '/v1/live/videonet/playlist',
  sample: { query: { id: 'PLparityparity01' } },
  summary: "One page of a playlist's videos",
  params: playlistArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetLivePlaylist($id: String!, $cursor: String, $source: SourceMode) {
      read: videonetLivePlaylist(id: $id, cursor: $cursor, source: $source) {
        source
        fetchedAt
        payload: playlist {
          playlistId
          title
          description
          channelId
          channelTitle
          videoCount
          viewCount
          videos {
            ...S
          }
          nextCursor
        }
      }
    }
    ${SUMMARY}
  `,
  variables: (p) => ({ id: p.id, cursor: p.cursor, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such playlist.',
});

/** POST /v1/videonet/live/channels: a bulk channel read, each item its own answer or error, charged per success. */
export const videonetBulkChannels = defineRoute({
  method: 'POST',
  path: '/v1/videonet/live/channels',
  operation: 'videonet.live.channels',
  retired: '/v1/live/videonet/channels',
  sample: { body: { channels: ['@parity_bulk', 'UC9990404parityparityxxx', '@parity_bulk2'] } },
  summary: 'Up to 100 channels in one request, each answered or failed on its own; charged per channel read',
  params: bulkChannelsArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetBulkChannels($channels: [String!]!, $source: SourceMode) {
      results: videonetLiveChannels(channels: $channels, source: $source) {
        input
        status
        source
        fetchedAt
        channel {
          ...C
        }
        error {
          code
          message
        }
      }
    }
    ${CHANNEL}
  `,
  variables: (p) => ({ channels: p.channels, source: p.source ?? 'auto' }),
  answer: { kind: 'record', at: 'results', wrap: 'results' },
  notFound: 'Nothing to read.',
});

/** POST /v1/videonet/live/transcripts: a bulk transcript read, charged per transcript read. */
export const videonetBulkTranscripts = defineRoute({
  method: 'POST',
  path: '/v1/videonet/live/transcripts',
  operation: 'videonet.live.transcripts',
  retired: '/v1/live/videonet/transcripts',
  sample: { body: { videos: ['parityvid03', '9990502abcd'], lang: 'en' } },
  summary: 'The transcripts of up to 100 videos in one request, each answered or failed on its own; charged per transcript read',
  params: bulkTranscriptsArgs,
  subgraph: 'videonet',
  document: /* GraphQL */ `
    query VideonetBulkTranscripts($videos: [String!]!, $lang: String, $source: SourceMode) {
      results: videonetLiveTranscripts(videos: $videos, lang: $lang, source: $source) {
        input
        status
        source
        fetchedAt
        transcript {
          ...T
        }
        error {
          code
          message
        }
      }
    }
    ${TRANSCRIPT}
  `,
  variables: (p) => ({ videos: p.videos, lang: p.lang ?? 'en', source: p.source ?? 'auto' }),
  answer: { kind: 'record', at: 'results', wrap: 'results' },
  notFound: 'Nothing to read.',
});

export const routes = [
  videonetLibraryChannel,
  videonetLibraryVideo,
  videonetLiveChannel,
  videonetChannelVideos,
  videonetChannelShorts,
  videonetChannelLives,
  videonetLiveVideo,
  videonetLiveComments,
  videonetLiveTranscript,
  videonetLiveSponsors,
  videonetLiveThumbnails,
  videonetLiveSearch,
  videonetLiveHashtag,
  videonetLiveSuggestions,
  videonetLivePlaylist,
  videonetBulkChannels,
  videonetBulkTranscripts,
];

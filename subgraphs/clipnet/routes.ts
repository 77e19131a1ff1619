import { defineRoute } from '../../platform/rest/route.ts';
import { libraryArgs, libraryVideosArgs, mentionsArgs, searchArgs, userArgs, userVideosArgs, videoArgs } from './params.ts';
import { CLIPNET_PRICES as P } from './prices.ts';

/** clipnet's REST routes (the walkers' are in walkers.ts): the library under /v1/clipnet, live reads under /live. */

const CREATOR =
  'fragment C on ClipnetCreator { platform userId secUid handle nickname bio avatarUrl verified private region followers following likes videoCount profileUrl }';
const VIDEO = `fragment V on ClipnetVideo {
  platform videoId handle authorId description createdAt durationSeconds imageUrl videoUrl url views likes comments shares saves hashtags mentions
  music { musicId title author original }
}`;
const NEVER_ACQUIRES = 'Library reads never acquire; read it live first.';

export const clipnetProfile = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/profile',
  operation: 'clipnet.profile',
  price: { price: P.profile },
  sample: async (api) => {
    await api.acquire('/v1/clipnet/live/user?handle=parity.stored');
    return { query: { handle: 'parity.stored' } };
  },
  summary: 'A creator from the library: the latest stored snapshot',
  params: libraryArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetProfile($handle: String!) {
      profile: clipnetProfile(handle: $handle) {
        creator {
          ...C
        }
        fetchedAt
        snapshots
      }
    }
    ${CREATOR}
  `,
  variables: (p) => ({ handle: p.handle }),
  answer: { kind: 'record', at: 'profile' },
  notFound: `This creator is not in the library. ${NEVER_ACQUIRES} (/v1/clipnet/live/user)`,
});

export const clipnetVideos = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/videos',
  operation: 'clipnet.videos',
  price: { price: P.videos },
  sample: async (api) => {
    await api.acquire('/v1/clipnet/live/user/videos?handle=sbx_30_parity.lib&limit=30');
    return { query: { handle: 'sbx_30_parity.lib', limit: '7' } };
  },
  summary: "A creator's stored videos, newest first, keyset-paged",
  params: libraryVideosArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetVideos($handle: String!, $limit: Int, $cursor: String) {
      videos: clipnetVideos(handle: $handle, limit: $limit, cursor: $cursor) {
        handle
        videos {
          ...V
        }
        nextCursor
      }
    }
    ${VIDEO}
  `,
  variables: (p) => ({ handle: p.handle, limit: p.limit, cursor: p.cursor }),
  answer: { kind: 'record', at: 'videos' },
  notFound: `This creator is not in the library. ${NEVER_ACQUIRES} (/v1/clipnet/live/user/videos)`,
});

export const clipnetStats = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/stats',
  operation: 'clipnet.stats',
  price: { price: P.stats },
  sample: async (api) => {
    await api.acquire('/v1/clipnet/live/user?handle=parity.stats');
    return { query: { handle: 'parity.stats' } };
  },
  summary: "A creator's follower, like and view history over its stored snapshots, with 7- and 30-day growth",
  params: libraryArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetStats($handle: String!) {
      stats: clipnetStats(handle: $handle) {
        handle
        snapshots
        history {
          fetchedAt
          followers
          likes
          views
        }
        growth {
          days
          since
          followers
          likes
          views
        }
      }
    }
  `,
  variables: (p) => ({ handle: p.handle }),
  answer: { kind: 'record', at: 'stats' },
  notFound: `This creator is not in the library. ${NEVER_ACQUIRES} (/v1/clipnet/live/user)`,
});

export const clipnetLiveUser = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/live/user',
  operation: 'clipnet.live.user',
  price: { price: P.user },
  retired: '/v1/live/clipnet/user',
  sample: { query: { handle: 'parity.creator' } },
  summary: "A creator's profile, live or from its stored payload",
  params: userArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetLiveUser($handle: String!, $source: SourceMode) {
      read: clipnetUser(handle: $handle, source: $source) {
        source
        fetchedAt
        payload: creator {
          ...C
        }
      }
    }
    ${CREATOR}
  `,
  variables: (p) => ({ handle: p.handle, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such creator.',
});

export const clipnetLiveUserVideos = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/live/user/videos',
  operation: 'clipnet.live.user.videos',
  price: { price: P.userVideos },
  retired: '/v1/live/clipnet/user/videos',
  sample: { query: { handle: 'sbx_40_parity', limit: '40' } },
  summary: "A creator's newest videos (up to 100, flat-priced): the raw item_list pages as served",
  params: userVideosArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetLiveUserVideos($handle: String!, $limit: Int, $source: SourceMode) {
      read: clipnetUserVideos(handle: $handle, limit: $limit, source: $source) {
        source
        fetchedAt
        payload: list {
          username
          secUid
          videoCount
          pages
        }
      }
    }
  `,
  variables: (p) => ({ handle: p.handle, limit: p.limit, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such creator.',
});

export const clipnetLiveVideo = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/live/video',
  operation: 'clipnet.live.video',
  price: { price: P.video },
  retired: '/v1/live/clipnet/video',
  sample: { query: { url: 'https://www.tiktok.com/@parity.creator/video/7311111111111111111' } },
  summary: 'One video, by id or URL',
  params: videoArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetLiveVideo($id: String, $source: SourceMode) {
      read: clipnetVideo(id: $id, source: $source) {
        source
        fetchedAt
        payload: video {
          ...V
        }
      }
    }
    ${VIDEO}
  `,
  variables: (p) => ({ id: p.id, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such video.',
});

export const clipnetLiveMentions = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/live/mentions',
  operation: 'clipnet.live.mentions',
  price: { price: P.mentions },
  retired: '/v1/live/clipnet/mentions',
  sample: { query: { handle: 'parity.creator' } },
  summary: 'Videos that mention a creator',
  params: mentionsArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetLiveMentions($handle: String!, $source: SourceMode) {
      read: clipnetMentions(handle: $handle, source: $source) {
        source
        fetchedAt
        payload: mentions {
          handle
          count
          videos {
            ...V
          }
        }
      }
    }
    ${VIDEO}
  `,
  variables: (p) => ({ handle: p.handle, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such creator.',
});

export const clipnetLiveSearch = defineRoute({
  method: 'GET',
  path: '/v1/clipnet/live/search',
  operation: 'clipnet.live.search',
  price: { price: P.search },
  retired: '/v1/live/clipnet/search',
  sample: { query: { query: 'parity dance', type: 'videos' } },
  summary: 'A search for creators or videos',
  params: searchArgs,
  subgraph: 'clipnet',
  document: /* GraphQL */ `
    query ClipnetLiveSearch($query: String!, $type: ClipnetSearchType!, $source: SourceMode) {
      read: clipnetSearch(query: $query, type: $type, source: $source) {
        source
        fetchedAt
        payload: results {
          query
          type
          users {
            ...C
          }
          videos {
            ...V
          }
        }
      }
    }
    ${CREATOR}
    ${VIDEO}
  `,
  variables: (p) => ({ query: p.query, type: p.type, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'Nothing found.',
});

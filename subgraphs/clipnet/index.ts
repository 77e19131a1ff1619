import { clipnetDirectory } from './directory.ts';
import type { SubgraphModule } from '../module.ts';
import { CLIPNET_WORKER } from './worker.ts';
import { argumentRanges } from '../../platform/rest/params.ts';
import { libraryVideosArgs, userVideosArgs } from './params.ts';
import { resolvers } from './resolvers.ts';
import {
  clipnetLiveMentions,
  clipnetLiveSearch,
  clipnetLiveUser,
  clipnetLiveUserVideos,
  clipnetLiveVideo,
  clipnetProfile,
  clipnetStats,
  clipnetVideos,
} from './routes.ts';
import { clipnetServices, type ClipnetServices } from './services.ts';
import { clipnetJobOperations, walkerLists, walkerRoutes } from './walkers.ts';

/**
 * The short-video network (contract 1.4, 2.13): the library (profile, stored videos, stats over stored snapshots),
 * live reads with `source` (a creator, its video list as the raw item_list pages, one video, mentions, search) and
 * four list walkers on the walker kit (followers, following, a video's comments, a hashtag's videos).
 */
export const clipnet: SubgraphModule = {
  name: 'clipnet',
  directory: () => clipnetDirectory(),
  acquisitionWorker: CLIPNET_WORKER,
  schema: new URL('./schema.graphql', import.meta.url),
  // Profiles at `/@<handle>`; a video (`/@<handle>/video/<id>`), a tag or a share link (`vm.` host) is not an account.
  profilePages: [{ network: 'clipnet', domain: 'tiktok.com', aliases: ['clipnet.example'], paths: [/^\/@([A-Za-z0-9._]{2,24})\/?$/] }],
  resolvers,
  services: clipnetServices,
  migrations: new URL('./migrations/', import.meta.url),
  jobOperations: (services: ClipnetServices, platform) =>
    clipnetJobOperations({ live: platform.live, providers: services.providers }, platform.config.jobBudgetMs),
  operations: [
    clipnetProfile,
    clipnetVideos,
    clipnetStats,
    clipnetLiveUser,
    clipnetLiveUserVideos,
    clipnetLiveVideo,
    clipnetLiveMentions,
    clipnetLiveSearch,
    ...walkerRoutes,
  ],
  lists: {
    'Query.clipnetVideos': { slicingArgument: 'limit', sizedFields: ['videos'], ranges: argumentRanges(libraryVideosArgs) },
    'Query.clipnetUserVideos': { ranges: argumentRanges(userVideosArgs) },
    ...walkerLists,
    'ClipnetVideoList.pages': { assumedSize: 3 },
    'ClipnetVideoList.itemListPages': { assumedSize: 3 },
    'ClipnetItemListPage.itemList': { assumedSize: 35 },
    'ClipnetRawItem.challenges': { assumedSize: 10 },
    'ClipnetRawItem.textExtra': { assumedSize: 10 },
    'ClipnetItemListExtra.fatalItemIds': { assumedSize: 10 },
    'ClipnetVideo.hashtags': { assumedSize: 10 },
    'ClipnetVideo.mentions': { assumedSize: 10 },
    'ClipnetStats.history': { assumedSize: 100 },
    'ClipnetStats.growth': { assumedSize: 2 },
    'ClipnetMentions.videos': { assumedSize: 30 },
    'ClipnetSearchResults.users': { assumedSize: 20 },
    'ClipnetSearchResults.videos': { assumedSize: 20 },
  },
};

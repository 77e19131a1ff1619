import type { SubgraphModule } from '../module.ts';
import { PHOTONET_WORKER } from './worker.ts';
import { photonetImporters } from './corpus.ts';
import { demoContentLines, demoCorpusLines, demoHistoryBatches, demoProfile } from './demo-corpus.ts';
import { demoTables } from './demo-tables.ts';
import { resolvers } from './resolvers.ts';
import { photonetServices, type PhotonetServices } from './services.ts';
import { PHOTONET_PRICES as P } from './prices.ts';
import { MAX_BATCH, WALKERS } from './walkers/operations.ts';
import { walkerJobOperations } from './walkers/jobs.ts';
import { photonetProfile, photonetProfileMetrics } from './routes/profile.ts';
import {
  photonetStoredComments,
  photonetStoredPost,
  photonetStoredPostComments,
  photonetStoredPostMedia,
  photonetStoredProfileFull,
  photonetStoredProfileMedia,
} from './routes/stored.ts';
import {
  photonetFollowersRoute,
  photonetFollowingRoute,
  photonetLoggedoutTimelineRoute,
  photonetPopularSearchMediaRoute,
  photonetPostCommentsRoute,
  photonetUserFeedRoute,
  photonetUsertagsFeedRoute,
} from './routes/walkers.ts';
import { photonetDirectory } from './directory.ts';
import { PHOTONET_PAGES } from './profile-pages.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { lookalikeArgs, searchArgs } from './discovery/params.ts';
import { wrapperLists } from './wrappers/operations.ts';
import { wrapperRoutes } from './wrappers/routes.ts';
import { argumentRanges } from '../../platform/rest/params.ts';
import { walkRanges } from '../../platform/walkers/index.ts';
import { postCommentsArgs, profilePostsArgs, storedCommentsArgs, storedPostCommentsArgs, storedProfileMediaArgs } from './stored-args.ts';

/** How many demo profiles `npm start` loads on an empty library. */
const DEMO_PROFILES = 2_000;

export const photonet: SubgraphModule = {
  name: 'photonet',
  acquisitionWorker: PHOTONET_WORKER,
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  services: photonetServices,
  directory: () => photonetDirectory(),
  profilePages: PHOTONET_PAGES,
  importers: photonetImporters,
  // Its own tables beside the platform's photonet tables (002, 004), which they refer to: history and metrics.
  migrations: new URL('./migrations/', import.meta.url),
  demo: {
    async loaded(db) {
      const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM photonet_profiles');
      return count > 0;
    },
    // Earlier collections first (each a point of the profiles' scrape history), then the profiles as last collected.
    batches: () => [...demoHistoryBatches(DEMO_PROFILES), demoCorpusLines(DEMO_PROFILES), demoContentLines(DEMO_PROFILES)],
    tables: () => demoTables(DEMO_PROFILES),
    summary: `${DEMO_PROFILES} photonet profiles with posts, reels, comments, media and scrape history`,
    example: {
      rest: `/v1/photonet/profile?q=${demoProfile(0).username}`,
      graphql: `{\n  photonetProfile(q: "@${demoProfile(0).username}") {\n    username\n    fullName\n    followers\n    enrichment { primaryNiche country }\n  }\n}`,
    },
  },
  jobOperations: (services: PhotonetServices, platform) =>
    walkerJobOperations({ live: platform.live, providers: services.walks, pool: services.pool }, platform.config.jobBudgetMs),
  operations: [
    photonetProfile,
    photonetProfileMetrics,
    photonetStoredProfileFull,
    photonetStoredProfileMedia,
    photonetStoredPost,
    photonetStoredPostComments,
    photonetStoredPostMedia,
    photonetStoredComments,
    photonetUserFeedRoute,
    photonetUsertagsFeedRoute,
    photonetPostCommentsRoute,
    photonetPopularSearchMediaRoute,
    photonetLoggedoutTimelineRoute,
    photonetFollowersRoute,
    photonetFollowingRoute,
    ...wrapperRoutes,
    ...discoveryRoutes,
  ],
  fieldPrices: {
    'Query.photonetProfiles': { price: P.profile, listArg: 'q' },
    'Profile.posts': { price: P.postsBlock, block: { size: 12, limitArg: 'first', defaultLimit: 12, items: 'nodes' } },
    'Profile.full': { price: P.storedFull },
    'Post.comments': { price: P.storedRead },
  },
  lists: {
    'Query.discoverProfiles': { slicingArgument: 'limit', sizedFields: ['profiles'], ranges: argumentRanges(searchArgs) },
    'Query.lookalikes': { slicingArgument: 'limit', sizedFields: ['profiles'], ranges: argumentRanges(lookalikeArgs) },
    'DiscoveryHit.highlights': { assumedSize: 5 },
    'LookalikeHit.shared': { assumedSize: 6 },
    'Query.photonetStoredProfileMedia': { slicingArgument: 'limit', sizedFields: ['posts'], ranges: argumentRanges(storedProfileMediaArgs) },
    'Query.photonetStoredPostComments': { slicingArgument: 'limit', sizedFields: ['comments'], ranges: argumentRanges(storedPostCommentsArgs) },
    'Query.photonetStoredComments': { slicingArgument: 'limit', sizedFields: ['comments'], ranges: argumentRanges(storedCommentsArgs) },
    'Query.photonetUserFeed': { ranges: walkRanges(WALKERS.user_feed) },
    'Query.photonetUsertagsFeed': { ranges: walkRanges(WALKERS.usertags_feed) },
    'Query.photonetPostComments': { ranges: walkRanges(WALKERS.post_comments) },
    'Query.photonetPopularSearchMedia': { ranges: walkRanges(WALKERS.popular_search_media) },
    'Query.photonetLoggedoutTimeline': { ranges: walkRanges(WALKERS.loggedout_timeline) },
    'Query.photonetFollowers': { ranges: walkRanges(WALKERS.followers) },
    'Query.photonetFollowing': { ranges: walkRanges(WALKERS.following) },
    'Profile.posts': { slicingArgument: 'first', sizedFields: ['nodes'], ranges: argumentRanges(profilePostsArgs) },
    'Post.comments': { slicingArgument: 'first', sizedFields: ['comments'], ranges: argumentRanges(postCommentsArgs) },
    'Post.commentsList': { assumedSize: 10 },
    'ProfileMetrics.qualitySignals': { assumedSize: 4 },
    // A carousel holds at most 20 items.
    'Post.media': { assumedSize: 20 },
    'StoredProfileFull.topContent': { assumedSize: 12 },
    'StoredProfileFull.hashtags': { assumedSize: 30 },
    'StoredProfileFull.collaborations': { assumedSize: 30 },
    'StoredProfileFull.mentionedAccounts': { assumedSize: 30 },
    'Timeline.posts': { assumedSize: 12 },
    'Timeline.reels': { assumedSize: 12 },
    'Timeline.all': { assumedSize: 24 },
    ...wrapperLists(),
    'WalkBatch.results': { assumedSize: MAX_BATCH },
    // A walk page's typed items: each walker fills its own kind (a page holds at most 100 posts or comments, 200 accounts).
    'WalkPage.posts': { assumedSize: 100 },
    'WalkPage.comments': { assumedSize: 100 },
    'WalkPage.accounts': { assumedSize: 200 },
    'WalkTargetPage.posts': { assumedSize: 50 },
    'WalkTargetPage.accounts': { assumedSize: 200 },
    'WalkTargetPage.comments': { assumedSize: 1 },
  },
};

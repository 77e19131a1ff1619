import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../registry.ts';
import { photonetImporters } from './corpus.ts';
import { demoContentLines, demoCorpusLines, demoProfile } from './demo-corpus.ts';
import { resolvers } from './resolvers.ts';
import { photonetServices, type PhotonetServices } from './services.ts';
import { walkerJobOperations } from './walkers/operations.ts';
import { photonetProfile } from './routes/profile.ts';
import {
  photonetStoredComments,
  photonetStoredPost,
  photonetStoredPostComments,
  photonetStoredPostMedia,
  photonetStoredProfileFull,
  photonetStoredProfileMedia,
} from './routes/stored.ts';
import { photonetFollowersRoute, photonetPostCommentsRoute, photonetUserFeedRoute } from './routes/walkers.ts';

/** How many demo profiles `npm start` loads on an empty library. */
const DEMO_PROFILES = 2_000;

// Only a walk of one page answers items now; any other walk is a job, free to submit.
const ONE_PAGE = { arg: 'maxPages', equals: 1 };

export const photonet: SubgraphModule = {
  name: 'photonet',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  services: photonetServices,
  importers: photonetImporters,
  demo: {
    async loaded(db) {
      const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM photonet_profiles');
      return count > 0;
    },
    batches: () => [demoCorpusLines(DEMO_PROFILES), demoContentLines(DEMO_PROFILES)],
    summary: `${DEMO_PROFILES} photonet profiles with posts, reels, comments and media`,
    example: {
      rest: `/v1/photonet/profile?q=${demoProfile(0).username}`,
      graphql: `{\n  photonetProfile(q: "@${demoProfile(0).username}") {\n    username\n    fullName\n    followers\n    enrichment { primaryNiche country }\n  }\n}`,
    },
  },
  jobOperations: (services: PhotonetServices, platform) => walkerJobOperations({ live: platform.live, ...services.walks }, platform.config.jobBudgetMs),
  routes: [
    photonetProfile,
    photonetStoredProfileFull,
    photonetStoredProfileMedia,
    photonetStoredPost,
    photonetStoredPostComments,
    photonetStoredPostMedia,
    photonetStoredComments,
    photonetUserFeedRoute,
    photonetPostCommentsRoute,
    photonetFollowersRoute,
  ],
  billing: {
    'Query.photonetProfile': { price: 'photonet.profile' },
    'Query.photonetProfiles': { price: 'photonet.profile', listArg: 'q' },
    'Query.photonetStoredFullProfile': { price: 'photonet.stored_full' },
    'Query.photonetStoredProfileMedia': { price: 'photonet.posts_block', block: { size: 12, limitArg: 'limit', defaultLimit: 12, items: 'posts' } },
    'Query.photonetStoredPost': { price: 'photonet.stored_read' },
    'Query.photonetStoredPostComments': { price: 'photonet.stored_read' },
    'Query.photonetStoredPostMedia': { price: 'photonet.stored_read' },
    'Query.photonetStoredComments': { price: 'photonet.stored_read' },
    'Profile.posts': { price: 'photonet.posts_block', block: { size: 12, limitArg: 'first', defaultLimit: 12, items: 'nodes' } },
    'Profile.full': { price: 'photonet.stored_full' },
    'Post.comments': { price: 'photonet.stored_read' },
    // A walk answered now costs its page; a walk accepted as a job is free here and charged when it completes.
    'Query.photonetUserFeed': { price: 'photonet.user_feed', block: { size: 12, limitArg: 'pageSize', defaultLimit: 12, items: 'page.items', when: ONE_PAGE } },
    'Query.photonetPostComments': { price: 'photonet.post_comments', block: { size: 24, limitArg: 'pageSize', defaultLimit: 24, items: 'page.items', when: ONE_PAGE } },
    'Query.photonetFollowers': { price: 'photonet.followers', block: { size: 50, limitArg: 'pageSize', defaultLimit: 50, items: 'page.items', when: ONE_PAGE } },
  },
  lists: {
    'Query.photonetStoredProfileMedia': { slicingArgument: 'limit', sizedFields: ['posts'] },
    'Query.photonetStoredPostComments': { slicingArgument: 'limit', sizedFields: ['comments'] },
    'Query.photonetStoredComments': { slicingArgument: 'limit', sizedFields: ['comments'] },
    'Profile.posts': { slicingArgument: 'first', sizedFields: ['nodes'] },
    'Post.comments': { slicingArgument: 'first', sizedFields: ['comments'] },
    'Post.commentsList': { assumedSize: 10 },
    // A carousel holds at most 20 items.
    'Post.media': { assumedSize: 20 },
    'StoredProfileFull.topContent': { assumedSize: 12 },
    'StoredProfileFull.hashtags': { assumedSize: 30 },
    'StoredProfileFull.collaborations': { assumedSize: 30 },
    'StoredProfileFull.mentionedAccounts': { assumedSize: 30 },
    'Timeline.posts': { assumedSize: 12 },
    'Timeline.reels': { assumedSize: 12 },
    'Timeline.all': { assumedSize: 24 },
  },
};

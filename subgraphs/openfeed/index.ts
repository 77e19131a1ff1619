import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../registry.ts';
import { resolvers } from './resolvers.ts';
import { openfeedServices } from './services.ts';
import { openfeedLivePost, openfeedLiveProfile, openfeedLiveUserPosts, openfeedStoredProfile } from './routes.ts';

export const openfeed: SubgraphModule = {
  name: 'openfeed',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  services: openfeedServices,
  routes: [openfeedLiveProfile, openfeedLiveUserPosts, openfeedLivePost, openfeedStoredProfile],
  billing: {
    'Query.openfeedProfile': { price: 'openfeed.live' },
    'Query.openfeedAuthorFeed': { price: 'openfeed.live' },
    'Query.openfeedPostThread': { price: 'openfeed.live' },
    'Query.openfeedStoredProfile': { price: 'openfeed.library' },
    'OpenfeedProfile.posts': { price: 'openfeed.live' },
  },
  lists: {
    // An author-feed page holds 30 posts; threads come with a fixed branching factor and reply depth.
    'OpenfeedFeedRead.posts': { assumedSize: 30 },
    'OpenfeedThreadRead.parents': { assumedSize: 10 },
    'OpenfeedThreadPost.replies': { assumedSize: 10 },
  },
};

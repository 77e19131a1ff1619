import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { openfeedServices } from './services.ts';

/** openfeed prices (contract 4.7), in dollars: every live read and the library read alike. */
const PRICES = { live: '0.0005', library: '0.0005' } as const;
import { openfeedLivePost, openfeedLiveProfile, openfeedLiveUserPosts, openfeedStoredProfile } from './routes.ts';

export const openfeed: SubgraphModule = {
  name: 'openfeed',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  services: openfeedServices,
  retired: {
    '/v1/live/openfeed/profile': '/v1/openfeed/live/profile',
    '/v1/live/openfeed/user/posts': '/v1/openfeed/live/user/posts',
    '/v1/live/openfeed/post': '/v1/openfeed/live/post',
    // The open microblog network's v4 segment was its own name before the neutral one.
    '/v1/live/bluesky/profile': '/v1/openfeed/live/profile',
    '/v1/live/bluesky/user/posts': '/v1/openfeed/live/user/posts',
    '/v1/live/bluesky/post': '/v1/openfeed/live/post',
  },
  routes: [openfeedLiveProfile, openfeedLiveUserPosts, openfeedLivePost, openfeedStoredProfile],
  billing: {
    'Query.openfeedProfile': { price: PRICES.live },
    'Query.openfeedAuthorFeed': { price: PRICES.live },
    'Query.openfeedPostThread': { price: PRICES.live },
    'Query.openfeedStoredProfile': { price: PRICES.library },
    'OpenfeedProfile.posts': { price: PRICES.live },
  },
  lists: {
    // An author-feed page holds 30 posts; threads come with a fixed branching factor and reply depth.
    'OpenfeedFeedRead.posts': { assumedSize: 30 },
    'OpenfeedThreadRead.parents': { assumedSize: 10 },
    'OpenfeedThreadPost.replies': { assumedSize: 10 },
  },
};

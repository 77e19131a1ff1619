import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../registry.ts';
import { resolvers } from './resolvers.ts';

export const photonet: SubgraphModule = {
  name: 'photonet',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
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
    'Post.media': { price: 'photonet.stored_read' },
  },
};

import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../registry.ts';
import { resolvers } from './resolvers.ts';

export const openfeed: SubgraphModule = {
  name: 'openfeed',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  billing: {
    'Query.openfeedProfile': { price: 'openfeed.live' },
    'Query.openfeedAuthorFeed': { price: 'openfeed.live' },
    'Query.openfeedPostThread': { price: 'openfeed.live' },
    'Query.openfeedStoredProfile': { price: 'openfeed.library' },
    'OpenfeedProfile.posts': { price: 'openfeed.live' },
  },
};

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
  },
};

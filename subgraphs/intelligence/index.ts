import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { contactComplete, contactFast, contactStored, customContent, enrichmentBundle } from './routes.ts';
import { intelligenceServices } from './services.ts';
import { PRICES } from './prices.ts';

export const intelligence: SubgraphModule = {
  name: 'intelligence',
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  services: intelligenceServices,
  migrations: new URL('./migrations/', import.meta.url),
  operations: [contactFast, contactComplete, contactStored, enrichmentBundle, customContent],
  fieldPrices: {
    'Profile.contacts': { price: PRICES.stored },
    'Profile.enrichmentBundle': { price: PRICES.enrichment },
    'Profile.contentSignals': { price: PRICES.content, listArg: 'first' },
  },
  // Analysed on request: at most 50 of a profile's latest stored posts.
  lists: { 'Profile.contentSignals': { slicingArgument: 'first', ranges: { first: { min: 1, max: 50 } } } },
};

import { blockedOperations } from '../blocked-network.ts';
import { adArgs, adTranscriptArgs, eventsArgs, marketplaceItemArgs, marketplaceLocationArgs, marketplaceSearchArgs } from './params.ts';
import { typeDefs } from './schema.ts';

/**
 * The facenet operations blocked upstream (contract 4.8, 3.5): declared with their full parameter rules, each answers
 * 400 for bad parameters, then 501 surface_blocked, never charged.
 */
export const blocked = blockedOperations(
  'facenet',
  typeDefs,
  [
    { suffix: 'adlibrary/ad', field: 'facenetAd', rules: adArgs, sample: { id: '1234567890123456' } },
    { suffix: 'adlibrary/ad/transcript', field: 'facenetAdTranscript', rules: adTranscriptArgs, sample: { id: '1234567890123456' } },
    {
      suffix: 'events',
      field: 'facenetEvents',
      rules: eventsArgs,
      sample: { url: 'https://www.facebook.com/events/explore/us-new-york/108424279189115/', time: 'this_week' },
    },
    { suffix: 'marketplace/item', field: 'facenetMarketplaceItem', rules: marketplaceItemArgs, sample: { id: '987654321098765' } },
    { suffix: 'marketplace/location/search', field: 'facenetMarketplaceLocationSearch', rules: marketplaceLocationArgs, sample: { query: 'Brooklyn' } },
    {
      suffix: 'marketplace/search',
      field: 'facenetMarketplaceSearch',
      rules: marketplaceSearchArgs,
      sample: { query: 'bicycle', lat: '40.6782', lng: '-73.9442', radius_km: '10' },
    },
  ],
  'facenet (subgraphs/facenet/schema.graphql)',
);

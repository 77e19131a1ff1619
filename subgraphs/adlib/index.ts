import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { adlibRoutes } from './routes.ts';
import { argumentRanges } from '../../platform/rest/params.ts';
import { advertiserAdsArgs, folderNewArgs, searchArgs } from './params.ts';
import { PRICES } from './prices.ts';
import { hasRumIndex } from './search.ts';

/**
 * The ad library (contract 1.4, 4.6): full-text search over every ad any network's Ad Library read or corpus import
 * stored (platform/ads/library.ts), advertiser profiles and ad-strategy insights computed from them, and monitoring
 * folders of advertisers whose new ads an account reads. Extends the Advertiser entity with profile, insights and ads.
 */
export const adlib: SubgraphModule = {
  name: 'adlib',
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  migrations: new URL('./migrations/', import.meta.url),
  // At start, once: whether the rum index of ad search is there (search.ts logs one warning line when it is not).
  services(platform) {
    hasRumIndex(platform.db).catch(() => {});
    return {};
  },
  operations: adlibRoutes,
  fieldPrices: {
    'Advertiser.ads': { price: PRICES.search },
    'Advertiser.profile': { price: PRICES.profile },
    'Advertiser.insights': { price: PRICES.insights },
  },
  lists: {
    'Query.adSearch': { slicingArgument: 'limit', sizedFields: ['ads'], ranges: argumentRanges(searchArgs) },
    'Query.adlibFolderNew': { slicingArgument: 'limit', sizedFields: ['ads'], ranges: argumentRanges(folderNewArgs) },
    'Advertiser.ads': { slicingArgument: 'limit', sizedFields: ['ads'], ranges: argumentRanges(advertiserAdsArgs) },
    'Query.adlibFolders': { assumedSize: 100 },
    'AdlibFolder.advertisers': { assumedSize: 100 },
  },
};

import type { SubgraphModule } from '../module.ts';
import { blocked } from './blocked.ts';
import { adImporter } from '../../platform/ads/importer.ts';
import { resolvers } from './resolvers.ts';
import { liveRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { facenetServices } from './services.ts';

/** facenet prices, in dollars (contract 4.8): Ad Library reads $0.0025, the others a standard read. Blocked ones have none. */
const AD_LIBRARY = { price: '0.0025' };
const STANDARD = { price: '0.0005' };

/**
 * The large social network (contract 2.11, 3.5, 4.8): events, event search, group posts and posts read live; the Ad
 * Library reads egress-intermittent (a challenge page answers upstream_error, uncharged); ad, ad transcript, city
 * events and the marketplace blocked (501 surface_blocked, uncharged). The other nine of the network's 22 operations
 * (page, its posts, photos, reels and events, group details, reel, video, post comments) read live at $0.0005.
 */
export const facenet: SubgraphModule = {
  name: 'facenet',
  typeDefs,
  resolvers,
  services: facenetServices,
  // Ad records for `corpus import`, stored in the ad library (platform/ads/library.ts).
  importers: { ad: adImporter('facenet') },
  routes: [...liveRoutes, ...blocked.routes],
  lists: blocked.lists,
  billing: {
    'Query.facenetCompanyAds': AD_LIBRARY,
    'Query.facenetSearchAds': AD_LIBRARY,
    'Query.facenetSearchCompanies': AD_LIBRARY,
    'Query.facenetEvent': STANDARD,
    'Query.facenetEventSearch': STANDARD,
    'Query.facenetGroupPosts': STANDARD,
    'Query.facenetPost': STANDARD,
    'Query.facenetPage': STANDARD,
    'Query.facenetPagePosts': STANDARD,
    'Query.facenetPagePhotos': STANDARD,
    'Query.facenetPageReels': STANDARD,
    'Query.facenetPageEvents': STANDARD,
    'Query.facenetGroupDetails': STANDARD,
    'Query.facenetReel': STANDARD,
    'Query.facenetVideo': STANDARD,
    'Query.facenetPostComments': STANDARD,
  },
  retired: {
    '/v1/live/facenet/adlibrary/company/ads': '/v1/facenet/live/adlibrary/company/ads',
    '/v1/live/facenet/adlibrary/search/ads': '/v1/facenet/live/adlibrary/search/ads',
    '/v1/live/facenet/adlibrary/search/companies': '/v1/facenet/live/adlibrary/search/companies',
    '/v1/live/facenet/event/details': '/v1/facenet/live/event/details',
    '/v1/live/facenet/events/search': '/v1/facenet/live/events/search',
    '/v1/live/facenet/group/posts': '/v1/facenet/live/group/posts',
    '/v1/live/facenet/post': '/v1/facenet/live/post',
    ...blocked.retired,
  },
};

import type { SubgraphModule } from '../module.ts';
import { FACENET_WORKER } from './worker.ts';
import { blocked } from './blocked.ts';
import { adImporter } from '../../platform/ads/importer.ts';
import { resolvers } from './resolvers.ts';
import { liveRoutes } from './routes.ts';
import { facenetServices } from './services.ts';

/**
 * The large social network (contract 2.11, 3.5, 4.8): events, event search, group posts and posts read live; the Ad
 * Library reads egress-intermittent (a challenge page answers upstream_error, uncharged); ad, ad transcript, city
 * events and the marketplace blocked (501 surface_blocked, uncharged). The other nine of the network's 22 operations
 * (page, its posts, photos, reels and events, group details, reel, video, post comments) read live at $0.0005.
 */
export const facenet: SubgraphModule = {
  name: 'facenet',
  acquisitionWorker: FACENET_WORKER,
  schema: new URL('./schema.graphql', import.meta.url),
  // Profiles and pages at `/<name>` (and its about tab), `/profile.php?id=<n>`, `/pages/<name>/<n>`,
  // `/people/<name>/<n>`; posts, photos, videos, groups, events, share and login pages are not accounts.
  profilePages: [
    {
      network: 'facenet',
      domain: 'facebook.com',
      aliases: ['fb.com'],
      paths: [/^\/([A-Za-z0-9.-]{1,50})(?:\/about)?\/?$/, /^\/(?:pages|people)\/[^/]+\/(\d{5,20})\/?$/],
      queries: [{ path: /^\/profile\.php$/, param: 'id', handle: /^\d{1,20}$/ }],
      reserved: [
        'sharer',
        'sharer.php',
        'share',
        'share.php',
        'dialog',
        'plugins',
        'login',
        'login.php',
        'home.php',
        'watch',
        'events',
        'groups',
        'marketplace',
        'help',
        'policies',
        'privacy',
        'profile.php',
        'l.php',
        'photo',
        'photo.php',
        'photos',
        'story.php',
        'permalink.php',
        'reel',
        'reels',
        'videos',
        'hashtag',
        'search',
        'settings',
        'gaming',
        'pages',
        'people',
        'notifications',
        'messages',
        'friends',
        'bookmarks',
        'business',
        'ads',
        'legal',
        'terms',
        'about',
        'recover',
        'signup',
        'r.php',
        'fundraisers',
        'live',
        'stories',
        'media',
        'notes',
        'find-friends',
        'logout.php',
      ],
    },
  ],
  resolvers,
  services: facenetServices,
  // Ad records for `corpus import`, stored in the ad library (platform/ads/library.ts).
  importers: { ad: adImporter('facenet') },
  operations: [...liveRoutes, ...blocked.operations],
  lists: blocked.lists,
};

import { SEGMENT, type ProfilePages } from '../../platform/linkinbio/socials.ts';

/** First path segments of the photo network's site that are pages of its own (posts, reels, settings), not accounts. */
const RESERVED = [
  'p',
  'reel',
  'reels',
  'tv',
  'explore',
  'stories',
  'accounts',
  'direct',
  'about',
  'legal',
  'developer',
  'web',
  'challenge',
  'emails',
  'session',
  'login',
  'signup',
  'privacy',
  'terms',
  'create',
  'lite',
  'download',
  'directory',
];

/** The profile's own tabs (`/<username>/tagged/`): still the profile. */
const TABS = ['tagged'];

/** Where photonet's profiles live: `<host>/<username>/`, on the neutral host and on the photo network's own. */
export const PHOTONET_PAGES: ProfilePages[] = [
  { network: 'photonet', domain: 'photonet.example', paths: [SEGMENT('A-Za-z0-9._', 30, TABS)], reserved: RESERVED },
  { network: 'photonet', domain: 'instagram.com', aliases: ['instagr.am'], paths: [SEGMENT('A-Za-z0-9._', 30, TABS)], reserved: RESERVED },
];

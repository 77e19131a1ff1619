import { openfeedDirectory } from './directory.ts';
import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { openfeedServices } from './services.ts';

import { openfeedLivePost, openfeedLiveProfile, openfeedLiveUserPosts, openfeedStoredProfile } from './routes.ts';
import { PRICES } from './prices.ts';

export const openfeed: SubgraphModule = {
  name: 'openfeed',
  directory: () => openfeedDirectory(),
  schema: new URL('./schema.graphql', import.meta.url),
  // Profiles at `/profile/<handle or DID>`; a post (`/profile/<h>/post/<id>`), a search or a feed is not an account.
  profilePages: [{ network: 'openfeed', domain: 'bsky.app', aliases: ['openfeed.example'], paths: [/^\/profile\/([A-Za-z0-9.:-]{3,253})\/?$/] }],
  resolvers,
  services: openfeedServices,
  operations: [openfeedLiveProfile, openfeedLiveUserPosts, openfeedLivePost, openfeedStoredProfile],
  fieldPrices: {
    'OpenfeedProfile.posts': { price: PRICES.live },
  },
  lists: {
    // An author-feed page holds 30 posts; threads come with a fixed branching factor and reply depth.
    'OpenfeedFeedRead.posts': { assumedSize: 30 },
    'OpenfeedThreadRead.parents': { assumedSize: 10 },
    'OpenfeedThreadPost.replies': { assumedSize: 10 },
    // A post's text is short: a few facets, each mostly one feature; an account has few verifiers.
    'OpenfeedDocumentPostExtra.richTextFacets': { assumedSize: 10 },
    'OpenfeedDocumentFacet.features': { assumedSize: 2 },
    'OpenfeedDocumentVerification.verificationViews': { assumedSize: 10 },
  },
};

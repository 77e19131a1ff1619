import { Wallet } from '../../platform/billing/wallet.ts';
import { DM_WORKER } from './worker.ts';
import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { required } from '../../platform/admin/commands.ts';
import { dmPoller, dmService, dmServices } from './services.ts';
import type { DmService } from './dm.ts';
import { PRICES } from './prices.ts';
import { dmCreateSession, dmListConversations, dmListSessions, dmReadConversation, dmRefresh, dmReply, dmSend } from './routes.ts';

/** DM outreach: sessions on sending identities, at-most-once sends, conversations, replies, refresh. */
export const dm: SubgraphModule = {
  name: 'dm',
  acquisitionWorker: DM_WORKER,
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  services: dmServices,
  background: (dm: DmService, platform) => dmPoller(dm, platform),
  admin: {
    'dm release': {
      usage: 'dm release --session ID',
      options: ['session'],
      run: (values, services) => dmService(services.db, services.config, new Wallet(services.redis, services.db)).release(required('session', values.session)),
    },
  },
  operations: [dmCreateSession, dmListSessions, dmSend, dmListConversations, dmReadConversation, dmReply, dmRefresh],
  fieldPrices: {
    'Profile.conversations': { price: PRICES.read },
  },
  lists: {
    // As the resolver checks them: pages of 1 to 200 messages, after a position from 0.
    'DmConversation.messages': {
      slicingArgument: 'first',
      sizedFields: ['nodes'],
      ranges: {
        first: { min: 1, max: 200, refusal: () => 'first must be from 1 to 200' },
        after: { min: 0, max: 2 ** 31 - 1, refusal: () => 'after must be a whole number from 0' },
      },
    },
    'DmConversation.history': { assumedSize: 200 },
  },
};

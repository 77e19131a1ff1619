import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../registry.ts';
import { resolvers } from './resolvers.ts';
import { required } from '../../platform/admin/commands.ts';
import { dmService, dmServices } from './services.ts';
import { dmCreateSession, dmListConversations, dmListSessions, dmReadConversation, dmRefresh, dmReply, dmSend } from './routes.ts';

/** DM outreach: sessions on sending identities, at-most-once sends, conversations, replies, refresh. */
export const dm: SubgraphModule = {
  name: 'dm',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  services: dmServices,
  admin: {
    'dm release': {
      usage: 'dm release --session ID',
      options: ['session'],
      run: (values, services) => dmService(services.db, services.config).release(required('session', values.session)),
    },
  },
  routes: [dmCreateSession, dmListSessions, dmSend, dmListConversations, dmReadConversation, dmReply, dmRefresh],
  billing: {
    'Query.dmSessions': { price: 'photonet.dm_read' },
    'Query.dmConversations': { price: 'photonet.dm_read' },
    'Query.dmConversation': { price: 'photonet.dm_read' },
    'Mutation.dmSend': { price: 'photonet.dm_send', freeWhen: 'sent.deduplicated' },
    'Mutation.dmReply': { price: 'photonet.dm_send', freeWhen: 'sent.deduplicated' },
    'Mutation.dmRefresh': { price: 'photonet.dm_refresh' },
  },
  lists: {
    'DmConversation.messages': { slicingArgument: 'first', sizedFields: ['nodes'] },
    'DmConversation.history': { assumedSize: 200 },
  },
};

import { InvalidApiKey, InvalidRequest } from '../../platform/errors.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime } from '../scalars.ts';
import type { DmService } from './dm.ts';
import { dmOf } from './services.ts';
import type { SendOutcome } from './dm.ts';

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

const session = (s: { session_id: string; identity: string; created_at: string }) => ({ sessionId: s.session_id, identity: s.identity, createdAt: s.created_at });

const msg = (m: { message_id: number; direction: string; text: string; state: string | null; client_token: string | null; via_request_tray: boolean; sent_at: string }) => ({
  id: m.message_id,
  direction: m.direction,
  text: m.text,
  state: m.state,
  clientToken: m.client_token,
  viaRequestTray: m.via_request_tray,
  sentAt: m.sent_at,
});

const outcome = (o: SendOutcome) => ({
  conversationId: o.conversation_id,
  sessionId: o.session_id,
  recipient: o.recipient,
  sent: { messageId: o.sent.message_id, clientToken: o.sent.client_token, state: o.sent.state, deduplicated: o.sent.deduplicated, sentAt: o.sent.sent_at },
});

type Conversation = Awaited<ReturnType<DmService['readConversation']>>;

const conversation = (c: Omit<Conversation, 'messages'> & { message_count?: number; messages?: Conversation['messages'] }) => ({
  id: c.conversation_id,
  sessionId: c.session_id,
  recipient: c.recipient,
  revoked: c.revoked,
  messageCount: c.message_count ?? c.messages?.length ?? 0,
  createdAt: c.created_at,
  lastActivityAt: c.last_activity_at,
});

export const resolvers = {
  DateTime,
  Query: {
    dmSessions: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await dmOf(ctx).listSessions(account(ctx))).sessions.map(session),
    dmConversations: async (_: unknown, __: unknown, ctx: SubgraphContext) =>
      (await dmOf(ctx).listConversations(account(ctx))).conversations.map(conversation),
    dmConversation: async (_: unknown, args: { id: number }, ctx: SubgraphContext) => conversation(await dmOf(ctx).readConversation(account(ctx), args.id)),
  },
  Mutation: {
    dmCreateSession: async (_: unknown, __: unknown, ctx: SubgraphContext) => session(await dmOf(ctx).createSession(account(ctx))),
    dmSend: async (_: unknown, a: { sessionId: string; to: string; text: string; clientToken?: string | null }, ctx: SubgraphContext) =>
      outcome(await dmOf(ctx).send(account(ctx), a.sessionId, a.to, a.text, a.clientToken)),
    dmReply: async (_: unknown, a: { conversationId: number; text: string; clientToken?: string | null }, ctx: SubgraphContext) =>
      outcome(await dmOf(ctx).reply(account(ctx), a.conversationId, a.text, a.clientToken)),
    dmRefresh: async (_: unknown, a: { conversationId: number }, ctx: SubgraphContext) => {
      const r = await dmOf(ctx).refresh(account(ctx), a.conversationId);
      return { conversationId: r.conversation_id, newMessages: r.new_messages.map(msg), messageCount: r.message_count };
    },
  },
  DmConversation: {
    history: async (parent: { id: number }, _: unknown, ctx: SubgraphContext) =>
      (await dmOf(ctx).readConversation(account(ctx), parent.id)).messages.map(msg),
    async messages(parent: { id: number }, args: { first: number; after: number }, ctx: SubgraphContext) {
      if (!Number.isInteger(args.first) || args.first < 1 || args.first > 200) throw new InvalidRequest('first must be from 1 to 200');
      if (!Number.isInteger(args.after) || args.after < 0) throw new InvalidRequest('after must be a whole number from 0');
      const all = (await dmOf(ctx).readConversation(account(ctx), parent.id)).messages;
      const page = all.slice(args.after, args.after + args.first);
      return { nodes: page.map(msg), endCursor: args.after + page.length, hasNextPage: args.after + page.length < all.length };
    },
  },
};

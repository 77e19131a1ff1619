import { InvalidApiKey, InvalidRequest } from '../../platform/errors.ts';
import type { SubgraphContext } from '../context.ts';
import { camelKeys } from '../../platform/names.ts';
import { DateTime } from '../scalars.ts';
import type { DmService } from './dm.ts';
import { dmOf } from './services.ts';
import type { SendBill, SendOutcome } from './dm.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import { CONVERSATION_RULES, NO_PARAMS, REPLY_RULES, SEND_RULES } from './params.ts';

/** A send is paid by the request it belongs to; what it charges shows in that request's cost. */
const bill = (ctx: SubgraphContext): SendBill => ({ requestId: ctx.requestId, paid: (units) => void (ctx.meter.paid += units) });

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

// Service records are snake_case; GraphQL reads them by the one naming rule. The exceptions: a message's and a
// conversation's own id, and a conversation's count when its messages were read whole.
const session = camelKeys;
const msg = (m: { message_id: number }) => ({ ...camelKeys(m), id: m.message_id });
const outcome = (o: SendOutcome) => ({ ...camelKeys(o), sent: camelKeys(o.sent) });

type Args = Record<string, unknown>;

type Conversation = Awaited<ReturnType<DmService['readConversation']>>;

const conversation = ({ messages, ...c }: Omit<Conversation, 'messages'> & { message_count?: number; messages?: Conversation['messages'] }) => ({
  ...camelKeys(c),
  id: c.conversation_id,
  messageCount: c.message_count ?? messages?.length ?? 0,
});

export const resolvers = {
  DateTime,
  Profile: {
    __resolveReference: (ref: { username: string }) => ({ username: ref.username }),
    conversations: async (profile: { username: string }, _: unknown, ctx: SubgraphContext) =>
      (await dmOf(ctx).listConversations(account(ctx))).conversations.filter((c) => c.recipient === profile.username.toLowerCase()).map(conversation),
  },
  Query: {
    dmSessions: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      checkArgs(NO_PARAMS, args);
      return (await dmOf(ctx).listSessions(account(ctx))).sessions.map(session);
    },
    dmConversations: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      checkArgs(NO_PARAMS, args);
      return (await dmOf(ctx).listConversations(account(ctx))).conversations.map(conversation);
    },
    dmConversation: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      const { conversation_id } = checkArgs(CONVERSATION_RULES, args, { prepare: ({ id }) => ({ conversationId: id }) });
      return conversation(await dmOf(ctx).readConversation(account(ctx), conversation_id));
    },
  },
  Mutation: {
    dmCreateSession: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      checkArgs(NO_PARAMS, args);
      return session(await dmOf(ctx).createSession(account(ctx), ctx.keyMode));
    },
    dmSend: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      const p = checkArgs(SEND_RULES, args);
      return outcome(await dmOf(ctx).send(account(ctx), p.session_id, p.to, p.text, p.client_token, bill(ctx)));
    },
    dmReply: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      const p = checkArgs(REPLY_RULES, args);
      return outcome(await dmOf(ctx).reply(account(ctx), p.conversation_id, p.text, p.client_token, bill(ctx)));
    },
    dmRefresh: async (_: unknown, args: Args, ctx: SubgraphContext) => {
      const r = await dmOf(ctx).refresh(account(ctx), checkArgs(CONVERSATION_RULES, args).conversation_id);
      return { ...camelKeys(r), newMessages: r.new_messages.map(msg) };
    },
  },
  DmConversation: {
    recipientProfile: (parent: { recipient: string }) => ({ __typename: 'Profile', username: parent.recipient }),
    history: async (parent: { id: number }, _: unknown, ctx: SubgraphContext) => (await dmOf(ctx).readConversation(account(ctx), parent.id)).messages.map(msg),
    async messages(parent: { id: number }, args: { first: number; after: number }, ctx: SubgraphContext) {
      if (!Number.isInteger(args.first) || args.first < 1 || args.first > 200) throw new InvalidRequest('first must be from 1 to 200');
      if (!Number.isInteger(args.after) || args.after < 0) throw new InvalidRequest('after must be a whole number from 0');
      const all = (await dmOf(ctx).readConversation(account(ctx), parent.id)).messages;
      const page = all.slice(args.after, args.after + args.first);
      return { nodes: page.map(msg), endCursor: args.after + page.length, hasNextPage: args.after + page.length < all.length };
    },
  },
};

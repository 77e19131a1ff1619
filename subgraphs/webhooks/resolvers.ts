import { InvalidApiKey, InvalidRequest } from '../../platform/errors.ts';
import { camelKeys } from '../../platform/names.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { webhookCreateArgs } from './params.ts';
import type { EventKind } from '../../platform/events.ts';
import type { Delivery } from './webhooks.ts';
import { webhooksOf } from './services.ts';

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

// Service records are snake_case; GraphQL reads them by the one naming rule (the payload is sent as it is).
const delivery = (d: Delivery | null) => (d ? { ...camelKeys(d), payload: d.payload, event: event(d.payload), attempts: d.attempts.map(camelKeys) } : null);

/** The GraphQL type of each event kind's data. */
const EVENT_DATA: Record<EventKind, string> = {
  'job.ready': 'WebhookJobEventData',
  'job.failed': 'WebhookJobEventData',
  'job.payment_required': 'WebhookJobEventData',
  'dm.reply_received': 'WebhookDmReplyEventData',
  'balance.low': 'WebhookBalanceLowEventData',
};

/** The body sent, `{id, type, created_at, data}`, under GraphQL names, its data typed by its kind. */
function event(body: Delivery['payload']) {
  const data = camelKeys(body.data as Record<string, unknown>);
  if (data.message && typeof data.message === 'object') data.message = camelKeys(data.message);
  return { id: body.id, type: body.type, createdAt: body.created_at, data: { ...data, __typename: EVENT_DATA[body.type] } };
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    webhookEndpoints: async (_: unknown, __: unknown, ctx: SubgraphContext) => (await webhooksOf(ctx).list(account(ctx))).map(camelKeys),
    webhookEndpoint: async (_: unknown, a: { id: string }, ctx: SubgraphContext) => {
      const e = await webhooksOf(ctx).get(account(ctx), a.id);
      return e ? camelKeys(e) : null;
    },
    webhookDelivery: async (_: unknown, a: { id: string }, ctx: SubgraphContext) => delivery(await webhooksOf(ctx).delivery(account(ctx), a.id)),
  },
  Mutation: {
    createWebhookEndpoint: async (_: unknown, a: Record<string, unknown>, ctx: SubgraphContext) =>
      camelKeys(await webhooksOf(ctx).register(account(ctx), checkArgs(webhookCreateArgs(ctx.runtime.config.outbound), a))),
    deleteWebhookEndpoint: async (_: unknown, a: { id: string }, ctx: SubgraphContext) => {
      const e = await webhooksOf(ctx).remove(account(ctx), a.id);
      return e ? camelKeys(e) : null;
    },
    replayWebhookDelivery: async (_: unknown, a: { deliveryId: string }, ctx: SubgraphContext) =>
      delivery(await webhooksOf(ctx).replay(account(ctx), a.deliveryId)),
  },
  WebhookEventData: { __resolveType: (data: { __typename: string }) => data.__typename },
  WebhookEndpoint: {
    deliveries: async (parent: { id: string }, a: { first: number }, ctx: SubgraphContext) => {
      if (!Number.isInteger(a.first) || a.first < 1 || a.first > 100) throw new InvalidRequest('first must be from 1 to 100');
      return ((await webhooksOf(ctx).deliveries(account(ctx), parent.id, a.first)) ?? []).map(delivery);
    },
  },
};

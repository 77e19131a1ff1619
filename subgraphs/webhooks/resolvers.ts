import { InvalidApiKey, InvalidRequest } from '../../platform/errors.ts';
import { camelKeys } from '../../platform/names.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { webhookCreateArgs } from './params.ts';
import type { Delivery } from './webhooks.ts';
import { webhooksOf } from './services.ts';

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

// Service records are snake_case; GraphQL reads them by the one naming rule (the payload is sent as it is).
const delivery = (d: Delivery | null) => (d ? { ...camelKeys(d), payload: d.payload, attempts: d.attempts.map(camelKeys) } : null);

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
  WebhookEndpoint: {
    deliveries: async (parent: { id: string }, a: { first: number }, ctx: SubgraphContext) => {
      if (!Number.isInteger(a.first) || a.first < 1 || a.first > 100) throw new InvalidRequest('first must be from 1 to 100');
      return ((await webhooksOf(ctx).deliveries(account(ctx), parent.id, a.first)) ?? []).map(delivery);
    },
  },
};

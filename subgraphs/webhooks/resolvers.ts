import { InvalidApiKey } from '../../platform/errors.ts';
import { camelKeys } from '../../platform/names.ts';
import { checkArgs, handedOver } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { BY_ENDPOINT_ID, DELIVERIES_RULES, ENDPOINT_RULES, NO_PARAMS, REPLAY_RULES, webhookCreateArgs } from './params.ts';
import { EVENT_DATA } from './events.ts';
import type { Delivery } from './webhooks.ts';
import { webhooksOf } from './services.ts';

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

// Service records are snake_case; GraphQL reads them by the one naming rule (the payload is sent as it is).
const delivery = (d: Delivery | null) => (d ? { ...camelKeys(d), payload: d.payload, event: event(d.payload), attempts: d.attempts.map(camelKeys) } : null);

/** The body sent, `{id, type, created_at, livemode, data}`, under GraphQL names, its data typed by its kind. */
function event(body: Delivery['payload']) {
  const data = camelKeys(body.data as Record<string, unknown>);
  if (data.message && typeof data.message === 'object') data.message = camelKeys(data.message);
  return { id: body.id, type: body.type, createdAt: body.created_at, livemode: body.livemode, data: { ...data, __typename: EVENT_DATA[body.type] } };
}

type Args = Record<string, unknown>;

/** The arguments of the root field an endpoint was read by: a deliveries listing's rules cover them with its own limit. */
const READ_BY = Symbol('endpoint read by');

/**
 * An endpoint read at the root: its id checked by the endpoint rules, unless a REST call for its deliveries checked it
 * (with the limit) and handed that over, which its `deliveries` then answers from.
 */
function endpointId(args: Args): string {
  return (handedOver(DELIVERIES_RULES, args) ?? checkArgs(ENDPOINT_RULES, args, BY_ENDPOINT_ID)).endpoint_id;
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    webhookEndpoints: async (_: unknown, a: Args, ctx: SubgraphContext) => {
      checkArgs(NO_PARAMS, a);
      return (await webhooksOf(ctx).list(account(ctx))).map(camelKeys);
    },
    webhookEndpoint: async (_: unknown, a: Args, ctx: SubgraphContext) => {
      const e = await webhooksOf(ctx).get(account(ctx), endpointId(a));
      return e ? { ...camelKeys(e), [READ_BY]: a } : null;
    },
    webhookDelivery: async (_: unknown, a: { id: string }, ctx: SubgraphContext) => delivery(await webhooksOf(ctx).delivery(account(ctx), a.id)),
  },
  Mutation: {
    createWebhookEndpoint: async (_: unknown, a: Record<string, unknown>, ctx: SubgraphContext) =>
      camelKeys(await webhooksOf(ctx).register(account(ctx), checkArgs(webhookCreateArgs(ctx.runtime.config.outbound), a))),
    deleteWebhookEndpoint: async (_: unknown, a: Args, ctx: SubgraphContext) => {
      const e = await webhooksOf(ctx).remove(account(ctx), checkArgs(ENDPOINT_RULES, a, BY_ENDPOINT_ID).endpoint_id);
      return e ? camelKeys(e) : null;
    },
    replayWebhookDelivery: async (_: unknown, a: Args, ctx: SubgraphContext) =>
      delivery(await webhooksOf(ctx).replay(account(ctx), checkArgs(REPLAY_RULES, a).delivery_id)),
  },
  WebhookEventData: { __resolveType: (data: { __typename: string }) => data.__typename },
  WebhookEndpoint: {
    deliveries: async (parent: { id: string; [READ_BY]?: Args }, a: { first: number }, ctx: SubgraphContext) => {
      // The listing's rules over the endpoint this field belongs to and its own page size (what a REST call checked, if one did).
      const page = checkArgs(DELIVERIES_RULES, parent[READ_BY] ?? {}, { prepare: () => ({ endpointId: parent.id, limit: a.first }) });
      return ((await webhooksOf(ctx).deliveries(account(ctx), page.endpoint_id, page.limit ?? 50)) ?? []).map(delivery);
    },
  },
};

import type { SubgraphModule } from '../module.ts';
import { pushedEvents } from './events.ts';
import { resolvers } from './resolvers.ts';
import { webhookCreate, webhookDeleteRoute, webhookDeliveries, webhookGet, webhookList, webhookReplay } from './routes.ts';
import { webhookServices, type WebhookServices } from './services.ts';

/**
 * Webhooks: accounts register endpoints; job ends, DM replies and low balances are pushed to them, signed, retried
 * with backoff and recorded attempt by attempt. Registering, listing and deliveries are free.
 */
export const webhooks: SubgraphModule = {
  name: 'webhooks',
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  services: webhookServices,
  background: (services: WebhookServices) => services.worker,
  operations: [webhookCreate, webhookList, webhookGet, webhookDeleteRoute, webhookDeliveries, webhookReplay],
  lists: {
    // As the REST listing's limit.
    'WebhookEndpoint.deliveries': { slicingArgument: 'first', ranges: { first: { min: 1, max: 100, refusal: () => 'first must be from 1 to 100' } } },
  },
  migrations: new URL('./migrations/', import.meta.url),
  pushes: pushedEvents,
};

import { z } from 'zod';
import { intParam } from '../../platform/rest/params.ts';
import { defineRoute } from '../../platform/rest/route.ts';
import { webhookCreateArgs } from './params.ts';

/** Webhook endpoints and deliveries: all free, owner-checked (another account's endpoint or delivery is 404). */

const endpointId = z.string().max(100);
const ENDPOINT = 'id url events balanceThreshold createdAt';
const DELIVERY = `id endpointId eventId eventType status attemptCount lastResponseCode replayOf createdAt nextAttemptAt
  finishedAt payload attempts { attempt attemptedAt durationMs outcome responseCode error }`;

export const webhookCreate = defineRoute({
  method: 'POST',
  path: '/v1/webhooks',
  operation: 'webhooks.create',
  summary: 'Registers a webhook endpoint; the answer carries its signing secret, shown once. Free.',
  params: ({ config }) => webhookCreateArgs(config.outbound),
  subgraph: 'webhooks',
  document: `mutation WebhookCreate($url: String!, $events: [String!]!, $threshold: String) {
    endpoint: createWebhookEndpoint(url: $url, events: $events, balanceThreshold: $threshold) { ${ENDPOINT} secret }
  }`,
  variables: (p) => ({ url: p.url, events: p.events, threshold: p.balance_threshold }),
  answer: { kind: 'record', at: 'endpoint' },
  notFound: 'Not found.',
});

export const webhookList = defineRoute({
  method: 'GET',
  path: '/v1/webhooks',
  operation: 'webhooks.list',
  summary: "The account's webhook endpoints (never their secrets). Free.",
  params: z.strictObject({}),
  subgraph: 'webhooks',
  document: `query WebhookList { endpoints: webhookEndpoints { ${ENDPOINT} } }`,
  variables: () => ({}),
  answer: { kind: 'record', at: 'endpoints', wrap: 'endpoints' },
  notFound: 'Not found.',
});

export const webhookGet = defineRoute({
  method: 'GET',
  path: '/v1/webhooks/:endpoint_id',
  operation: 'webhooks.get',
  summary: 'One webhook endpoint. Free.',
  params: z.strictObject({ endpoint_id: endpointId }),
  subgraph: 'webhooks',
  document: `query WebhookGet($id: String!) { endpoint: webhookEndpoint(id: $id) { ${ENDPOINT} } }`,
  variables: (p) => ({ id: p.endpoint_id }),
  answer: { kind: 'record', at: 'endpoint' },
  notFound: 'No such webhook endpoint.',
});

export const webhookDeleteRoute = defineRoute({
  method: 'POST',
  path: '/v1/webhooks/:endpoint_id/delete',
  operation: 'webhooks.delete',
  summary: 'Deletes a webhook endpoint; deliveries still waiting are cancelled. Free.',
  params: z.strictObject({ endpoint_id: endpointId }),
  subgraph: 'webhooks',
  document: `mutation WebhookDelete($id: String!) { endpoint: deleteWebhookEndpoint(id: $id) { ${ENDPOINT} } }`,
  variables: (p) => ({ id: p.endpoint_id }),
  answer: { kind: 'record', at: 'endpoint' },
  notFound: 'No such webhook endpoint.',
});

export const webhookDeliveries = defineRoute({
  method: 'GET',
  path: '/v1/webhooks/:endpoint_id/deliveries',
  operation: 'webhooks.deliveries',
  summary: "An endpoint's deliveries, newest first, each with every attempt. Free.",
  params: z.strictObject({ endpoint_id: endpointId, limit: intParam('limit', 1, 100).optional() }),
  subgraph: 'webhooks',
  document: `query WebhookDeliveries($id: String!, $first: Int!) {
    endpoint: webhookEndpoint(id: $id) { deliveries(first: $first) { ${DELIVERY} } }
  }`,
  variables: (p) => ({ id: p.endpoint_id, first: p.limit ?? 50 }),
  answer: { kind: 'record', at: 'endpoint.deliveries', wrap: 'deliveries' },
  notFound: 'No such webhook endpoint.',
});

export const webhookReplay = defineRoute({
  method: 'POST',
  path: '/v1/webhooks/deliveries/:delivery_id/replay',
  operation: 'webhooks.replay',
  summary: "Sends a delivery's event again as a new delivery (same event id). Free.",
  params: z.strictObject({ delivery_id: z.string().max(100) }),
  subgraph: 'webhooks',
  document: `mutation WebhookReplay($id: String!) { delivery: replayWebhookDelivery(deliveryId: $id) { ${DELIVERY} } }`,
  variables: (p) => ({ id: p.delivery_id }),
  answer: { kind: 'record', at: 'delivery' },
  notFound: 'No such webhook delivery.',
});

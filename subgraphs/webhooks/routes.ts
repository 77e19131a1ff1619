import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../platform/events.ts';
import { defineRoute, type SampleApi } from '../../platform/rest/route.ts';
import { DELIVERIES_RULES, ENDPOINT_RULES, NO_PARAMS, REPLAY_RULES, webhookCreateArgs } from './params.ts';
import type { WebhookServices } from './services.ts';

/** The samples' endpoint: a new one of the caller's, on loopback port 9 (nothing listens; nothing is delivered there). */
async function newEndpoint(api: SampleApi): Promise<string> {
  return (await api.call<{ id: string }>('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['job.ready'] })).id;
}

/** The samples' delivery: an event of the caller's recorded and routed to a new endpoint, as the delivery worker does. */
async function newDelivery(api: SampleApi): Promise<string> {
  const endpoint = await newEndpoint(api);
  const [{ account_id }] = await api.db.query<{ account_id: number }>('SELECT account_id FROM webhook_endpoints WHERE endpoint_id = $1', [endpoint]);
  const batchId = `job_${randomUUID()}`;
  await recordEvent(api.db, account_id, 'job.ready', `sample:${batchId}`, {
    batch_id: batchId,
    operation: 'photonet.user_feed',
    status: 'ready',
    error: null,
    cost: '$0.0000',
    item_count: 0,
    status_url: `/v1/jobs/${batchId}`,
    results_url: `/v1/jobs/${batchId}/results`,
    finished_at: new Date().toISOString(),
  });
  await (api.services('webhooks') as WebhookServices).webhooks.drain();
  const page = await api.call<{ deliveries: { id: string }[] }>('GET', `/v1/webhooks/${endpoint}/deliveries`, { limit: '1' });
  return page.deliveries[0].id;
}

/** Webhook endpoints and deliveries: all free, owner-checked (another account's endpoint or delivery is 404). */

const ENDPOINT = 'id url events balanceThreshold createdAt';
const DELIVERY = `id endpointId eventId eventType status attemptCount lastResponseCode replayOf createdAt nextAttemptAt
  finishedAt payload attempts { attempt attemptedAt durationMs outcome responseCode error }`;

export const webhookCreate = defineRoute({
  method: 'POST',
  path: '/v1/webhooks',
  operation: 'webhooks.create',
  sample: { body: { url: 'http://127.0.0.1:9/hook', events: ['job.ready'] } },
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
  sample: {},
  summary: "The account's webhook endpoints (never their secrets). Free.",
  params: NO_PARAMS,
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
  sample: async (api) => ({ params: { endpoint_id: await newEndpoint(api) } }),
  summary: 'One webhook endpoint. Free.',
  params: ENDPOINT_RULES,
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
  sample: async (api) => ({ params: { endpoint_id: await newEndpoint(api) }, body: {} }),
  summary: 'Deletes a webhook endpoint; deliveries still waiting are cancelled. Free.',
  params: ENDPOINT_RULES,
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
  sample: async (api) => ({ params: { endpoint_id: await newEndpoint(api) }, query: { limit: '10' } }),
  summary: "An endpoint's deliveries, newest first, each with every attempt. Free.",
  params: DELIVERIES_RULES,
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
  sample: async (api) => ({ params: { delivery_id: await newDelivery(api) }, body: {} }),
  summary: "Sends a delivery's event again as a new delivery (same event id). Free.",
  params: REPLAY_RULES,
  subgraph: 'webhooks',
  document: `mutation WebhookReplay($id: String!) { delivery: replayWebhookDelivery(deliveryId: $id) { ${DELIVERY} } }`,
  variables: (p) => ({ id: p.delivery_id }),
  answer: { kind: 'record', at: 'delivery' },
  notFound: 'No such webhook delivery.',
});

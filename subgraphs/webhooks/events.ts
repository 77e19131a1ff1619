import { EVENT_KINDS, type EventKind } from '../../platform/events.ts';
import type { PushedEvents } from '../module.ts';
import { SIGNATURE_HEADER } from './signing.ts';

/** The GraphQL type of each event kind's data (schema.graphql's WebhookEventData members). */
export const EVENT_DATA: Record<EventKind, string> = {
  'job.ready': 'WebhookJobEventData',
  'job.failed': 'WebhookJobEventData',
  'job.payment_required': 'WebhookJobEventData',
  'dm.reply_received': 'WebhookDmReplyEventData',
  'balance.low': 'WebhookBalanceLowEventData',
};

/** What a registered endpoint receives, event by event: the body `{id, type, created_at, livemode, data}`, signed. */
export const pushedEvents: PushedEvents = {
  bodyType: 'WebhookEvent',
  dataField: 'data',
  headers: [
    { name: 'Webhook-Id', description: 'The delivery (whd_…): a retry of it carries the same id, a replay a new one.', pattern: '^whd_[0-9a-f-]{36}$' },
    { name: 'Webhook-Event', description: 'The event type, as the body’s `type`.' },
    {
      name: 'Webhook-Signature',
      description:
        '`t=<unix seconds>,v1=<hex>`: the hex is HMAC-SHA256 with the endpoint secret of `<t>.<raw body>`. Recompute it over the body exactly as received, compare in constant time, and refuse a timestamp far from your clock (five minutes, say).',
      pattern: '^t=\\d+,v1=[0-9a-f]{64}$',
    },
  ],
  events: Object.fromEntries((Object.keys(EVENT_KINDS) as EventKind[]).map((kind) => [kind, { summary: EVENT_KINDS[kind], dataType: EVENT_DATA[kind] }])),
};

// The signature is sent under the name signing.ts gives it (HTTP names are case-insensitive).
if (!pushedEvents.headers.some((h) => h.name.toLowerCase() === SIGNATURE_HEADER)) throw new Error('the signature header sent is not described');

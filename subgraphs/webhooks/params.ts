import { z } from 'zod';
import { EVENT_KINDS } from '../../platform/events.ts';
import { outboundUrlParam, rulesPerPolicy } from '../../platform/outbound/url-policy.ts';

/**
 * The parameter rules of a webhook registration, under the REST names for both surfaces (checkArgs on GraphQL), under
 * a configuration's URL policy: a URL the fetcher would not deliver to is refused here with the fetcher's message.
 */

const kinds = Object.keys(EVENT_KINDS) as [keyof typeof EVENT_KINDS, ...(keyof typeof EVENT_KINDS)[]];
/** Each event kind at most twice over: a longer list is a mistake, not a subscription. */
export const MAX_EVENTS = kinds.length * 2;

export const webhookCreateArgs = rulesPerPolicy((outbound) =>
  z.strictObject({
    url: outboundUrlParam(outbound, 'url', { description: 'The http(s) URL events are POSTed to: a public address, a port from OUTBOUND_PORTS.' }, (url) => url.href),
    events: z
      .array(z.enum(kinds, { error: `each event must be one of ${kinds.join(', ')}` }), { error: `events is required: a list of ${kinds.join(', ')}` })
      .min(1, `events must name at least one of ${kinds.join(', ')}`)
      .max(MAX_EVENTS, `events takes at most ${MAX_EVENTS} entries`),
    balance_threshold: z.string().max(20, 'balance_threshold must be a dollar amount such as 5 or 2.50.').optional(),
  }),
);

export type WebhookCreateArgs = z.infer<ReturnType<typeof webhookCreateArgs>>;

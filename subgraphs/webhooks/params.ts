import { z } from 'zod';
import { InvalidRequest } from '../../platform/errors.ts';
import { EVENT_KINDS } from '../../platform/events.ts';
import { outboundUrlParam, rulesPerPolicy } from '../../platform/outbound/url-policy.ts';
import { documented, intParam, parsed, type ArgsReading } from '../../platform/rest/params.ts';

/**
 * The parameter rules of a webhook registration, under the REST names for both surfaces (checkArgs on GraphQL), under
 * a configuration's URL policy: a URL the fetcher would not deliver to is refused here with the fetcher's message.
 */

const kinds = Object.keys(EVENT_KINDS) as [keyof typeof EVENT_KINDS, ...(keyof typeof EVENT_KINDS)[]];
/** Each event kind at most twice over: a longer list is a mistake, not a subscription. */
export const MAX_EVENTS = kinds.length * 2;

export const webhookCreateArgs = rulesPerPolicy((outbound) =>
  z.strictObject({
    url: outboundUrlParam(
      outbound,
      'url',
      { description: 'The http(s) URL events are POSTed to: a public address, a port from OUTBOUND_PORTS.' },
      (url) => url.href,
    ),
    events: documented(
      z
        .array(z.enum(kinds, { error: `each event must be one of ${kinds.join(', ')}` }), { error: `events is required: a list of ${kinds.join(', ')}` })
        .transform(
          parsed((list) => {
            if (list.length === 0) throw new InvalidRequest(`events must name at least one of ${kinds.join(', ')}.`);
            if (list.length > MAX_EVENTS) throw new InvalidRequest(`events takes at most ${MAX_EVENTS} entries, got ${list.length}.`);
            return list;
          }),
        ),
      { type: 'array', items: { type: 'string', enum: kinds }, minItems: 1, maxItems: MAX_EVENTS, description: 'The events to deliver to this endpoint.' },
    ),
    balance_threshold: z.string().max(20, 'balance_threshold must be a dollar amount such as 5 or 2.50.').optional(),
  }),
);

export type WebhookCreateArgs = z.infer<ReturnType<typeof webhookCreateArgs>>;

const endpointId = z.string().max(100);

/** The list of endpoints takes none (a query with anything in it is refused). */
export const NO_PARAMS = z.strictObject({});

/** One endpoint, read or deleted (the delete's body is `{}`). */
export const ENDPOINT_RULES = z.strictObject({ endpoint_id: endpointId });

/** An endpoint's deliveries, newest first. */
export const DELIVERIES_RULES = z.strictObject({ endpoint_id: endpointId, limit: intParam('limit', 1, 100).optional() });

/** A delivery sent again. */
export const REPLAY_RULES = z.strictObject({ delivery_id: z.string().max(100) });

/** An endpoint's GraphQL `id` is its REST `endpoint_id`. */
export const BY_ENDPOINT_ID: ArgsReading = { prepare: ({ id, ...rest }) => ({ ...rest, endpointId: id }) };

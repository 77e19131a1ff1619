import type { WorkerNetwork, WorkerOperation } from './operations.ts';
import { DEFAULT_WORKER_MAX_BYTES, MIN_WORKER_SECRET, WORKER_ERROR_TYPES } from './worker.ts';

/** What each failure type means to the API's callers, in the protocol document's words. */
const FAILURES: Record<(typeof WORKER_ERROR_TYPES)[number], string> = {
  not_found: 'The upstream has no such record (the account, post or video does not exist or is gone). Callers get 404 not_found.',
  rate_limited: "The worker's capacity for this network is used up. Callers get 429 rate_limited, with Retry-After from retry_after (default 60 s).",
  challenge: 'The upstream asked for a challenge (a captcha, a checkpoint) the worker could not pass. Callers get 502 upstream_error.',
  paused:
    'The worker does not acquire this network for now (no healthy account, maintenance). Callers get 503 source_paused, with Retry-After from retry_after (default 60 s).',
  upstream_error: 'The upstream failed in another way. Callers get 502 upstream_error.',
  timeout: 'The upstream did not answer the worker in time. Callers get 504 upstream_error.',
};

const pascal = (s: string) => s.replace(/(^|[_/.-])(\w)/g, (_, __, c: string) => c.toUpperCase());

function requestSchema(network: WorkerNetwork, op: WorkerOperation): Record<string, unknown> {
  return {
    type: 'object',
    title: `${network.network} ${op.name}`,
    description: `${op.description}\n\nThe 200 answer's raw: ${op.raw}`,
    required: ['network', 'operation', 'args', 'cursor'],
    additionalProperties: false,
    properties: {
      network: { const: network.network, description: 'The network.' },
      operation: { const: op.name, description: 'The operation.' },
      args: { ...op.args, description: "The operation's arguments." },
      cursor: op.pages
        ? { type: ['string', 'null'], description: "The page to read: null for the first, then the next page's cursor from the previous page's payload." }
        : { type: 'null', description: 'Always null: this operation does not page.' },
    },
  };
}

/**
 * The acquisition worker protocol as an OpenAPI 3.1 document: the one endpoint a worker serves, its signature, each
 * network's operations (from the worker adapters' declarations) and the answers the service understands.
 */
export function workerProtocol(networks: WorkerNetwork[], version: string): Record<string, unknown> {
  const requests: Record<string, unknown> = {};
  for (const network of networks) {
    for (const op of network.operations) requests[`${pascal(network.network)}${pascal(op.name)}Request`] = requestSchema(network, op);
  }
  const failure = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Acquisition worker protocol',
      version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        'What an acquisition worker serves: the service that reads a network without a public API for the Social Data API.',
        'The operator runs it, in any language, with its own account pools, proxies and request signing. The API calls it for live keys when a network is configured with `<NETWORK>_PROVIDER=worker` and `<NETWORK>_WORKER_URL`; test keys never reach it.',
        '',
        "Each request is one upstream read: the network, the operation, its arguments and, for a list, the page. A worker answers the network's own payload for that read (`raw`), exactly as the upstream sent it; the API normalises it, archives it, and answers its callers. A payload the API cannot read is a failure (502 to its caller), never charged.",
        '',
        `Every request is signed with the shared secret \`<NETWORK>_WORKER_SECRET\` (at least ${MIN_WORKER_SECRET} characters): \`Acquire-Signature: t=<unix seconds>,v1=<hex>\`, where the hex is HMAC-SHA256(secret, "<t>.<raw body>"). A worker recomputes it over the body exactly as received, compares in constant time, and refuses a request whose t is more than 5 minutes from its own clock.`,
        '',
        `The API waits \`<NETWORK>_WORKER_TIMEOUT_MS\` for a whole answer (its upstream timeout by default) and reads at most \`<NETWORK>_WORKER_MAX_BYTES\` (${DEFAULT_WORKER_MAX_BYTES / 1024 / 1024} MiB by default); past either, its caller gets 504 or 502. Redirects are not followed. Nothing a worker fails with is charged to the caller or archived.`,
      ].join('\n'),
    },
    servers: [{ url: 'https://acquisition-worker.internal', description: "The worker's base URL, as <NETWORK>_WORKER_URL names it." }],
    security: [{ acquireSignature: [] }],
    paths: {
      '/v1/acquire': {
        post: {
          operationId: 'acquire',
          summary: 'Read one payload upstream',
          description: 'One read of one network. The request body names the network and the operation; its args and cursor are described per operation.',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { oneOf: Object.keys(requests).map((name) => ({ $ref: `#/components/schemas/${name}` })) } } },
          },
          responses: {
            '200': {
              description: "The network's own payload for this read.",
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Acquired' } } },
            },
            '404': failure('not_found: the upstream has no such record.'),
            '429': failure('rate_limited, with retry_after.'),
            '502': failure('challenge or upstream_error.'),
            '503': failure('paused, with retry_after.'),
            '504': failure('timeout.'),
            default: failure(
              'Any other status with a typed failure is read by its type. A status without one, a body that is not JSON, or a 200 without raw is an upstream failure (502 to the caller).',
            ),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        acquireSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'Acquire-Signature',
          description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the shared secret>.',
        },
      },
      schemas: {
        Acquired: {
          type: 'object',
          required: ['raw'],
          properties: {
            raw: {
              description: "The network's own payload for the read, in the shape the operation's description gives (the same the upstream sends). Not null.",
            },
            cursor: {
              type: ['string', 'null'],
              description: "Optional: the next page's cursor, for a worker that wants to say it. The API pages by the cursor in the network's own payload.",
            },
          },
        },
        Failure: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['type'],
              properties: {
                type: {
                  type: 'string',
                  enum: [...WORKER_ERROR_TYPES],
                  description: WORKER_ERROR_TYPES.map((t) => `${t}: ${FAILURES[t]}`).join('\n'),
                },
                retry_after: { type: 'integer', minimum: 1, maximum: 3600, description: 'Seconds until a retry may succeed (rate_limited, paused).' },
                message: { type: 'string', description: "For the operator's logs; never shown to the API's callers." },
              },
            },
          },
        },
        ...requests,
      },
    },
  };
}

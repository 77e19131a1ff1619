import type { GatewayPlugin } from '@graphql-hive/gateway';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Caller, Gate } from '../platform/gate.ts';
import { toApiError, type ApiError } from '../platform/errors.ts';
import { newRequestId } from '../platform/ids.ts';
import { joinedAuthorization } from '../platform/http.ts';
import { INTERNAL_SIGNATURE_HEADER, signInternal } from '../platform/internal-signature.ts';
import type { Units } from '../platform/money.ts';
import { rateLimitHeaders } from '../platform/ratelimit.ts';
import { CostModel, type FieldPrice, type ListSize } from '../platform/billing/cost-model.ts';
import { reserveOperation, settleOperation, type OperationLimits } from './operation-billing.ts';
import { addReported, newMeter, type Meter } from '../subgraphs/metering.ts';

/**
 * Our authentication, rate limit and billing as a Hive Gateway plugin, so that an operator may run a third-party
 * Federation router (Hive Gateway) over our subgraphs and still bill exactly as our router does, with the same Gate:
 *
 * - admit: the key and its rate limit, before anything is parsed (401 and 429 in GraphQL's error shape);
 * - reserve: the operation's static estimate, with the same cost model and limits as /graphql (400 beyond them,
 *   402 when the balance cannot cover it), before anything runs;
 * - settle: what the subgraphs report their billable fields delivered (the `metered` extension of each subgraph
 *   answer) is charged, the rest given back; `extensions.cost` and `extensions.requestId` as on /graphql;
 * - every subgraph call carries the signed internal header (account, request id, expiry), without which our
 *   subgraphs answer 401.
 *
 * A request that never reaches execution (a document that does not parse or validate) gets its reservation back.
 */

interface RequestState {
  requestId: string;
  caller: Caller;
  meter: Meter;
  requested?: Units;
  settled: boolean;
  /** The document did not validate: answered 400. */
  invalid?: boolean;
}

export interface HivePluginOptions {
  gate: Gate;
  pricing: { billing: Record<string, FieldPrice>; lists: Record<string, ListSize> };
  limits: OperationLimits;
  /** INTERNAL_SIGNING_SECRET, the one the subgraphs verify with. */
  signingSecret: string;
  /** Where GraphQL is served (Hive Gateway's graphqlEndpoint); other paths (health checks) are not admitted. */
  endpoint?: string;
}

/** An ApiError as the GraphQL error Hive Gateway (Yoga) sends with its HTTP status and headers. */
function graphQLError(api: ApiError): GraphQLError {
  return new GraphQLError(api.message, { extensions: { ...api.extensions, http: { status: api.status, headers: api.headers } } });
}

function errorResponse(api: ApiError, requestId: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message: api.message, extensions: api.extensions }], extensions: { requestId } }), {
    status: api.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, ...api.headers, ...headers },
  });
}

export function ourBillingPlugin(options: HivePluginOptions): GatewayPlugin {
  const { gate, signingSecret } = options;
  const endpoint = options.endpoint ?? '/graphql';
  const states = new WeakMap<Request, RequestState>();
  let costs: CostModel | null = null;
  let costsFor: GraphQLSchema | null = null;
  const stateOf = (context: unknown): RequestState | undefined => {
    const request = (context as { request?: Request } | undefined)?.request;
    return request ? states.get(request) : undefined;
  };

  return {
    onSchemaChange({ schema }) {
      if (schema !== costsFor) {
        costsFor = schema;
        costs = new CostModel(schema, options.pricing.billing, options.pricing.lists);
      }
    },

    async onRequest({ request, url, endResponse }) {
      if (url.pathname !== endpoint) return;
      const requestId = newRequestId();
      let limitHeaders: Record<string, string> = {};
      try {
        const caller = await gate.admit(joinedAuthorization(request.headers.get('authorization')), requestId, null, (limits) => {
          limitHeaders = rateLimitHeaders(limits);
        });
        states.set(request, { requestId, caller, meter: newMeter(), settled: false });
      } catch (err) {
        endResponse(errorResponse(toApiError(err), requestId, limitHeaders));
      }
    },

    // A document that does not validate is a 400 invalid_request, as on /graphql (Yoga answers 200 with its own code).
    onValidate({ context }) {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        const state = stateOf(context);
        if (state) state.invalid = true;
        setResult(result.map((e) => new GraphQLError(e.message, { extensions: { code: 'invalid_request', status: 400, http: { status: 400 } } })));
      };
    },

    onExecute({ args, setResultAndStopExecution }) {
      const state = stateOf(args.contextValue);
      if (!state) return;
      return (async () => {
        try {
          if (!costs) throw new Error('the schema is not loaded yet');
          state.requested = await reserveOperation(
            gate,
            state.caller,
            costs,
            args.document,
            args.operationName,
            (args.variableValues ?? {}) as Record<string, unknown>,
            options.limits,
          );
        } catch (err) {
          setResultAndStopExecution({ errors: [graphQLError(toApiError(err))] });
          return;
        }
        return {
          async onExecuteDone({ result, setResult }) {
            if (!('data' in result || 'errors' in result)) return; // a stream: not served by our subgraphs
            const single = result as ExecutionResult;
            state.settled = true;
            try {
              const answer = { data: single.data as Record<string, unknown> | null | undefined, errors: single.errors };
              const { cost } = await settleOperation(gate, state.caller, costs!, args.document, args.operationName, answer, state.meter, state.requested!);
              setResult({ ...single, extensions: { ...single.extensions, cost, requestId: state.requestId } });
            } catch (err) {
              // Not charged (settle gave the reservation back): the answer is not served.
              setResult({ errors: [graphQLError(toApiError(err))], extensions: { requestId: state.requestId } });
            }
          },
        };
      })();
    },

    onFetch({ context, options: init, setOptions }) {
      const state = stateOf(context);
      const requestId = state?.requestId ?? 'internal';
      const headers = new Headers(init.headers as HeadersInit | undefined);
      headers.set('x-request-id', requestId);
      headers.set(
        INTERNAL_SIGNATURE_HEADER,
        signInternal(signingSecret, { accountId: state?.caller.accountId ?? null, keyMode: state?.caller.keyMode ?? 'live', requestId }, Date.now()),
      );
      setOptions({ ...init, headers: Object.fromEntries(headers) });
    },

    onSubgraphExecute({ executionRequest }) {
      const state = stateOf(executionRequest.context);
      if (!state) return;
      return ({ result }) => {
        if (Symbol.asyncIterator in (result as object)) return;
        addReported(state.meter, (result as ExecutionResult).extensions);
      };
    },

    // Every answer carries its request id in extensions, as on /graphql; one that did not validate goes out as 400
    // (Yoga answers application/json requests 200 whatever its validation errors say).
    onResultProcess({ request, result, setResult }) {
      const state = states.get(request);
      if (!state || Array.isArray(result) || Symbol.asyncIterator in (result as object)) return;
      const single = result as ExecutionResult & { extensions?: Record<string, unknown> };
      setResult({ ...single, extensions: { ...single.extensions, requestId: state.requestId, ...(state.invalid ? { http: { status: 400 } } : {}) } });
    },

    async onResponse({ request, response }) {
      const state = states.get(request);
      if (!state) return;
      // Parsed or validated badly, refused before it ran: nothing is charged, the reservation goes back.
      if (!state.settled) await gate.cancel(state.caller);
      response.headers.set('x-request-id', state.requestId);
      for (const [name, value] of Object.entries(rateLimitHeaders(state.caller.rateLimit))) response.headers.set(name, value);
    },
  };
}

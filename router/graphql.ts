import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { expressMiddleware } from '@as-integrations/express5';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Caller, Gate } from '../platform/gate.ts';
import type { Config } from '../platform/config.ts';
import { fromExtensions, InvalidRequest, requote, toApiError, type ApiError } from '../platform/errors.ts';
import { formatDollars, parseDollars, type Units } from '../platform/money.ts';
import { rateLimitHeaders } from '../platform/ratelimit.ts';
import { logBurst } from '../platform/log-burst.ts';
import { unavailableError } from './unavailable-answer.ts';
import { newMeter } from '../subgraphs/metering.ts';
import { CostModel, type FieldPrice, type ListSize } from '../platform/billing/cost-model.ts';
import { noNulInStrings } from './graphql-nul.ts';
import { operationLimitsRule } from './operation-limits.ts';
import type { RouterContext } from './gateway.ts';

interface GraphQLContext extends RouterContext {
  caller: Caller;
  requested?: number;
}

/** An ApiError as a GraphQL error: the same code string, and the HTTP status the response goes out with. */
function graphQLError(err: ApiError): GraphQLError {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(err.headers)) headers.set(name.toLowerCase(), value);
  return new GraphQLError(err.message, { extensions: { code: err.code, status: err.status, http: { status: err.status, headers } } });
}

// Apollo's own codes for requests that never ran, mapped onto the contract's.
const APOLLO_CODES: Record<string, { code: string; status: number }> = {
  GRAPHQL_PARSE_FAILED: { code: 'invalid_request', status: 400 },
  GRAPHQL_VALIDATION_FAILED: { code: 'invalid_request', status: 400 },
  BAD_USER_INPUT: { code: 'invalid_request', status: 400 },
  BAD_REQUEST: { code: 'invalid_request', status: 400 },
  OPERATION_RESOLUTION_FAILURE: { code: 'invalid_request', status: 400 },
  PERSISTED_QUERY_NOT_SUPPORTED: { code: 'invalid_request', status: 400 },
};

function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const ext = (formatted.extensions ?? {}) as Record<string, unknown>;
  const mapped = typeof ext.code === 'string' ? APOLLO_CODES[ext.code] : undefined;
  // graphql-js quotes the offending input in full (also where our code passes its message on): the client gets
  // an excerpt.
  if (mapped) return { ...formatted, message: requote(formatted.message), extensions: { code: mapped.code, status: mapped.status } };
  const api = fromExtensions(formatted.message, ext);
  // Field errors carry their path; locations would point into the gateway's subgraph fetch rather than the
  // client's document, so the gateway drops them, and the single-subgraph shortcut does the same.
  if (api) return { message: requote(formatted.message), path: formatted.path, extensions: api.extensions };
  logBurst('error', { graphql_error: formatted }, 'graphql error without an API code', formatted.message.slice(0, 200));
  return { message: 'Internal error.', path: formatted.path, extensions: { code: 'internal_error', status: 500 } };
}

/** The limits the billing plugin applies to an operation's estimate. */
interface EstimateLimits {
  maxCost: Units;
  maxResults: number;
}

/**
 * Prices each operation like REST. Before it runs: its static estimate (variables and their defaults applied, lists
 * multiplied by their bounds) must be within the limits, and is reserved (402 before any work when the balance
 * cannot cover it). After: what the resolvers delivered, counted at each billable field by the subgraph meters, is
 * charged and the rest returned. An answer that would cost more than was reserved is served only if the difference
 * can be reserved too; otherwise it is not served and nothing is charged. `extensions.cost` reports all three.
 */
function billingPlugin(gate: Gate, costs: () => CostModel, limits: EstimateLimits): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          let requested: Units;
          try {
            const estimate = costs().estimate(rc.document, rc.operationName, rc.request.variables ?? {});
            if (estimate.results > limits.maxResults) {
              throw new InvalidRequest(
                `This operation is estimated to return up to ${estimate.results} results; one operation may return at most ${limits.maxResults}. ` +
                  'Ask for fewer items (first, limit, pageSize) or split it.',
              );
            }
            if (estimate.cost > limits.maxCost) {
              throw new InvalidRequest(
                `This operation is estimated to cost up to ${formatDollars(estimate.cost)}; one operation may cost at most ${formatDollars(limits.maxCost)}. ` +
                  'Ask for fewer items or split it.',
              );
            }
            requested = estimate.cost;
            await gate.reserveMore(rc.contextValue.caller, requested);
          } catch (err) {
            throw graphQLError(toApiError(err));
          }
          rc.contextValue.requested = requested;
        },
        async willSendResponse(rc) {
          const { caller, requested } = rc.contextValue;
          const body = rc.response.body;
          if (requested === undefined || body.kind !== 'single') {
            await gate.cancel(caller);
            // Nothing was reserved, so the key's revocation was not checked yet: a revoked key is a 401 whatever
            // else is wrong with the request.
            try {
              await gate.ensureLive(caller);
            } catch (err) {
              const api = toApiError(err);
              if (body.kind === 'single') body.singleResult = { errors: [{ message: api.message, extensions: api.extensions }] };
              rc.response.http.status = api.status;
            }
            return;
          }
          const result = body.singleResult;
          // Side effects (a DM sent) happened even if an error later nulled the data: the meter counts what resolved.
          const delivered = rc.contextValue.scope.meter?.units ?? 0;
          try {
            const settled = await gate.settle(caller, delivered, `graphql.${rc.operationName ?? 'anonymous'}`);
            result.extensions = {
              ...result.extensions,
              cost: { requested: formatDollars(requested), actual: settled.cost, balance: settled.balance },
            };
            // Nothing delivered because the database was away: answered as on REST, 503 with Retry-After, no data.
            const unavailable = settled.costUnits === 0 ? unavailableError(result.errors) : null;
            if (unavailable) {
              body.singleResult = { errors: [unavailable.error], extensions: result.extensions };
              rc.response.http.status = 503;
              if (unavailable.retryAfter) rc.response.http.headers.set('retry-after', unavailable.retryAfter);
            }
          } catch (err) {
            // Not charged (settle undid the reservation): the answer is not served.
            const api = toApiError(err);
            body.singleResult = { errors: [{ message: api.message, extensions: api.extensions }] };
            rc.response.http.status = api.status;
            for (const [name, value] of Object.entries(api.headers)) rc.response.http.headers.set(name.toLowerCase(), value);
          }
        },
      };
    },
  };
}

/**
 * /graphql: key and rate limit checked before Apollo sees the request (401 and 429 come back in GraphQL's error
 * shape with the HTTP status), then the gateway executes across subgraphs.
 */
export async function graphqlHandlers(
  gateway: GatewayInterface,
  gate: Gate,
  pricing: { billing: Record<string, FieldPrice>; lists: Record<string, ListSize> },
  limits: Config['graphql'],
) {
  let costModel: CostModel | undefined;
  const server = new ApolloServer<GraphQLContext>({
    gateway,
    formatError,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [operationLimitsRule(limits), noNulInStrings],
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      {
        async serverWillStart() {
          return {
            schemaDidLoadOrUpdate({ apiSchema }) {
              costModel = new CostModel(apiSchema, pricing.billing, pricing.lists);
            },
          };
        },
      },
      billingPlugin(gate, () => costModel!, { maxCost: parseDollars(limits.maxCost), maxResults: limits.maxResults }),
      {
        // The request id of the X-Request-Id header, in the body too, as REST has it in meta or the error.
        async requestDidStart() {
          return {
            async willSendResponse(rc) {
              if (rc.response.body.kind !== 'single') return;
              const result = rc.response.body.singleResult;
              result.extensions = { ...result.extensions, requestId: rc.contextValue.scope.requestId };
            },
          };
        },
      },
    ],
  });
  await server.start();

  const admit: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.caller = await gate.admit(req.headers.authorization, res.locals.requestId, null, (limits) =>
        res.set(rateLimitHeaders(limits)),
      );
      next();
    } catch (err) {
      // The /graphql error handler (router/app.ts) answers in GraphQL's shape and counts 401s per address.
      next(err);
    }
  };

  const execute = expressMiddleware(server, {
    context: async ({ res }) => {
      const caller = res.locals.caller as Caller;
      return { caller, scope: { requestId: caller.requestId, accountId: caller.accountId, meter: newMeter() } };
    },
  });
  return { admit, execute, stop: () => server.stop() };
}

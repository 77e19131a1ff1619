import { ApolloServer, HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextWillSendResponse } from '@apollo/server';
import {
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, type GraphQLFormattedError, type ValidationRule } from 'graphql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Caller, Gate } from '../platform/gate.ts';
import type { Config } from '../platform/config.ts';
import { fromExtensions, InvalidRequest, requote, toApiError, type ApiError } from '../platform/errors.ts';
import { parseDollars } from '../platform/money.ts';
import { rateLimitHeaders } from '../platform/ratelimit.ts';
import { apolloMasker, carriesApiCode } from '../subgraphs/masked-errors.ts';
import { unavailableError, upstreamFailureStatus } from './unavailable-answer.ts';
import { failedRequestStatus } from './failed-request-status.ts';
import { reserveOperation, settleOperation, type OperationLimits } from './operation-billing.ts';
import { newMeter } from '../subgraphs/metering.ts';
import { CostModel, type FieldPrice, type ListSize } from '../platform/billing/cost-model.ts';
import { noNulInStrings } from './graphql-nul.ts';
import { noIntrospection, operationLimitsRule } from './operation-limits.ts';
import type { RouterContext } from './gateway.ts';
import { authorizationOf } from '../platform/http.ts';
import { documentStore } from './bounded-cache.ts';
import { LiteralTemplates } from './literal-templates.ts';

/**
 * The memory Apollo Server's parsed and validated documents may hold (estimated from their texts, router/bounded-cache.ts),
 * and the memory the literal templates may hold (router/literal-templates.ts). With values written into texts
 * normalised before the server sees them, a document per shape is kept, not one per value.
 */
export const DOCUMENT_STORE_BYTES = 48 * 1024 * 1024;
export const LITERAL_TEMPLATE_BYTES = 8 * 1024 * 1024;

interface GraphQLContext extends RouterContext {
  caller: Caller;
  requested?: number;
}

/** An ApiError as a GraphQL error: the same code string, and the HTTP status the response goes out with. */
function graphQLError(err: ApiError): GraphQLError {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(err.headers)) headers.set(name.toLowerCase(), value);
  // Typed loosely: GraphQL Yoga (Hive Gateway, router/hive-plugin.ts) declares its own shape for `http`.
  const extensions: Record<string, unknown> = { code: err.code, status: err.status, http: { status: err.status, headers } };
  return new GraphQLError(err.message, { extensions });
}

// Apollo's own codes for requests that never ran, mapped onto the contract's.
const APOLLO_CODES: Record<string, { code: string; status: number }> = {
  GRAPHQL_PARSE_FAILED: { code: 'invalid_request', status: 400 },
  GRAPHQL_VALIDATION_FAILED: { code: 'invalid_request', status: 400 },
  BAD_USER_INPUT: { code: 'invalid_request', status: 400 },
  BAD_REQUEST: { code: 'invalid_request', status: 400 },
  OPERATION_RESOLUTION_FAILURE: { code: 'invalid_request', status: 400 },
  PERSISTED_QUERY_NOT_SUPPORTED: { code: 'invalid_request', status: 400 },
  // An automatic persisted query's hash this router has not seen yet: the message stays "PersistedQueryNotFound",
  // which Apollo Client's persisted query link answers by sending the document along.
  PERSISTED_QUERY_NOT_FOUND: { code: 'invalid_request', status: 400 },
};

/** graphql-js's "Did you mean …?" at the end of a message: it names fields, types and values of the schema. */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/** Whether an error reaches the client as it is: one of Apollo's refusals, or an error with a contract code. */
const passesRouter = (error: { message: string; extensions?: unknown }): boolean => {
  const code = (error.extensions as { code?: unknown } | undefined)?.code;
  return (typeof code === 'string' && Object.hasOwn(APOLLO_CODES, code)) || carriesApiCode(error.message, error.extensions);
};

type Masker = ReturnType<typeof apolloMasker<GraphQLContext>>;

/**
 * Every error as the client reads it: Apollo's refusals as invalid_request, our ApiErrors with their code and status,
 * and anything else (a gateway failure, a library's message) masked as internal_error by the masker, which logs its
 * detail once (with the request id when it came through a request). An internal_error masked where it happened (a
 * subgraph, in-process or served) was logged there. With introspection off, suggestions are cut from every message,
 * validation's and variable coercion's alike.
 */
function errorFormatter(hideSuggestions: boolean, masker: Masker) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const ext = (formatted.extensions ?? {}) as Record<string, unknown>;
    const message = hideSuggestions ? formatted.message.replace(SUGGESTION, '') : formatted.message;
    const mapped = typeof ext.code === 'string' && Object.hasOwn(APOLLO_CODES, ext.code) ? APOLLO_CODES[ext.code] : undefined;
    // graphql-js quotes the offending input in full (also where our code passes its message on): the client gets
    // an excerpt.
    if (mapped) return { ...formatted, message: requote(message), extensions: { code: mapped.code, status: mapped.status } };
    const api = fromExtensions(message, ext);
    // Field errors carry their path; locations would point into the gateway's subgraph fetch rather than the
    // client's document, so the gateway drops them, and the single-subgraph shortcut does the same.
    if (api) return { message: requote(message), path: formatted.path, extensions: api.extensions };
    return masker.mask(formatted, error);
  };
}

/**
 * Prices each operation like REST. Before it runs: its static estimate (variables and their defaults applied, lists
 * multiplied by their bounds) must be within the limits, and is reserved (402 before any work when the balance
 * cannot cover it). After: what the resolvers delivered, counted at each billable field by the subgraph meters, is
 * charged and the rest returned. An answer that would cost more than was reserved is served only if the difference
 * can be reserved too; otherwise it is not served and nothing is charged. `extensions.cost` reports all three.
 */
function billingPlugin(gate: Gate, costs: () => CostModel, limits: OperationLimits): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          try {
            rc.contextValue.requested = await reserveOperation(
              gate,
              rc.contextValue.caller,
              costs(),
              rc.document,
              rc.request.operationName,
              rc.request.variables ?? {},
              limits,
            );
          } catch (err) {
            throw graphQLError(toApiError(err));
          }
        },
        async willSendResponse(rc) {
          try {
            await settleAnswer(gate, costs(), rc);
          } finally {
            // The request id of the X-Request-Id header, in the body too, as REST has it in meta or the error: one
            // place, the response's extensions, whatever the answer (set last: settling may replace the body).
            if (rc.response.body.kind === 'single') {
              const result = rc.response.body.singleResult;
              result.extensions = { ...result.extensions, requestId: rc.contextValue.scope.requestId };
            }
          }
        },
      };
    },
  };
}

/** Charges what was delivered and shapes the answer accordingly (see billingPlugin). */
async function settleAnswer(gate: Gate, costs: CostModel, rc: GraphQLRequestContextWillSendResponse<GraphQLContext>): Promise<void> {
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
      return;
    }
    // A request refused before it ran (a persisted query's hash not seen yet, among others) with the status its
    // error states: Apollo answers some of these 200.
    const refused = body.kind === 'single' ? failedRequestStatus(body.singleResult) : null;
    if (refused) rc.response.http.status = refused;
    return;
  }
  const result = body.singleResult;
  try {
    const { settled, cost } = await settleOperation(
      gate,
      caller,
      costs,
      rc.document!,
      rc.operationName,
      result,
      rc.contextValue.scope.meter ?? newMeter(),
      requested,
    );
    result.extensions = { ...result.extensions, cost };
    if (settled.costUnits !== 0) return;
    // Nothing delivered because the database was away: answered as on REST, 503 with Retry-After, no data.
    const unavailable = unavailableError(result.errors);
    if (unavailable) {
      body.singleResult = { errors: [unavailable.error], extensions: result.extensions };
      rc.response.http.status = 503;
      if (unavailable.retryAfter) rc.response.http.headers.set('retry-after', unavailable.retryAfter);
      return;
    }
    // Every root field failed upstream (its subgraph service down or timing out, or its live read's upstream
    // failing): 502 or 504, as REST answers the same failure.
    const upstream = upstreamFailureStatus(result);
    if (upstream) rc.response.http.status = upstream;
    // Every root field refused for what the client sent (an argument out of range, a cursor not ours): the request
    // failed, with the status REST answers for the same input.
    const refused = failedRequestStatus(result);
    if (refused) rc.response.http.status = refused;
  } catch (err) {
    // Not charged (settle undid the reservation): the answer is not served.
    const api = toApiError(err);
    body.singleResult = { errors: [{ message: api.message, extensions: api.extensions }] };
    rc.response.http.status = api.status;
    for (const [name, value] of Object.entries(api.headers)) rc.response.http.headers.set(name.toLowerCase(), value);
  }
}

/**
 * Answers an Express request with Apollo Server (what @as-integrations/express5 does), adding the request id to the
 * answers Apollo makes without running its request pipeline (a body without a query, a refused GET, ...): the
 * pipeline's carry it already (billingPlugin), and these are all errors, so only bodies with an error status are
 * looked at.
 */
function httpHandler(server: ApolloServer<GraphQLContext>, context: (res: Response) => Promise<GraphQLContext>): RequestHandler {
  return async (req: Request, res: Response) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const query = req.url.indexOf('?');
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query === -1 ? '' : req.url.slice(query), body: req.body },
      context: () => context(res),
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.send(res.statusCode >= 400 ? withRequestId(response.body.string, res.locals.requestId as string) : response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

/** An error body with `extensions.requestId` added if it lacks one. */
function withRequestId(text: string, requestId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return text;
  const result = body as { extensions?: Record<string, unknown> };
  if (result.extensions?.requestId) return text;
  return JSON.stringify({ ...result, extensions: { ...result.extensions, requestId } });
}

/**
 * /graphql: batches refused and the key and rate limit checked before Apollo sees the request (400, 401 and 429 come
 * back in GraphQL's error shape with the HTTP status), then the gateway executes across subgraphs.
 */
export async function graphqlHandlers(
  gateway: GatewayInterface,
  gate: Gate,
  pricing: { billing: Record<string, FieldPrice>; lists: Record<string, ListSize> },
  limits: Config['graphql'],
) {
  let costModel: CostModel | undefined;
  const masker = apolloMasker<GraphQLContext>(passesRouter, { masked_by: 'router' }, (context) => context.scope.requestId);
  const validationRules: ValidationRule[] = [operationLimitsRule(limits), noNulInStrings];
  if (!limits.introspection) validationRules.unshift(noIntrospection);
  const templates = new LiteralTemplates({ validationRules, maxTokens: limits.maxTokens, maxBytes: LITERAL_TEMPLATE_BYTES });
  const server = new ApolloServer<GraphQLContext>({
    gateway,
    formatError: errorFormatter(!limits.introspection, masker),
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules,
    documentStore: documentStore(DOCUMENT_STORE_BYTES),
    // Introspection is ours to decide (GRAPHQL_INTROSPECTION, by noIntrospection), not NODE_ENV's: Apollo refuses it
    // when NODE_ENV=production unless told otherwise, which left GraphiQL's explorer empty in production.
    introspection: true,
    // Validation's "Did you mean …?" names the schema; the formatter cuts the rest (variables' suggestions).
    hideSchemaDetailsFromClientErrors: !limits.introspection,
    includeStacktraceInErrorResponses: false,
    // bin/server.ts drains in-flight requests on SIGTERM and stops this server itself; Apollo's own handler (installed
    // whenever NODE_ENV is not "test") would stop it first, failing the requests being drained.
    stopOnTerminationSignals: false,
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
              templates.setSchema(apiSchema);
            },
          };
        },
      },
      billingPlugin(gate, () => costModel!, { maxCost: parseDollars(limits.maxCost), maxResults: limits.maxResults }),
      masker.plugin,
    ],
  });
  await server.start();

  const admit: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.caller = await gate.admit(authorizationOf(req), res.locals.requestId, null, (limits) => res.set(rateLimitHeaders(limits)));
      next();
    } catch (err) {
      // The /graphql error handler (router/app.ts) answers in GraphQL's shape and counts 401s per address.
      next(err);
    }
  };

  const run = httpHandler(server, async (res) => {
    const caller = res.locals.caller as Caller;
    return { caller, scope: { requestId: caller.requestId, accountId: caller.accountId, keyMode: caller.keyMode, meter: newMeter() } };
  });
  const execute: RequestHandler = (req, res, next) => {
    normaliseLiterals(templates, req);
    return run(req, res, next);
  };
  return { admit, execute, templates, stop: () => server.stop() };
}

/**
 * A POST's query text with its values written in, made its shape's text with the values as variables
 * (router/literal-templates.ts), after persisted operations and the NUL check saw the request as sent. GET requests
 * and automatic persisted queries (whose hash is of the text) go as they came.
 */
function normaliseLiterals(templates: LiteralTemplates, req: Request): void {
  if (req.method !== 'POST') return;
  const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown } | undefined;
  if (!body || typeof body.query !== 'string') return;
  const extensions = body.extensions as { persistedQuery?: unknown } | null | undefined;
  if (extensions !== undefined && extensions !== null && (typeof extensions !== 'object' || extensions.persistedQuery !== undefined)) return;
  const normal = templates.normalise(body.query, body.variables, body.operationName);
  if (normal) req.body = { ...body, query: normal.query, variables: normal.variables };
}

/**
 * A batch (a JSON array of operations) is refused, 400 before the key is looked at, like a body that is not JSON:
 * each operation is limited, priced and reserved on its own, so a batch would be several requests in one without
 * saying which of them the status, the rate limit or the charge belongs to. Send one operation per request (HTTP/1.1
 * keep-alive or HTTP/2 make that cheap).
 */
export function refuseBatches(req: Request, _res: Response, next: NextFunction): void {
  if (Array.isArray(req.body)) throw new InvalidRequest('Batched requests (a JSON array of operations) are not supported: send one operation per request.');
  // The JSON reader is not strict (router/app.ts), so a body of null, a number or a string arrives here to be named.
  if (req.body === null || (req.body !== undefined && typeof req.body !== 'object')) {
    throw new InvalidRequest(`The request body must be a JSON object ({"query": …}), got ${req.body === null ? 'null' : `a ${typeof req.body}`}.`);
  }
  next();
}

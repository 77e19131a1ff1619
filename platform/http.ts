import type { NextFunction, Request, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { BEARER_CHALLENGE, fromExtensions, InternalError, InvalidRequest, NotFound, quote, toApiError, type ApiError } from './errors.ts';
import { newRequestId } from './ids.ts';
import { log } from './log.ts';
import { logBurst } from './log-burst.ts';

/** Gives every request its id (in res.locals, the X-Request-Id header and the access log line). */
export function requestIds(req: Request, res: Response, next: NextFunction): void {
  const requestId = newRequestId();
  const started = process.hrtime.bigint();
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  res.on('finish', () => {
    log.info(
      { request_id: requestId, method: req.method, path: req.path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 },
      'request',
    );
  });
  next();
}

/**
 * Every 401 challenges the client with `WWW-Authenticate: Bearer`. An ApiError's 401 carries the header itself; this
 * covers one answered another way (Apollo's answer, for a key found revoked after the document failed to parse) by
 * adding the header as the status line goes out, unless it is there already.
 */
export function challengeUnauthorized(_req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead as (...args: unknown[]) => Response;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (args[0] === 401 && !this.hasHeader('WWW-Authenticate')) this.setHeader('WWW-Authenticate', BEARER_CHALLENGE);
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}

const SEVERAL_AUTHORIZATIONS = 'Send one Authorization header; this request has several.';

/**
 * The request's `Authorization` header. Node keeps only the first of several, so a request carrying two would be
 * answered for whichever came first: it is refused instead (400), whatever the values.
 */
export function authorizationOf(req: Request): string | undefined {
  const given = req.headersDistinct.authorization;
  if (given && given.length > 1) throw new InvalidRequest(SEVERAL_AUTHORIZATIONS);
  return req.headers.authorization;
}

/** The same for Fetch-style headers, which join several values with ", " (a key never holds a comma). */
export function joinedAuthorization(value: string | null): string | undefined {
  if (value?.includes(',')) throw new InvalidRequest(SEVERAL_AUTHORIZATIONS);
  return value ?? undefined;
}

/** Answers with the contract's error envelope. 500s carry no detail; their cause goes to the log only. */
export function sendError(res: Response, err: unknown): void {
  const api = toApiError(err);
  const requestId = res.locals.requestId as string;
  if (api instanceof InternalError) logBurst('error', { err, request_id: requestId }, 'unhandled error');
  res
    .status(api.status)
    .set(api.headers)
    .json({ error: { code: api.code, message: api.message, request_id: requestId } });
}

/**
 * The same, in GraphQL's error shape for /graphql failures before Apollo answers (key, body, variables). The request
 * id sits where every GraphQL answer has it: the response's `extensions.requestId`.
 */
export function sendGraphQLError(res: Response, err: unknown): void {
  const api = toApiError(err);
  const requestId = res.locals.requestId as string;
  if (api instanceof InternalError) logBurst('error', { err, request_id: requestId }, 'unhandled error');
  res
    .status(api.status)
    .set(api.headers)
    .json({ errors: [{ message: api.message, extensions: api.extensions }], extensions: { requestId } });
}

/** The last handler: a path no route answers is a 404 in the contract's envelope, inside /v1 or not. */
export function unknownPath(req: Request, res: Response): void {
  sendError(res, new NotFound(`Nothing at ${req.method} ${quote(req.path, 100)}. REST operations are under /v1; GraphQL is at /graphql.`));
}

/** An error a subgraph reported in a GraphQL result, back as the ApiError it was thrown as. */
export function apiErrorFromGraphQL(error: GraphQLFormattedError): ApiError {
  const api = fromExtensions(error.message, error.extensions);
  if (api) return api;
  // internal_error: masked by the subgraph, which logged the cause with the request id.
  if ((error.extensions as { code?: unknown } | undefined)?.code !== 'internal_error') {
    logBurst('error', { graphql_error: error }, 'subgraph error without an API code', error.message.slice(0, 200));
  }
  return new InternalError();
}

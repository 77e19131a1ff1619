import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { fromExtensions } from '../platform/errors.ts';
import { logBurst } from '../platform/log-burst.ts';

/** What a client reads in place of an error that carries no contract code: nothing of the cause. */
export const INTERNAL_MESSAGE = 'Internal error.';
const INTERNAL_EXTENSIONS = { code: 'internal_error', status: 500 } as const;

/**
 * Apollo Server's own codes for a request it refused before running it (unparsable, invalid, bad variables, a bad
 * HTTP request). They describe what the caller sent, not our internals, so they pass a subgraph's boundary as they
 * are; the router maps them to invalid_request.
 */
export const APOLLO_REFUSALS: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/** Already masked where it happened (and logged there): a subgraph's internal_error crossing into the router. */
export function isMasked(extensions: unknown): boolean {
  return (extensions as { code?: unknown } | undefined)?.code === INTERNAL_EXTENSIONS.code;
}

/**
 * Whether an error may reach a client as it is: it was thrown as an ApiError (a contract code and status), or it
 * is one that was masked already. Anything else (PostgreSQL's own message, a TypeError, a library's wording) is an
 * internal error whose message must not leave this process.
 */
export function carriesApiCode(message: string, extensions: unknown): boolean {
  return fromExtensions(message, extensions) !== null || isMasked(extensions);
}

/** The masked form of an internal error: a generic message and internal_error, the path kept for partial data. */
export function maskedError(path?: GraphQLFormattedError['path']): GraphQLFormattedError {
  return path
    ? { message: INTERNAL_MESSAGE, path, extensions: { ...INTERNAL_EXTENSIONS } }
    : { message: INTERNAL_MESSAGE, extensions: { ...INTERNAL_EXTENSIONS } };
}

/**
 * Logs an internal error that is being masked, with the request it belongs to, once per burst of the same kind (the
 * message's start). `where` says which process or layer masked it.
 */
export function logMasked(error: GraphQLError | GraphQLFormattedError | Error, requestId: string | null, where: Record<string, unknown>): void {
  const original = (error as GraphQLError).originalError ?? error;
  logBurst(
    'error',
    { ...where, request_id: requestId, path: (error as GraphQLError).path, err: original },
    'internal error masked',
    `${Object.values(where).join('|')}|${error.message.slice(0, 120)}`,
  );
}

/**
 * Masking for an Apollo server (a served subgraph, the router): each error that does not `pass` is logged once with
 * its request id as the request meets it (`plugin`), and `mask` answers it masked, logging it there only when no
 * request did (an error outside the request pipeline). An error masked where it happened passes through as it is.
 */
export function apolloMasker<C extends object>(
  passes: (error: { message: string; extensions?: unknown }) => boolean,
  where: Record<string, unknown>,
  requestIdOf: (context: C) => string,
): { mask(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError; plugin: ApolloServerPlugin<C> } {
  const logged = new WeakSet<object>();
  return {
    mask(formatted, error) {
      if (!isMasked(formatted.extensions) && !(error && typeof error === 'object' && logged.has(error))) logMasked(formatted, null, where);
      return maskedError(formatted.path);
    },
    plugin: {
      async requestDidStart() {
        return {
          async didEncounterErrors({ errors, contextValue }) {
            for (const error of errors) {
              if (passes(error)) continue;
              logMasked(error, requestIdOf(contextValue), where);
              logged.add(error);
            }
          },
        };
      },
    },
  };
}

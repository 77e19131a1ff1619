import type { GraphQLFormattedError } from 'graphql';

/**
 * The error that makes a GraphQL answer "unavailable": billing_unavailable (the database unreachable or restarting,
 * a charge that could not be confirmed). An answer that delivered nothing because of it goes out as REST's does,
 * HTTP 503 with its Retry-After and no data, rather than 200 with nulls a client would read as "not found".
 */
export function unavailableError(errors: readonly GraphQLFormattedError[] | undefined): { error: GraphQLFormattedError; retryAfter: string | null } | null {
  const error = errors?.find((e) => e.extensions?.code === 'billing_unavailable');
  if (!error) return null;
  const retryAfter = error.extensions?.retryAfter;
  return { error, retryAfter: typeof retryAfter === 'number' ? String(retryAfter) : null };
}

/**
 * The HTTP status of an answer none of whose root fields delivered anything because what serves them failed
 * upstream: every root field null with an upstream_error at its path (a subgraph service down or timing out, or a
 * live read whose upstream network failed), or no data at all and only upstream_errors. 504 when every one of them
 * timed out, else 502, as REST answers the same failure; null for anything else, which stays 200 as field errors do
 * (a request with one root field answered and another failed is a partial answer, not a failed request).
 */
export function upstreamFailureStatus(result: { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }): 502 | 504 | null {
  const errors = result.errors;
  if (!errors?.length || !errors.every((e) => e.extensions?.code === 'upstream_error')) return null;
  if (result.data) {
    const keys = Object.keys(result.data);
    if (keys.length === 0) return null;
    for (const key of keys) {
      if (result.data[key] !== null || !errors.some((e) => e.path?.length === 1 && e.path[0] === key)) return null;
    }
  }
  return errors.every((e) => e.extensions?.status === 504) ? 504 : 502;
}

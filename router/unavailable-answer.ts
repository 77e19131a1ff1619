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

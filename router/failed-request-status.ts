import type { GraphQLFormattedError } from 'graphql';

const clientStatus = (error: GraphQLFormattedError): number | null => {
  const status = error.extensions?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
};

/**
 * The HTTP status of an answer that delivered nothing because the request itself was wrong: no data, or every root
 * field null with an error at or below it, and every error a client error (4xx). It answers that status (400 when
 * they differ), as REST answers the same input, rather than 200 with nulls. null for anything else: a partial
 * answer (one root field delivered) stays 200, as field errors do.
 */
export function failedRequestStatus(result: { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }): number | null {
  const errors = result.errors;
  if (!errors?.length) return null;
  const statuses = errors.map(clientStatus);
  if (statuses.some((s) => s === null)) return null;
  if (result.data) {
    const keys = Object.keys(result.data);
    if (keys.length === 0) return null;
    for (const key of keys) {
      if (result.data[key] !== null || !errors.some((e) => e.path?.[0] === key)) return null;
    }
  }
  return statuses.every((s) => s === statuses[0]) ? statuses[0] : 400;
}

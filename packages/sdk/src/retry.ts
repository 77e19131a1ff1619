import { retryAfterSeconds } from './errors.ts';

export interface RetryOptions {
  /** Further attempts after the first; 0 turns retrying off. Default 3. */
  retries?: number;
  /** First backoff when the answer names no Retry-After, doubled each attempt. Default 500 ms. */
  baseDelayMs?: number;
  /** No single wait is longer than this; an answer whose Retry-After is longer is not retried. Default 60 s. */
  maxDelayMs?: number;
}

/** The error codes of a 429 worth waiting out: the key's own limit and the upstream's. */
const RETRIED_429 = new Set(['rate_limited', 'rate_limit_exceeded']);

/**
 * How long to wait before trying a request again, from its answer's status, headers and error code, or null to give
 * it to the caller: 429 rate_limited or rate_limit_exceeded (Retry-After when given, else exponential backoff), and
 * 503 only when it names a Retry-After.
 */
export function retryDelayOf(status: number, headers: Headers, code: string | undefined, attempt: number, options: Required<RetryOptions>): number | null {
  if (status !== 429 && status !== 503) return null;
  const after = retryAfterSeconds(headers);
  if (status === 503 && after === null) return null;
  if (status === 429 && (!code || !RETRIED_429.has(code))) return null;
  // A Retry-After longer than the longest wait allowed goes to the caller: retrying sooner would only fail again.
  if (after !== null) return after * 1000 <= options.maxDelayMs ? after * 1000 : null;
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
}

/** retryDelayOf for an answer whose body is still unread (it reads a copy). */
export async function retryDelay(response: Response, attempt: number, options: Required<RetryOptions>): Promise<number | null> {
  if (response.status !== 429 && response.status !== 503) return null;
  const code = await response
    .clone()
    .json()
    .then((b: { error?: { code?: string } }) => b?.error?.code)
    .catch(() => undefined);
  return retryDelayOf(response.status, response.headers, code, attempt, options);
}

/**
 * A fetch that retries what `retryDelay` allows, waiting with `sleep` (injectable, so tests wait no real time).
 * `mayRetry` says whether a request may be sent twice at all (a DM send may not: only its caller, with the same
 * client_token, decides that).
 */
export function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  options: Required<RetryOptions>,
  sleep: (ms: number) => Promise<void>,
  mayRetry: (request: Request) => boolean,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const retryable = mayRetry(request) && options.retries > 0;
    for (let attempt = 0; ; attempt++) {
      const response = await inner(retryable ? request.clone() : request);
      if (!retryable || attempt >= options.retries) return response;
      const delay = await retryDelay(response, attempt, options);
      if (delay === null) return response;
      await response.body?.cancel().catch(() => {});
      await sleep(delay);
    }
  };
}

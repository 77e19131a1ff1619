import { AnswerTooLarge, type OutboundFetcher } from './fetcher.ts';
import { UpstreamTimeout } from '../errors.ts';

/** One call to a JSON API the operator configured (Meta's Graph API, an email-verification vendor, a model). */
export interface ApiCall {
  method: 'GET' | 'POST';
  /** The configured URL: the key or token the call carries goes there and nowhere else. */
  url: string | URL;
  headers?: Record<string, string>;
  /** The request body, sent as JSON. */
  json?: unknown;
  /** Longest the whole call may take, answer included (the client's own *_TIMEOUT_MS setting). */
  timeoutMs: number;
  /** Largest answer read; a bigger one fails as `too_large`. */
  maxBytes: number;
}

export interface ApiAnswer {
  /** Any status, redirects included (never followed), is answered as it is for the client to judge. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
}

/**
 * Why a call got no answer: no complete answer within the timeout, an answer over the size cap, or anything else
 * (refused by the address policy, connection refused or reset, not HTTP). `detail` is for the log only: it may name
 * the configured host, which a client's message never does.
 */
export class ApiCallFailed extends Error {
  constructor(
    readonly kind: 'timeout' | 'too_large' | 'unreachable',
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

/**
 * The one way a client of an operator-configured API calls it: through the guarded outbound fetcher, so the address
 * policy, the connect timeout and decompression are the ones every fetch has, with the client's own deadline and cap.
 * A redirect is never followed (the key goes to the configured URL only). What failed is a kind, which each client
 * words in its own contract terms (502/504 upstream_error, or an `unverified` reason).
 */
export async function callApi(outbound: Pick<OutboundFetcher, 'fetchBytes'>, call: ApiCall): Promise<ApiAnswer> {
  let answer;
  try {
    answer = await outbound.fetchBytes(String(call.url), {
      // The client reads the body whatever its type: an answer that is not its JSON is its own failure to word.
      accept: ['*/*'],
      method: call.method,
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : {}),
      headers: { accept: 'application/json', ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}), ...call.headers },
      timeoutMs: call.timeoutMs,
      maxBytes: call.maxBytes,
      redirects: 'answer',
    });
  } catch (err) {
    const detail = (err as Error)?.message ?? String(err);
    if (err instanceof UpstreamTimeout) throw new ApiCallFailed('timeout', detail);
    if (err instanceof AnswerTooLarge) throw new ApiCallFailed('too_large', detail);
    throw new ApiCallFailed('unreachable', detail);
  }
  const text = answer.bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: answer.status, headers: answer.headers ?? {}, text, json };
}

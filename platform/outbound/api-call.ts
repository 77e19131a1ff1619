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
  /** Or the request body as it is, its content-type among `headers`. */
  body?: string;
  /** Longest the whole call may take, answer included (the client's own *_TIMEOUT_MS setting). */
  timeoutMs: number;
  /** Largest answer read; a bigger one fails as `too_large`. */
  maxBytes: number;
  /**
   * `answer` (the default): a redirect is the answer, never followed, for a call whose URL carries a key or a token.
   * `follow`: a GET that carries no secret follows it as any fetch does, each hop checked again (a public API).
   */
  redirects?: 'answer' | 'follow';
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
    /** What the fetch threw, its own causes kept (the socket's code a log may name). */
    options: { cause?: unknown } = {},
  ) {
    super(`${kind}: ${detail}`, options);
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
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : call.body !== undefined ? { body: call.body } : {}),
      headers: { accept: 'application/json', ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}), ...call.headers },
      timeoutMs: call.timeoutMs,
      maxBytes: call.maxBytes,
      redirects: call.redirects ?? 'answer',
    });
  } catch (err) {
    const detail = (err as Error)?.message ?? String(err);
    if (err instanceof UpstreamTimeout) throw new ApiCallFailed('timeout', detail, { cause: err });
    if (err instanceof AnswerTooLarge) throw new ApiCallFailed('too_large', detail, { cause: err });
    throw new ApiCallFailed('unreachable', detail, { cause: err });
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

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * callApi in the shape of WhatWG fetch, for a client library that makes its own requests and takes a `fetch` (the AT
 * Protocol agent): each request goes through the guarded fetcher with this deadline and cap, and what fails is thrown
 * as an ApiCallFailed, which the library wraps as its own error with it as the cause (see `apiCallFailureIn`). The
 * request's signal is not read: the deadline is the call's. A request body is read whole (a string), never streamed.
 */
export function apiFetch(outbound: Pick<OutboundFetcher, 'fetchBytes'>, options: Pick<ApiCall, 'timeoutMs' | 'maxBytes' | 'redirects'>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' && request.method !== 'POST') throw new TypeError(`apiFetch sends GET or POST, not ${request.method}`);
    const body = request.body ? await request.text() : undefined;
    const answer = await callApi(outbound, { ...options, method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // The body is already decoded and whole: its encoding and length as sent no longer describe it.
      if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    return new Response(NO_BODY.has(answer.status) ? null : answer.text, { status: answer.status, headers });
  };
}

/** The ApiCallFailed somewhere in an error's chain of causes (a library's error that wraps what apiFetch threw). */
export function apiCallFailureIn(err: unknown): ApiCallFailed | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ApiCallFailed) return e;
  }
  return null;
}

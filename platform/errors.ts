import { isConnectionError } from './db/connection-errors.ts';

/** The challenge of a 401: credentials go in `Authorization: Bearer …`. */
export const BEARER_CHALLENGE = 'Bearer';

/**
 * The closed set of errors the API answers with (contract section 7). Every failure that reaches a client is one
 * of these; `toApiError` turns anything else into a bare 500 without details.
 */
export class ApiError extends Error {
  /**
   * Extra response headers, e.g. Retry-After on 429 and 503. Every 401 carries `WWW-Authenticate: Bearer` (RFC 6750),
   * however it was made: the challenge belongs to the status, not to one code path.
   */
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.headers = status === 401 ? { 'WWW-Authenticate': BEARER_CHALLENGE, ...headers } : headers;
  }

  /** Read by graphql-js when it wraps a thrown error, so GraphQL errors carry the same code and status. */
  get extensions(): { code: string; status: number; retryAfter?: number } {
    const retryAfter = this.headers['Retry-After'];
    return retryAfter ? { code: this.code, status: this.status, retryAfter: Number(retryAfter) } : { code: this.code, status: this.status };
  }
}

export class InvalidRequest extends ApiError {
  constructor(message: string) {
    super(400, 'invalid_request', message);
  }
}

/** A method a path does not answer where answering it would be wrong, such as HEAD on a charged read. */
export class MethodNotAllowed extends ApiError {
  constructor(method: string, path: string, allowed: string[]) {
    super(405, 'invalid_request', `${method} is not supported on ${quote(path, 100)}; it answers ${allowed.join(', ')}.`, { Allow: allowed.join(', ') });
  }
}

export class InvalidApiKey extends ApiError {
  constructor(message = 'Missing, malformed or revoked API key. Send Authorization: Bearer kb_live_<32 hex> (or kb_test_<32 hex> for test mode).') {
    super(401, 'invalid_api_key', message);
  }
}

export class InsufficientBalance extends ApiError {
  constructor(price: string, balance: string) {
    super(402, 'insufficient_balance', `This request costs ${price} and the balance is ${balance}. Top up to continue.`);
  }
}

export class NotFound extends ApiError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class Gone extends ApiError {
  constructor(path: string, replacement: string | null) {
    super(410, 'gone', replacement ? `${path} was retired in v5. Use ${replacement} instead.` : `${path} was retired in v5 and has no replacement.`);
  }
}

export class RateLimitExceeded extends ApiError {
  constructor(limit: number, retryAfterSeconds: number) {
    super(429, 'rate_limit_exceeded', `Over ${limit} requests per minute for this key. Retry after ${retryAfterSeconds} s.`, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/** Upstream failures of a live acquisition (section 7). None of them is ever charged. */
export class UpstreamError extends ApiError {
  constructor(message = 'The upstream network failed to answer. Nothing was charged; retry later.') {
    super(502, 'upstream_error', message);
  }
}

export class UpstreamTimeout extends ApiError {
  // v5 reports timeouts under upstream_error, with their own status.
  constructor(message = 'The upstream network did not answer in time. Nothing was charged; retry later.') {
    super(504, 'upstream_error', message);
  }
}

export class UpstreamRateLimited extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', `Acquisition capacity for this source is exhausted. Retry after ${retryAfterSeconds} s.`, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

export class SourcePaused extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(503, 'source_paused', `This source is paused. Retry after ${retryAfterSeconds} s.`, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/**
 * A live key asked a network for fresh data and the deployment configured no real provider for it: the same 503
 * `source_paused` as a paused source, without Retry-After (waiting does not help), naming the setting. Never charged;
 * test keys read the sandbox instead.
 */
export class ProviderNotConfigured extends ApiError {
  constructor(network: string, setting: string) {
    super(
      503,
      'source_paused',
      `Live reads of ${network} need a real provider and this deployment configures none: the operator sets ${setting}. Test keys (kb_test_) read the sandbox. Nothing was charged.`,
    );
  }
}

/**
 * The note network's live acquisition is paused (contract 4.9, 7): its own 503 code where other networks answer
 * source_paused, with a Retry-After. Never charged.
 */
export class PipelinePaused extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(503, 'pipeline_paused', `Live acquisition for the note network is paused. Nothing was charged; retry after ${retryAfterSeconds} s.`, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

export class SurfaceBlocked extends ApiError {
  constructor(operation: string) {
    super(501, 'surface_blocked', `${operation} is blocked upstream and not available. Nothing was charged.`);
  }
}

export class JobFinished extends ApiError {
  constructor() {
    super(409, 'job_finished', 'This job has already finished; there is nothing to cancel.');
  }
}

export class ResultItemTooLarge extends ApiError {
  constructor() {
    super(413, 'result_item_too_large', 'An output unit of this job exceeds 3 MiB, so the job failed before billing. Nothing was charged.');
  }
}

export class PaymentRequired extends ApiError {
  constructor(cost: string) {
    super(402, 'insufficient_balance', `This job completed but its ${cost} could not be charged. Top up; results become readable within 60 seconds.`);
  }
}

/** A job submission the balance cannot cover: its first block, with those of the account's jobs still running. */
export class JobBalanceTooLow extends ApiError {
  constructor(needed: string, first: string, open: number, balance: string) {
    super(
      402,
      'insufficient_balance',
      `A job needs a balance that covers its first block (${first})` +
        (open > 0 ? ` and the first block of each of this account's ${open} jobs still queued or running (${needed} in all)` : '') +
        `; the balance is ${balance}. Top up to continue.`,
    );
  }
}

/** A job submission refused because the account already holds `cap` completed jobs it has not paid for. */
export class UnpaidJobsCapReached extends ApiError {
  constructor(cap: number) {
    super(
      402,
      'insufficient_balance',
      `This account has ${cap} completed jobs awaiting payment (payment-required), the most it may hold; top up so they are charged, or cancel them, before submitting another.`,
    );
  }
}

export class DmSendingPaused extends ApiError {
  constructor() {
    super(503, 'dm_sending_paused', 'No sending identity is free right now; new sessions and new outreach are paused. Reads still work.');
  }
}

/** The account already holds as many open sessions as one account may: for it, no identity is free. */
export class DmSessionCapReached extends ApiError {
  constructor(cap: number) {
    super(
      503,
      'dm_sending_paused',
      `This account already holds ${cap} open DM sessions, the most one account may hold; no identity was claimed. ` +
        'Send on a session you hold: GET /v1/photonet/dm/sessions (GraphQL: dmSessions) lists them. Sessions stay open until an operator releases them.',
    );
  }
}

export class SessionRevoked extends ApiError {
  constructor() {
    super(
      409,
      'engage_session_revoked',
      "This conversation's sending identity was released: the thread stays readable, but it can no longer reply or refresh.",
    );
  }
}

export class DmUnavailable extends ApiError {
  constructor() {
    super(503, 'upstream_unavailable', 'The messaging service could not be reached; nothing was sent and nothing was charged.');
  }
}

/** Billing could not be confirmed (Redis away, a reversal that did not commit): retried after a couple of seconds. */
export class BillingUnavailable extends ApiError {
  constructor(retryAfterSeconds = 2) {
    super(503, 'billing_unavailable', `Billing could not be confirmed; no data was returned and nothing was charged. Retry after ${retryAfterSeconds} s.`, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/**
 * PostgreSQL unreachable or restarting (see db/connection-errors.ts): the contract's billing_unavailable, since no
 * charge can be confirmed without it, with a message that says why and a Retry-After, as a restart takes seconds.
 */
export class DatabaseUnavailable extends ApiError {
  constructor(retryAfterSeconds = 2) {
    super(
      503,
      'billing_unavailable',
      `The database is unreachable right now; no data was returned and nothing was charged. Retry after ${retryAfterSeconds} s.`,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class InternalError extends ApiError {
  constructor() {
    super(500, 'internal_error', 'Internal error.');
  }
}

/** Every code a client can see: the contract's (section 7) and ours for the unexpected. Nothing else passes. */
export const API_CODES: ReadonlySet<string> = new Set([
  'invalid_request',
  'invalid_api_key',
  'insufficient_balance',
  'not_found',
  'job_finished',
  'engage_session_revoked',
  'gone',
  'result_item_too_large',
  'rate_limit_exceeded',
  'rate_limited',
  'surface_blocked',
  'upstream_error',
  'upstream_timeout',
  'source_paused',
  'pipeline_paused',
  'billing_unavailable',
  'dm_sending_paused',
  'upstream_unavailable',
  'internal_error',
]);

/**
 * Client input as an error message quotes it: a JSON-escaped excerpt (control characters and NUL show as
 * escapes) of at most about `max` characters, then `…`. A message never echoes a long or hostile input back.
 */
export function quote(value: unknown, max = 40): string {
  if (typeof value !== 'string') {
    const json = JSON.stringify(value) ?? String(value);
    return json.length > max ? `${json.slice(0, max)}…` : json;
  }
  let excerpt = '';
  for (const char of value) {
    const escaped = JSON.stringify(char).slice(1, -1);
    if (excerpt.length + escaped.length > max) return `"${excerpt}"…`;
    excerpt += escaped;
  }
  return `"${excerpt}"`;
}

/**
 * A message written by a library that quotes input in full (graphql-js: `got invalid value "…"`): each quoted
 * string in it cut as `quote` cuts, and the whole held to a few hundred characters.
 */
export function requote(message: string, max = 400): string {
  const cut = message.replace(/"(?:[^"\\]|\\.)*"/g, (quoted) => {
    if (quoted.length <= 42) return quoted;
    try {
      return quote(JSON.parse(quoted));
    } catch {
      return quote(quoted.slice(1, -1));
    }
  });
  return cut.length > max ? `${cut.slice(0, max)}…` : cut;
}

/** A name the client chose (a parameter, a key) as a message names it: bare when it looks like a name, else quoted. */
export function quoteName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(name) ? name : quote(name);
}

/**
 * The inverse of `ApiError.extensions`: an error that crossed a GraphQL boundary (a subgraph result, a remote
 * subgraph) back as the ApiError it was. Null when the extensions carry no API code (an unexpected failure, or a
 * library's own code such as Apollo's).
 */
export function fromExtensions(message: string, extensions: unknown): ApiError | null {
  const ext = extensions as { code?: unknown; status?: unknown; retryAfter?: unknown } | undefined;
  if (typeof ext?.code !== 'string' || !API_CODES.has(ext.code) || typeof ext.status !== 'number' || ext.status === 500) return null;
  const headers: Record<string, string> = typeof ext.retryAfter === 'number' ? { 'Retry-After': String(ext.retryAfter) } : {};
  return new ApiError(ext.status, ext.code, message, headers);
}

const MB = 1024 * 1024;

/**
 * What the HTTP layer refuses (body-parser and raw-body errors in the http-errors style, a path parameter that
 * does not percent-decode), as our errors with our own messages: theirs echo the input or name internals.
 */
function fromHttpLayer(err: unknown): ApiError | null {
  if (!(err instanceof Error)) return null;
  const { status, type, expose, limit } = err as Error & { status?: unknown; type?: unknown; expose?: unknown; limit?: unknown };
  // The router marks the URIError of a path parameter it could not decode with status 400.
  if (err instanceof URIError && status === 400) return new InvalidRequest('The path holds a bad % escape; percent-encode each UTF-8 byte as %XX.');
  switch (type) {
    case 'entity.too.large': {
      const size = typeof limit === 'number' && limit % MB === 0 ? `${limit / MB} MB` : typeof limit === 'number' ? `${limit}-byte` : '1 MB';
      return new ApiError(413, 'invalid_request', `The request body is over the ${size} limit.`);
    }
    case 'charset.unsupported':
      return new ApiError(415, 'invalid_request', 'The request body must be JSON in UTF-8: Content-Type: application/json, with charset utf-8 or none.');
    case 'encoding.unsupported':
      return new ApiError(415, 'invalid_request', 'Content-Encoding must be identity, gzip, deflate or br.');
    case 'entity.parse.failed':
      return new InvalidRequest('The request body is not valid JSON.');
  }
  // Anything else the body reader refused as the client's fault: a body that does not decompress as its
  // Content-Encoding says (zlib's Z_DATA_ERROR), a length other than Content-Length, an aborted upload.
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new InvalidRequest('The request body could not be read: check that it matches its Content-Encoding and Content-Length.');
  }
  return null;
}

/**
 * The one converter from any thrown value: API errors pass through, the HTTP layer's refusals become ours, and
 * everything else becomes a detail-free 500 (the caller logs the cause).
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isConnectionError(err)) return new DatabaseUnavailable();
  const http = fromHttpLayer(err);
  if (http) return http;
  // Errors that crossed a process boundary (a remote subgraph) arrive as plain objects carrying code and status;
  // only the contract's codes pass, so a library's code (Z_DATA_ERROR, ECONNRESET) never reaches a client.
  const proto = err !== null && typeof err === 'object' ? Object.getPrototypeOf(err) : undefined;
  if (proto === Object.prototype || proto === null) {
    const { status, code, message } = err as { status?: unknown; code?: unknown; message?: unknown };
    if (typeof status === 'number' && typeof code === 'string' && API_CODES.has(code) && status >= 400 && status < 600 && status !== 500) {
      return new ApiError(status, code, typeof message === 'string' ? message : code);
    }
  }
  return new InternalError();
}

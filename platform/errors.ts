/**
 * The closed set of errors the API answers with (contract section 7). Every failure that reaches a client is one
 * of these; `toApiError` turns anything else into a bare 500 without details.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429 and 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
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

export class InvalidApiKey extends ApiError {
  constructor(message = 'Missing, malformed or revoked API key. Send Authorization: Bearer kb_live_<32 hex>.') {
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
    super(
      410,
      'gone',
      replacement
        ? `${path} was retired in v5. Use ${replacement} instead.`
        : `${path} was retired in v5 and has no replacement.`,
    );
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
    super(409, 'engage_session_revoked', "This conversation's sending identity was released: the thread stays readable, but it can no longer reply or refresh.");
  }
}

export class DmUnavailable extends ApiError {
  constructor() {
    super(503, 'upstream_unavailable', 'The messaging service could not be reached; nothing was sent and nothing was charged.');
  }
}

export class BillingUnavailable extends ApiError {
  constructor() {
    super(503, 'billing_unavailable', 'Billing could not be confirmed; no data was returned and nothing was charged. Retry shortly.');
  }
}

export class InternalError extends ApiError {
  constructor() {
    super(500, 'internal_error', 'Internal error.');
  }
}

/**
 * The inverse of `ApiError.extensions`: an error that crossed a GraphQL boundary (a subgraph result, a remote
 * subgraph) back as the ApiError it was. Null when the extensions carry no API code (an unexpected failure).
 */
export function fromExtensions(message: string, extensions: unknown): ApiError | null {
  const ext = extensions as { code?: unknown; status?: unknown; retryAfter?: unknown } | undefined;
  if (typeof ext?.code !== 'string' || typeof ext.status !== 'number' || ext.status === 500) return null;
  const headers: Record<string, string> = typeof ext.retryAfter === 'number' ? { 'Retry-After': String(ext.retryAfter) } : {};
  return new ApiError(ext.status, ext.code, message, headers);
}

/** The one converter from any thrown value: API errors pass through, everything else becomes a detail-free 500. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const status = (err as { status?: unknown })?.status;
  const code = (err as { code?: unknown })?.code;
  // Errors that crossed a process boundary (a remote subgraph) arrive as plain objects carrying code and status.
  if (typeof status === 'number' && typeof code === 'string' && status >= 400 && status < 600 && status !== 500) {
    return new ApiError(status, code, String((err as Error).message ?? code));
  }
  return new InternalError();
}

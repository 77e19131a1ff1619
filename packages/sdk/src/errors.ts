/**
 * Every error answer of the API ({error: {code, message, request_id}}) as one typed error. `retryAfter` is the
 * Retry-After header in seconds (429 and 503 answers carry it), or null.
 */
export class SocialDataError extends Error {
  override readonly name = 'SocialDataError';
  constructor(
    /** The contract's closed error code, e.g. `invalid_request`, `rate_limit_exceeded`, `surface_blocked`. */
    readonly code: string,
    readonly status: number,
    message: string,
    readonly request_id: string | null,
    readonly retryAfter: number | null,
    /** The answer's body as sent (the envelope, or text when it was not JSON). */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** From a non-2xx answer and its parsed body. */
  static from(response: Response, body: unknown): SocialDataError {
    const envelope = (body as { error?: { code?: unknown; message?: unknown; request_id?: unknown } } | null)?.error;
    const code = typeof envelope?.code === 'string' ? envelope.code : `http_${response.status}`;
    const message = typeof envelope?.message === 'string' ? envelope.message : `HTTP ${response.status}`;
    const requestId = typeof envelope?.request_id === 'string' ? envelope.request_id : response.headers.get('x-request-id');
    return new SocialDataError(code, response.status, message, requestId, retryAfterSeconds(response.headers), body);
  }
}

/** A job that ended without results (failed, or waiting for payment). */
export class JobError extends Error {
  override readonly name = 'JobError';
  constructor(
    readonly jobId: string,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

/** Retry-After in seconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | null {
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

import { settingsFrom, type Config } from '../config.ts';
import { NotFound, SourcePaused, UpstreamError, UpstreamRateLimited, UpstreamTimeout } from '../errors.ts';
import { ApiCallFailed, callApi, type ApiAnswer } from '../outbound/api-call.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { signedBodyHeader } from '../signed-body.ts';
import { ACQUIRE_SIGNATURE_HEADER } from './signature.ts';

/**
 * The client of an acquisition worker: an operator-run HTTP service that reads a network without a public API (its
 * account pools, proxies and request signing are the operator's, in any language). README, "Acquisition workers":
 *
 *   POST {<NETWORK>_WORKER_URL}/v1/acquire
 *   Acquire-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with <NETWORK>_WORKER_SECRET>
 *   {"network": "clipnet", "operation": "followers", "args": {...}, "cursor": null}
 *
 *   200 {"raw": <the network's own payload>, "cursor": <optional>}
 *   4xx/5xx {"error": {"type": "not_found" | "rate_limited" | "challenge" | "paused" | "upstream_error" | "timeout",
 *                      "retry_after"?: seconds, "message"?: text}}
 *
 * A typed failure maps onto the API's errors (not_found 404; rate_limited 429 and paused 503 with Retry-After;
 * challenge and upstream_error 502; timeout 504); anything else (another status, a body that is not such JSON, no
 * `raw`, an answer over the cap, no answer within the timeout) is 502 or 504 upstream_error. None is charged, and
 * nothing is archived (the live reader archives only what an acquisition returned).
 */

/** The largest worker answer read by default (<NETWORK>_WORKER_MAX_BYTES). */
export const DEFAULT_WORKER_MAX_BYTES = 8 * 1024 * 1024;
/** The shortest shared secret accepted. */
export const MIN_WORKER_SECRET = 32;
/** Retry-After when a worker's rate_limited or paused names none (or an unusable one). */
const DEFAULT_RETRY_SECONDS = 60;
const MAX_RETRY_SECONDS = 3600;

export interface WorkerSettings {
  /** <NETWORK>_WORKER_URL: the worker's base URL; requests go to `<url>/v1/acquire`. */
  url: string;
  /** <NETWORK>_WORKER_SECRET: the shared signing secret (never logged, never sent). */
  secret: string;
  /** <NETWORK>_WORKER_TIMEOUT_MS: one call's limit, answer included (default UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** <NETWORK>_WORKER_MAX_BYTES: the largest answer read (default 8 MiB). */
  maxBytes: number;
}

/** The names of a network's worker settings. */
export const workerSettingNames = (network: string) => {
  const prefix = network.toUpperCase();
  return {
    url: `${prefix}_WORKER_URL`,
    secret: `${prefix}_WORKER_SECRET`,
    timeoutMs: `${prefix}_WORKER_TIMEOUT_MS`,
    maxBytes: `${prefix}_WORKER_MAX_BYTES`,
  };
};

/**
 * A network's worker settings from the environment; refuses to start (throws naming the setting) without a usable
 * URL or with a secret shorter than 32 characters. Read only when `<NETWORK>_PROVIDER=worker`.
 */
export function workerSettings(config: Config, network: string): WorkerSettings {
  const names = workerSettingNames(network);
  const read = settingsFrom(config.env);
  const provider = `${network.toUpperCase()}_PROVIDER=worker`;
  const raw = read.string(names.url, '');
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`${names.url} must be the acquisition worker's http(s) base URL when ${provider}, got ${JSON.stringify(raw)}`);
  }
  const secret = config.env[names.secret] ?? '';
  if (secret.length < MIN_WORKER_SECRET || /\s/.test(secret)) {
    throw new Error(
      `${names.secret} must be the shared secret of the acquisition worker, at least ${MIN_WORKER_SECRET} characters without spaces, when ${provider}` +
        (secret ? ` (it has ${secret.length} characters${/\s/.test(secret) ? ' and spaces' : ''})` : ' (it is unset)'),
    );
  }
  const timeoutMs = read.int(names.timeoutMs, config.upstreamTimeoutMs);
  const maxBytes = read.int(names.maxBytes, DEFAULT_WORKER_MAX_BYTES);
  if (timeoutMs < 1) throw new Error(`${names.timeoutMs} must be at least 1 ms`);
  if (maxBytes < 1024) throw new Error(`${names.maxBytes} must be at least 1024 bytes`);
  return { url: url.href.replace(/\/+$/, ''), secret, timeoutMs, maxBytes };
}

/** What a worker answered for one acquisition. */
export interface Acquired<Raw> {
  /** The network's own payload, exactly as the worker returned it. */
  raw: Raw;
  /** The worker's cursor of the next page, when it gave one (the payload carries the network's own). */
  cursor: string | null;
}

/** The failure types a worker may answer, and what each is for the API's callers. */
export const WORKER_ERROR_TYPES = ['not_found', 'rate_limited', 'challenge', 'paused', 'upstream_error', 'timeout'] as const;
export type WorkerErrorType = (typeof WORKER_ERROR_TYPES)[number];

function retryAfterOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.ceil(n), MAX_RETRY_SECONDS) : DEFAULT_RETRY_SECONDS;
}

/** The contract error of a worker's typed failure. */
export function typedFailure(network: string, type: WorkerErrorType, retryAfter: number): Error {
  switch (type) {
    case 'not_found':
      return new NotFound(`${network} has nothing for these arguments upstream. Nothing was charged.`);
    case 'rate_limited':
      return new UpstreamRateLimited(retryAfter);
    case 'paused':
      return new SourcePaused(retryAfter);
    case 'challenge':
      return new UpstreamError(`The ${network} upstream asked for a challenge the acquisition could not pass. Nothing was charged; retry later.`);
    case 'timeout':
      return new UpstreamTimeout();
    case 'upstream_error':
      return new UpstreamError();
  }
}

/**
 * One network's acquisition worker. Calls go through the platform's outbound fetcher in its internal scope: the
 * worker's URL is the operator's configuration (like a subgraph's address, private as often as not), so it is let
 * through by being configured rather than by the public-address policy that guards URLs callers give; every other
 * bound of a fetch holds (the deadline over headers and body, the size cap, redirects never followed).
 */
export class AcquisitionWorker {
  private readonly endpoint: string;

  constructor(
    private readonly settings: WorkerSettings,
    private readonly outbound: Pick<OutboundFetcher, 'fetchBytes'>,
    private readonly now: () => number = Date.now,
  ) {
    this.endpoint = `${settings.url}/v1/acquire`;
  }

  /** A worker client with its own fetcher, from the deployment's outbound settings (connect timeout, user agent). */
  static fromConfig(config: Config, network: string): AcquisitionWorker {
    const settings = workerSettings(config, network);
    const fetcher = new OutboundFetcher(
      { ...config.outbound, allowCidrs: '', dnsServers: [], ports: [], timeoutMs: settings.timeoutMs, maxBytes: settings.maxBytes },
      { scope: 'internal' },
    );
    return new AcquisitionWorker(settings, fetcher);
  }

  /** One acquisition; throws the contract error of whatever failed. */
  async acquire<Raw>(network: string, operation: string, args: Record<string, unknown>, cursor: string | null = null): Promise<Acquired<Raw>> {
    const outcome = await this.call<Raw>(network, operation, args, cursor);
    switch (outcome.kind) {
      case 'answered':
        return { raw: outcome.raw, cursor: outcome.cursor };
      case 'failed':
        throw typedFailure(network, outcome.type, outcome.retryAfter);
      case 'no_answer':
        throw outcome.error;
    }
  }

  /**
   * One call, its outcome as data: the worker's answer, its typed failure, or no usable answer (with the contract
   * error it would be, and whether the request surely never reached the worker). For an operation with effects (a DM
   * send), whose caller must tell "not done" from "may have been done".
   */
  async call<Raw>(network: string, operation: string, args: Record<string, unknown>, cursor: string | null = null): Promise<WorkerOutcome<Raw>> {
    const body = JSON.stringify({ network, operation, args, cursor });
    const timestamp = Math.floor(this.now() / 1000);
    let answer: ApiAnswer;
    try {
      answer = await callApi(this.outbound, {
        method: 'POST',
        url: this.endpoint,
        headers: { 'content-type': 'application/json', [ACQUIRE_SIGNATURE_HEADER]: signedBodyHeader(this.settings.secret, timestamp, body) },
        body,
        timeoutMs: this.settings.timeoutMs,
        maxBytes: this.settings.maxBytes,
      });
    } catch (err) {
      const failed = err instanceof ApiCallFailed ? err : null;
      const error =
        failed?.kind === 'timeout'
          ? new UpstreamTimeout()
          : failed?.kind === 'too_large'
            ? new UpstreamError(`The ${network} upstream's answer was over the size limit. Nothing was charged.`)
            : new UpstreamError(`The ${network} upstream could not be reached. Nothing was charged; retry later.`);
      return { kind: 'no_answer', error: Object.assign(error, { cause: err }), neverSent: neverConnected(err) };
    }
    const json = answer.json;
    const object = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    if (answer.status === 200) {
      const next = object?.cursor;
      if (!object || object.raw === undefined || object.raw === null || (next !== undefined && next !== null && typeof next !== 'string')) {
        return { kind: 'no_answer', error: malformed(network), neverSent: false };
      }
      return { kind: 'answered', raw: object.raw as Raw, cursor: typeof next === 'string' ? next : null };
    }
    const error = object?.error;
    if (answer.status >= 400 && error && typeof error === 'object' && !Array.isArray(error)) {
      const { type, retry_after } = error as { type?: unknown; retry_after?: unknown };
      if (typeof type === 'string' && (WORKER_ERROR_TYPES as readonly string[]).includes(type)) {
        return { kind: 'failed', type: type as WorkerErrorType, retryAfter: retryAfterOf(retry_after) };
      }
    }
    return {
      kind: 'no_answer',
      error: new UpstreamError(`The ${network} upstream answered HTTP ${answer.status} without a known failure type. Nothing was charged; retry later.`),
      neverSent: false,
    };
  }
}

/** What one call to a worker came to. */
export type WorkerOutcome<Raw> =
  | { kind: 'answered'; raw: Raw; cursor: string | null }
  /** The worker's typed failure; `retryAfter` in seconds (its retry_after, or 60). */
  | { kind: 'failed'; type: WorkerErrorType; retryAfter: number }
  /** No usable answer: `error` is the contract error; `neverSent` when no connection to the worker was made at all. */
  | { kind: 'no_answer'; error: Error; neverSent: boolean };

/** Socket errors that mean no connection was made, so no byte of the request reached the worker. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function neverConnected(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && NOT_CONNECTED.has(e.code)) return true;
    if (Array.isArray((e as { errors?: unknown }).errors) && (e as { errors: unknown[] }).errors.some(neverConnected)) return true;
  }
  return false;
}

const malformed = (network: string) => new UpstreamError(`The ${network} upstream's answer was not in the expected form. Nothing was charged; retry later.`);

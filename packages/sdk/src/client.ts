import createClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { SocialDataError } from './errors.ts';
import type { paths } from './generated/openapi.ts';
import { OPERATIONS } from './generated/operations.ts';
import type { OperationInfo } from './operation-info.ts';
import { retryingFetch, type RetryOptions } from './retry.ts';

export type { paths, operations, components } from './generated/openapi.ts';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends 'get' | 'post'> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The options argument is required exactly when the route has required parameters or a required body. */
type InitArgs<I> = RequiredKeys<I> extends never ? [init?: I] : [init: I];
type Ok<R> = R extends { data: infer D } ? Exclude<D, undefined> : never;

/** The success body (`{data, meta}`, or the 202 job answer) of `P` for `M`. */
export type Answer<P extends keyof paths, M extends 'get' | 'post', I = Record<never, never>> = Ok<
  FetchResponse<paths[P][M & keyof paths[P]] & Record<string, unknown>, I, 'application/json'>
>;

export interface SocialDataOptions {
  /** The API key (kb_live_... or, for the sandbox, kb_test_...). */
  apiKey: string;
  /** The service, e.g. http://127.0.0.1:4000 (no trailing /v1). */
  baseUrl: string;
  retry?: RetryOptions;
  /** How the SDK waits between retries and job polls; inject one in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** The fetch every request goes through (globalThis.fetch by default). */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent as User-Agent. */
  userAgent?: string;
}

/**
 * What `call` answers: the status and the parsed body (`data` and `meta` of the envelope). Untyped by design: `call`
 * reaches any operation by its id, and a caller reads the fields it asked for.
 */
export interface CallAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the operation is chosen at run time (see above)
  data: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the operation is chosen at run time (see above)
  meta: any;
  headers: Headers;
}

/** openapi-fetch's methods as `get`, `post` and `call` use them, past the path-level typing they have already done. */
type Sent = { data?: unknown; error?: unknown; response: Response };
type Send = (path: string, init: unknown) => Promise<Sent>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Operations by id, and by `METHOD path` for requests made through the typed methods. */
const BY_ID = new Map(OPERATIONS.map((op) => [op.id, op]));
const SENDS = OPERATIONS.filter((op) => op.send).map((op) => ({ method: op.method, pattern: pathPattern(op.path) }));

function pathPattern(path: string): RegExp {
  return new RegExp('^' + path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$');
}

/** Whether `request` is a DM send (never sent twice by the SDK). */
export function isDmSend(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return SENDS.some((s) => s.method === request.method && s.pattern.test(path));
}

/**
 * The typed client. `get` and `post` take the OpenAPI path with typed parameters and answer the typed success
 * body; every error answer is thrown as a SocialDataError. `api` is the underlying openapi-fetch client (the same
 * auth, retries and types, answering `{data, error, response}`). `call` reaches any operation by its operationId.
 */
export class SocialData {
  readonly api: Client<paths>;
  readonly sleep: (ms: number) => Promise<void>;
  readonly baseUrl: string;

  constructor(options: SocialDataOptions) {
    if (!options.apiKey) throw new TypeError('apiKey is required');
    if (!options.baseUrl) throw new TypeError('baseUrl is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.sleep = options.sleep ?? realSleep;
    const retry = { retries: 3, baseDelayMs: 500, maxDelayMs: 60_000, ...options.retry };
    const inner = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: { authorization: `Bearer ${options.apiKey}`, 'user-agent': options.userAgent ?? 'social-data-sdk/0.1' },
      fetch: retryingFetch(inner, retry, this.sleep, (request) => !isDmSend(request)),
    });
  }

  /** A typed GET: `await sdk.get('/v1/photonet/profile', { params: { query: { q: 'name' } } })`. */
  async get<P extends PathsWith<'get'>, I extends MaybeOptionalInit<paths[P], 'get'>>(path: P, ...init: InitArgs<I>): Promise<Answer<P, 'get', I>> {
    const answer = await (this.api.GET as unknown as Send)(path, init[0]);
    return unwrap(answer) as Answer<P, 'get', I>;
  }

  /** A typed POST: `await sdk.post('/v1/crawl/web-scraping-api', { body: { url } })`. */
  async post<P extends PathsWith<'post'>, I extends MaybeOptionalInit<paths[P], 'post'>>(path: P, ...init: InitArgs<I>): Promise<Answer<P, 'post', I>> {
    const answer = await (this.api.POST as unknown as Send)(path, init[0]);
    return unwrap(answer) as Answer<P, 'post', I>;
  }

  /** The operation `id` (an operationId of the API description). */
  static operation(id: string): OperationInfo {
    const op = BY_ID.get(id);
    if (!op) throw new TypeError(`no operation ${id}`);
    return op;
  }

  /**
   * Any operation by operationId, its inputs in one flat object: path and query parameters and headers by name,
   * the rest (or `body`) as the JSON body. Answers the status with the body; throws SocialDataError on errors.
   */
  async call(id: string, input: Record<string, unknown> = {}): Promise<CallAnswer> {
    const op = SocialData.operation(id);
    const params: { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, string> } = { path: {}, query: {}, header: {} };
    const rest: Record<string, unknown> = { ...input };
    for (const p of op.parameters) {
      if (!(p.name in rest)) continue;
      const value = rest[p.name];
      delete rest[p.name];
      if (value === undefined) continue;
      if (p.in === 'header') params.header[p.name] = String(value);
      else params[p.in][p.name] = value;
    }
    const init: Record<string, unknown> = { params };
    if (op.method === 'GET' && Object.keys(rest).length) {
      const known = op.parameters.map((p) => p.name).join(', ') || 'none';
      throw new TypeError(`${id} has no parameter ${Object.keys(rest).join(', ')} (its parameters: ${known})`);
    }
    if (op.method !== 'GET') init.body = 'body' in rest && Object.keys(rest).length === 1 ? rest.body : rest;
    const answer = await (this.api.request as unknown as (method: string, ...args: Parameters<Send>) => Promise<Sent>)(op.method.toLowerCase(), op.path, init);
    const body = unwrap(answer) as { data?: unknown; meta?: unknown } | undefined;
    return { status: answer.response.status, data: body?.data, meta: body?.meta, headers: answer.response.headers };
  }
}

function unwrap(answer: Sent): unknown {
  if (answer.response.ok) return answer.data;
  throw SocialDataError.from(answer.response, answer.error);
}
